import type { Database, Statement } from "bun:sqlite";
import { planCommit } from "./commit-plan.ts";
import { JOURNAL_COLUMNS, journalValues, toMutation, toRecord, toReplayedChange, toToolCall, toVersion, toWorld, WORLD_COLUMNS, worldValues } from "./store-rows.ts";
import type { Mutation, Store, StoredRecord, WorldCommit, WorldMeta, WorldVersion } from "./types.ts";
import { batchedReads } from "./batched-reads.ts";
import { replayJournal } from "./replay-journal.ts";
import { sqliteLineage } from "./sqlite-lineage.ts";
import { slicesOf, takeRecordText } from "./record-text.ts";
import { nextTurn } from "../pack/work-budget.ts";

type Row = Record<string, any>;
type WorldMethods = Pick<Store, "insertWorld" | "commitWorlds" | "loadWorld" | "worldVersion" | "journalSince" | "listLiveWorlds" | "countLiveWorlds" | "sumLiveWorldBytes"
  | "setMcpCredential" | "setWorldExpiry" | "appendToolCall" | "listToolCalls" | "listJournal" | "deleteWorld" | "deleteExpiredWorlds">;

const placeholders = (n: number) => Array.from({ length: n }, () => "?").join(", ");

/** Worlds, their records, journal and tool-call log in the SQLite file (synchronous underneath). */
export function createSqliteWorlds(db: Database, stmt: (sql: string) => Statement): WorldMethods {
  const insertRecord = (worldId: string, r: StoredRecord) =>
    stmt("INSERT INTO records (world_id, pack, collection, id, data) VALUES (?, ?, ?, ?, ?)")
      .run(worldId, r.pack, r.collection, r.id, takeRecordText(r.data));

  const insertWorld = db.transaction((meta: WorldMeta, records: StoredRecord[]) => {
    stmt(`INSERT INTO worlds (${WORLD_COLUMNS.join(", ")}) VALUES (${placeholders(WORLD_COLUMNS.length)})`).run(...(worldValues(meta) as never[]));
    for (const record of records) insertRecord(meta.id, record);
  });
  const insertRecords = db.transaction((worldId: string, records: StoredRecord[]) => {
    for (const record of records) insertRecord(worldId, record);
  });

  /**
   * A large world is written in slices, each its own short transaction with a turn of the event loop
   * between them (SQLite writes synchronously: 20 MB of records in one transaction held the process
   * ~0.5 s). Its row goes first: nobody can ask for the world before provisioning hands out its id (128
   * random bits), and the counts that see it early (the snapshot cap, MAX_ORG_BYTES) should. A failure
   * midway removes what was written; a crash midway leaves a world nobody holds, reaped at its expiry.
   */
  const insertWorldInSlices = async (meta: WorldMeta, records: StoredRecord[]) => {
    const [first, ...rest] = slicesOf(records);
    insertWorld(meta, first!);
    try {
      for (const slice of rest) {
        await nextTurn();
        insertRecords(meta.id, slice);
      }
    } catch (error) {
      deleteWorld(meta.id);
      throw error;
    }
  };

  // The write hot path: one journal row per change, its statement prepared once (replay-journal.ts:
  // the records table keeps the provisioned state, and loading replays the journal over it).
  const addJournal = db.prepare(`INSERT INTO journal (${JOURNAL_COLUMNS.join(", ")}) VALUES (${placeholders(JOURNAL_COLUMNS.length)})`);
  const writeMutation = (worldId: string, m: Mutation) => addJournal.run(...(journalValues(worldId, m) as never[]));

  // IMMEDIATE: the positions are read under the write lock, so another process on the same file
  // cannot commit between the check and the write.
  const commit = db.transaction((units: WorldCommit[]) => {
    const stored = new Map<string, number>();
    for (const id of new Set(units.map((u) => u.worldId))) {
      const row = stmt("SELECT seq FROM worlds WHERE id = ?").get(id) as Row | null;
      if (row) stored.set(id, row.seq);
    }
    const plan = planCommit(units, stored);
    units.forEach((unit, i) => {
      if (plan.accepted[i]) for (const m of unit.mutations) writeMutation(unit.worldId, m);
    });
    for (const [id, { seq, counter, bytes }] of plan.worlds)
      stmt("UPDATE worlds SET seq = ?, counter = ?, bytes = COALESCE(?, bytes) WHERE id = ?").run(seq, counter, bytes ?? null, id);
    return plan.accepted;
  });

  // A fork's line (world-lineage.ts): the worlds its state is read from, root first.
  const { lineage, journalAlong } = sqliteLineage(stmt);

  const loadWorld = db.transaction((id: string) => {
    const row = stmt("SELECT * FROM worlds WHERE id = ?").get(id) as Row | null;
    if (!row) return undefined;
    const line = lineage(id);
    const provisioned = (stmt("SELECT pack, collection, id, data FROM records WHERE world_id = ? ORDER BY pack, collection, id").all(line[0]!.worldId) as Row[]).map(toRecord);
    const journal = journalAlong(id, 0, -1, "pack, collection, record_id, op, after", line).map(toReplayedChange);
    return { meta: toWorld(row), records: replayJournal(provisioned, journal), lastSeq: row.seq as number };
  });

  // The world row goes first, as on PostgreSQL, where that order keeps a concurrent commit from
  // leaving records behind.
  // A world a fork is read from keeps its records and journal, retired (expired, so nothing serves
  // it), until its last fork goes; then it goes too, and so on up the line.
  const removeWorld = (id: string) => {
    const row = stmt("SELECT base_world FROM worlds WHERE id = ?").get(id) as Row | null;
    stmt("DELETE FROM tool_calls WHERE world_id = ?").run(id);
    stmt("DELETE FROM world_checkpoints WHERE world_id = ?").run(id);
    if (stmt("SELECT 1 FROM worlds WHERE base_world = ? LIMIT 1").get(id)) {
      stmt("UPDATE worlds SET expires_at = 0 WHERE id = ?").run(id);
      return;
    }
    stmt("DELETE FROM worlds WHERE id = ?").run(id);
    stmt("DELETE FROM records WHERE world_id = ?").run(id);
    stmt("DELETE FROM journal WHERE world_id = ?").run(id);
    const base = row?.base_world as string | null | undefined;
    if (base && (stmt("SELECT expires_at FROM worlds WHERE id = ?").get(base) as Row | null)?.expires_at === 0) removeWorld(base);
  };
  const deleteWorld = db.transaction(removeWorld);
  const deleteExpired = db.transaction((now: number) => {
    // Retired worlds (kept for their forks, expires_at 0) are not removed again while a fork needs them.
    const ids = (stmt(`SELECT id FROM worlds w WHERE expires_at <= ? AND NOT (expires_at = 0 AND EXISTS (SELECT 1 FROM worlds f WHERE f.base_world = w.id))
                       ORDER BY id`).all(now) as Row[]).map((r) => r.id as string);
    for (const id of ids) removeWorld(id);
    return ids;
  });

  // Every request checks its world's version: prepared once, and read for every request of an event
  // loop turn inside one read transaction (batched-reads.ts).
  const version = db.prepare("SELECT seq, counter, expires_at, mcp_credential_hash, faults FROM worlds WHERE id = ?");
  const readVersions = db.transaction((ids: string[]) => {
    const found = new Map<string, WorldVersion>();
    for (const id of ids) {
      const row = version.get(id) as Row | null;
      if (row) found.set(id, toVersion(row));
    }
    return found;
  });

  return {
    insertWorld: insertWorldInSlices,
    commitWorlds: async (units) => (units.length === 0 ? [] : commit.immediate(units)),
    loadWorld: async (id) => loadWorld(id),
    worldVersion: batchedReads(readVersions, "turn"),
    journalSince: async (worldId, afterSeq) => journalAlong(worldId, afterSeq).map(toMutation),
    listLiveWorlds: async (now, filter) => {
      const rows = filter
        ? stmt("SELECT * FROM worlds WHERE org_id = ? AND kind = ? AND expires_at > ? ORDER BY created_at, id").all(filter.orgId, filter.kind, now)
        : stmt("SELECT * FROM worlds WHERE expires_at > ? ORDER BY created_at, id").all(now);
      return (rows as Row[]).map(toWorld);
    },
    countLiveWorlds: async (now, filter) => {
      const row = (filter
        ? stmt("SELECT COUNT(*) AS n, MIN(expires_at) AS soonest FROM worlds WHERE org_id = ? AND kind = ? AND expires_at > ?").get(filter.orgId, filter.kind, now)
        : stmt("SELECT COUNT(*) AS n, MIN(expires_at) AS soonest FROM worlds WHERE expires_at > ?").get(now)) as Row;
      return { count: row.n as number, soonestExpiresAt: (row.soonest as number | null) ?? null };
    },
    sumLiveWorldBytes: async (orgId, now) =>
      ((stmt("SELECT COALESCE(SUM(bytes), 0) AS bytes FROM worlds WHERE org_id = ? AND expires_at > ?").get(orgId, now) as Row).bytes as number),
    setWorldExpiry: async (worldId, expiresAt) => void stmt("UPDATE worlds SET expires_at = ? WHERE id = ?").run(expiresAt, worldId),
    setMcpCredential: async (worldId, hash) => void stmt("UPDATE worlds SET mcp_credential_hash = ? WHERE id = ?").run(hash, worldId),
    // One statement: the next position is read and taken atomically, even with other processes on the file.
    appendToolCall: async (worldId, call) =>
      (stmt(`INSERT INTO tool_calls (world_id, seq, at, tool, arguments, outcome, error, latency_ms, profile, fault, result)
             SELECT ?1, COALESCE(MAX(seq), 0) + 1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10 FROM tool_calls WHERE world_id = ?1 RETURNING seq`)
        .get(worldId, call.at, call.tool, JSON.stringify(call.arguments ?? null), call.outcome, call.error, call.latencyMs, call.profile ?? null,
          call.fault ? JSON.stringify(call.fault) : null, call.result ?? null) as Row).seq as number,
    listToolCalls: async (worldId) => (stmt("SELECT * FROM tool_calls WHERE world_id = ? ORDER BY seq").all(worldId) as Row[]).map(toToolCall),
    listJournal: async (worldId) => journalAlong(worldId, 0).map(toMutation),
    deleteWorld: async (id) => void deleteWorld(id),
    deleteExpiredWorlds: async (now) => deleteExpired.immediate(now),
  };
}
