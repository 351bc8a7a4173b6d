import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { median } from "./stats.ts";

export interface LoadTarget { url: string; method?: "GET" | "POST"; body?: string; headers?: Record<string, string> }
export interface LoadResult { tool: string; requests: number; errors: number; rps: number; p50: number; p99: number }

const CLIENT = resolve(import.meta.dir, "load-client.ts");

let tool: "wrk" | "bun-fetch-client" | undefined;

/**
 * The load generator, chosen once: wrk, installed from Debian's package when missing and running as
 * root (the bun client's own cost on these 2 cores would count against the service), else the bun
 * client. Prints which one measures.
 */
export function loadTool(): "wrk" | "bun-fetch-client" {
  if (tool) return tool;
  if (!Bun.which("wrk") && process.getuid?.() === 0 && Bun.which("apt-get")) {
    console.error("bench: wrk is missing; installing Debian's package (apt-get install wrk)");
    Bun.spawnSync(["sh", "-c", "apt-get update -qq && apt-get install -y -qq wrk"], { stdout: "ignore", stderr: "inherit" });
  }
  tool = Bun.which("wrk") ? "wrk" : "bun-fetch-client";
  console.error(tool === "wrk" ? "bench: load measured by wrk" : "bench: wrk is not installed (run as root to install it); load measured by the bun fetch client");
  return tool;
}

/** `reps` runs of `seconds` each; the median run by throughput is kept, so one noisy run cannot skew it. */
export async function measureLoad(target: LoadTarget, seconds: number, connections: number, reps: number): Promise<LoadResult> {
  const runs: LoadResult[] = [];
  for (let i = 0; i < reps; i++) runs.push(loadTool() === "wrk" ? runWrk(target, seconds, connections) : runClient(target, seconds, connections));
  const mid = median(runs.map((r) => r.rps));
  return runs.find((r) => r.rps === mid)!;
}

function runClient(target: LoadTarget, seconds: number, connections: number): LoadResult {
  const proc = Bun.spawnSync([process.execPath, CLIENT, JSON.stringify({ ...target, seconds, connections })]);
  if (proc.exitCode !== 0) throw new Error(`load client failed: ${proc.stderr.toString()}`);
  return { tool: "bun-fetch-client", ...JSON.parse(proc.stdout.toString()) };
}

function runWrk(target: LoadTarget, seconds: number, connections: number): LoadResult {
  return parseWrkOutput(Bun.spawnSync(wrkCommand(target, seconds, connections, 2)).stdout.toString());
}

/** wrk's command line for a target, its method, body and headers in a Lua script. */
export function wrkCommand(target: LoadTarget, seconds: number, connections: number, threads: number): string[] {
  const script = join(mkdtempSync(join(tmpdir(), "wrk-")), "request.lua");
  const headers = Object.entries(target.headers ?? {}).map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`);
  writeFileSync(script, [`wrk.method = ${JSON.stringify(target.method ?? "GET")}`, ...(target.body ? [`wrk.body = ${JSON.stringify(target.body)}`] : []), ...headers].join("\n"));
  return ["wrk", `-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--latency", "-s", script, target.url];
}

export function parseWrkOutput(out: string): LoadResult {
  const ms = (text: string | undefined) => {
    const m = /([\d.]+)(us|ms|s)/.exec(text ?? "");
    return m ? Number(m[1]) * (m[2] === "us" ? 0.001 : m[2] === "s" ? 1000 : 1) : NaN;
  };
  return {
    tool: "wrk",
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) + Number(/Socket errors: connect (\d+)/.exec(out)?.[1] ?? 0),
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    // The latency distribution's own lines: the thread stats' "+/- Stdev" column ("90.50%") must not match.
    p50: ms(/^\s*50%\s+(\S+)/m.exec(out)?.[1]),
    p99: ms(/^\s*99%\s+(\S+)/m.exec(out)?.[1]),
  };
}
