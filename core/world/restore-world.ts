import type { JsonRecord } from "../pack/types.ts";
import type { Mutation } from "../store/types.ts";
import type { World } from "./world.ts";

/**
 * Puts a world back as it was at a checkpoint: every record changed by `since` (the journal entries
 * after the checkpoint, oldest first) gets its value from before its first change there, written as new
 * journal entries in one transaction, so every node catches up through the journal. The id counter and
 * the random source go back too, so the next ids are the ones the world gave after the checkpoint.
 * Resolves once committed, with how many records it changed.
 */
export async function restoreWorld(world: World, checkpoint: { seq: number; counter: number }, since: Mutation[], now: number): Promise<number> {
  const target = new Map<string, { pack: string; collection: string; id: string; value: JsonRecord | null }>();
  for (const m of since) {
    const key = JSON.stringify([m.pack, m.collection, m.recordId]);
    if (m.seq > checkpoint.seq && !target.has(key)) target.set(key, { pack: m.pack, collection: m.collection, id: m.recordId, value: (m.before as JsonRecord | null) ?? null });
  }
  let changed = 0;
  await world.transaction(() => {
    for (const { pack, collection, id, value } of target.values()) if (world.setRecord(pack, collection, id, value, now)) changed++;
  });
  // After the records (a refused write leaves the counter as it was); before the commit, which carries it.
  world.rewindCounter(checkpoint.counter);
  await world.flushed();
  // A restore that changed no record still moves the counter back: a commit of no entries carries it.
  if (!changed) await world.commitCounter();
  return changed;
}
