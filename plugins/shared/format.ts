import { readField } from "./field-path.ts";

/** Compact JSON, cut to `max` characters: report cells stay one short line. */
export function formatValue(value: unknown, max = 60): string {
  if (value === undefined) return "unset";
  return truncate(JSON.stringify(value) ?? String(value), max);
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** `2 records`, `1 record`. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** `a, b, c and 2 more` (items that hold commas read better apart with "; "). */
export function listSome(items: string[], limit = 3, separator = ", "): string {
  if (items.length <= limit) return items.join(separator);
  return `${items.slice(0, limit).join(separator)} and ${items.length - limit} more`;
}

/** `Email "ada@x.com", LastName unset`: what a record holds in the fields that did not match. */
export function describeFields(source: unknown, fields: string[]): string {
  return fields.map((field) => `${field} ${formatValue(readField(source, field))}`).join(", ");
}
