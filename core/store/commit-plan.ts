import type { WorldCommit } from "./types.ts";

/** What a group commit writes: which units apply, and where each touched world ends up. */
export interface CommitPlan {
  accepted: boolean[];
  /** Per accepted world: its last journal position and counter after the batch. */
  worlds: Map<string, { seq: number; counter: number; bytes: number | undefined }>;
}

/**
 * Decides a group commit from the worlds' stored positions (a world absent from `stored` is gone).
 * Units of one world chain: each must start where the previous accepted one ended, and once one of a
 * world's units is refused, its later units are refused too (they were built on the refused one).
 * Both stores call this inside their transaction, after reading (and on PostgreSQL locking) the rows.
 */
export function planCommit(units: WorldCommit[], stored: Map<string, number>): CommitPlan {
  const position = new Map(stored);
  const refused = new Set<string>();
  const worlds = new Map<string, { seq: number; counter: number; bytes: number | undefined }>();
  const accepted = units.map((unit) => {
    if (refused.has(unit.worldId) || position.get(unit.worldId) !== unit.baseSeq) {
      refused.add(unit.worldId);
      return false;
    }
    const seq = unit.mutations.at(-1)?.seq ?? unit.baseSeq;
    position.set(unit.worldId, seq);
    worlds.set(unit.worldId, { seq, counter: unit.counter, bytes: unit.bytes });
    return true;
  });
  return { accepted, worlds };
}
