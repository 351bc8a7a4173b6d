// `npm run soak -- [--minutes N] [--database-url URL] [--rest-loops N] [--ttl 1m]`: starts a service
// process (SQLite in a temporary DATA_DIR, or PostgreSQL), then for N minutes (default 15) creates
// snapshots of every pack with short TTLs, drives REST and MCP traffic on them and eval runs end to end,
// while a second organization probes `/providers/list` every 20 ms. Prints a line per minute (the
// service's RSS and open handles, requests, 5xx, traffic p99, probe p50/p99/max) and exits 1 when RSS
// grew 10% or more from minute 2 to the end, the probe's p99 reached 50 ms, or anything answered 5xx.
import { loadConfig } from "../core/config.ts";
import { BUILTIN_PROVIDERS_DIR, loadPacks } from "../core/pack/load-packs.ts";
import { startServiceProcess } from "../tests/support/service-process.ts";
import { openHandles, quantile, rssMiB, servicePid } from "../tests/stall/process-stats.ts";
import { evalLoop, mcpLoop, newTally, restLoop, snapshotLoop, type Traffic } from "../tests/stall/soak-traffic.ts";
import { optionValue } from "../tests/stall/stall-options.ts";
import { createSecondOrganization } from "../tests/stall/stall-target.ts";

const argv = process.argv.slice(2);
const option = (name: string) => optionValue(argv, name);
const minutes = Number(option("--minutes") ?? 15);
const restLoops = Number(option("--rest-loops") ?? 2);
const ttl = option("--ttl") ?? "1m";
const databaseUrl = option("--database-url");
if (!Number.isFinite(minutes) || minutes <= 0 || !Number.isInteger(restLoops) || restLoops < 1) {
  console.error("usage: npm run soak -- [--minutes N] [--database-url URL] [--rest-loops N] [--ttl 1m]");
  process.exit(2);
}
const GROWTH_LIMIT = 0.1;
const PROBE_P99_LIMIT_MS = 50;

