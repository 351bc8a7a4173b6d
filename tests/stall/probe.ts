// The bystander: a second organization polling the control plane (`/providers/list`) and a read in its
// own snapshot every ~20 ms, each sample kept with when it started and ended, so the slowest answer
// during any window (an attack and its settling time) can be read afterwards.
import type { StallTarget } from "./stall-target.ts";

export interface ProbeSample { what: string; start: number; end: number; status: number }

export interface Probe {
  /** The slowest sample that overlapped [from, to] (a sample still in flight counts up to now). */
  slowestDuring(from: number, to: number): { ms: number; what: string; status: number };
  /** Waits until every sample that started before `time` has ended, or `limitMs` passed. */
  settled(time: number, limitMs: number): Promise<void>;
  /** Statuses other than 200 seen so far. */
  failures(): ProbeSample[];
  stop(): Promise<void>;
}

const INTERVAL_MS = 20;
// A probe answer slower than this is recorded as such and the loop moves on (the attack froze the process).
const PROBE_TIMEOUT_MS = 30_000;

export function startProbe(target: Pick<StallTarget, "service" | "probeKey" | "probeWorld">): Probe {
  const samples: ProbeSample[] = [];
  const inFlight = new Map<string, number>();
  let running = true;
  const targets: [string, string, RequestInit][] = [
    ["control /providers/list", `${target.service.controlUrl}/providers/list`, { headers: { authorization: `Bearer ${target.probeKey}` } }],
    ["own world query", `${target.probeWorld}/services/data/v67.0/query?q=SELECT+Id,Name+FROM+Account+LIMIT+5`, { headers: { authorization: "Bearer probe" } }],
  ];
  const loop = async ([what, url, init]: [string, string, RequestInit]) => {
    while (running) {
      const start = performance.now();
      inFlight.set(what, start);
      let status = 0;
      try {
        const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0; // no answer (refused while the service restarts, or timed out)
      }
      inFlight.delete(what);
      samples.push({ what, start, end: performance.now(), status });
      // Old samples are no longer asked about; keep memory flat on long runs.
      if (samples.length > 20_000) samples.splice(0, 10_000);
      await Bun.sleep(INTERVAL_MS);
    }
  };
  const loops = targets.map(loop);
  return {
    slowestDuring(from, to) {
      let slowest = { ms: 0, what: "", status: 200 };
      for (const s of samples) if (s.end >= from && s.start <= to && s.end - s.start > slowest.ms) slowest = { ms: s.end - s.start, what: s.what, status: s.status };
      const now = performance.now();
      for (const [what, start] of inFlight) if (start <= to && now - start > slowest.ms) slowest = { ms: now - start, what, status: 0 };
      return slowest;
    },
    async settled(time, limitMs) {
      const deadline = performance.now() + limitMs;
      while ([...inFlight.values()].some((start) => start < time) && performance.now() < deadline) await Bun.sleep(5);
    },
    failures: () => samples.filter((s) => s.status !== 200),
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
