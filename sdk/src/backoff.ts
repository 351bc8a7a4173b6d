export const BACKOFF_CEILING_MS = 30_000;

/**
 * Full-jitter exponential backoff: a random delay up to 500 ms * 2^attempt, capped at 30 s, so many
 * workers retrying at once spread out instead of hammering the service together.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CEILING_MS, 500 * 2 ** attempt);
  return Math.max(100, Math.floor(random() * ceiling));
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
  });
}
