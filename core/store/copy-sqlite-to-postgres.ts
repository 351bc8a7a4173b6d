import { existsSync } from "node:fs";
import { connectPostgres, DEFAULT_CONNECT_TIMEOUT_SECONDS, probePostgres, type Tx } from "./postgres-connect.ts";
import { migratePostgres } from "./postgres-migrate.ts";
import { openSqlite } from "./sqlite-store.ts";

/** Parents before children, so the foreign keys hold as rows arrive. */
export const COPIED_TABLES = ["orgs", "api_keys", "console_sessions", "grants", "worlds", "records", "journal", "tool_calls", "datasets", "runs", "task_results", "trial_states", "world_checkpoints"] as const;

export interface CopyProgress { table: string; copied: number; total: number }

// Rows per INSERT: well under PostgreSQL's 65535 parameters for the widest table, and only two
// statement texts per table (full batches and the last one).
const BATCH_ROWS = 1000;

/**
 * Moves a SQLite data directory's database into an empty PostgreSQL database: both are brought to the
 * current schema, then every row of every table is copied in one PostgreSQL transaction (all or
 * nothing), reporting progress per batch. A target that already holds an organization is refused
 * before anything is written. Returns how many rows each table received.
 */
export async function copySqliteToPostgres(sqlitePath: string, databaseUrl: string, onProgress?: (progress: CopyProgress) => void): Promise<Record<string, number>> {
  if (!existsSync(sqlitePath)) throw new Error(`No SQLite database at ${sqlitePath}: point at the understudy.sqlite file of the data directory to copy.`);
  const db = openSqlite(sqlitePath);
  const sql = connectPostgres(databaseUrl, { max: 2 });
  try {
    await probePostgres(sql, databaseUrl, DEFAULT_CONNECT_TIMEOUT_SECONDS);
  } catch (error) {
    db.close();
    void sql.end({ timeout: 0 }).catch(() => {}); // a pool still trying a silent host may never end
    throw error;
  }
  try {
    await migratePostgres(sql);
    return await sql.begin(async (tx) => {
      const [{ n: orgs }] = (await tx`SELECT COUNT(*) AS n FROM orgs`) as unknown as [{ n: number }];
      if (orgs > 0) throw new Error(`The PostgreSQL database already holds ${orgs} organization(s); copy into an empty database. Nothing was written.`);
      const counts: Record<string, number> = {};
      for (const table of COPIED_TABLES) {
        const total = (db.query(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
        counts[table] = await copyTable(tx, db, table, total, onProgress);
      }
      return counts;
    });
  } finally {
    db.close();
    await sql.end({ timeout: 5 });
  }
}

async function copyTable(tx: Tx, db: ReturnType<typeof openSqlite>, table: string, total: number, onProgress?: (progress: CopyProgress) => void): Promise<number> {
  const integers = new Set((await tx`SELECT column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} AND data_type IN ('bigint', 'integer')`).map((r) => r.column_name as string));
  const select = db.query(`SELECT * FROM ${table}`);
  const columns = select.columnNames;
  let batch: Record<string, unknown>[] = [];
  let copied = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await tx`INSERT INTO ${tx(table)} ${tx(batch, ...columns)}`;
    copied += batch.length;
    batch = [];
    onProgress?.({ table, copied, total });
  };
  for (const row of select.iterate() as IterableIterator<Record<string, unknown>>) {
    // SQLite lets an INTEGER column hold a fraction; PostgreSQL's integers refuse one.
    for (const column of integers) if (typeof row[column] === "number" && !Number.isInteger(row[column])) row[column] = Math.round(row[column] as number);
    batch.push(row);
    if (batch.length === BATCH_ROWS) await flush();
  }
  await flush();
  if (copied === 0) onProgress?.({ table, copied, total });
  return copied;
}
