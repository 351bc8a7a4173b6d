import type { LogLevel } from "./log/logger.ts";

export interface ServiceConfig {
  port: number;
  mockPort: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL connections this node may open (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  mockDomain?: string;
  publicUrl: string;
  mockPublicUrl: string;
  extraPacks: string[];
  logLevel: LogLevel;
  /** How often expired worlds are removed from memory and the store. */
  reapIntervalMs: number;
  /** A world nobody used for this long leaves this node's memory (it stays in the store and loads again on use). */
  worldIdleMs: number;
  /** How long a browser console session lives after sign-in (CONSOLE_SESSION_HOURS). */
  consoleSessionMs: number;
  evals: EvalSettings;
  limits: ResourceLimits;
}

/** Every bound on what one client can make the service hold or do; docs/security.md lists them. */
export interface ResourceLimits {
  /** Largest request body the control plane reads (413 past it). */
  controlBodyBytes: number;
  /** Largest request body the mock plane reads, per request (413 in the pack's shape past it). */
  mockBodyBytes: number;
  /** Records one world's seed may hold, over all its packs and collections (provisioning blocks the process meanwhile). */
  seedRows: number;
  /** Records a seed's `$generate` may ask for, over all its packs (generated in turns, bounded by worldBytes too). */
  generatedRows: number;
  /** Tasks one dataset may hold. */
  datasetTasks: number;
  /** Live snapshots one organization may hold at once (create-snapshot answers 429 past it). */
  snapshotsPerOrg: number;
  /** Open MCP sessions one world may hold, and how long an idle one lives. */
  mcpSessionsPerWorld: number;
  mcpSessionIdleMs: number;
  /** Control-plane requests per second per API key (a token bucket of twice that burst; 429 past it). */
  controlRequestsPerSecond: number;
  /** Uninterrupted work one request or step may do before it is stopped (core/pack/work-budget.ts). */
  workBudgetMs: number;
  /** Largest dataset upload body (413 past it); below MAX_CONTROL_BODY_BYTES, as a dataset is validated whole. */
  datasetBytes: number;
  /** Assertions one dataset task may hold (upload past it answers 400 naming the task). */
  assertionsPerTask: number;
  /** Wall-clock time the grading of one task may take in a grading worker; past it the task is an infrastructure error. */
  gradingBudgetMs: number;
  /** Worker threads grading tasks and dataset checks at once. */
  gradingWorkers: number;
  /** Bytes one world may make the store hold: seed, records and journal (core/world/world-quota.ts). */
  worldBytes: number;
  /** Bytes one organization's live worlds may hold together. */
  orgBytes: number;
}

export interface EvalSettings {
  /** How long a lease lives without a heartbeat. */
  leaseMs: number;
  /** Leases a task may lose before it is recorded as an infrastructure error. */
  maxAttempts: number;
  /** Evaluation worlds one organization may hold at once; leasing past it answers 429. */
  worldLimit: number;
  /** How long each graded trial's final state is kept for regrading (EVAL_STATE_RETENTION_DAYS); 0 keeps none. */
  stateRetentionMs: number;
}

/** Every setting has a default that works on a laptop; see the table in DESIGN.md and docs/configuration.md. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServiceConfig {
  const port = readPort(env.PORT, 4000, "PORT");
  const mockPort = readPort(env.MOCK_PORT, 4001, "MOCK_PORT");
  // 127.0.0.1 rather than localhost: Node resolves localhost to ::1 first on some systems.
  return {
    port,
    mockPort,
    // Loopback unless asked: a fresh install must not serve a network by accident.
    host: env.HOST || "127.0.0.1",
    dataDir: env.DATA_DIR ?? "./.understudy",
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: readPoolSize(env.DATABASE_POOL_SIZE),
    mockDomain: env.MOCK_DOMAIN || undefined,
    publicUrl: env.PUBLIC_URL || `http://127.0.0.1:${port}`,
    mockPublicUrl: env.MOCK_PUBLIC_URL || `http://127.0.0.1:${mockPort}`,
    extraPacks: (env.PACKS ?? "").split(",").map((s) => s.trim()).filter(Boolean),
    logLevel: (env.LOG_LEVEL as LogLevel) ?? "info",
    reapIntervalMs: Number(env.REAP_INTERVAL_MS ?? 5000),
    worldIdleMs: Number(env.WORLD_IDLE_SECONDS ?? 600) * 1000,
    consoleSessionMs: readPositive(env.CONSOLE_SESSION_HOURS, 12, "CONSOLE_SESSION_HOURS") * 3_600_000,
    evals: {
      leaseMs: Number(env.EVAL_LEASE_SECONDS ?? 120) * 1000,
      maxAttempts: Number(env.EVAL_MAX_ATTEMPTS ?? 3),
      worldLimit: Number(env.EVAL_WORLD_LIMIT ?? 32),
      stateRetentionMs: readNonNegative(env.EVAL_STATE_RETENTION_DAYS, 30, "EVAL_STATE_RETENTION_DAYS") * 86_400_000,
    },
    limits: {
      // Parsing is one uninterrupted stretch: measured on a loaded 2-core machine, JSON.parse and the depth
      // scan of 20 MiB took 40-67 ms (past WORK_BUDGET_MS), of 8 MiB 13-26 ms.
      controlBodyBytes: readPositive(env.MAX_CONTROL_BODY_BYTES, 8 * 1024 * 1024, "MAX_CONTROL_BODY_BYTES"),
      mockBodyBytes: readPositive(env.MAX_MOCK_BODY_BYTES, 20 * 1024 * 1024, "MAX_MOCK_BODY_BYTES"),
      // Provisioning is synchronous: 20,000 Accounts held the control plane ~0.3-0.8 s on a 2-core machine; 5,000 ~0.1 s.
      seedRows: readPositive(env.MAX_SEED_ROWS, 5_000, "MAX_SEED_ROWS"),
      // Generated in turns (the loop is given back every few hundred rows): 50,000 Contacts take seconds, not a stall.
      generatedRows: readPositive(env.MAX_GENERATED_ROWS, 100_000, "MAX_GENERATED_ROWS"),
      datasetTasks: readPositive(env.MAX_DATASET_TASKS, 2_000, "MAX_DATASET_TASKS"),
      snapshotsPerOrg: readPositive(env.MAX_SNAPSHOTS_PER_ORG, 200, "MAX_SNAPSHOTS_PER_ORG"),
      mcpSessionsPerWorld: readPositive(env.MAX_MCP_SESSIONS_PER_WORLD, 32, "MAX_MCP_SESSIONS_PER_WORLD"),
      mcpSessionIdleMs: readPositive(env.MCP_SESSION_IDLE_SECONDS, 600, "MCP_SESSION_IDLE_SECONDS") * 1000,
      controlRequestsPerSecond: readPositive(env.CONTROL_REQUESTS_PER_SECOND, 200, "CONTROL_REQUESTS_PER_SECOND"),
      workBudgetMs: readPositive(env.WORK_BUDGET_MS, 50, "WORK_BUDGET_MS"),
      // A dataset is stored, and read back for a run or a check, as one JSON value: at 4 MiB each takes ~20-50 ms of the process on SQLite.
      datasetBytes: readPositive(env.MAX_DATASET_BYTES, 4 * 1024 * 1024, "MAX_DATASET_BYTES"),
      assertionsPerTask: readPositive(env.MAX_ASSERTIONS_PER_TASK, 100, "MAX_ASSERTIONS_PER_TASK"),
      gradingBudgetMs: readPositive(env.GRADING_BUDGET_MS, 10_000, "GRADING_BUDGET_MS"),
      gradingWorkers: readPositive(env.GRADING_WORKERS, 2, "GRADING_WORKERS"),
      // Six bodies of the largest size, or 25 seeds of 5,000 one-kilobyte rows, with their history.
      worldBytes: readPositive(env.MAX_WORLD_BYTES, 128 * 1024 * 1024, "MAX_WORLD_BYTES"),
      // 16 full worlds; 200 snapshots (MAX_SNAPSHOTS_PER_ORG) of 10 MiB each.
      orgBytes: readPositive(env.MAX_ORG_BYTES, 2 * 1024 * 1024 * 1024, "MAX_ORG_BYTES"),
    },
  };
}

function readPort(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got "${value}"`);
  return port;
}

function readPositive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  return number;
}

function readNonNegative(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`${name} must be a number of at least 0, got "${value}"`);
  return number;
}

/** At least 2: the reaper holds one connection (its lock) while it works through another. */
function readPoolSize(value: string | undefined): number {
  const size = Number(value ?? 10);
  if (!Number.isInteger(size) || size < 2 || size > 1000) throw new Error(`DATABASE_POOL_SIZE must be a whole number from 2 to 1000, not "${value}"`);
  return size;
}
