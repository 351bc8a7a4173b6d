import { Database, type Statement } from "bun:sqlite";
import { SCHEMA_STEPS, SCHEMA_VERSION } from "./sqlite-schema.ts";
import type { ApiKeyRow, Mutation, OrgRow, Store, StoredRecord, WorldMeta } from "./types.ts";
import { createSqliteEvalStore } from "./sqlite-eval-store.ts";
import { ensurePrivateFile, makePrivateIfPresent } from "./data-dir.ts";

type Row = Record<string, any>;

/** The embedded default store: one SQLite file, WAL mode, nothing to install. */
export function createSqliteStore(path: string): Store {
  if (path !== ":memory:") {
    // Owner-only: SQLite creates the WAL and shared-memory files with the database file's mode.
    ensurePrivateFile(path);
    for (const suffix of ["-wal", "-shm", "-journal"]) makePrivateIfPresent(`${path}${suffix}`);
  }
  const db = new Database(path, { create: true, strict: true });
  // WAL + NORMAL: a committed write survives a killed process; only an OS crash can lose the last ones.
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;");
  migrate(db);

  const cache = new Map<string, Statement>();
  const stmt = (sql: string) => {
    let s = cache.get(sql);
    if (!s) cache.set(sql, (s = db.prepare(sql)));
    return s;
  };

  const insertRecord = (worldId: string, r: StoredRecord) =>
    stmt("INSERT INTO records (world_id, pack, collection, id, data) VALUES (?, ?, ?, ?, ?)")
      .run(worldId, r.pack, r.collection, r.id, JSON.stringify(r.data));

  const insertWorld = db.transaction((meta: WorldMeta, records: StoredRecord[]) => {
    stmt(`INSERT INTO worlds (id, org_id, kind, packs, config, seed, random_seed, counter, created_at, expires_at, mcp_credential_hash)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
      meta.id, meta.orgId, meta.kind, JSON.stringify(meta.packs), JSON.stringify(meta.config),
      JSON.stringify(meta.seed), meta.randomSeed, meta.counter, meta.createdAt, meta.expiresAt, meta.mcpCredentialHash,
    );
    for (const record of records) insertRecord(meta.id, record);
  });

  const writeMutation = (worldId: string, counter: number, m: Mutation) => {
    if (m.op === "delete") {
      stmt("DELETE FROM records WHERE world_id = ? AND pack = ? AND collection = ? AND id = ?")
        .run(worldId, m.pack, m.collection, m.recordId);
    } else {
      stmt("INSERT OR REPLACE INTO records (world_id, pack, collection, id, data) VALUES (?, ?, ?, ?, ?)")
        .run(worldId, m.pack, m.collection, m.recordId, JSON.stringify(m.after));
    }
    stmt(`INSERT INTO journal (world_id, seq, at, pack, collection, record_id, op, before, after)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
      worldId, m.seq, m.at, m.pack, m.collection, m.recordId, m.op,
      m.before ? JSON.stringify(m.before) : null, m.after ? JSON.stringify(m.after) : null,
    );
    stmt("UPDATE worlds SET counter = ? WHERE id = ?").run(counter, worldId);
  };
  const applyMutation = db.transaction(writeMutation);
  const applyMutations = db.transaction((worldId: string, counter: number, mutations: Mutation[]) => {
    for (const m of mutations) writeMutation(worldId, counter, m);
  });

  const deleteWorld = db.transaction((id: string) => {
    stmt("DELETE FROM records WHERE world_id = ?").run(id);
    stmt("DELETE FROM journal WHERE world_id = ?").run(id);
    stmt("DELETE FROM tool_calls WHERE world_id = ?").run(id);
    stmt("DELETE FROM worlds WHERE id = ?").run(id);
  });

  return {
    evals: createSqliteEvalStore(db),
    createOrg: (org) => void stmt("INSERT INTO orgs (id, name, created_at) VALUES (?, ?, ?)").run(org.id, org.name, org.createdAt),
    findOrg: (idOrName) => {
      const row = stmt("SELECT * FROM orgs WHERE id = ? OR name = ?").get(idOrName, idOrName) as Row | null;
      return row ? toOrg(row) : undefined;
    },
    listOrgs: () => (stmt("SELECT * FROM orgs ORDER BY created_at").all() as Row[]).map(toOrg),
    countOrgs: () => (stmt("SELECT COUNT(*) AS n FROM orgs").get() as Row).n as number,

    createApiKey: (key) =>
      void stmt("INSERT INTO api_keys (id, org_id, hash, hint, created_at, revoked_at) VALUES (?, ?, ?, ?, ?, NULL)")
        .run(key.id, key.orgId, key.hash, key.hint, key.createdAt),
    findApiKeyByHash: (hash) => {
      const row = stmt("SELECT * FROM api_keys WHERE hash = ?").get(hash) as Row | null;
      return row ? toKey(row) : undefined;
    },
    revokeApiKey: (id, at) =>
      stmt("UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL").run(at, id).changes > 0,
    listApiKeys: (orgId) => (stmt("SELECT * FROM api_keys WHERE org_id = ? ORDER BY created_at").all(orgId) as Row[]).map(toKey),

    grantProvider: (orgId, slug) => void stmt("INSERT OR IGNORE INTO grants (org_id, slug) VALUES (?, ?)").run(orgId, slug),
    revokeProvider: (orgId, slug) => stmt("DELETE FROM grants WHERE org_id = ? AND slug = ?").run(orgId, slug).changes > 0,
    listGrants: (orgId) => (stmt("SELECT slug FROM grants WHERE org_id = ? ORDER BY slug").all(orgId) as Row[]).map((r) => r.slug),

    insertWorld: (meta, records) => insertWorld(meta, records),
    applyMutation: (worldId, counter, mutation) => applyMutation(worldId, counter, mutation),
    applyMutations: (worldId, counter, mutations) => applyMutations(worldId, counter, mutations),
    loadLiveWorlds: (now) => {
      const worlds = stmt("SELECT * FROM worlds WHERE expires_at > ? ORDER BY created_at").all(now) as Row[];
      const records = stmt("SELECT pack, collection, id, data FROM records WHERE world_id = ?");
      const lastSeq = stmt("SELECT COALESCE(MAX(seq), 0) AS seq FROM journal WHERE world_id = ?");
      const lastCall = stmt("SELECT COALESCE(MAX(seq), 0) AS seq FROM tool_calls WHERE world_id = ?");
      return worlds.map((row) => ({
        meta: toWorld(row),
        lastSeq: (lastSeq.get(row.id) as Row).seq as number,
        lastToolCallSeq: (lastCall.get(row.id) as Row).seq as number,
        records: (records.all(row.id) as Row[]).map((r) => ({ pack: r.pack, collection: r.collection, id: r.id, data: JSON.parse(r.data) })),
      }));
    },
    setWorldExpiry: (worldId, expiresAt) => void stmt("UPDATE worlds SET expires_at = ? WHERE id = ?").run(expiresAt, worldId),
    setMcpCredential: (worldId, hash) => void stmt("UPDATE worlds SET mcp_credential_hash = ? WHERE id = ?").run(hash, worldId),
    appendToolCall: (worldId, call) =>
      void stmt(`INSERT INTO tool_calls (world_id, seq, at, tool, arguments, outcome, error, latency_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
        .run(worldId, call.seq, call.at, call.tool, JSON.stringify(call.arguments ?? null), call.outcome, call.error, call.latencyMs),
    listToolCalls: (worldId) =>
      (stmt("SELECT * FROM tool_calls WHERE world_id = ? ORDER BY seq").all(worldId) as Row[]).map((r) => ({
        seq: r.seq, at: r.at, tool: r.tool, arguments: JSON.parse(r.arguments), outcome: r.outcome, error: r.error, latencyMs: r.latency_ms,
      })),
    listJournal: (worldId) =>
      (stmt("SELECT * FROM journal WHERE world_id = ? ORDER BY seq").all(worldId) as Row[]).map(toMutation),
    deleteWorld: (id) => deleteWorld(id),
    deleteExpiredWorlds: (now) => {
      const ids = (stmt("SELECT id FROM worlds WHERE expires_at <= ?").all(now) as Row[]).map((r) => r.id as string);
      for (const id of ids) deleteWorld(id);
      return ids;
    },
    close: () => db.close(),
  };
}

function migrate(db: Database): void {
  const current = (db.query("PRAGMA user_version").get() as Row).user_version as number;
  if (current > SCHEMA_VERSION) throw new Error(`The data directory was written by a newer Understudy (schema ${current}).`);
  for (let step = current; step < SCHEMA_VERSION; step++) {
    const sql = SCHEMA_STEPS[step];
    if (sql === undefined) throw new Error(`SCHEMA_VERSION is ${SCHEMA_VERSION} but there is no migration step to schema ${step + 1}.`);
    db.transaction(() => {
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${step + 1}`);
    })();
  }
}

const toOrg = (r: Row): OrgRow => ({ id: r.id, name: r.name, createdAt: r.created_at });
const toKey = (r: Row): ApiKeyRow => ({ id: r.id, orgId: r.org_id, hint: r.hint, createdAt: r.created_at, revokedAt: r.revoked_at });
const toWorld = (r: Row): WorldMeta => ({
  id: r.id, orgId: r.org_id, kind: r.kind, packs: JSON.parse(r.packs), config: JSON.parse(r.config),
  seed: JSON.parse(r.seed), randomSeed: r.random_seed, counter: r.counter, createdAt: r.created_at, expiresAt: r.expires_at,
  mcpCredentialHash: r.mcp_credential_hash ?? null,
});
const toMutation = (r: Row): Mutation => ({
  seq: r.seq, at: r.at, pack: r.pack, collection: r.collection, recordId: r.record_id, op: r.op,
  before: r.before ? JSON.parse(r.before) : null, after: r.after ? JSON.parse(r.after) : null,
});
