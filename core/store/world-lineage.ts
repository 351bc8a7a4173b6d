// A fork is stored as a reference to the world it was forked from and the journal position it was
// forked at (docs/worlds.md "Checkpoints, restore and fork"): one row, whatever the world's size. Its
// state is its root's provisioned records with the journal of each world in its line replayed, each up
// to the position its child was forked at, then its own. These helpers read that line.

/** One world of a line, and the last journal position of its own the line takes (Infinity: all). */
export interface LineageSegment { worldId: string; upTo: number }

/** What a store reads of a world row to follow its line. */
export type BaseOf = { base_world: string | null; base_seq: number | string } | null | undefined;

/** The line from the root to `worldId`, oldest first; empty when `worldId` is not stored. */
export function lineageFrom(worldId: string, readBase: (id: string) => BaseOf): LineageSegment[] {
  const line: LineageSegment[] = [];
  let upTo = Number.POSITIVE_INFINITY;
  for (let id: string | null = worldId; id !== null; ) {
    const row = readBase(id);
    if (!row) return line.length ? line.reverse() : [];
    line.push({ worldId: id, upTo });
    upTo = Number(row.base_seq);
    id = row.base_world;
  }
  return line.reverse();
}

/** The same, for a store read asynchronously (PostgreSQL). */
export async function lineageFromAsync(worldId: string, readBase: (id: string) => Promise<BaseOf>): Promise<LineageSegment[]> {
  const rows = new Map<string, BaseOf>();
  for (let id: string | null = worldId; id !== null && !rows.has(id); ) {
    const row = await readBase(id);
    rows.set(id, row);
    id = row?.base_world ?? null;
  }
  return lineageFrom(worldId, (id) => rows.get(id));
}

/** The segments a read of the journal after `afterSeq` needs (the others end at or before it). */
export const segmentsAfter = (line: LineageSegment[], afterSeq: number) => line.filter((segment) => segment.upTo > afterSeq);
