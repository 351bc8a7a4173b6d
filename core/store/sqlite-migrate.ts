import type { Database } from "bun:sqlite";
import { SCHEMA_STEPS, SCHEMA_VERSION } from "./sqlite-schema.ts";

const userVersion = (db: Database) => (db.query("PRAGMA user_version").get() as { user_version: number }).user_version;

/**
 * Brings the file to SCHEMA_VERSION, one step per transaction. Each step takes the write lock first
 * (IMMEDIATE) and re-reads the version under it, so two processes opening one file at once apply each
 * step once. A file written by a newer schema is refused rather than misread.
 */
export function migrateSqlite(db: Database): void {
  for (;;) {
    const done = db.transaction(() => {
      const current = userVersion(db);
      if (current > SCHEMA_VERSION) throw new Error(`The data directory was written by a newer Understudy (schema ${current}, this one knows ${SCHEMA_VERSION}).`);
      if (current === SCHEMA_VERSION) return true;
      const sql = SCHEMA_STEPS[current];
      if (sql === undefined) throw new Error(`SCHEMA_VERSION is ${SCHEMA_VERSION} but there is no migration step to schema ${current + 1}.`);
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${current + 1}`);
      return false;
    }).immediate();
    if (done) return;
  }
}
