import type { FieldKind } from "./field-kind.ts";

/** A stored or literal value reduced to something `compareValues` can order. */
export type Comparable = string | number | boolean;

const DATETIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A row's field read as an own property: a field named like a built-in (`constructor`, `toString`)
 * that a row does not set reads as unset, not as what every object inherits.
 */
export function readOwn(row: Record<string, unknown>, name: string): unknown {
  return Object.hasOwn(row, name) ? row[name] : undefined;
}

/** Sets a key on a result record as its own property, whatever the name (even `__proto__`). */
export function setOwn(record: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Milliseconds since epoch for "...Z", "...+0000" and "...+05:30" forms; NaN when unreadable. */
export function parseInstant(value: string): number {
  const match = DATETIME.exec(value.trim());
  if (!match) return Number.NaN;
  const [, date, time, fraction = "", zone = "Z"] = match;
  const millis = (fraction.slice(1) + "000").slice(0, 3);
  const offset = zone.toUpperCase() === "Z" ? "Z" : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  return Date.parse(`${date}T${time}.${millis}${offset}`);
}

/** Salesforce REST renders datetimes as "2024-01-15T10:00:00.000+0000". */
export function formatInstant(millis: number): string {
  return new Date(millis).toISOString().replace("Z", "+0000");
}

/** Checkboxes are never null in Salesforce: a missing boolean reads, filters and sorts as false. */
export function normalizeStored(kind: FieldKind, value: unknown): Comparable | null {
  if (kind === "boolean") return value === true || value === "true";
  if (value === null || value === undefined) return null;
  switch (kind) {
    case "number":
      return typeof value === "number" ? value : Number(value);
    case "date":
      return String(value).slice(0, 10);
    case "datetime": {
      const millis = parseInstant(String(value));
      return Number.isNaN(millis) ? null : millis;
    }
    case "id":
      return String(value).toLowerCase();
    default:
      return String(value);
  }
}

/** Text compares case-insensitively, as Salesforce's collation does: fold once, then compare folded values. */
export function foldCase(value: Comparable): Comparable {
  return typeof value === "string" ? value.toLowerCase() : value;
}

/** Orders two values already passed through `foldCase`; allocates nothing. */
export function compareFolded(a: Comparable, b: Comparable): number {
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  const x = Number(a);
  const y = Number(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function compareValues(a: Comparable, b: Comparable): number {
  return compareFolded(foldCase(a), foldCase(b));
}

/** What a SELECT returns for a stored value: datetimes in REST form, missing keys as null. */
export function renderValue(kind: FieldKind, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (kind === "datetime" && typeof value === "string") {
    const millis = parseInstant(value);
    return Number.isNaN(millis) ? value : formatInstant(millis);
  }
  return value;
}
