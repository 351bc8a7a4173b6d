import type { Sql } from "./postgres-connect.ts";
import { commitWorldsPostgres } from "./postgres-commit.ts";
import { toColumnArrays, unnestInsert } from "./postgres-rows.ts";
import { createWorldVersionReader } from "./postgres-world-versions.ts";
import { replayJournal } from "./replay-journal.ts";
import { journalAlongPostgres, lineagePostgres, removeWorldsPostgres } from "./postgres-lineage.ts";
import { toMutation, toRecord, toReplayedChange, toToolCall, toWorld, WORLD_COLUMNS, worldValues } from "./store-rows.ts";
import type { Store } from "./types.ts";
import { slicesOf, takeRecordText } from "./record-text.ts";

type WorldMethods = Pick<Store, "insertWorld" | "commitWorlds" | "loadWorld" | "worldVersion" | "journalSince" | "listLiveWorlds" | "countLiveWorlds" | "sumLiveWorldBytes"
  | "setMcpCredential" | "setWorldExpiry" | "appendToolCall" | "listToolCalls" | "listJournal" | "deleteWorld" | "deleteExpiredWorlds">;

const INSERT_WORLD = `INSERT INTO worlds (${WORLD_COLUMNS.join(", ")}) VALUES (${WORLD_COLUMNS.map((_, i) => `$${i + 1}`).join(", ")})`;
const INSERT_RECORDS = unnestInsert("records", [["world_id", "text"], ["pack", "text"], ["collection", "text"], ["id", "text"], ["data", "text"]]);
// Two nodes appending at once compute the same next position; the loser inserts nothing and retries
// with a fresh snapshot (the winner's row is committed by then: the loser waited on it).
const APPEND_ATTEMPTS = 100;

/** Worlds, their records, journal and tool-call log in PostgreSQL. */
export function createPostgresWorlds(sql: Sql): WorldMethods {

  return {
    // One transaction; a large world's records go in statements of about 1 MiB of text each, so
    // encoding the parameters (synchronous) never holds the event loop for long.
    insertWorld: async (meta, records) => {
      await sql.begin(async (tx) => {
        await tx.unsafe(INSERT_WORLD, worldValues(meta) as never[], { prepare: true });
        for (const slice of slicesOf(records)) {
          if (!slice.length) continue;
          const rows = slice.map((r) => [meta.id, r.pack, r.collection, r.id, takeRecordText(r.data)]);
          await tx.unsafe(INSERT_RECORDS, toColumnArrays(rows, 5) as never[], { prepare: true });
        }
      });
    },
    commitWorlds: (units) => commitWorldsPostgres(sql, units),
    // One snapshot for the row, its provisioned records and its journal, so `lastSeq` is the position
    // the replayed records are at (replay-journal.ts).
    loadWorld: async (id) => {
      // A fork reads its root's provisioned records and the journal along its line (world-lineage.ts).
      const loaded = await sql.begin("isolation level repeatable read read only", async (tx) => {
        const [row] = await tx`SELECT * FROM worlds WHERE id = ${id}`;
        if (!row) return undefined;
        const line = await lineagePostgres(tx, id);
        const records = await tx`SELECT pack, collection, id, data FROM records WHERE world_id = ${line[0]!.worldId} ORDER BY pack, collection, id`;
        const journal = await journalAlongPostgres(tx, id, 0, Number.POSITIVE_INFINITY, "pack, collection, record_id, op, after", line);
        return { row, records, journal };
      });
      if (!loaded) return undefined;
      return { meta: toWorld(loaded.row), records: replayJournal(loaded.records.map(toRecord), loaded.journal.map(toReplayedChange)), lastSeq: loaded.row.seq as number };
    },
    worldVersion: createWorldVersionReader(sql),
    journalSince: async (worldId, afterSeq) => (await journalAlongPostgres(sql, worldId, afterSeq)).map(toMutation),
    listLiveWorlds: async (now, filter) => {
      const rows = filter
        ? await sql`SELECT * FROM worlds WHERE org_id = ${filter.orgId} AND kind = ${filter.kind} AND expires_at > ${now} ORDER BY created_at, id`
        : await sql`SELECT * FROM worlds WHERE expires_at > ${now} ORDER BY created_at, id`;
      return rows.map(toWorld);
    },
    countLiveWorlds: async (now, filter) => {
      const [row] = filter
        ? await sql`SELECT COUNT(*)::int AS n, MIN(expires_at) AS soonest FROM worlds WHERE org_id = ${filter.orgId} AND kind = ${filter.kind} AND expires_at > ${now}`
        : await sql`SELECT COUNT(*)::int AS n, MIN(expires_at) AS soonest FROM worlds WHERE expires_at > ${now}`;
      return { count: Number(row!.n), soonestExpiresAt: row!.soonest === null ? null : Number(row!.soonest) };
    },
    sumLiveWorldBytes: async (orgId, now) =>
      Number((await sql`SELECT COALESCE(SUM(bytes), 0)::bigint AS bytes FROM worlds WHERE org_id = ${orgId} AND expires_at > ${now}`)[0]!.bytes),
    setWorldExpiry: async (worldId, expiresAt) => void (await sql`UPDATE worlds SET expires_at = ${expiresAt} WHERE id = ${worldId}`),
    setMcpCredential: async (worldId, hash) => void (await sql`UPDATE worlds SET mcp_credential_hash = ${hash} WHERE id = ${worldId}`),
    appendToolCall: async (worldId, call) => {
      for (let attempt = 1; attempt <= APPEND_ATTEMPTS; attempt++) {
        const [row] = await sql`
          INSERT INTO tool_calls (world_id, seq, at, tool, arguments, outcome, error, latency_ms, profile, fault, result)
          SELECT ${worldId}, COALESCE(MAX(seq), 0) + 1, ${call.at}, ${call.tool}, ${JSON.stringify(call.arguments ?? null)},
                 ${call.outcome}, ${call.error}, ${call.latencyMs}, ${call.profile ?? null}, ${call.fault ? JSON.stringify(call.fault) : null}, ${call.result ?? null}
          FROM tool_calls WHERE world_id = ${worldId}
          ON CONFLICT (world_id, seq) DO NOTHING RETURNING seq`;
        if (row) return row.seq as number;
      }
      throw new Error(`Could not append to world ${worldId}'s tool-call log: ${APPEND_ATTEMPTS} concurrent appends took every position first.`);
    },
    listToolCalls: async (worldId) => (await sql`SELECT * FROM tool_calls WHERE world_id = ${worldId} ORDER BY seq`).map(toToolCall),
    listJournal: async (worldId) => (await journalAlongPostgres(sql, worldId, 0)).map(toMutation),
    // The world row is locked first: removal waits for a commit holding its lock, and the record
    // deletes that follow see what that commit wrote (a later commit finds no world and is refused).
    // A world a fork reads from is retired instead (postgres-lineage.ts).
    deleteWorld: async (id) => {
      await sql.begin((tx) => removeWorldsPostgres(tx, [id]));
    },
    // Locked in id order, like commits, so the reaper and a commit never deadlock. Retired worlds a
    // fork still reads from are not taken again.
    deleteExpiredWorlds: async (now) =>
      sql.begin(async (tx) => {
        const ids = (await tx`SELECT id FROM worlds w WHERE expires_at <= ${now}
                                AND NOT (expires_at = 0 AND EXISTS (SELECT 1 FROM worlds f WHERE f.base_world = w.id)) ORDER BY id`).map((r) => r.id as string);
        await removeWorldsPostgres(tx, ids);
        return ids;
      }),
  };
}
