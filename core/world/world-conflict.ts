/**
 * Another node (or another process on the same SQLite file) committed a change to this world first:
 * this node's copy is stale. The request runs again on the stored state; the client never sees it
 * unless it keeps happening (then a 503 with Retry-After in the surface's shape: mock-faults.ts).
 */
export class WorldConflict extends Error {
  constructor(readonly worldId: string) {
    super(`World ${worldId} was changed by another node at the same time; retry the request.`);
    this.name = "WorldConflict";
  }
}

/**
 * Attempts a request gets when other nodes keep committing to its world first. Each lost race still
 * lets one node's whole batch through, so a handful of attempts serves any realistic contention; the
 * random pause keeps the losers from colliding again in step.
 */
const MAX_ATTEMPTS = 8;

/**
 * Runs `attempt` until it does not lose a race to another node (WorldConflict), with a short random
 * pause between tries; after the last lost race the conflict is thrown. Every surface (REST, MCP)
 * retries through here.
 */
export async function retryOnConflict<T>(attempt: (n: number) => Promise<T>, onRetry?: (n: number) => void): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      if (!(error instanceof WorldConflict) || n >= MAX_ATTEMPTS) throw error;
      onRetry?.(n + 1);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * n));
    }
  }
}
