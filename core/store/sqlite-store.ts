import { Database } from "bun:sqlite";
import { createSqliteWorldControl } from "./sqlite-world-control.ts";
import { createSqliteSessions } from "./sqlite-sessions.ts";
import type { Store } from "./types.ts";
import { createSqliteEvalStore } from "./sqlite-eval-store.ts";
import { createSqliteWorlds } from "./sqlite-worlds.ts";
import { migrateSqlite } from "./sqlite-migrate.ts";
import { statementCache } from "./sqlite-statements.ts";
import { toKey, toOrg } from "./store-rows.ts";
import { ensurePrivateFile, makePrivateIfPresent } from "./data-dir.ts";

type Row = Record<string, any>;

/**
 * The embedded default store: one SQLite file, WAL mode, nothing to install. bun:sqlite is synchronous
 * and commits in microseconds, so each method does its work at once and hands back a settled promise.
 */
export function createSqliteStore(path: string): Store {
  const db = openSqlite(path);
  const stmt = statementCache(db);
  return {
    kind: "sqlite",
    evals: createSqliteEvalStore(db),
    worldControl: createSqliteWorldControl(db),
    sessions: createSqliteSessions(stmt),
    createOrg: async (org) => void stmt("INSERT INTO orgs (id, name, created_at) VALUES (?, ?, ?)").run(org.id, org.name, org.createdAt),
    findOrg: async (idOrName) => {
      const row = stmt("SELECT * FROM orgs WHERE id = ? OR name = ?").get(idOrName, idOrName) as Row | null;
      return row ? toOrg(row) : undefined;
    },
    listOrgs: async () => (stmt("SELECT * FROM orgs ORDER BY created_at, id").all() as Row[]).map(toOrg),
    countOrgs: async () => (stmt("SELECT COUNT(*) AS n FROM orgs").get() as Row).n as number,

    createApiKey: async (key) =>
      void stmt("INSERT INTO api_keys (id, org_id, hash, hint, created_at, revoked_at, name, role, last_used_at) VALUES (?, ?, ?, ?, ?, NULL, ?, ?, NULL)")
        .run(key.id, key.orgId, key.hash, key.hint, key.createdAt, key.name, key.role),
    findApiKeyByHash: async (hash) => {
      const row = stmt("SELECT * FROM api_keys WHERE hash = ?").get(hash) as Row | null;
      return row ? toKey(row) : undefined;
    },
    findApiKey: async (id) => {
      const row = stmt("SELECT * FROM api_keys WHERE id = ?").get(id) as Row | null;
      return row ? toKey(row) : undefined;
    },
    touchApiKey: async (id, at) => void stmt("UPDATE api_keys SET last_used_at = ?1 WHERE id = ?2 AND (last_used_at IS NULL OR last_used_at < ?1)").run(at, id),
    revokeApiKey: async (id, at) => stmt("UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL").run(at, id).changes > 0,
    listApiKeys: async (orgId) => (stmt("SELECT * FROM api_keys WHERE org_id = ? ORDER BY created_at, id").all(orgId) as Row[]).map(toKey),

    grantProvider: async (orgId, slug) => void stmt("INSERT OR IGNORE INTO grants (org_id, slug) VALUES (?, ?)").run(orgId, slug),
    revokeProvider: async (orgId, slug) => stmt("DELETE FROM grants WHERE org_id = ? AND slug = ?").run(orgId, slug).changes > 0,
    listGrants: async (orgId) => (stmt("SELECT slug FROM grants WHERE org_id = ? ORDER BY slug").all(orgId) as Row[]).map((r) => r.slug),

    ...createSqliteWorlds(db, stmt),

    // One process owns the file (several on one file are ordered by its write lock), so a named lock
    // has nobody to exclude: the work just runs.
    withLock: async (_name, _options, fn) => ({ ran: true, value: await fn() }),
    close: async () => db.close(),
  };
}

/** Opens (creating it owner-only) and migrates the file; also what the PostgreSQL copy reads from. */
export function openSqlite(path: string): Database {
  if (path !== ":memory:") {
    // Owner-only: SQLite creates the WAL and shared-memory files with the database file's mode.
    ensurePrivateFile(path);
    for (const suffix of ["-wal", "-shm", "-journal"]) makePrivateIfPresent(`${path}${suffix}`);
  }
  const db = new Database(path, { create: true, strict: true });
  // WAL + NORMAL: a committed write survives a killed process; only an OS crash can lose the last ones.
  db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;");
  migrateSqlite(db);
  return db;
}
