/** The q-quantile of ascending samples; NaN when there are none (like a mean of nothing). */
export function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

/** The median of the samples; NaN when there are none. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** Times `runs` sequential calls after `warmup` untimed ones; returns p50 and p99 in ms. */
export async function timeCalls(runs: number, warmup: number, call: () => Promise<void>): Promise<{ p50: number; p99: number; runs: number }> {
  for (let i = 0; i < warmup; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), runs };
}
