import type { ServiceConfig } from "./config.ts";
import { openStore } from "./store/open-store.ts";
import type { Store } from "./store/types.ts";
import { BUILTIN_PROVIDERS_DIR, loadPacks } from "./pack/load-packs.ts";
import type { PackRegistry } from "./pack/loaded-pack.ts";
import { WorldRegistry } from "./world/world-registry.ts";
import { createWorldAddressing, type WorldAddressing } from "./mock/world-address.ts";
import { createMockApp } from "./mock/mock-app.ts";
import { createControlApp } from "./control/control-app.ts";
import { createLogger, type Logger } from "./log/logger.ts";
import { McpSessions } from "./mcp/mcp-sessions.ts";
import { BUILTIN_PLUGINS_DIR, loadGraders, type GraderRegistry } from "./grading/load-graders.ts";
import { warmModuleFingerprints } from "./pack/module-fingerprint.ts";
import { DatasetChecks } from "./evals/check-dataset.ts";
import { createGradingPool, type GradingPool } from "./grading/grading-pool.ts";
import { setWorkBudgetMs } from "./pack/work-budget.ts";

export interface Service {
  config: ServiceConfig;
  store: Store;
  packs: PackRegistry;
  worlds: WorldRegistry;
  addressing: WorldAddressing;
  sessions: McpSessions;
  graders: GraderRegistry;
  /** Worker threads the plugins grade in (GRADING_WORKERS, GRADING_BUDGET_MS). */
  grading: GradingPool;
  settings: ServiceConfig["evals"];
  limits: ServiceConfig["limits"];
  /** Dataset checks running in the background, and the last few finished ones. */
  checks: DatasetChecks;
  log: Logger;
  controlApp: ReturnType<typeof createControlApp>;
  mockApp: ReturnType<typeof createMockApp>;
  /** Waits for pending commits, then closes the store. */
  close(): Promise<void>;
}

export interface ServiceOptions {
  now?: () => number;
  /** A store to use instead of the embedded one (tests inject failures this way). */
  store?: Store;
  log?: Logger;
  packs?: PackRegistry;
  /** A grading pool to share (tests reuse warm workers across services); the service then leaves it open on close. */
  grading?: GradingPool;
}

/** Wires the store, packs, worlds and both planes; opens no port (see main.ts for that). */
export async function createService(config: ServiceConfig, options: ServiceOptions = {}): Promise<Service> {
  const log = options.log ?? createLogger(config.logLevel);
  setWorkBudgetMs(config.limits.workBudgetMs);
  const store = options.store ?? (await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }, log, { max: config.databasePoolSize }));
  const packs = options.packs ?? (await loadPacks(BUILTIN_PROVIDERS_DIR, config.extraPacks));
  await warmUpPacks(packs, log);
  const worlds = new WorldRegistry(store, packs, options.now, log, { worldBytes: config.limits.worldBytes, orgBytes: config.limits.orgBytes });
  const addressing = createWorldAddressing({ mockPublicUrl: config.mockPublicUrl, mockDomain: config.mockDomain });
  const graders = await loadGraders(BUILTIN_PLUGINS_DIR, config.extraPacks);
  // Run manifests name each pack's and plugin's source hash: read and hashed here, once per process (~30 ms).
  warmModuleFingerprints([...packs.list().map((pack) => pack.source), ...graders.names().map((name) => graders.get(name)!.source)]);
  const { limits } = config;
  const grading = options.grading ?? createGradingPool({
    workers: limits.gradingWorkers, budgetMs: limits.gradingBudgetMs, pluginsDir: BUILTIN_PLUGINS_DIR, extraPlugins: config.extraPacks,
    packSources: packs.list().map((pack) => pack.source),
  });
  const sessions = new McpSessions({ perWorld: limits.mcpSessionsPerWorld, idleMs: limits.mcpSessionIdleMs }, log);
  const mockApp = createMockApp({ packs, worlds, addressing, sessions, log, limits });
  const mockHandle = async (request: Request) => mockApp.handle(request);
  const deps = { store, packs, worlds, addressing, log, graders, grading, settings: config.evals, limits: config.limits, mockHandle };
  const checks = new DatasetChecks(deps);
  return {
    ...deps,
    checks,
    sessions,
    config,
    controlApp: createControlApp({ ...deps, checks, dataDir: config.dataDir, publicUrl: config.publicUrl, consoleSessionMs: config.consoleSessionMs }),
    mockApp,
    close: async () => {
      checks.stop();
      if (!options.grading) grading.close();
      await worlds.commits.drain();
      await store.close();
    },
  };
}

/** Each pack's warmUp, before the listeners open: a slow first use is paid here, not by a tenant. */
async function warmUpPacks(packs: PackRegistry, log: Logger): Promise<void> {
  for (const pack of packs.list()) {
    try {
      await pack.def.warmUp?.();
    } catch (error) {
      log.warn("packs", `${pack.def.slug}: warm-up failed (${(error as Error).message}); its first requests will be slower`);
    }
  }
}
