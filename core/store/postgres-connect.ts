import postgres from "postgres";

export interface PostgresOptions {
  /**
   * Connections in this node's pool (default 10). Every concurrent query needs one, a transaction holds
   * one until it commits, and so does `withLock` while its work runs: keep it at 2 or more, and mind the
   * server's max_connections across all nodes (nodes × max).
   */
  max?: number;
  /** Seconds to wait for a connection to open before failing (default 10). */
  connectTimeoutSeconds?: number;
}

export const DEFAULT_CONNECT_TIMEOUT_SECONDS = 10;

/** A pool whose BIGINT columns (timestamps, seqs, counts) come back as JS numbers, as SQLite gives them. */
export function connectPostgres(url: string, options: PostgresOptions = {}) {
  return postgres(url, {
    max: options.max ?? 10,
    connect_timeout: options.connectTimeoutSeconds ?? DEFAULT_CONNECT_TIMEOUT_SECONDS,
    // Milliseconds and seqs stay far below 2^53; a BigInt or string would differ from SQLite's rows.
    types: { bigint: { to: 20, from: [20], serialize: (x: number | string) => String(x), parse: (x: string) => Number(x) } },
    // "relation already exists, skipping" and the like are not worth a console line.
    onnotice: () => {},
  });
}

export type Sql = ReturnType<typeof connectPostgres>;

/**
 * Fails with a readable error when the server does not answer in time. postgres.js's own connect
 * timeout does not fire under Bun when the host drops connections without an error (it reconnects
 * in a loop and the first query waits forever), so the first query also races a timer of ours.
 */
export async function probePostgres(sql: Sql, url: string, seconds: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`PostgreSQL at ${describeDatabaseUrl(url)} did not answer within ${seconds} s; check DATABASE_URL and that the server is reachable.`)), seconds * 1000);
  });
  try {
    await Promise.race([sql`SELECT 1`, deadline]);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("PostgreSQL at")) throw error;
    throw new Error(`Could not connect to PostgreSQL at ${describeDatabaseUrl(url)}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** host:port/database, without the user or password: what a log line or an error may show. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return "(unparsable URL)";
  }
}
export type Tx = postgres.TransactionSql<{ bigint: number }>;
