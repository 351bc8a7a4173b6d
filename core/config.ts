import type { LogLevel } from "./log/logger.ts";

export interface ServiceConfig {
  port: number;
  mockPort: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  mockDomain?: string;
  publicUrl: string;
  mockPublicUrl: string;
  extraPacks: string[];
  logLevel: LogLevel;
  /** How often expired worlds are removed from memory and the store. */
  reapIntervalMs: number;
  evals: EvalSettings;
}

export interface EvalSettings {
  /** How long a lease lives without a heartbeat. */
  leaseMs: number;
  /** Leases a task may lose before it is recorded as an infrastructure error. */
  maxAttempts: number;
  /** Evaluation worlds one organization may hold at once; leasing past it answers 429. */
  worldLimit: number;
}

/** Every setting has a default that works on a laptop; see the table in DESIGN.md and docs/configuration.md. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServiceConfig {
  const port = readPort(env.PORT, 4000, "PORT");
  const mockPort = readPort(env.MOCK_PORT, 4001, "MOCK_PORT");
  // 127.0.0.1 rather than localhost: Node resolves localhost to ::1 first on some systems.
  return {
    port,
    mockPort,
    host: env.HOST ?? "0.0.0.0",
    dataDir: env.DATA_DIR ?? "./.understudy",
    databaseUrl: env.DATABASE_URL || undefined,
    mockDomain: env.MOCK_DOMAIN || undefined,
    publicUrl: env.PUBLIC_URL || `http://127.0.0.1:${port}`,
    mockPublicUrl: env.MOCK_PUBLIC_URL || `http://127.0.0.1:${mockPort}`,
    extraPacks: (env.PACKS ?? "").split(",").map((s) => s.trim()).filter(Boolean),
    logLevel: (env.LOG_LEVEL as LogLevel) ?? "info",
    reapIntervalMs: Number(env.REAP_INTERVAL_MS ?? 5000),
    evals: {
      leaseMs: Number(env.EVAL_LEASE_SECONDS ?? 120) * 1000,
      maxAttempts: Number(env.EVAL_MAX_ATTEMPTS ?? 3),
      worldLimit: Number(env.EVAL_WORLD_LIMIT ?? 32),
    },
  };
}

function readPort(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return port;
}
