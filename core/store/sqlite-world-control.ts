import type { Database } from "bun:sqlite";
import type { WorldCheckpoint, WorldControlStore, WorldMeta } from "./types.ts";
import { toMutation, WORLD_COLUMNS, worldValues } from "./store-rows.ts";
import { sqliteLineage } from "./sqlite-lineage.ts";

type Row = Record<string, unknown>;
const toCheckpoint = (r: Row): WorldCheckpoint => ({ name: r.name as string, seq: Number(r.seq), counter: Number(r.counter), createdAt: Number(r.created_at) });

export function createSqliteWorldControl(db: Database): WorldControlStore {
  const stmt = (sql: string) => db.query(sql);
  const { journalAlong } = sqliteLineage(stmt);
  // One row: the fork names the world and position it was forked at (world-lineage.ts). The source
  // must still be stored (its removal, in another transaction, would otherwise take the fork's state).
  const forkWorld = db.transaction((meta: WorldMeta, sourceId: string, seq: number) => {
    if (!stmt("SELECT 1 FROM worlds WHERE id = ? AND expires_at > 0").get(sourceId)) throw new Error(`world ${sourceId} is no longer stored`);
    stmt(`INSERT INTO worlds (${WORLD_COLUMNS.join(", ")}) VALUES (${WORLD_COLUMNS.map(() => "?").join(", ")})`).run(...(worldValues(meta) as never[]));
    stmt("UPDATE worlds SET seq = ?, base_world = ?, base_seq = ? WHERE id = ?").run(seq, sourceId, seq, meta.id);
  });
  return {
    forkWorld: async (meta, sourceId, seq) => void forkWorld.immediate(meta, sourceId, seq),
    addCheckpoint: async (worldId, c) =>
      stmt("INSERT INTO world_checkpoints (world_id, name, seq, counter, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING")
        .run(worldId, c.name, c.seq, c.counter, c.createdAt).changes === 1,
    getCheckpoint: async (worldId, name) => {
      const row = stmt("SELECT * FROM world_checkpoints WHERE world_id = ? AND name = ?").get(worldId, name) as Row | null;
      return row ? toCheckpoint(row) : undefined;
    },
    listCheckpoints: async (worldId) => (stmt("SELECT * FROM world_checkpoints WHERE world_id = ? ORDER BY created_at, name").all(worldId) as Row[]).map(toCheckpoint),
    journalPage: async (worldId, afterSeq, limit) => journalAlong(worldId, afterSeq, limit).map(toMutation),
    findTaskOfWorld: async (worldId) => {
      const row = stmt("SELECT id, run_id FROM task_results WHERE world_id = ? ORDER BY leased_at DESC LIMIT 1").get(worldId) as Row | null;
      return row ? { runId: row.run_id as string, taskResultId: row.id as string } : undefined;
    },
    setFaults: async (worldId, faults) => stmt("UPDATE worlds SET faults = ? WHERE id = ?").run(faults, worldId).changes === 1,
  };
}
