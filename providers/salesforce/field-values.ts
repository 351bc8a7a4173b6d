import type { FieldDescribe, SObjectDescribe } from "./describes/index.ts";
import { SF_ERRORS } from "./sf-errors.ts";
import { toId18 } from "./record-ids.ts";
import { formatSfDateTime } from "./sf-datetime.ts";

export type WriteMode = "create" | "update" | "seed";

const fieldMaps = new WeakMap<SObjectDescribe, { exact: Map<string, FieldDescribe>; folded: Map<string, FieldDescribe> }>();

/** Case-insensitive field lookup, built once per describe; the name as declared is found without folding it. */
export function fieldOf(describe: SObjectDescribe, name: string): FieldDescribe | undefined {
  let maps = fieldMaps.get(describe);
  if (!maps) {
    maps = { exact: new Map(describe.fields.map((f) => [f.name, f])), folded: new Map(describe.fields.map((f) => [f.name.toLowerCase(), f])) };
    fieldMaps.set(describe, maps);
  }
  return maps.exact.get(name) ?? maps.folded.get(name.toLowerCase());
}

/**
 * Checks a create, update or seed payload against the describe the way Salesforce does, and returns
 * it with canonical field names and stored value forms. Throws SfFault on the first problem.
 */
export function checkWrite(describe: SObjectDescribe, payload: Record<string, unknown>, mode: WriteMode): Record<string, unknown> {
  // Keyed by describe field names only, and built without a prototype so no name is special.
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, value] of Object.entries(payload)) {
    if (key === "attributes") continue;
    const field = fieldOf(describe, key);
    if (!field) throw SF_ERRORS.invalidField(key, describe.name);
    if (mode === "create" && !field.createable) throw SF_ERRORS.notWritable(field.name);
    if (mode === "update" && !field.updateable) throw SF_ERRORS.notWritable(field.name);
    out[field.name] = value === null ? null : coerceValue(field, value);
  }
  if (mode !== "update") {
    const missing = requiredFields(describe).filter((f) => out[f.name] === undefined || out[f.name] === null);
    if (missing.length) throw SF_ERRORS.requiredMissing(missing.map((f) => f.name));
  } else {
    const nulled = requiredFields(describe).filter((f) => f.name in out && out[f.name] === null);
    if (nulled.length) throw SF_ERRORS.requiredMissing(nulled.map((f) => f.name));
  }
  return out;
}

/** Fields a create must set: what the describe marks createable, not nillable and not defaulted. */
export function requiredFields(describe: SObjectDescribe): FieldDescribe[] {
  return describe.fields.filter((f) => f.createable && !f.nillable && !f.defaultedOnCreate && f.type !== "boolean");
}

/** A number as JSON or as text: digits with an optional fraction and exponent (never hex, Infinity, spaces). */
const NUMERIC = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * A value as its field stores it, checked the way Salesforce's REST API checks it: JSON of the wrong
 * shape is a JSON_PARSER_ERROR naming the token; a value of the right shape outside what the field
 * holds (too long, out of range, not on a restricted picklist) is the field's own error.
 */
function coerceValue(field: FieldDescribe, value: unknown): unknown {
  switch (field.type) {
    case "boolean":
      if (typeof value === "boolean") return value;
      if (value === "true" || value === "false") return value === "true";
      throw SF_ERRORS.cannotDeserialize("boolean", value);
    case "int":
    case "long":
    case "double":
    case "currency":
    case "percent":
      return checkNumber(field, value);
    case "date": {
      const date = typeof value === "string" ? readDate(value) : undefined;
      if (date === undefined) throw SF_ERRORS.cannotDeserialize("date", value);
      return value;
    }
    case "datetime": {
      const at = typeof value === "string" ? readDateTime(value) : undefined;
      if (at === undefined) throw SF_ERRORS.cannotDeserialize("datetime", value);
      return formatSfDateTime(new Date(at));
    }
    case "id":
    case "reference": {
      if (typeof value === "object") throw SF_ERRORS.cannotDeserialize(field.type, value);
      const id = typeof value === "string" ? toId18(value) : undefined;
      if (!id) throw SF_ERRORS.malformedId(field.label, String(value), field.name);
      return id;
    }
    case "address":
    case "location":
      // Compound values are one flat object of components (street, city, latitude...).
      if (!isFlatObject(value)) throw SF_ERRORS.cannotDeserialize(field.type, value);
      return value;
    case "anyType":
      if (typeof value === "object") throw SF_ERRORS.cannotDeserialize(field.type, value);
      return value;
    default:
      return coerceText(field, value);
  }
}

