import type { Sql } from "./postgres-connect.ts";
import type { SessionStore } from "./session-store.ts";
import { toSession } from "./store-rows.ts";
import { firstRow } from "./postgres-rows.ts";

/** Console sessions in PostgreSQL (session-store.ts). */
export function createPostgresSessions(sql: Sql): SessionStore {
  return {
    create: async (s) => void (await sql`
      INSERT INTO console_sessions (id, token_hash, csrf_token, org_id, key_id, created_at, last_seen_at, expires_at, revoked_at)
      VALUES (${s.id}, ${s.tokenHash}, ${s.csrfToken}, ${s.orgId}, ${s.keyId}, ${s.createdAt}, ${s.lastSeenAt}, ${s.expiresAt}, ${s.revokedAt})`),
    find: (id) => firstRow(sql`SELECT * FROM console_sessions WHERE id = ${id}`, toSession),
    findByTokenHash: (hash) => firstRow(sql`SELECT * FROM console_sessions WHERE token_hash = ${hash}`, toSession),
    touch: async (id, at) => void (await sql`UPDATE console_sessions SET last_seen_at = ${at} WHERE id = ${id} AND last_seen_at < ${at}`),
    revoke: async (id, at) => (await sql`UPDATE console_sessions SET revoked_at = ${at} WHERE id = ${id} AND revoked_at IS NULL`).count > 0,
    revokeForKey: async (keyId, at) => (await sql`UPDATE console_sessions SET revoked_at = ${at} WHERE key_id = ${keyId} AND revoked_at IS NULL`).count,
    listActive: async (orgId, now) =>
      (await sql`SELECT * FROM console_sessions WHERE org_id = ${orgId} AND expires_at > ${now} AND revoked_at IS NULL ORDER BY created_at DESC, id`).map(toSession),
    deleteExpired: async (now) => (await sql`DELETE FROM console_sessions WHERE expires_at <= ${now}`).count,
  };
}
