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

/**
 * Starts the bystander's loops in a worker thread (probe-worker.ts), so the attacking client's own work in
 * this thread is not timed as the service's. Samples arrive as the worker takes them, on this thread's clock.
 */
export function startProbe(target: Pick<StallTarget, "service" | "probeKey" | "probeWorld">): Probe {
  const samples: ProbeSample[] = [];
  const inFlight = new Map<string, number>();
  const local = (absolute: number) => absolute - performance.timeOrigin;
  const worker = new Worker(new URL("./probe-worker.ts", import.meta.url));
  let stopped: (() => void) | undefined;
  worker.onmessage = (event: MessageEvent) => {
    const m = event.data as { type: "start" | "end" | "stopped"; what: string; start: number; end: number; status: number };
    if (m.type === "start") inFlight.set(m.what, local(m.start));
    else if (m.type === "end") {
      inFlight.delete(m.what);
      samples.push({ what: m.what, start: local(m.start), end: local(m.end), status: m.status });
      // Old samples are no longer asked about; keep memory flat on long runs.
      if (samples.length > 20_000) samples.splice(0, 10_000);
    } else stopped?.();
  };
  worker.postMessage({
    start: [
      ["control /providers/list", `${target.service.controlUrl}/providers/list`, { authorization: `Bearer ${target.probeKey}` }],
      ["own world query", `${target.probeWorld}/services/data/v67.0/query?q=SELECT+Id,Name+FROM+Account+LIMIT+5`, { authorization: "Bearer probe" }],
    ],
  });
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
      const done = new Promise<void>((resolve) => (stopped = resolve));
      worker.postMessage({ stop: true });
      await Promise.race([done, Bun.sleep(35_000)]);
      worker.terminate();
    },
  };
}
