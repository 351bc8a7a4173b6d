import type { JsonRecord, WorldState } from "../../core/grading/index.ts";
import { readKey } from "./field-path.ts";
import { describeFields, plural } from "./format.ts";
import { matchesWhere, unmetFields, type Where } from "./matchers.ts";
import { listRecords, type Terms } from "./terms.ts";

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
 * `closest has Email "ada@x.com"`, or with `name` (how the candidate reads in a sentence)
 * `closest is the Jira issue OPS-2 (“Login fails”), which has key "OPS-2"`. Tells an author why nothing
 * matched without dumping records.
 */
export function closestMiss<T>(candidates: T[], unmet: (candidate: T) => string[], name?: (candidate: T) => string): string {
  if (candidates.length === 0) return "";
  // Strictly fewer replaces the best so far, so the first candidate wins a tie.
  const misses = candidates.map((candidate) => ({ candidate, unmet: unmet(candidate) }));
  const best = misses.reduce((fewest, next) => (next.unmet.length < fewest.unmet.length ? next : fewest));
  const which = candidates.length === 1 ? "it" : "closest";
  return name ? `${which} is the ${name(best.candidate)}, which has ${best.unmet.join(", ")}` : `${which} has ${best.unmet.join(", ")}`;
}

/** The `actual` of the record plugins: how many records, how many match, and which or why not. */
export function describeMatches(terms: Terms, records: StoredRecord[], where: Where | undefined): string {
  const matching = matchingRecords(records, where);
  const noun = (n: number) => plural(n, terms.one, terms.many);
  if (records.length === 0) return `no ${terms.many}`;
  if (!where || Object.keys(where).length === 0) return noun(records.length);
  if (matching.length === 0) {
    const unmet = ({ record }: StoredRecord) => unmetFields(record, where).map((field) => describeFields(record, [field]));
    return `${noun(records.length)}, none matching: ${closestMiss(records, unmet, terms.declared ? ({ id, record }) => terms.named(id, record) : undefined)}`;
  }
  return `${noun(records.length)}, ${matching.length} matching: ${listRecords(terms, matching)}`;
}
