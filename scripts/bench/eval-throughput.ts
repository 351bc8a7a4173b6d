import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { benchConfig } from "./bench-config.ts";
import { createService } from "../../core/service.ts";
import { bootstrapFirstStart } from "../../core/bootstrap.ts";
import { createLogger } from "../../core/log/logger.ts";
import { loadDatasetFolder } from "../../core/evals/load-dataset-folder.ts";
import type { ServiceProcess } from "../../tests/support/service-process.ts";
import { percentile } from "./stats.ts";

const ROOT = resolve(import.meta.dir, "../..");

/** The example dataset's tasks, copied round-robin up to `count` (ids `<id>--<n>`). */
export function benchDataset(count: number) {
  const folder = loadDatasetFolder(join(ROOT, "examples/datasets/crm-basics"));
  const tasks = Array.from({ length: count }, (_, n) => {
    const task = folder.body.tasks[n % folder.body.tasks.length] as { id: string };
    return { ...task, id: `${task.id}--${n}` };
  });
  return { name: "Benchmark", tasks };
}

/** A run of `count` tasks drained by the SDK worker under Node at `concurrency`: tasks per second. */
export async function drainThroughput(service: ServiceProcess, count: number, concurrency: number): Promise<{ tasksPerSecond: number; resolved: number; total: number; workerCpuShare: number }> {
  const headers = { authorization: `Bearer ${service.key}` };
  await fetch(`${service.controlUrl}/api/v1/datasets/bench`, { method: "PUT", headers, body: JSON.stringify(benchDataset(count)) });
  const commit = crypto.randomUUID().replaceAll("-", "").slice(0, 12);
  const { runId } = await (await fetch(`${service.controlUrl}/api/v1/evals`, { method: "POST", headers, body: JSON.stringify({ commit, dataset: "bench" }) })).json();
  const spawned = performance.now();
  const drained = Bun.spawnSync(["node", "scripts/bench/eval-drain.mjs", service.controlUrl, service.key, runId, String(concurrency)], { cwd: ROOT, stderr: "pipe" });
  if (drained.exitCode !== 0) throw new Error(`drain failed: ${drained.stderr.toString()}`);
  const { tasks, seconds } = JSON.parse(drained.stdout.toString());
  const run = await (await fetch(`${service.controlUrl}/api/v1/evals/${runId}`, { headers })).json();
  // CPU the worker process used over its wall time: near 100% means the client side is the bound.
  const wall = (performance.now() - spawned) / 1000;
  const cpu = drained.resourceUsage ? Number(drained.resourceUsage.cpuTime.total) / 1e6 : NaN;
  return { tasksPerSecond: tasks / seconds, resolved: run.resolved, total: run.total, workerCpuShare: cpu / wall };
}

export interface ServiceTimes {
  /** Lease + complete, per task at trials 1 or per trial otherwise. */
  p50: number;
  mean: number;
  /** Kept final state per graded trial (trial_states), in bytes; 0 when none is kept. */
  stateBytesPerTrial: number;
  /** Regrading the finished run (POST .../regrade until it finishes), per trial graded. */
  regradeMsPerTrial: number;
}

/**
 * The service's own time per task (or per trial), in-process with no agent and no HTTP: lease (a fresh
 * world) plus complete (grading the world, keeping its final state, freeing it); then what the kept
 * states weigh and how long regrading the run takes.
 */
export async function serviceTimePerTask(count: number, options: { trials?: number; retentionDays?: number } = {}): Promise<ServiceTimes> {
  const dataDir = mkdtempSync(join(tmpdir(), "understudy-bench-eval-"));
  const config = benchConfig(dataDir);
  if (options.retentionDays !== undefined) config.evals = { ...config.evals, stateRetentionMs: options.retentionDays * 86_400_000 };
  const service = await createService(config, { log: createLogger("silent") });
  try {
    const { key } = (await bootstrapFirstStart(service))!;
    const call = async (method: string, path: string, body?: unknown) =>
      (await service.controlApp.handle(new Request(`http://localhost${path}`, { method, headers: { authorization: `Bearer ${key}` }, body: body === undefined ? undefined : JSON.stringify(body) }))).json();
    const trials = options.trials ?? 1;
    await call("PUT", "/api/v1/datasets/bench", benchDataset(Math.ceil(count / trials)));
    const { runId } = await call("POST", "/api/v1/evals", { commit: "abcdef12", dataset: "bench", trials });
    const times: number[] = [];
    for (;;) {
      const started = performance.now();
      const { task, lease } = await call("POST", `/api/v1/evals/${runId}/lease`, { model: "bench" });
      if (!task) break;
      await call("POST", `/api/v1/evals/${runId}/tasks/${task.taskResultId}/complete`, { leaseId: lease.leaseId });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const kept = await service.store.evals.listTrialStates(runId);
    const regradeStarted = performance.now();
    const regrade = await call("POST", `/api/v1/evals/${runId}/regrade`);
    while ((await call("GET", `/api/v1/evals/${regrade.runId}`)).status === "running") await Bun.sleep(1);
    const regradeMs = performance.now() - regradeStarted;
    return {
      p50: percentile(times, 0.5), mean: times.reduce((a, b) => a + b, 0) / times.length,
      stateBytesPerTrial: kept.length ? kept.reduce((sum, s) => sum + s.bytes, 0) / kept.length : 0,
      regradeMsPerTrial: regradeMs / Math.max(1, kept.length),
    };
  } finally {
    await service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Each figure's median over several rounds. */
export function medianTimes(rounds: ServiceTimes[]): ServiceTimes {
  const median = (pick: (t: ServiceTimes) => number) => {
    const values = rounds.map(pick).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  return { p50: median((t) => t.p50), mean: median((t) => t.mean), stateBytesPerTrial: median((t) => t.stateBytesPerTrial), regradeMsPerTrial: median((t) => t.regradeMsPerTrial) };
}
