import { planCommit } from "./commit-plan.ts";
import type { Sql } from "./postgres-connect.ts";
import { journalValues } from "./store-rows.ts";
import { toColumnArrays } from "./postgres-rows.ts";
import type { WorldCommit } from "./types.ts";

// Every write of an accepted batch in one statement: the journal rows (the only per-change write: the
// records table keeps the provisioned state, replay-journal.ts) and the worlds' new positions, each a
// column-array parameter.
const WRITE_BATCH = `
WITH journaled AS (
  INSERT INTO journal (world_id, seq, at, pack, collection, record_id, op, before, after)
  SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
)
UPDATE worlds w SET seq = u.seq, counter = u.counter, bytes = COALESCE(u.bytes, w.bytes)
FROM unnest($10::text[], $11::bigint[], $12::bigint[], $13::bigint[]) AS u(id, seq, counter, bytes) WHERE w.id = u.id`;

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
  const journal = units.flatMap((unit, i) => (plan.accepted[i] ? unit.mutations.map((m) => journalValues(unit.worldId, m)) : []));
  const worlds = [...plan.worlds].map(([id, { seq, counter, bytes }]) => [id, seq, counter, bytes ?? null]);
  return [
    ...toColumnArrays(journal, 9),
    ...toColumnArrays(worlds, 4),
  ];
}
