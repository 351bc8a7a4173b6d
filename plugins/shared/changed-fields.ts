import type { JsonRecord } from "../../core/grading/index.ts";
import { deepEqual } from "./deep-equal.ts";

/**
 * Fields whose values differ between two versions of a record (a field added or dropped counts). A
 * nested object present on both sides is compared one level down, so a Jira issue's change reads
 * `fields.priority`, not `fields`; deeper values (a description document) count whole.
 */
export function changedFields(before: JsonRecord, after: JsonRecord): string[] {
  return differing(before, after).flatMap((key) => {
    const [b, a] = [before[key], after[key]];
    return isObject(b) && isObject(a) ? differing(b, a).map((inner) => `${key}.${inner}`) : [key];
  });
}

/** Whether `field` is one of `ignored`, or inside one (`fields.updated` is inside `fields`). */
export function isIgnored(field: string, ignored: Set<string>): boolean {
  if (ignored.has(field)) return true;
  const dot = field.indexOf(".");
  return dot > 0 && ignored.has(field.slice(0, dot));
}

function differing(before: JsonRecord, after: JsonRecord): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => !deepEqual(before[key] ?? null, after[key] ?? null));
}

const isObject = (value: unknown): value is JsonRecord => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Fields a write sets on its own, ignored where a collection's pack declares no `stamps`: Salesforce's
 * audit stamps, which predate the declarations.
 */
export const DEFAULT_STAMP_FIELDS = ["LastModifiedDate", "SystemModstamp", "LastModifiedById", "LastViewedDate", "LastReferencedDate"];

/** Whether a change touched more than the fields `ignored` names (a change of stamps alone is none). */
export function changedBeyond(before: JsonRecord, after: JsonRecord, ignored: Set<string>): boolean {
  return changedFields(before, after).some((field) => !isIgnored(field, ignored));
}
