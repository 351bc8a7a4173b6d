import { resolve } from "node:path";

export interface LoadResult { tool: string; requests: number; errors: number; rps: number; p50: number; p99: number }

const CLIENT = resolve(import.meta.dir, "load-client.ts");

/** Loads one URL for `seconds` with wrk when installed, else with the Bun load client in its own process. */
export async function runLoad(url: string, seconds: number, connections: number, header?: string): Promise<LoadResult> {
  if (Bun.which("wrk")) return runWrk(url, seconds, connections, header);
  const proc = Bun.spawnSync([process.execPath, CLIENT, url, String(seconds), String(connections), header ?? ""]);
  if (proc.exitCode !== 0) throw new Error(`load client failed: ${proc.stderr.toString()}`);
  return { tool: "bun-fetch-client", ...JSON.parse(proc.stdout.toString()) };
}

function runWrk(url: string, seconds: number, connections: number, header?: string): LoadResult {
  const args = ["wrk", "-t2", `-c${connections}`, `-d${seconds}s`, "--latency", ...(header ? ["-H", header] : []), url];
  const out = Bun.spawnSync(args).stdout.toString();
  const ms = (text: string | undefined) => {
    const m = /([\d.]+)(us|ms|s)/.exec(text ?? "");
    if (!m) return NaN;
    return Number(m[1]) * (m[2] === "us" ? 0.001 : m[2] === "s" ? 1000 : 1);
  };
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return {
    tool: "wrk",
    requests,
    errors: non2xx,
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: ms(/50%\s+(\S+)/.exec(out)?.[1]),
    p99: ms(/99%\s+(\S+)/.exec(out)?.[1]),
  };
}
