import { netRecordWrites, planCommit } from "./commit-plan.ts";
import type { Sql } from "./postgres-connect.ts";
import { journalValues } from "./store-rows.ts";
import { toColumnArrays } from "./postgres-rows.ts";
import type { WorldCommit } from "./types.ts";

// Every write of an accepted batch in one statement: record upserts, record deletes, journal rows and
// the worlds' new positions, each a column-array parameter. The record keys are disjoint between the
// upsert and the delete (netRecordWrites), so the sub-statements never touch the same row.
const WRITE_BATCH = `
WITH upserted AS (
  INSERT INTO records (world_id, pack, collection, id, data)
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
  ON CONFLICT (world_id, pack, collection, id) DO UPDATE SET data = excluded.data
), deleted AS (
  DELETE FROM records r USING unnest($6::text[], $7::text[], $8::text[], $9::text[]) AS d(world_id, pack, collection, id)
  WHERE r.world_id = d.world_id AND r.pack = d.pack AND r.collection = d.collection AND r.id = d.id
), journaled AS (
  INSERT INTO journal (world_id, seq, at, pack, collection, record_id, op, before, after)
  SELECT * FROM unnest($10::text[], $11::bigint[], $12::bigint[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[], $18::text[])
)
UPDATE worlds w SET seq = u.seq, counter = u.counter
FROM unnest($19::text[], $20::bigint[], $21::bigint[]) AS u(id, seq, counter) WHERE w.id = u.id`;

/**
 * The group commit: one transaction, four round trips whatever the batch size (BEGIN, lock, write,
 * COMMIT). The touched worlds' rows are locked in id order, the same order on every node, so two
 * batches sharing worlds queue instead of deadlocking; under the locks no other node can move a
 * world's position, so the check and the write agree. The promise resolves after COMMIT.
 */
export async function commitWorldsPostgres(sql: Sql, units: WorldCommit[]): Promise<boolean[]> {
  if (units.length === 0) return [];
  const ids = [...new Set(units.map((u) => u.worldId))];
  return sql.begin(async (tx) => {
    const rows = await tx`SELECT id, seq FROM worlds WHERE id = ANY(${ids}::text[]) ORDER BY id FOR UPDATE`;
    const plan = planCommit(units, new Map(rows.map((r) => [r.id as string, r.seq as number])));
    if (plan.worlds.size > 0) await tx.unsafe(WRITE_BATCH, batchParameters(units, plan) as never[], { prepare: true });
    return plan.accepted;
  });
}

function batchParameters(units: WorldCommit[], plan: ReturnType<typeof planCommit>): unknown[] {
  const { upserts, deletes } = netRecordWrites(units, plan.accepted);
  const journal = units.flatMap((unit, i) => (plan.accepted[i] ? unit.mutations.map((m) => journalValues(unit.worldId, m)) : []));
  const worlds = [...plan.worlds].map(([id, { seq, counter }]) => [id, seq, counter]);
  return [
    ...toColumnArrays(upserts.map((w) => [w.worldId, w.pack, w.collection, w.id, JSON.stringify(w.data ?? null)]), 5),
    ...toColumnArrays(deletes.map((w) => [w.worldId, w.pack, w.collection, w.id]), 4),
    ...toColumnArrays(journal, 9),
    ...toColumnArrays(worlds, 3),
  ];
}
