// A fork's line on PostgreSQL (world-lineage.ts): the journal read along it, and removal that keeps a
// world its forks read from (retired: expires_at 0) until its last fork goes.
import type { Sql, Tx } from "./postgres-connect.ts";
import { lineageFromAsync, segmentsAfter, type LineageSegment } from "./world-lineage.ts";

type Row = Record<string, any>;

/** The worlds the world's state is read from, root first (world-lineage.ts). */
export const lineagePostgres = (tx: Sql | Tx, id: string): Promise<LineageSegment[]> =>
  lineageFromAsync(id, async (world) => (await tx`SELECT base_world, base_seq FROM worlds WHERE id = ${world}`)[0] as never);

/** The journal after `afterSeq` along the world's line (`line`, when the caller has it), oldest first, at most `limit` entries (all: Infinity). */
export async function journalAlongPostgres(
  tx: Sql | Tx, id: string, afterSeq: number, limit = Number.POSITIVE_INFINITY, columns = "*", line?: LineageSegment[],
): Promise<Row[]> {
  line ??= await lineagePostgres(tx, id);
  const out: Row[] = [];
  for (const { worldId, upTo } of segmentsAfter(line, afterSeq)) {
    if (out.length >= limit) break;
    const until = Number.isFinite(upTo) ? upTo : Number.MAX_SAFE_INTEGER;
    const take = Number.isFinite(limit) ? limit - out.length : null;
    out.push(...(await tx.unsafe(`SELECT ${columns} FROM journal WHERE world_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq${take === null ? "" : ` LIMIT ${take}`}`, [worldId, afterSeq, until], { prepare: true })));
  }
  return out;
}

/**
 * Removes the worlds `ids` (their rows locked first, in id order): one a fork outside `ids` still reads
 * from is retired instead, keeping its records and journal; a retired world left with no fork goes too.
 */
export async function removeWorldsPostgres(tx: Tx, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await tx`SELECT id FROM worlds WHERE id = ANY(${ids}::text[]) ORDER BY id FOR UPDATE`;
  const kept = new Set((await tx`SELECT DISTINCT base_world FROM worlds WHERE base_world = ANY(${ids}::text[]) AND NOT (id = ANY(${ids}::text[]))`).map((r) => r.base_world as string));
  const retire = ids.filter((id) => kept.has(id));
  const remove = ids.filter((id) => !kept.has(id));
  const bases = remove.length ? (await tx`SELECT DISTINCT base_world FROM worlds WHERE id = ANY(${remove}::text[]) AND base_world IS NOT NULL`).map((r) => r.base_world as string) : [];
  await tx`DELETE FROM tool_calls WHERE world_id = ANY(${ids}::text[])`;
  await tx`DELETE FROM world_checkpoints WHERE world_id = ANY(${ids}::text[])`;
  if (retire.length) await tx`UPDATE worlds SET expires_at = 0 WHERE id = ANY(${retire}::text[])`;
  if (remove.length) {
    await tx`DELETE FROM worlds WHERE id = ANY(${remove}::text[])`;
    await tx`DELETE FROM records WHERE world_id = ANY(${remove}::text[])`;
    await tx`DELETE FROM journal WHERE world_id = ANY(${remove}::text[])`;
  }
  // A retired source whose last fork just went.
  const orphans = bases.length
    ? (await tx`SELECT id FROM worlds w WHERE id = ANY(${bases}::text[]) AND expires_at = 0 AND NOT EXISTS (SELECT 1 FROM worlds f WHERE f.base_world = w.id)`).map((r) => r.id as string)
    : [];
  await removeWorldsPostgres(tx, orphans);
}
