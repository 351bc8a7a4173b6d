import { html, type SafeHtml } from "../http/html.ts";

/** A share as a percentage with one decimal ("83.3%"); an em dash when there is none. */
export function percent(share: number | null | undefined): string {
  return share === null || share === undefined || !Number.isFinite(share) ? "—" : `${(share * 100).toFixed(1)}%`;
}

/** `part / whole` as counts and a share: "5/6 (83.3%)". */
export function ratio(part: number, whole: number): string {
  return whole === 0 ? `${part}/${whole}` : `${part}/${whole} (${percent(part / whole)})`;
}

/** An ISO time as UTC, to the second, inside a `<time>` element (the machine-readable value kept). */
export function when(iso: string | null | undefined): SafeHtml {
  if (!iso) return html`<span class="muted">—</span>`;
  return html`<time datetime="${iso}">${iso.slice(0, 19).replace("T", " ")} UTC</time>`;
}

/** How long until `iso` from now, in words ("41 min", "2 h 5 min"), or "expired". */
export function timeLeft(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (seconds <= 0) return "expired";
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h ${minutes % 60} min` : `${Math.floor(hours / 24)} days`;
}

export const shortSha = (sha: string): string => sha.slice(0, 8);

const TONE: Record<string, "good" | "bad" | "warn" | "neutral"> = {
  success: "good", succeeded: "good", graded: "good", passed: "good", done: "good", sound: "good",
  failure: "bad", failed: "bad", infra_error: "bad", error: "bad", unsound: "bad",
  running: "warn", queued: "neutral", leased: "warn", neutral: "neutral", cancelled: "neutral", not_graded: "neutral",
};

/** A status word as a badge whose colour follows its meaning; the word itself always shows. */
export function badge(word: string | null | undefined, label?: string): SafeHtml {
  if (!word) return html`<span class="badge neutral">${label ?? "none"}</span>`;
  return html`<span class="badge ${TONE[word] ?? "neutral"}">${label ?? word.replace(/_/g, " ")}</span>`;
}

/** JSON for people: indented, long strings kept whole. */
export function pretty(value: unknown): string {
  if (value === undefined) return "";
  return typeof value === "string" ? value : JSON.stringify(value, null, 2);
}

/** A query string from the non-empty values (`?a=1&b=2`, or ""). */
export function queryString(values: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== null && value !== undefined && value !== "") params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A path segment: ids come from the API, but a path is never built from raw text. */
export const seg = (value: string): string => encodeURIComponent(value);
