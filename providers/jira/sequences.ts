// Numeric ids and issue numbers. Jira never reuses either (a deleted PROJ-7 leaves a gap), so each comes
// from a counter in the private `sequences` collection, not from the records that exist now.
import type { PackWorld } from "../../core/pack/index.ts";
import { COLLECTIONS } from "./records.ts";

/** The counter for a collection's numeric ids ("issues", "comments", "changelog"). */
export const idSequence = (collection: string): string => `id:${collection}`;
/** The counter for a project's issue numbers. */
export const issueNumberSequence = (projectId: string): string => `project:${projectId}`;

/** The first numeric id Jira hands out per collection (issue 10000, comment 10000, history 10000). */
export const FIRST_ID = 10000;

function take(world: Pick<PackWorld, "collection">, key: string, first: number): number {
  const sequences = world.collection(COLLECTIONS.sequences);
  const record = sequences.get(key);
  const next = typeof record?.next === "number" ? record.next : first;
  if (record) sequences.update(key, { next: next + 1 });
  else sequences.insert(key, { key, next: next + 1 });
  return next;
}

/** The next numeric id for a collection, as Jira's string. */
export function nextId(world: Pick<PackWorld, "collection">, collection: string): string {
  return String(take(world, idSequence(collection), FIRST_ID));
}

/** The next issue number of a project: PROJ-<n>. */
export function nextIssueNumber(world: Pick<PackWorld, "collection">, projectId: string): number {
  return take(world, issueNumberSequence(projectId), 1);
}

/** A sequences record as the seed writes it: `next` is the first value handed out after the seed. */
export const sequenceRecord = (key: string, next: number) => ({ id: key, record: { key, next } });
