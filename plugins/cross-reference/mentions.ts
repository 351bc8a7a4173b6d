/**
 * The words of a field as a reader sees them: a text or a number as it is; a structured value (a Jira
 * description's document, Slack blocks) as its texts, in order, joined by spaces. Anything else has none.
 */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join(" ");
  if (typeof value === "object" && value !== null) return Object.values(value).map(textOf).filter(Boolean).join(" ");
  return "";
}

/**
 * Whether `text` mentions `value` as a whole, ignoring case: no letter or digit right before or after
 * it, so `OPS-3` is in "see OPS-3." and "(OPS-3)" but not in "OPS-30", and `00001001` not in "100001001".
 */
export function mentions(text: string, value: string): boolean {
  if (!value) return false;
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu").test(text);
}
