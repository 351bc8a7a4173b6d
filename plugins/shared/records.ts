import type { JsonRecord, WorldState } from "../../core/grading/index.ts";
import { readKey } from "./field-path.ts";
import { describeFields, listSome, plural } from "./format.ts";
import { matchesWhere, unmetFields, type Where } from "./matchers.ts";

export interface StoredRecord {
  id: string;
  record: JsonRecord;
}

/** The records of one collection; a pack or collection the state lacks simply has none. */
export function recordsOf(state: WorldState, pack: string, collection: string): StoredRecord[] {
  const records = readKey(readKey(state, pack), collection) as Record<string, JsonRecord> | undefined;
  return Object.entries(records ?? {}).map(([id, record]) => ({ id, record }));
}

export function matchingRecords(records: StoredRecord[], where: Where | undefined): StoredRecord[] {
  return records.filter(({ record }) => matchesWhere(record, where));
}

/**
 * Of several candidates, the one that fails the fewest conditions (the first on a tie), as words:
 * `closest has Email "ada@x.com"`. Tells an author why nothing matched without dumping records.
 */
export function closestMiss<T>(candidates: T[], unmet: (candidate: T) => string[]): string {
  if (candidates.length === 0) return "";
  // Strictly fewer replaces the best so far, so the first candidate wins a tie.
  const best = candidates.map((candidate) => unmet(candidate)).reduce((fewest, misses) => (misses.length < fewest.length ? misses : fewest));
  return `${candidates.length === 1 ? "it" : "closest"} has ${best.join(", ")}`;
}

/** The `actual` of the record plugins: how many records, how many match, and which or why not. */
export function describeMatches(label: string, records: StoredRecord[], where: Where | undefined): string {
  const matching = matchingRecords(records, where);
  const noun = (n: number) => plural(n, `${label} record`);
  if (records.length === 0) return `no ${label} records`;
  if (!where || Object.keys(where).length === 0) return noun(records.length);
  if (matching.length === 0) {
    const why = closestMiss(records, ({ record }) => unmetFields(record, where).map((field) => describeFields(record, [field])));
    return `${noun(records.length)}, none matching: ${why}`;
  }
  return `${noun(records.length)}, ${matching.length} matching: ${listSome(matching.map(({ id }) => id))}`;
}
