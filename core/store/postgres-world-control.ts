import type { Sql } from "./postgres-connect.ts";
import type { WorldCheckpoint, WorldControlStore } from "./types.ts";
import { toMutation } from "./store-rows.ts";

type Row = Record<string, unknown>;
const toCheckpoint = (r: Row): WorldCheckpoint => ({ name: r.name as string, seq: Number(r.seq), counter: Number(r.counter), createdAt: Number(r.created_at) });

export function createPostgresWorldControl(sql: Sql): WorldControlStore {
  return {
    addCheckpoint: async (worldId, c) =>
      (await sql`INSERT INTO world_checkpoints (world_id, name, seq, counter, created_at) VALUES (${worldId}, ${c.name}, ${c.seq}, ${c.counter}, ${c.createdAt})
                 ON CONFLICT DO NOTHING`).count === 1,
    getCheckpoint: async (worldId, name) => {
      const [row] = await sql`SELECT * FROM world_checkpoints WHERE world_id = ${worldId} AND name = ${name}`;
      return row ? toCheckpoint(row) : undefined;
    },
    listCheckpoints: async (worldId) => (await sql`SELECT * FROM world_checkpoints WHERE world_id = ${worldId} ORDER BY created_at, name`).map(toCheckpoint),
    journalPage: async (worldId, afterSeq, limit) =>
      (await sql`SELECT * FROM journal WHERE world_id = ${worldId} AND seq > ${afterSeq} ORDER BY seq LIMIT ${limit}`).map(toMutation),
    setFaults: async (worldId, faults) => (await sql`UPDATE worlds SET faults = ${faults} WHERE id = ${worldId}`).count === 1,
  };
}
