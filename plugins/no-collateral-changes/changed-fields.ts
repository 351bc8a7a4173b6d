import type { JsonRecord } from "../../core/grading/index.ts";
import { deepEqual } from "../shared/index.ts";

/** Top-level fields whose values differ between two versions of a record (a field added or dropped counts). */
export function changedFields(before: JsonRecord, after: JsonRecord): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => !deepEqual(before[key] ?? null, after[key] ?? null));
}
