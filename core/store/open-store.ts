import { join } from "node:path";
import type { Logger } from "../log/logger.ts";
import { prepareDataDir } from "./data-dir.ts";
import { createPostgresStore, type PostgresOptions } from "./postgres-store.ts";
import { describeDatabaseUrl } from "./postgres-connect.ts";
import { createSqliteStore } from "./sqlite-store.ts";
import type { Store } from "./types.ts";

export interface StoreLocation {
  dataDir: string;
  /** `postgres://` or `postgresql://`: the shared PostgreSQL store; unset or empty: SQLite in dataDir. */
  databaseUrl?: string;
}

/** The store the configuration names: PostgreSQL for a database URL, else the SQLite file in the data directory. */
export async function openStore(location: StoreLocation, log: Logger, options: PostgresOptions = {}): Promise<Store> {
  const url = location.databaseUrl?.trim();
  if (!url) {
    prepareDataDir(location.dataDir, log);
    const path = join(location.dataDir, "understudy.sqlite");
    log.info("start", `store: SQLite at ${path}`);
    return createSqliteStore(path);
  }
  if (!/^postgres(ql)?:\/\//i.test(url)) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
    throw new Error(`DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database)${scheme ? `, not ${scheme}:` : ""}; unset it to use the SQLite file in the data directory.`);
  }
  log.info("start", `store: PostgreSQL at ${describeDatabaseUrl(url)}`);
  return createPostgresStore(url, options);
}
