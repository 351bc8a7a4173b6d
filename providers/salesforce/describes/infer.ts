import { buildDescribe } from "./build-describe.ts";
import { builtinDescribes } from "./builtin-objects.ts";
import { derivedKeyPrefix, keyPrefixFor, objectForKeyPrefix } from "./key-prefixes.ts";
import type { FieldSpec, SObjectSpec } from "./spec-types.ts";
import { AUDIT_FIELDS, IS_DELETED, idField, ownerField, withSystemFields } from "./system-fields.ts";
import type { SObjectDescribe } from "./types.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const RECORD_ID = /^[A-Za-z0-9]{15}(?:[A-Za-z0-9]{3})?$/;

/** Maps a 3-character key prefix to the object it belongs to. */
export type PrefixResolver = (prefix: string) => string | undefined;

function builtinResolver(prefix: string): string | undefined {
  return builtinDescribes().find((describe) => describe.keyPrefix === prefix)?.name ?? objectForKeyPrefix(prefix);
}

function humanize(name: string): string {
  return name.replace(/__c$/, "").replace(/_/g, " ");
}

function decimals(value: number): number {
  const text = String(value);
  const [, fraction] = text.split(".");
  return fraction !== undefined && !text.includes("e") ? fraction.length : 0;
}

function referenceTargets(name: string, values: string[], resolve: PrefixResolver): string[] | undefined {
  if (!name.endsWith("Id") && !name.endsWith("__c")) return undefined;
  if (!values.every((value) => RECORD_ID.test(value))) return undefined;
  const targets = new Set<string>();
  for (const value of values) {
    const target = resolve(value.slice(0, 3));
    if (!target) return undefined;
    targets.add(target);
  }
  return [...targets].sort();
}

/** The largest `measure` over `values` (a loop: seeds can hold more rows than a call takes arguments). */
function largest<T>(values: T[], measure: (value: T) => number): number {
  let most = 0;
  for (const value of values) most = Math.max(most, measure(value));
  return most;
}

function inferField(name: string, values: unknown[], resolve: PrefixResolver): FieldSpec {
  const label = humanize(name);
  const present = values.filter((value) => value !== null && value !== undefined);
  if (present.length > 0 && present.every((value) => typeof value === "boolean")) {
    return { name, label, type: "boolean" };
  }
  if (present.length > 0 && present.every((value) => typeof value === "number")) {
    const numbers = present as number[];
    const scale = Math.min(15, largest(numbers, decimals));
    // Wide enough for every seeded value: Salesforce's 18 digits, more if the rows need them.
    const whole = largest(numbers, (value) => (Math.abs(value) >= 1 ? Math.floor(Math.log10(Math.abs(value))) + 1 : 0));
    return { name, label, type: "double", scale, ...(whole + scale > 18 ? { precision: whole + scale } : {}) };
  }
  const strings = present.every((value) => typeof value === "string") ? (present as string[]) : [];
  if (strings.length > 0) {
    if (strings.every((value) => DATE.test(value))) return { name, label, type: "date" };
    if (strings.every((value) => DATETIME.test(value))) return { name, label, type: "datetime" };
    const referenceTo = referenceTargets(name, strings, resolve);
    if (referenceTo) return { name, label, type: "reference", referenceTo };
    const longest = largest(strings, (value) => value.length);
    if (longest > 255) return { name, label, type: "textarea", length: Math.max(32768, longest) };
  }
  return { name, label, type: "string", nameField: name === "Name" };
}

/** Field names in first-seen order; `attributes` and nested relationship records are not fields. */
function fieldNames(records: Record<string, unknown>[]): string[] {
  const names = new Set<string>();
  for (const record of records) {
    for (const [key, value] of Object.entries(record)) {
      if (key === "attributes" || (typeof value === "object" && value !== null)) continue;
      names.add(key);
    }
  }
  return [...names];
}

/**
 * A describe for an object that only exists as seeded rows: types read off the values, system
 * fields as real objects have them, key prefix from the first row's Id when there is one.
 */
export function inferDescribe(
  name: string,
  records: Record<string, unknown>[],
  resolvePrefix: PrefixResolver = builtinResolver,
): SObjectDescribe {
  const label = humanize(name);
  const custom = name.endsWith("__c");
  const idLabel = custom ? "Record ID" : `${label} ID`;
  const system = new Map<string, FieldSpec>(
    [idField(idLabel), IS_DELETED, ownerField(), ...AUDIT_FIELDS].map((spec) => [spec.name, spec]),
  );
  const names = fieldNames(records);
  const inferred = names.map(
    (field) => system.get(field) ?? inferField(field, records.map((record) => (Object.hasOwn(record, field) ? record[field] : undefined)), resolvePrefix),
  );
  const firstId = records[0]?.Id;
  const spec: SObjectSpec = {
    name,
    label,
    labelPlural: `${label}s`,
    keyPrefix:
      typeof firstId === "string" && firstId.length >= 3
        ? firstId.slice(0, 3)
        : (keyPrefixFor(name) ?? derivedKeyPrefix(name)),
    custom,
    fields: withSystemFields(inferred, idLabel),
  };
  return buildDescribe(spec, [spec]);
}
