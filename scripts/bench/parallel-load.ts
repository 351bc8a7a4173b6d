import { loadTool, measureLoad, parseWrkOutput, wrkCommand, type LoadResult, type LoadTarget } from "./load.ts";
import { median } from "./stats.ts";

/**
 * One load spread over several nodes at once (a load balancer's round robin, without one): wrk per
 * target, started together, `connections` split evenly; throughput is the sum, latency the worst
 * node's. With a single target, or without wrk, it is plain measureLoad.
 */
export async function measureLoadAcross(targets: LoadTarget[], seconds: number, connections: number, reps: number): Promise<LoadResult> {
  if (targets.length === 1 || loadTool() !== "wrk") return measureLoad(targets[0]!, seconds, connections, reps);
  const runs: LoadResult[] = [];
  for (let i = 0; i < reps; i++) {
    const each = await Promise.all(targets.map((target) => runWrk(target, seconds, Math.max(1, Math.floor(connections / targets.length)))));
    runs.push({
      tool: "wrk",
      requests: each.reduce((sum, r) => sum + r.requests, 0),
      errors: each.reduce((sum, r) => sum + r.errors, 0),
      rps: each.reduce((sum, r) => sum + r.rps, 0),
      p50: Math.max(...each.map((r) => r.p50)),
      p99: Math.max(...each.map((r) => r.p99)),
    });
  }
  const mid = median(runs.map((r) => r.rps));
  return runs.find((r) => r.rps === mid)!;
}

async function runWrk(target: LoadTarget, seconds: number, connections: number): Promise<LoadResult> {
  // One thread per node's wrk: two of them already fill this machine's cores beside the service.
  const proc = Bun.spawn(wrkCommand(target, seconds, connections, 1), { stdout: "pipe" });
  const out = await new Response(proc.stdout).text();
  await proc.exited;
  return parseWrkOutput(out);
}
