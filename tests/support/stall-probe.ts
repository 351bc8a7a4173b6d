import { expect } from "bun:test";

/** One address another client keeps asking while an attack runs; every answer must be 200. */
export interface ProbeTarget {
  url: string;
  init?: RequestInit;
}

/**
 * Runs `attack` while each target is fetched every `everyMs` (one loop per target, started `leadMs`
 * before the attack): how long the slowest probe answer took, and the attack itself. What the stall
 * suites measure: no attack may keep another client waiting. The probe runs in a worker thread
 * (stall-probe-worker.ts), so the attacking client's own work in this thread is not counted as the service's.
 */
export async function probeDuring(
  targets: ProbeTarget[],
  attack: () => Promise<unknown>,
  { everyMs = 20, leadMs = 60 }: { everyMs?: number; leadMs?: number } = {},
): Promise<{ slowestMs: number; attackMs: number }> {
  const worker = new Worker(new URL("./stall-probe-worker.ts", import.meta.url));
  const next = () => new Promise<any>((resolve) => worker.addEventListener("message", (event) => resolve(event.data), { once: true }));
  try {
    const started = next();
    worker.postMessage({ start: { targets: targets.map(onTheWire), everyMs } });
    await started;
    await Bun.sleep(leadMs);
    const begun = performance.now();
    let failed: { error: unknown } | undefined;
    try {
      await attack();
    } catch (error) {
      failed = { error };
    }
    const attackMs = performance.now() - begun;
    const report = next();
    worker.postMessage({ stop: true });
    const { slowestMs, failures } = await report;
    if (failed) throw failed.error;
    expect(failures).toEqual([]);
    return { slowestMs, attackMs };
  } finally {
    worker.terminate();
  }
}

/** A target as plain data a worker can receive: its method, headers and body as text. */
function onTheWire({ url, init = {} }: ProbeTarget): { url: string; method: string; headers: Record<string, string>; body?: string } {
  const headers = Object.fromEntries(new Headers(init.headers));
  if (init.body instanceof URLSearchParams && !headers["content-type"]) headers["content-type"] = "application/x-www-form-urlencoded;charset=UTF-8";
  if (init.body !== undefined && init.body !== null && typeof init.body !== "string" && !(init.body instanceof URLSearchParams))
    throw new Error("a probe's body must be text or URLSearchParams");
  return { url, method: init.method ?? "GET", headers, ...(init.body === undefined || init.body === null ? {} : { body: String(init.body) }) };
}

/**
 * probeDuring, run once more when the slowest probe missed `budgetMs` by less than 4x (as the generated
 * suite does, run-cases.ts): other load on a 2-core machine slows the probe too, while a real stall
 * misses by far. The attack must be safe to repeat. The better of the two runs is returned.
 */
export async function probeDuringRetried(
  targets: ProbeTarget[],
  attack: () => Promise<unknown>,
  budgetMs: number,
  options?: { everyMs?: number; leadMs?: number },
): Promise<{ slowestMs: number; attackMs: number }> {
  const first = await probeDuring(targets, attack, options);
  if (first.slowestMs < budgetMs || first.slowestMs >= 4 * budgetMs) return first;
  const again = await probeDuring(targets, attack, options);
  return again.slowestMs < first.slowestMs ? again : first;
}
