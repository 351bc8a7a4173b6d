// World control's costs (docs/worlds.md), in-process: forking a world of N records (the store writes one
// row; the fork's in-memory copy is made from the source's), and restoring it to a checkpoint after a
// handful of writes (a restore costs what changed since).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createService } from "../../core/service.ts";
import { bootstrapFirstStart } from "../../core/bootstrap.ts";
import { createLogger } from "../../core/log/logger.ts";
import { benchConfig } from "./bench-config.ts";
import { timeCalls } from "./stats.ts";

export interface WorldControlCost { records: number; fork: { p50: number; p99: number }; restore: { p50: number; p99: number }; changedPerRestore: number }

const CHANGES = 10;

export async function measureWorldControl(records: number, runs: number): Promise<WorldControlCost> {
  const dataDir = mkdtempSync(join(tmpdir(), "understudy-bench-worlds-"));
  const service = await createService(benchConfig(dataDir), { log: createLogger("silent") });
  try {
    const { key } = (await bootstrapFirstStart(service))!;
    const control = async (path: string, body?: unknown) => {
      const response = await service.controlApp.handle(new Request(`http://localhost${path}`, { method: "POST", headers: { authorization: `Bearer ${key}` }, body: body === undefined ? undefined : JSON.stringify(body) }));
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const seed = { Account: Array.from({ length: records }, (_, i) => ({ Name: `Account ${i}`, Industry: i % 2 ? "Retail" : "Energy" })) };
    const { snapshotId, url } = await control("/providers/salesforce/create-snapshot", { seed, ttl: "1h" });
    await control(`/api/v1/worlds/${snapshotId}/checkpoints`, { name: "base" });
    const fork = await timeCalls(runs, 3, async () => void (await control(`/api/v1/worlds/${snapshotId}/fork`, { ttl: "5m" })));

    // Each restore undoes CHANGES updates made since the checkpoint.
    const ids = (await (await service.mockApp.handle(new Request(`${url.replace(/\/$/, "")}/services/data/v60.0/query?q=${encodeURIComponent(`SELECT Id FROM Account LIMIT ${CHANGES}`)}`, {
      headers: { authorization: "Bearer bench" },
    }))).json()).records.map((r: { Id: string }) => r.Id);
    let round = 0;
    const samples: number[] = [];
    for (let i = 0; i < runs + 3; i++) {
      for (const id of ids)
        await service.mockApp.handle(new Request(`${url.replace(/\/$/, "")}/services/data/v60.0/sobjects/Account/${id}`, {
          method: "PATCH", headers: { authorization: "Bearer bench", "content-type": "application/json" }, body: JSON.stringify({ Description: `round ${round++}` }),
        }));
      const started = performance.now();
      await control(`/api/v1/worlds/${snapshotId}/checkpoints/base/restore`);
      if (i >= 3) samples.push(performance.now() - started);
    }
    samples.sort((a, b) => a - b);
    const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
    return { records, fork: { p50: fork.p50, p99: fork.p99 }, restore: { p50: at(0.5), p99: at(0.99) }, changedPerRestore: ids.length };
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) for (const n of [1000, 10000]) console.log(JSON.stringify(await measureWorldControl(n, 10)));
