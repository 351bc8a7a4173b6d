import { createPostgresEvalStore } from "./postgres-eval-store.ts";
import { createPostgresWorldControl } from "./postgres-world-control.ts";
import { createPostgresSessions } from "./postgres-sessions.ts";
import { connectPostgres, DEFAULT_CONNECT_TIMEOUT_SECONDS, probePostgres, type PostgresOptions, type Sql } from "./postgres-connect.ts";
import { migratePostgres } from "./postgres-migrate.ts";
import { createPostgresWorlds } from "./postgres-worlds.ts";
import { advisoryLockKey } from "./lock-key.ts";
import { createLocalLocks } from "./local-locks.ts";
import { toKey, toOrg } from "./store-rows.ts";
import { firstRow } from "./postgres-rows.ts";
import type { Store } from "./types.ts";

export type { PostgresOptions };

/**
 * The store several nodes share: PostgreSQL through a connection pool. The schema is brought up to
 * date before this resolves (safe with several nodes starting at once); each promise resolves after
 * the server committed the change (synchronous_commit as the server is configured).
 */
export async function createPostgresStore(databaseUrl: string, options: PostgresOptions = {}): Promise<Store> {
  const sql = connectPostgres(databaseUrl, options);
  try {
    await probePostgres(sql, databaseUrl, options.connectTimeoutSeconds ?? DEFAULT_CONNECT_TIMEOUT_SECONDS);
    await migratePostgres(sql);
  } catch (error) {
    // Not awaited: a pool still trying to reach a silent host may never finish ending.
    void sql.end({ timeout: 0 }).catch(() => {});
    throw error;
  }
  return {
    kind: "postgres",
    evals: createPostgresEvalStore(sql),
    worldControl: createPostgresWorldControl(sql),
    sessions: createPostgresSessions(sql),
    createOrg: async (org) => void (await sql`INSERT INTO orgs (id, name, created_at) VALUES (${org.id}, ${org.name}, ${org.createdAt})`),
    findOrg: async (idOrName) => {
      const [row] = await sql`SELECT * FROM orgs WHERE id = ${idOrName} OR name = ${idOrName} LIMIT 1`;
      return row ? toOrg(row) : undefined;
    },
    listOrgs: async () => (await sql`SELECT * FROM orgs ORDER BY created_at, id`).map(toOrg),
    countOrgs: async () => (await sql`SELECT COUNT(*) AS n FROM orgs`)[0]!.n as number,

    createApiKey: async (key) => void (await sql`
      INSERT INTO api_keys (id, org_id, hash, hint, created_at, revoked_at, name, role, last_used_at)
      VALUES (${key.id}, ${key.orgId}, ${key.hash}, ${key.hint}, ${key.createdAt}, NULL, ${key.name}, ${key.role}, NULL)`),
    findApiKeyByHash: (hash) => firstRow(sql`SELECT * FROM api_keys WHERE hash = ${hash}`, toKey),
    findApiKey: (id) => firstRow(sql`SELECT * FROM api_keys WHERE id = ${id}`, toKey),
    touchApiKey: async (id, at) => void (await sql`UPDATE api_keys SET last_used_at = ${at} WHERE id = ${id} AND (last_used_at IS NULL OR last_used_at < ${at})`),
    revokeApiKey: async (id, at) => (await sql`UPDATE api_keys SET revoked_at = ${at} WHERE id = ${id} AND revoked_at IS NULL`).count > 0,
    listApiKeys: async (orgId) => (await sql`SELECT * FROM api_keys WHERE org_id = ${orgId} ORDER BY created_at, id`).map(toKey),

    grantProvider: async (orgId, slug) => void (await sql`INSERT INTO grants (org_id, slug) VALUES (${orgId}, ${slug}) ON CONFLICT DO NOTHING`),
    revokeProvider: async (orgId, slug) => (await sql`DELETE FROM grants WHERE org_id = ${orgId} AND slug = ${slug}`).count > 0,
    listGrants: async (orgId) => (await sql`SELECT slug FROM grants WHERE org_id = ${orgId} ORDER BY slug`).map((r) => r.slug as string),

    ...createPostgresWorlds(sql),
    withLock: createWithLock(sql),
    close: () => sql.end({ timeout: 5 }),
  };
}

/**
 * A session advisory lock on a connection reserved for the holder's whole run. If that connection
 * drops, the server releases the lock while `fn` still runs: what it guards must tolerate that rare
 * overlap (the leader-style jobs it serves are idempotent).
 */
function createWithLock(sql: Sql): Store["withLock"] {
  const local = createLocalLocks();
  return async (name, { wait }, fn) => {
    if (!wait && local.isHeld(name)) return { ran: false };
    return local.run(name, async () => {
      const key = advisoryLockKey(`understudy:lock:${name}`);
      const conn = await sql.reserve();
      try {
        if (wait) await conn`SELECT pg_advisory_lock(${key})`;
        else if (!(await conn`SELECT pg_try_advisory_lock(${key}) AS ok`)[0]!.ok) return { ran: false as const };
        try {
          return { ran: true as const, value: await fn() };
        } finally {
          await conn`SELECT pg_advisory_unlock(${key})`;
        }
      } finally {
        conn.release();
      }
    });
  };
}
