// The console's costs (docs/console.md): its first page in a fresh process once the script is built
// (HTML, script and stylesheet, signed in), how long a process takes to answer /health beside it, and
// a run page of 500 tasks, rendered from the API in process.
import { resolve } from "node:path";
import { startServiceProcess } from "../../tests/support/service-process.ts";
import { BENCH_ENV } from "./bench-config.ts";
import { benchDataset } from "./eval-throughput.ts";
import { timeCalls } from "./stats.ts";

const ROOT = resolve(import.meta.dir, "../..");

export interface ConsoleCost { healthMs: number; firstPageMs: number; warmPage: { p50: number; p99: number }; runPage: { p50: number; p99: number }; runPageBytes: number; tasks: number }

/** Signs in as a browser does (the form's token matched against its cookie); the session cookie. */
export async function consoleSession(base: string, key: string): Promise<string> {
  const form = await fetch(`${base}/console/sign-in`);
  const token = /name="_csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? "";
  const answer = await fetch(`${base}/console/sign-in`, {
    method: "POST", redirect: "manual",
    headers: { cookie: `understudy_sign_in=${token}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ _csrf: token, key, next: "/console/runs" }),
  });
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith("understudy_session="));
  if (answer.status !== 303 || !cookie) throw new Error(`console sign-in answered ${answer.status}`);
  return cookie.split(";")[0]!;
}

/** A page and the assets it names, as a browser with an empty cache loads them. */
async function loadPage(base: string, path: string, cookie: string): Promise<number> {
  const html = await (await fetch(`${base}${path}`, { headers: { cookie } })).text();
  const assets = [...html.matchAll(/(?:href|src)="(\/console\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  await Promise.all(assets.map(async (asset) => (await fetch(`${base}${asset}`)).arrayBuffer()));
  return html.length;
}

export async function measureConsole(tasks: number, runs: number): Promise<ConsoleCost> {
  // The first process builds the script (or finds it built); the measured one starts with it on disk.
  const first = await startServiceProcess({ LOG_LEVEL: "warn", ...BENCH_ENV });
  await loadPage(first.controlUrl, "/console/runs", await consoleSession(first.controlUrl, first.key));
  await first.close();
  const spawned = performance.now();
  const service = await startServiceProcess({ LOG_LEVEL: "warn", ...BENCH_ENV });
  try {
    const healthMs = performance.now() - spawned;
    const started = performance.now();
    const cookie = await consoleSession(service.controlUrl, service.key);
    await loadPage(service.controlUrl, "/console/runs", cookie);
    const firstPageMs = performance.now() - started;
    const warmPage = await timeCalls(runs, 3, async () => void (await loadPage(service.controlUrl, "/console/runs", cookie)));
    const headers = { authorization: `Bearer ${service.key}` };
    await fetch(`${service.controlUrl}/api/v1/datasets/bench-console`, { method: "PUT", headers, body: JSON.stringify(benchDataset(tasks)) });
    const { runId } = await (await fetch(`${service.controlUrl}/api/v1/evals`, { method: "POST", headers, body: JSON.stringify({ commit: "c".repeat(40), dataset: "bench-console" }) })).json();
    const drained = Bun.spawnSync(["node", "scripts/bench/eval-drain.mjs", service.controlUrl, service.key, runId, "8"], { cwd: ROOT, stderr: "pipe" });
    if (drained.exitCode !== 0) throw new Error(`drain failed: ${drained.stderr.toString()}`);
    let runPageBytes = 0;
    const runPage = await timeCalls(runs, 2, async () => void (runPageBytes = (await (await fetch(`${service.controlUrl}/console/runs/${runId}`, { headers: { cookie } })).text()).length));
    return { healthMs, firstPageMs, warmPage, runPage, runPageBytes, tasks };
  } finally {
    await service.close();
  }
}
