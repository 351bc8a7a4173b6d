// Declaring a Tooling API object's fields for the SOQL evaluator: a name and a type is all it needs;
// what cannot be filtered, sorted or grouped on (long text, structured values) says so.
import type { SoqlDescribe, SoqlField } from "../soql/types.ts";

/** `"Name"` is text; `"IsValid:boolean"` names its type; a trailing `!` marks a field only to select (bodies, structured values). */
export function toolingDescribe(name: string, fields: string[], extra: Partial<SoqlDescribe> = {}): SoqlDescribe {
  return { name, keyPrefix: null, fields: fields.map(toolingField), ...extra };
}

function toolingField(spec: string): SoqlField {
  const selectOnly = spec.endsWith("!");
  const [name, type = "string"] = (selectOnly ? spec.slice(0, -1) : spec).split(":") as [string, string?];
  return selectOnly ? { name, type, filterable: false, sortable: false, groupable: false, aggregatable: false } : { name, type };
}

/** Who made and changed a row, and when: on every code object. */
export const AUDIT = ["CreatedDate:datetime", "CreatedById:reference", "LastModifiedDate:datetime", "LastModifiedById:reference", "SystemModstamp:datetime"];
