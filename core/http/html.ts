// A tiny `html` tagged template: every interpolated value is escaped unless it is already markup made by
// `html` (or `raw`), so a subject like "<script>" stays text and pages never build HTML by concatenation.

/** Markup that is safe to insert as is. Only `html` and `raw` make one. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation = SafeHtml | string | number | boolean | null | undefined | readonly Interpolation[];

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for element content and quoted attribute values alike. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function render(value: Interpolation): string {
  if (value instanceof SafeHtml) return value.value;
  // null, undefined and false render nothing, so `${cond && html`…`}` reads naturally.
  if (value === null || value === undefined || value === false) return "";
  if (Array.isArray(value)) return value.map(render).join("");
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? "");
  });
  return new SafeHtml(out);
}

/** Trusted markup (the stylesheet, a constant): never pass anything that came from a request or a record. */
export const raw = (markup: string): SafeHtml => new SafeHtml(markup);
