import postgres from "postgres";

/** Printed once when a suite's PostgreSQL half is skipped for want of a server. */
export const POSTGRES_SKIP_NOTE =
  "PostgreSQL tests skipped: no server at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); set TEST_DATABASE_URL=postgres://user@host:5432/db to run them.";

export interface TestDatabase {
  url: string;
  /** Ends its connections and drops it. */
  drop(): Promise<void>;
}

const serverUrl = () => process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * A new, empty database on the test server (its own name, so suites and runs never share state), or
 * undefined when no server answers within two seconds. The server's user must be allowed to CREATE
 * DATABASE.
 */
export async function freshPostgresDatabase(): Promise<TestDatabase | undefined> {
  const admin = postgres(serverUrl(), { max: 1, connect_timeout: 2, onnotice: () => {} });
  const name = `understudy_test_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
  try {
    await withDeadline(admin.unsafe(`CREATE DATABASE ${name}`), 2500);
  } catch (error) {
    void admin.end({ timeout: 0 }).catch(() => {});
    if (isUnreachable(error)) return undefined;
    throw error;
  }
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      try {
        // Pools a test left open would block the drop.
        await admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${name} AND pid <> pg_backend_pid()`;
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name}`);
      } finally {
        await admin.end({ timeout: 1 });
      }
    },
  };
}

// postgres.js's own connect_timeout does not always fire (a host that drops packets can hang it), so
// the attempt also races a timer of ours.
async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${ms} ms`), { code: "CONNECT_TIMEOUT" })), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? "";
  return ["ECONNREFUSED", "ENOTFOUND", "EHOSTUNREACH", "ETIMEDOUT", "CONNECT_TIMEOUT", "CONNECTION_CLOSED", "CONNECTION_ENDED", "ECONNRESET"].includes(code);
}
