import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServiceProcess, type ServiceProcess } from "../../tests/support/service-process.ts";
import { freshPostgresDatabase } from "../../tests/support/postgres-database.ts";
import { BENCH_ENV } from "./bench-config.ts";
import { benchDataset } from "./eval-throughput.ts";
import { measureLoadAcross } from "./parallel-load.ts";
import type { LoadResult } from "./load.ts";
import { timeCalls } from "./stats.ts";

export interface StoreSetup { label: string; store: "sqlite" | "postgres"; nodes: number }
export interface StoreFigures {
  setup: StoreSetup;
  provision: { p50: number; p99: number };
  read: LoadResult;
  create: LoadResult;
  /** Two nodes or more: each node creating records in a world of its own (a world per agent, the usual case). */
  createOwnWorlds?: LoadResult;
  /** Leases granted per second by every node together (each one claims a task and provisions its world). */
  leasesPerSecond: number;
}

/**
 * The same measurements on each store and node count: provisioning, a record read and a record create
 * under load (spread over the nodes), and lease throughput. Two nodes on SQLite are two processes on
 * one data directory; on PostgreSQL, two processes on one fresh database, dropped afterwards.
 */
export async function measureStoreSetup(setup: StoreSetup, load: { seconds: number; connections: number; reps: number }, quick: boolean): Promise<StoreFigures | undefined> {
  const database = setup.store === "postgres" ? await freshPostgresDatabase() : undefined;
  if (setup.store === "postgres" && !database) return undefined;
  const dataDir = mkdtempSync(join(tmpdir(), "understudy-bench-store-"));
  const env = { LOG_LEVEL: "warn", EVAL_WORLD_LIMIT: "100000", ...BENCH_ENV, ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir }) };
  const nodes: ServiceProcess[] = [];
  try {
    // One after another: the first start makes the key, as a deployment's first node does.
    for (let i = 0; i < setup.nodes; i++) nodes.push(await startServiceProcess(env));
    const key = nodes.find((node) => node.key)!.key;
    const auth = { authorization: `Bearer ${key}`, "content-type": "application/json" };
    let turn = 0;
    const next = () => nodes[turn++ % nodes.length]!;
    const provision = await timeCalls(quick ? 40 : 150, 10, async () => {
      const answer = await fetch(`${next().controlUrl}/providers/salesforce/create-snapshot`, { method: "POST", headers: auth, body: JSON.stringify({ ttl: "1h" }) });
      if (!answer.ok) throw new Error(`create-snapshot ${answer.status}: ${await answer.text()}`);
      await answer.arrayBuffer();
    });
    const made = await (await fetch(`${nodes[0]!.controlUrl}/providers/salesforce/create-snapshot`, {
      method: "POST", headers: auth, body: JSON.stringify({ ttl: "2h", seed: { Account: [{ Id: "001000000000001AAA", Name: "Acme" }] } }),
    })).json() as { url: string };
    const worldPath = new URL(made.url).pathname;
    const headers = { Authorization: "Bearer bench", "Content-Type": "application/json" };
    const on = (path: string) => nodes.map((node) => `${node.mockUrl}${worldPath}${path}`);
    const read = await measureLoadAcross(on("/services/data/v67.0/sobjects/Account/001000000000001AAA").map((url) => ({ url, headers })), load.seconds, load.connections, load.reps);
    const create = await measureLoadAcross(on("/services/data/v67.0/sobjects/Account").map((url) => ({ url, method: "POST" as const, body: JSON.stringify({ Name: "Bench Co" }), headers })), load.seconds, load.connections, load.reps);
    let createOwnWorlds: LoadResult | undefined;
    if (nodes.length > 1) {
      const own = await Promise.all(nodes.map(async (node) => (await (await fetch(`${node.controlUrl}/providers/salesforce/create-snapshot`, { method: "POST", headers: auth, body: JSON.stringify({ ttl: "2h" }) })).json()) as { url: string }));
      createOwnWorlds = await measureLoadAcross(own.map((world, i) => ({ url: `${nodes[i]!.mockUrl}${new URL(world.url).pathname}/services/data/v67.0/sobjects/Account`, method: "POST" as const, body: JSON.stringify({ Name: "Bench Co" }), headers })), load.seconds, load.connections, load.reps);
    }
    const leasesPerSecond = await leaseThroughput(nodes, auth, quick ? 200 : 600);
    return { setup, provision, read, create, createOwnWorlds, leasesPerSecond };
  } finally {
    for (const node of nodes) await node.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

/** 16 clients lease from every node in turn until the run is drained: leases granted per second. */
async function leaseThroughput(nodes: ServiceProcess[], auth: Record<string, string>, count: number): Promise<number> {
  const control = nodes[0]!.controlUrl;
  await fetch(`${control}/api/v1/datasets/lease-bench`, { method: "PUT", headers: auth, body: JSON.stringify(benchDataset(count)) });
  const { runId } = await (await fetch(`${control}/api/v1/evals`, { method: "POST", headers: auth, body: JSON.stringify({ commit: "abcdef12", dataset: "lease-bench" }) })).json() as { runId: string };
  let granted = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: 16 }, async (_, client) => {
    for (let i = client; ; i++) {
      const node = nodes[i % nodes.length]!;
      const answer = await (await fetch(`${node.controlUrl}/api/v1/evals/${runId}/lease`, { method: "POST", headers: auth, body: JSON.stringify({ model: "bench" }) })).json() as { task: unknown };
      if (!answer.task) return;
      granted++;
    }
  }));
  if (granted !== count) throw new Error(`lease benchmark: ${granted} leases for ${count} tasks`);
  return granted / ((performance.now() - started) / 1000);
}
