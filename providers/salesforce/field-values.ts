import type { FieldDescribe, SObjectDescribe } from "./describes/index.ts";
import { SF_ERRORS } from "./sf-errors.ts";
import { toId18 } from "./record-ids.ts";
import { formatSfDateTime } from "./sf-datetime.ts";

export type WriteMode = "create" | "update" | "seed";

const fieldMaps = new WeakMap<SObjectDescribe, Map<string, FieldDescribe>>();

/** Case-insensitive field lookup, built once per describe. */
export function fieldOf(describe: SObjectDescribe, name: string): FieldDescribe | undefined {
  let map = fieldMaps.get(describe);
  if (!map) fieldMaps.set(describe, (map = new Map(describe.fields.map((f) => [f.name.toLowerCase(), f]))));
  return map.get(name.toLowerCase());
}

/**
 * Checks a create, update or seed payload against the describe the way Salesforce does, and returns
 * it with canonical field names and stored value forms. Throws SfFault on the first problem.
 */
export function checkWrite(describe: SObjectDescribe, payload: Record<string, unknown>, mode: WriteMode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
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

function coerceValue(field: FieldDescribe, value: unknown): unknown {
  switch (field.type) {
    case "boolean":
      if (typeof value === "boolean") return value;
      if (value === "true" || value === "false") return value === "true";
      throw SF_ERRORS.wrongType("boolean", value);
    case "int":
    case "long":
    case "double":
    case "currency":
    case "percent": {
      const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
      if (typeof n !== "number" || !Number.isFinite(n)) throw SF_ERRORS.wrongType(field.type === "int" ? "int" : "double", value);
      if ((field.type === "int" || field.type === "long") && !Number.isInteger(n)) throw SF_ERRORS.wrongType("int", value);
      return n;
    }
    case "date":
      if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))) return value;
      throw SF_ERRORS.wrongType("date", value);
    case "datetime": {
      const at = typeof value === "string" ? Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2")) : NaN;
      if (Number.isNaN(at)) throw SF_ERRORS.wrongType("datetime", value);
      return formatSfDateTime(new Date(at));
    }
    case "id":
    case "reference": {
      const id = typeof value === "string" ? toId18(value) : undefined;
      if (!id) throw SF_ERRORS.malformedId(field.label, String(value), field.name);
      return id;
    }
    case "address":
    case "location":
    case "anyType":
      return value;
    default:
      return coerceText(field, value);
  }
}

function coerceText(field: FieldDescribe, value: unknown): string {
  if (typeof value === "object") throw SF_ERRORS.wrongType("String", value);
  const text = String(value);
  if (field.length > 0 && text.length > field.length) throw SF_ERRORS.stringTooLong(field.label, text, field.length, field.name);
  if (field.type === "email" && text !== "" && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) throw SF_ERRORS.invalidEmail(field.label, text, field.name);
  if (field.type === "picklist" && field.restrictedPicklist && !field.picklistValues.some((p) => p.active && p.value === text))
    throw SF_ERRORS.badPicklist(field.label, text, field.name);
  return text;
}