function checkNumber(field: FieldDescribe, value: unknown): number {
  const integral = field.type === "int" || field.type === "long";
  const n = typeof value === "number" ? value : typeof value === "string" && NUMERIC.test(value.trim()) ? Number(value.trim()) : undefined;
  if (n === undefined || (integral && Number.isFinite(n) && !Number.isInteger(n))) throw SF_ERRORS.cannotDeserialize(field.type, value);
  // Digits before the decimal point: an int's `digits`, else precision less scale (none set: no bound).
  const whole = integral ? field.digits || (field.type === "int" ? 9 : 18) : field.precision > 0 ? field.precision - field.scale : Infinity;
  if (!Number.isFinite(n) || Math.abs(n) >= 10 ** whole) throw SF_ERRORS.numberOutOfRange(field.label, n, field.name);
  return n;
}

/** `YYYY-MM-DD` naming a real calendar day, as milliseconds at its midnight UTC. */
function readDate(text: string): number | undefined {
  const [, y, m, d] = DATE.exec(text) ?? [];
  return y === undefined ? undefined : calendarDay(Number(y), Number(m), Number(d));
}

function calendarDay(year: number, month: number, day: number): number | undefined {
  const at = Date.UTC(year, month - 1, day);
  const date = new Date(at);
  if (year < 1 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return at;
}

/**
 * ISO 8601 as Salesforce takes it: `2024-01-15T10:00:00.000+0000`, `...Z`, `...+01:00`, without
 * seconds or zone (UTC), or a bare date (its midnight UTC). Milliseconds since epoch.
 */
export function readDateTime(text: string): number | undefined {
  const match = DATETIME.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h = "0", mi = "0", s = "0", fraction = "", zone = "Z"] = match;
  const day = calendarDay(Number(y), Number(mo), Number(d));
  if (day === undefined || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  let offset = 0;
  if (zone.toUpperCase() !== "Z") {
    const digits = zone.slice(1).replace(":", "");
    const hours = Number(digits.slice(0, 2));
    const minutes = Number(digits.slice(2) || "0");
    if (hours > 18 || minutes > 59) return undefined;
    offset = (zone.startsWith("-") ? -1 : 1) * (hours * 60 + minutes) * 60_000;
  }
  return day + ((Number(h) * 60 + Number(mi)) * 60 + Number(s)) * 1000 + Number(fraction.padEnd(3, "0").slice(0, 3)) - offset;
}

function isFlatObject(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((part) => part === null || typeof part !== "object");
}

/** Text fields take JSON text, numbers and booleans (as their text); objects and arrays are not text. */
function coerceText(field: FieldDescribe, value: unknown): string {
  if (typeof value === "object") throw SF_ERRORS.cannotDeserialize(field.type, value);
  const text = String(value);
  if (field.length > 0 && text.length > field.length) throw SF_ERRORS.stringTooLong(field.label, text, field.length, field.name);
  if (field.type === "email" && text !== "" && !isEmailAddress(text)) throw SF_ERRORS.invalidEmail(field.label, text, field.name);
  if ((field.type === "picklist" || field.type === "multipicklist") && field.restrictedPicklist) {
    const chosen = field.type === "multipicklist" ? text.split(";") : [text];
    const bad = chosen.find((choice) => !field.picklistValues.some((p) => p.active && p.value === choice));
    if (bad !== undefined) throw SF_ERRORS.badPicklist(field.label, bad, field.name);
  }
  return text;
}

/**
 * What `/^[^\s@]+@[^\s@]+\.[^\s@]+$/` accepts (one `@`, no spaces, a dot inside the domain),
 * checked without a backtracking pattern.
 */
function isEmailAddress(text: string): boolean {
  if (/\s/.test(text)) return false;
  const at = text.indexOf("@");
  if (at < 1 || text.indexOf("@", at + 1) >= 0) return false;
  const domain = text.slice(at + 1);
  const dot = domain.indexOf(".", 1);
  return dot > 0 && dot < domain.length - 1;
}
