import type { SObjectDescribe } from "./describes/index.ts";

/** `/services/data/v67.0/sobjects/Account/001...`: the `attributes.url` of a record. */
export function recordPath(version: string, sobject: string, id: string): string {
  return `/services/data/v${version}/sobjects/${sobject}/${id}`;
}

/**
 * A stored field's value, read as an own property only: field names come from describes and queries,
 * and a name like `constructor` must read as unset, never as what every object inherits.
 */
export function ownValue(record: Record<string, unknown>, name: string): unknown {
  return Object.hasOwn(record, name) ? record[name] : undefined;
}

/**
 * A record as the REST API returns it: `attributes` first, then the requested fields in order,
 * or every field of the describe (null where unset) when none were requested.
 */
export function renderRecord(
  describe: SObjectDescribe,
  record: Record<string, unknown>,
  version: string,
  fields?: string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = { attributes: { type: describe.name, url: recordPath(version, describe.name, String(record.Id)) } };
  const names = fields ?? fieldNamesOf(describe);
  for (let i = 0; i < names.length; i++) out[names[i]!] = ownValue(record, names[i]!) ?? null;
  return out;
}

// A read renders every field of the describe: the name list is made once per describe, not per read.
const fieldNames = new WeakMap<SObjectDescribe, readonly string[]>();

function fieldNamesOf(describe: SObjectDescribe): readonly string[] {
  let names = fieldNames.get(describe);
  if (!names) fieldNames.set(describe, (names = describe.fields.map((f) => f.name)));
  return names;
}
