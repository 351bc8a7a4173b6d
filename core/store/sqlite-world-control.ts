import type { Database } from "bun:sqlite";
import type { WorldCheckpoint, WorldControlStore, WorldMeta } from "./types.ts";
import { toMutation, WORLD_COLUMNS, worldValues } from "./store-rows.ts";

type Row = Record<string, unknown>;
const toCheckpoint = (r: Row): WorldCheckpoint => ({ name: r.name as string, seq: Number(r.seq), counter: Number(r.counter), createdAt: Number(r.created_at) });

export function createSqliteWorldControl(db: Database): WorldControlStore {
  const stmt = (sql: string) => db.query(sql);
  // One transaction, rows copied by SQLite itself: no record is parsed or serialized on the way.
  const copyWorld = db.transaction((meta: WorldMeta, sourceId: string, seq: number) => {
    stmt(`INSERT INTO worlds (${WORLD_COLUMNS.join(", ")}) VALUES (${WORLD_COLUMNS.map(() => "?").join(", ")})`).run(...(worldValues(meta) as never[]));
    stmt("UPDATE worlds SET seq = ? WHERE id = ?").run(seq, meta.id);
    stmt("INSERT INTO records (world_id, pack, collection, id, data) SELECT ?, pack, collection, id, data FROM records WHERE world_id = ?").run(meta.id, sourceId);
    stmt(`INSERT INTO journal (world_id, seq, at, pack, collection, record_id, op, before, after)
          SELECT ?, seq, at, pack, collection, record_id, op, before, after FROM journal WHERE world_id = ? AND seq <= ?`).run(meta.id, sourceId, seq);
  });
  return {
    copyWorld: async (meta, sourceId, seq) => void copyWorld.immediate(meta, sourceId, seq),
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
    findTaskOfWorld: async (worldId) => {
      const row = stmt("SELECT id, run_id FROM task_results WHERE world_id = ? ORDER BY leased_at DESC LIMIT 1").get(worldId) as Row | null;
      return row ? { runId: row.run_id as string, taskResultId: row.id as string } : undefined;
    },
    setFaults: async (worldId, faults) => stmt("UPDATE worlds SET faults = ? WHERE id = ?").run(faults, worldId).changes === 1,
  };
}
