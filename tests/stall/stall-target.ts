// What the stall cases run against: a real service process (SQLite, or PostgreSQL with a database URL),
// an attacking organization (the first-start key) holding one big world per installed pack, and a
// second organization, made with the administration CLI as an operator would, that the probe speaks for.
import { resolve } from "node:path";
import { loadConfig } from "../../core/config.ts";
import { BUILTIN_PROVIDERS_DIR, loadPacks } from "../../core/pack/load-packs.ts";
import { startServiceProcess, type ServiceProcess } from "../support/service-process.ts";
import { bigSeed } from "./big-worlds.ts";

const ROOT = resolve(import.meta.dir, "../..");

export interface StallTarget {
  service: ServiceProcess;
  /** The attacking organization's key (the first-start one). */
  attackerKey: string;
  /** The second organization's key, used by the probe only. */
  probeKey: string;
  /** The probe's own small world (a salesforce snapshot of the second organization). */
  probeWorld: string;
  /** Each installed pack's big world, by slug: the snapshot's url. */
  worlds: Record<string, string>;
  /** Each installed pack's example seed, by slug (path params and bodies are drawn from it). */
  examples: Record<string, Record<string, unknown>>;
  /** Installed pack slugs and their kinds. */
  kinds: Record<string, "api" | "ui">;
  seedRows: number;
  close(): Promise<void>;
}

export interface TargetOptions {
  /** PostgreSQL for the store; SQLite in a temporary DATA_DIR when absent. */
  databaseUrl?: string;
  /** Extra environment for the service (limits, LOG_LEVEL). */
  env?: Record<string, string>;
  /** Rows of each big world; MAX_SEED_ROWS (as the service reads it) when absent. */
  seedRows?: number;
}

/** Runs the administration CLI against the service's store, as an operator would while it runs. */
function cli(service: ServiceProcess, env: Record<string, string>, ...args: string[]): string {
  const run = Bun.spawnSync([process.execPath, "core/cli/main.ts", ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: service.dataDir, ...env }, stdout: "pipe", stderr: "pipe" });
  if (run.exitCode !== 0) throw new Error(`understudy ${args.join(" ")} failed: ${run.stderr.toString()}`);
  return run.stdout.toString();
}

async function createSnapshot(service: ServiceProcess, key: string, slug: string, seed: unknown): Promise<string> {
  const response = await fetch(`${service.controlUrl}/providers/${slug}/create-snapshot`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify({ seed: { [slug]: seed }, ttl: "1d" }),
  });
  if (response.status !== 200) throw new Error(`create-snapshot ${slug} ${response.status}: ${(await response.text()).slice(0, 500)}`);
  return ((await response.json()) as { url: string }).url.replace(/\/+$/, "");
}

/** A second organization with every provider granted and a key, made with the CLI; its key. */
export function createSecondOrganization(service: ServiceProcess, env: Record<string, string>): string {
  const name = `stall-probe-${crypto.randomUUID().slice(0, 8)}`;
  cli(service, env, "org", "create", name, "--grant-all");
  return cli(service, env, "key", "create", name).trim().split("\n").at(-1)!.trim();
}

export async function startStallTarget(options: TargetOptions = {}): Promise<StallTarget> {
  const storeEnv: Record<string, string> = options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {};
  const env = { LOG_LEVEL: "warn", ...options.env, ...storeEnv };
  const service = await startServiceProcess(env);
  try {
    const seedRows = options.seedRows ?? loadConfig(env).limits.seedRows;
    const probeKey = createSecondOrganization(service, env);
    const installed = ((await (await fetch(`${service.controlUrl}/providers/list`, { headers: { authorization: `Bearer ${service.key}` } })).json()) as { providers: string[] }).providers;
    const registry = await loadPacks(BUILTIN_PROVIDERS_DIR, []);
    const worlds: Record<string, string> = {};
    const examples: Record<string, Record<string, unknown>> = {};
    const kinds: Record<string, "api" | "ui"> = {};
    for (const slug of installed) {
      const pack = registry.get(slug);
      if (!pack) continue;
      examples[slug] = (pack.def.seed.example ?? {}) as Record<string, unknown>;
      kinds[slug] = pack.def.kind as "api" | "ui";
      worlds[slug] = await createSnapshot(service, service.key, slug, bigSeed(slug, examples[slug]!, seedRows));
    }
    const probeWorld = await createSnapshot(service, probeKey, "salesforce", { Account: [{ Name: "Bystander" }] });
    return { service, attackerKey: service.key, probeKey, probeWorld, worlds, examples, kinds, seedRows, close: () => service.close() };
  } catch (error) {
    await service.close();
    throw error;
  }
}
