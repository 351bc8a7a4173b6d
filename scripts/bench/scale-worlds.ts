// `bun scripts/bench/scale-worlds.ts <count>`: provisions <count> idle CRM worlds through the control
// plane in-process and prints JSON: worlds per second, and memory per world from RSS and heap deltas.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { benchConfig } from "./bench-config.ts";
import { createService } from "../../core/service.ts";
import { bootstrapFirstStart } from "../../core/bootstrap.ts";
import { createLogger } from "../../core/log/logger.ts";

const count = Number(process.argv[2] ?? 1000);
const dataDir = mkdtempSync(join(tmpdir(), "understudy-bench-scale-"));
const service = await createService(benchConfig(dataDir), { log: createLogger("silent") });
const { key } = (await bootstrapFirstStart(service))!;
const create = () =>
  service.controlApp.handle(new Request("http://localhost/providers/salesforce/create-snapshot", { method: "POST", headers: { authorization: `Bearer ${key}` }, body: "{}" }));
for (let i = 0; i < 50; i++) await (await create()).arrayBuffer();

Bun.gc(true);
const before = process.memoryUsage();
const started = performance.now();
for (let i = 0; i < count; i++) {
  const response = await create();
  if (response.status !== 200) throw new Error(`create-snapshot ${response.status}`);
  await response.arrayBuffer();
}
const seconds = (performance.now() - started) / 1000;
Bun.gc(true);
const after = process.memoryUsage();
console.log(JSON.stringify({
  count,
  worldsPerSecond: count / seconds,
  rssPerWorld: (after.rss - before.rss) / count,
  heapPerWorld: (after.heapUsed - before.heapUsed) / count,
  rssTotal: after.rss,
}));
await service.close();
rmSync(dataDir, { recursive: true, force: true });
