import { expect } from "bun:test";

/** One address another client keeps asking while an attack runs; every answer must be 200. */
export interface ProbeTarget {
  url: string;
  init?: RequestInit;
}

/**
 * Runs `attack` while each target is fetched every `everyMs` (one loop per target, started `leadMs`
 * before the attack): how long the slowest probe answer took, and the attack itself. What the stall
 * suites measure: no attack may keep another client waiting.
 */
export async function probeDuring(
  targets: ProbeTarget[],
  attack: () => Promise<unknown>,
  { everyMs = 20, leadMs = 60 }: { everyMs?: number; leadMs?: number } = {},
): Promise<{ slowestMs: number; attackMs: number }> {
  let slowestMs = 0;
  let running = true;
  const probe = async ({ url, init }: ProbeTarget) => {
    while (running) {
      const started = performance.now();
      expect((await fetch(url, init)).status).toBe(200);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      await Bun.sleep(everyMs);
    }
  };
  const probes = targets.map(probe);
  await Bun.sleep(leadMs);
  const started = performance.now();
  try {
    await attack();
  } finally {
    running = false;
    await Promise.all(probes);
  }
  return { slowestMs, attackMs: performance.now() - started };
}
