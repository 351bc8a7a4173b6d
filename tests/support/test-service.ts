import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, type ServiceConfig } from "../../core/config.ts";
import { createService, type Service } from "../../core/service.ts";
import { bootstrapFirstStart } from "../../core/bootstrap.ts";
import { createLogger } from "../../core/log/logger.ts";
import type { Store } from "../../core/store/types.ts";
import { createGradingPool, type GradingPool } from "../../core/grading/grading-pool.ts";
import { BUILTIN_PLUGINS_DIR } from "../../core/grading/load-graders.ts";
import { BUILTIN_PROVIDERS_DIR } from "../../core/pack/load-packs.ts";
import { moduleSources } from "../../core/pack/module-sources.ts";

/** The fixture packs every in-process test service loads besides the built-in ones. */
export const FIXTURE_PACKS = ["tests/fixtures/notes-pack/pack.ts", "tests/fixtures/board-ui-pack/pack.ts", "tests/fixtures/forms-pack/pack.ts"];

export interface TestService {
  service: Service;
  key: string;
  dataDir: string;
  clock: { now: number; advance(ms: number): void };
  control(path: string, init?: RequestInit & { key?: string | null }): Promise<Response>;
  mock(url: string, init?: RequestInit): Promise<Response>;
  createSnapshot(slug: string, body?: unknown): Promise<{ snapshotId: string; url: string; expiresAt: string; ttl: string; slug: string }>;
  restart(): Promise<TestService>;
  /** Waits for pending commits, closes the store and removes the data directory. */
  close(): Promise<void>;
}

/** Settings for a test service; `limits` may name only the limits a test changes. */
export type TestServiceOverrides = Partial<Omit<ServiceConfig, "limits">> & { limits?: Partial<ServiceConfig["limits"]> };

/** An in-process service on a temporary data directory, with a clock the test moves. */
export async function startTestService(
  overrides: TestServiceOverrides = {},
  existing?: { dataDir: string; key: string; clock: TestService["clock"] },
  wrapStore?: (dataDir: string) => Store,
): Promise<TestService> {
  const dataDir = existing?.dataDir ?? mkdtempSync(join(tmpdir(), "understudy-test-"));
  const clock = existing?.clock ?? { now: Date.parse("2026-11-21T12:00:00Z"), advance(ms: number) { this.now += ms; } };
  const defaults = loadConfig({});
  const config = { ...defaults, dataDir, mockPublicUrl: "http://localhost:4001", publicUrl: "http://localhost:4000", extraPacks: FIXTURE_PACKS, ...overrides, limits: { ...defaults.limits, ...overrides.limits } };
  const service = await createService(config, { now: () => clock.now, log: createLogger("silent"), store: wrapStore?.(dataDir), grading: sharedGradingPool(config) });
  const key = existing?.key ?? (await bootstrapFirstStart(service))!.key;

  const harness: TestService = {
    service, key, dataDir, clock,
    control: (path, init = {}) => {
      const headers = new Headers(init.headers);
      if (init.key !== null) headers.set("authorization", `Bearer ${init.key ?? key}`);
      return service.controlApp.handle(new Request(`http://localhost:4000${path}`, { ...init, headers }));
    },
    mock: (url, init = {}) => {
      const headers = new Headers(init.headers);
      if (!headers.has("authorization")) headers.set("authorization", "Bearer any-token");
      return service.mockApp.handle(new Request(url, { ...init, headers }));
    },
    async createSnapshot(slug, body = {}) {
      const response = await harness.control(`/providers/${slug}/create-snapshot`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
      if (response.status !== 200) throw new Error(`create-snapshot ${response.status}: ${await response.text()}`);
      return response.json();
    },
    async restart() {
      await service.close();
      return startTestService(overrides, { dataDir, key, clock });
    },
    async close() {
      await service.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

const gradingPools = new Map<string, GradingPool>();

/**
 * Grading workers load every plugin and pack (about two seconds): test services with the same packs and
 * grading settings share warm ones. Their threads never keep the test process alive.
 */
function sharedGradingPool(config: ServiceConfig): GradingPool {
  const { gradingWorkers: workers, gradingBudgetMs: budgetMs } = config.limits;
  const key = JSON.stringify([config.extraPacks, workers, budgetMs]);
  let pool = gradingPools.get(key);
  if (!pool) {
    const packSources = moduleSources(BUILTIN_PROVIDERS_DIR, "pack.ts", config.extraPacks);
    pool = createGradingPool({ workers, budgetMs, pluginsDir: BUILTIN_PLUGINS_DIR, extraPlugins: config.extraPacks, packSources });
    gradingPools.set(key, pool);
  }
  return pool;
}
