import { advisoryLockKey } from "./lock-key.ts";
import type { Sql } from "./postgres-connect.ts";
import { POSTGRES_SCHEMA_STEPS, POSTGRES_SCHEMA_VERSION } from "./postgres-schema.ts";

const MIGRATION_LOCK = advisoryLockKey("understudy:schema-migrations");

/**
 * Brings the database to POSTGRES_SCHEMA_VERSION. Several nodes may start at once: the first takes a
 * session advisory lock and applies the missing steps, each in its own transaction; the others wait
 * for the lock, then find nothing left to do. A node that dies mid-way releases the lock with its
 * connection, and a half-applied step was rolled back. Returns the versions it applied.
 */
export async function migratePostgres(sql: Sql): Promise<number[]> {
  const conn = await sql.reserve();
  try {
    await conn`SELECT pg_advisory_lock(${MIGRATION_LOCK})`;
    try {
      await conn`CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)`;
      const done = new Set((await conn`SELECT version FROM schema_migrations`).map((r) => r.version as number));
      const newest = Math.max(0, ...done);
      if (newest > POSTGRES_SCHEMA_VERSION)
        throw new Error(`The PostgreSQL database was written by a newer Understudy (schema ${newest}, this one knows ${POSTGRES_SCHEMA_VERSION}); upgrade this node.`);
      const applied: number[] = [];
      for (let version = 1; version <= POSTGRES_SCHEMA_VERSION; version++) {
        if (done.has(version)) continue;
        await applyStep(conn, version, POSTGRES_SCHEMA_STEPS[version - 1]!);
        applied.push(version);
      }
      return applied;
    } finally {
      await conn`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`;
    }
  } finally {
    conn.release();
  }
}

async function applyStep(conn: Awaited<ReturnType<Sql["reserve"]>>, version: number, step: string): Promise<void> {
  await conn`BEGIN`;
  try {
    // Simple protocol: a step holds several statements.
    await conn.unsafe(step).simple();
    await conn`INSERT INTO schema_migrations (version, applied_at) VALUES (${version}, ${Date.now()})`;
    await conn`COMMIT`;
  } catch (error) {
    await conn`ROLLBACK`.catch(() => {});
    throw new Error(`Applying PostgreSQL schema step ${version} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}