const env: Record<string, string> = { LOG_LEVEL: "warn", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
const service = await startServiceProcess(env);
const pid = servicePid();
if (!pid) throw new Error("could not find the service process under /proc");
const probeKey = createSecondOrganization(service, env);
const registry = await loadPacks(BUILTIN_PROVIDERS_DIR, loadConfig(env).extraPacks);
const examples = Object.fromEntries(registry.list().map((pack) => [pack.def.slug, (pack.def.seed.example ?? {}) as Record<string, unknown>]));

const endAt = Date.now() + minutes * 60_000;
const traffic: Traffic = { controlUrl: service.controlUrl, key: service.key, examples, ttl, tally: newTally(), running: () => Date.now() < endAt };
const probeWorker = new Worker(new URL("../tests/stall/soak-probe-worker.ts", import.meta.url));
probeWorker.postMessage({ start: { url: `${service.controlUrl}/providers/list`, key: probeKey } });
/** The probe's latencies since the last call (and how many answers were not 200). */
const takeProbe = () =>
  new Promise<{ latencies: number[]; failures: number; lastFailure: string }>((resolve) => {
    probeWorker.onmessage = (event) => resolve(event.data);
    probeWorker.postMessage({ take: true });
  });

console.log(`soak: ${minutes} min on ${databaseUrl ? "PostgreSQL" : "SQLite"}, service pid ${pid} (${service.controlUrl}, mock ${service.mockUrl}), packs ${Object.keys(examples).join(", ")}, snapshot TTL ${ttl}, ${restLoops} REST loop(s)`);
console.log("min    RSS MiB  handles  requests    4xx   5xx  no-answer  traffic p99  probe p50/p99/max ms  probe not-200");
const rss: number[] = [];
const probeP99s: number[] = [];
let allProbe: number[] = [];
let totals = { requests: 0, serverErrors: 0, noAnswer: 0 };
// A loop that throws is reported and counted; the others, and the figures, go on.
const guarded = (loop: Promise<unknown>) => loop.catch((error: Error) => void (traffic.tally.noAnswer++, (traffic.tally.lastProblem = `a traffic loop stopped: ${error.message}`)));
const loops = [snapshotLoop(traffic, 3_000), ...Array.from({ length: restLoops }, () => restLoop(traffic, 10)), mcpLoop(traffic, 25), evalLoop(traffic, 1_000)].map(guarded);
// The service is ours: stop it however the script ends.
process.on("exit", () => void service.kill("SIGKILL"));
for (let minute = 1; minute <= Math.ceil(minutes); minute++) {
  await Bun.sleep(Math.max(0, Math.min(endAt, Date.now() + 60_000) - Date.now()));
  const { tally } = traffic;
  const memory = rssMiB(pid);
  rss.push(memory);
  const { latencies: probe, failures: probeFailures, lastFailure } = await takeProbe();
  const p99 = quantile(probe, 0.99);
  probeP99s.push(p99);
  allProbe = allProbe.concat(probe);
  console.log(
    `${String(minute).padStart(3)} ${memory.toFixed(1).padStart(10)} ${String(openHandles(pid)).padStart(8)} ${String(tally.requests).padStart(9)} ${String(tally.clientErrors).padStart(6)} ${String(tally.serverErrors).padStart(5)} ${String(tally.noAnswer).padStart(10)} ${quantile(tally.latencies, 0.99).toFixed(1).padStart(12)}  ${`${quantile(probe, 0.5).toFixed(1)}/${p99.toFixed(1)}/${Math.max(0, ...probe).toFixed(1)}`.padEnd(21)} ${probeFailures}`,
  );
  if (probeFailures) console.log(`      probe's last answer other than 200: ${lastFailure}`);
  if (tally.last4xx) console.log(`      last 4xx: ${tally.last4xx}`);
  if (tally.last5xx) console.log(`      last 5xx: ${tally.last5xx}`);
  if (tally.lastProblem) console.log(`      last problem: ${tally.lastProblem.slice(0, 200)}`);
  totals = { requests: totals.requests + tally.requests, serverErrors: totals.serverErrors + tally.serverErrors, noAnswer: totals.noAnswer + tally.noAnswer };
  traffic.tally = newTally();
}
probeWorker.postMessage({ stop: true });
const results = await Promise.all(loops);
const evals = results.find((r): r is { runs: number; graded: number } => !!r && typeof r === "object" && "graded" in r);
probeWorker.terminate();
await service.close();

// Warm-up is the first two minutes: growth is measured from minute 2's figure to the last one.
const growth = rss.length >= 3 ? (rss.at(-1)! - rss[1]!) / rss[1]! : Number.NaN;
const p99 = quantile(allProbe, 0.99);
const failures = [
  Number.isFinite(growth) && growth >= GROWTH_LIMIT ? `RSS grew ${(growth * 100).toFixed(1)}% after warm-up (limit ${GROWTH_LIMIT * 100}%)` : "",
  p99 >= PROBE_P99_LIMIT_MS ? `probe p99 ${p99.toFixed(1)} ms (limit ${PROBE_P99_LIMIT_MS} ms)` : "",
  totals.serverErrors ? `${totals.serverErrors} answers were 5xx` : "",
].filter(Boolean);
console.log(`\n${totals.requests} requests, ${totals.serverErrors} 5xx, ${totals.noAnswer} without answer; ${evals?.runs ?? 0} eval runs, ${evals?.graded ?? 0} tasks graded`);
console.log(`RSS ${rss[0]?.toFixed(1)} MiB at minute 1, ${rss[1]?.toFixed(1) ?? "-"} at minute 2, ${rss.at(-1)?.toFixed(1)} at the end: growth after warm-up ${Number.isFinite(growth) ? `${(growth * 100).toFixed(1)}%` : "n/a (under 3 minutes)"}`);
console.log(`probe p99 over the run ${p99.toFixed(1)} ms (worst minute ${Math.max(...probeP99s).toFixed(1)} ms)`);
console.log(failures.length ? `FAIL: ${failures.join("; ")}` : "PASS");
process.exit(failures.length ? 1 : 0);
