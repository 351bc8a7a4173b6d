import type { EvalDeps } from "./eval-deps.ts";
import { finishRunIfDrained } from "./finish-run.ts";
import type { RunRow } from "./types.ts";

/**
 * Leases past their expiry lose their world and requeue the task (a fresh world next time), up to the
 * attempt limit; then the task is an infrastructure error, still counted in the run.
 */
export function expireLeases(deps: EvalDeps, run: RunRow): number {
  const now = deps.worlds.now();
  let expired = 0;
  for (const task of deps.store.evals.listExpiredLeases(run.id, now)) {
    if (task.worldId) deps.worlds.remove(task.worldId);
    const exhausted = task.attempts >= deps.settings.maxAttempts;
    deps.store.evals.updateTaskResult({
      ...task,
      status: exhausted ? "error" : "queued",
      leaseId: exhausted ? task.leaseId : null,
      leaseExpiresAt: null,
      worldId: null,
      error: exhausted ? `Infrastructure: the lease expired ${task.attempts} times without completion (no heartbeat within ${deps.settings.leaseMs / 1000} s); not graded.` : task.error,
    });
    deps.log.warn("eval", `run ${run.id} task ${task.task.id}: lease expired (attempt ${task.attempts}), ${exhausted ? "giving up" : "requeued"}`);
    expired++;
  }
  if (expired) finishRunIfDrained(deps, run.id);
  return expired;
}

/** The reaper's pass over every running run. */
export function expireAllLeases(deps: EvalDeps): number {
  return deps.store.evals.listRunningRuns().reduce((sum, run) => sum + expireLeases(deps, run), 0);
}
