import type { Sql } from "./postgres-connect.ts";
import type { WorldCheckpoint, WorldControlStore } from "./types.ts";
import { toMutation, WORLD_COLUMNS, worldValues } from "./store-rows.ts";
import { journalAlongPostgres } from "./postgres-lineage.ts";

type Row = Record<string, unknown>;
const toCheckpoint = (r: Row): WorldCheckpoint => ({ name: r.name as string, seq: Number(r.seq), counter: Number(r.counter), createdAt: Number(r.created_at) });

const INSERT_WORLD = `INSERT INTO worlds (${WORLD_COLUMNS.join(", ")}) VALUES (${WORLD_COLUMNS.map((_, i) => `$${i + 1}`).join(", ")})`;

export function createPostgresWorldControl(sql: Sql): WorldControlStore {
  return {
    // One row: the fork names the world and position it was forked at (world-lineage.ts). The source's
    // row is locked while it is checked, so its removal on another node either sees the fork (and
    // retires it) or runs first (and the fork is refused).
    forkWorld: async (meta, sourceId, seq) => {
      await sql.begin(async (tx) => {
        const [source] = await tx`SELECT 1 FROM worlds WHERE id = ${sourceId} AND expires_at > 0 FOR SHARE`;
        if (!source) throw new Error(`world ${sourceId} is no longer stored`);
        await tx.unsafe(INSERT_WORLD, worldValues(meta) as never[], { prepare: true });
        await tx`UPDATE worlds SET seq = ${seq}, base_world = ${sourceId}, base_seq = ${seq} WHERE id = ${meta.id}`;
      });
    },
    addCheckpoint: async (worldId, c) =>
      (await sql`INSERT INTO world_checkpoints (world_id, name, seq, counter, created_at) VALUES (${worldId}, ${c.name}, ${c.seq}, ${c.counter}, ${c.createdAt})
                 ON CONFLICT DO NOTHING`).count === 1,
    getCheckpoint: async (worldId, name) => {
      const [row] = await sql`SELECT * FROM world_checkpoints WHERE world_id = ${worldId} AND name = ${name}`;
      return row ? toCheckpoint(row) : undefined;
    },
    listCheckpoints: async (worldId) => (await sql`SELECT * FROM world_checkpoints WHERE world_id = ${worldId} ORDER BY created_at, name`).map(toCheckpoint),
    journalPage: async (worldId, afterSeq, limit) => (await journalAlongPostgres(sql, worldId, afterSeq, limit)).map(toMutation),
    findTaskOfWorld: async (worldId) => {
      const [row] = await sql`SELECT id, run_id FROM task_results WHERE world_id = ${worldId} ORDER BY leased_at DESC NULLS LAST LIMIT 1`;
      return row ? { runId: row.run_id as string, taskResultId: row.id as string } : undefined;
    },
    setFaults: async (worldId, faults) => (await sql`UPDATE worlds SET faults = ${faults} WHERE id = ${worldId}`).count === 1,
  };
}
