import { existsSync } from "node:fs";
import { join } from "node:path";
import { copySqliteToPostgres } from "../store/copy-sqlite-to-postgres.ts";
import { describeDatabaseUrl } from "../store/postgres-connect.ts";
import { UsageError } from "./commands.ts";

export const STORE_COPY_USAGE = "store copy-to-postgres <postgres-url>";

/**
 * `store copy-to-postgres <url>`: the SQLite store in DATA_DIR, copied whole into an empty PostgreSQL
 * database (docs/deployment.md, "Moving from SQLite"). Stop the service first: a write made during the
 * copy would be missing from it.
 */
export async function copyStoreToPostgres(dataDir: string, args: string[], print: (line: string) => void): Promise<void> {
  const url = args[0];
  if (!url || !/^postgres(ql)?:\/\//i.test(url)) throw new UsageError(`usage: understudy ${STORE_COPY_USAGE}`);
  const path = join(dataDir, "understudy.sqlite");
  if (!existsSync(path)) throw new Error(`No SQLite store at ${path}; set DATA_DIR to the data directory to copy.`);
  print(`copying ${path} into ${describeDatabaseUrl(url)}`);
  const counts = await copySqliteToPostgres(path, url, ({ table, copied, total }) => print(`  ${table}: ${copied} of ${total} row(s) copied`));
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  print(`done: ${total} row(s) in ${Object.keys(counts).length} tables. Start the nodes with DATABASE_URL set to this database.`);
}
