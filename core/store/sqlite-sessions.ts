import type { Statement } from "bun:sqlite";
import type { SessionStore } from "./session-store.ts";
import { toSession } from "./store-rows.ts";

type Row = Record<string, unknown>;

/** Console sessions in the embedded store (session-store.ts). */
export function createSqliteSessions(stmt: (sql: string) => Statement): SessionStore {
  const one = (sql: string, value: string) => {
    const row = stmt(sql).get(value) as Row | null;
    return row ? toSession(row) : undefined;
  };
  return {
    create: async (s) =>
      void stmt(`INSERT INTO console_sessions (id, token_hash, csrf_token, org_id, key_id, created_at, last_seen_at, expires_at, revoked_at)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(s.id, s.tokenHash, s.csrfToken, s.orgId, s.keyId, s.createdAt, s.lastSeenAt, s.expiresAt, s.revokedAt),
    find: async (id) => one("SELECT * FROM console_sessions WHERE id = ?", id),
    findByTokenHash: async (hash) => one("SELECT * FROM console_sessions WHERE token_hash = ?", hash),
    touch: async (id, at) => void stmt("UPDATE console_sessions SET last_seen_at = ?1 WHERE id = ?2 AND last_seen_at < ?1").run(at, id),
    revoke: async (id, at) => stmt("UPDATE console_sessions SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL").run(at, id).changes > 0,
    revokeForKey: async (keyId, at) => stmt("UPDATE console_sessions SET revoked_at = ? WHERE key_id = ? AND revoked_at IS NULL").run(at, keyId).changes,
    listActive: async (orgId, now) =>
      (stmt("SELECT * FROM console_sessions WHERE org_id = ? AND expires_at > ? AND revoked_at IS NULL ORDER BY created_at DESC, id").all(orgId, now) as Row[])
        .map(toSession),
    deleteExpired: async (now) => stmt("DELETE FROM console_sessions WHERE expires_at <= ?").run(now).changes,
  };
}
