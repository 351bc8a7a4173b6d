import type { Database, Statement } from "bun:sqlite";

/** Prepares each SQL text once per connection: the hot paths run the same few statements constantly. */
export function statementCache(db: Database): (sql: string) => Statement {
  const cache = new Map<string, Statement>();
  return (sql) => {
    let s = cache.get(sql);
    if (!s) cache.set(sql, (s = db.prepare(sql)));
    return s;
  };
}
