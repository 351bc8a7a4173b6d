import type { Database } from "bun:sqlite";
import type { WorldCheckpoint, WorldControlStore } from "./types.ts";
import { toMutation } from "./store-rows.ts";

type Row = Record<string, unknown>;
const toCheckpoint = (r: Row): WorldCheckpoint => ({ name: r.name as string, seq: Number(r.seq), counter: Number(r.counter), createdAt: Number(r.created_at) });

export function createSqliteWorldControl(db: Database): WorldControlStore {
  const stmt = (sql: string) => db.query(sql);
  return {
    addCheckpoint: async (worldId, c) =>
      stmt("INSERT INTO world_checkpoints (world_id, name, seq, counter, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING")
        .run(worldId, c.name, c.seq, c.counter, c.createdAt).changes === 1,
    getCheckpoint: async (worldId, name) => {
      const row = stmt("SELECT * FROM world_checkpoints WHERE world_id = ? AND name = ?").get(worldId, name) as Row | null;
      return row ? toCheckpoint(row) : undefined;
    },
    listCheckpoints: async (worldId) => (stmt("SELECT * FROM world_checkpoints WHERE world_id = ? ORDER BY created_at, name").all(worldId) as Row[]).map(toCheckpoint),
    journalPage: async (worldId, afterSeq, limit) =>
      (stmt("SELECT * FROM journal WHERE world_id = ? AND seq > ? ORDER BY seq LIMIT ?").all(worldId, afterSeq, limit) as Row[]).map(toMutation),
    setFaults: async (worldId, faults) => stmt("UPDATE worlds SET faults = ? WHERE id = ?").run(faults, worldId).changes === 1,
  };
}
