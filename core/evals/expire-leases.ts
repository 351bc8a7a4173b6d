import type { EvalDeps } from "./eval-deps.ts";
import { finishRunIfDrained } from "./finish-run.ts";
import type { RunRow, TaskResultRow } from "./types.ts";

/**
 * Leases past their expiry lose their world and requeue the task (a fresh world next time), up to the
 * attempt limit; then the task is an infrastructure error, still counted in the run. In a cancelled
 * run an expired task is cancelled, not requeued.
 */
export function expireLeases(deps: EvalDeps, run: RunRow): number {
  const now = deps.worlds.now();
  const expired = deps.store.evals.listExpiredLeases(run.id, now);
  for (const task of expired) {
    if (task.worldId) deps.worlds.remove(task.worldId);
    const next = afterExpiry(deps, run, task);
    deps.store.evals.updateTaskResult({ ...task, ...next, leaseExpiresAt: null, worldId: null });
    deps.log.warn("eval", `run ${run.id} task ${task.task.id}: lease expired (attempt ${task.attempts}), ${next.status === "queued" ? "requeued" : next.status}`);
  }
  if (expired.length) finishRunIfDrained(deps, run.id);
  return expired.length;
}

function afterExpiry(deps: EvalDeps, run: RunRow, task: TaskResultRow): Pick<TaskResultRow, "status" | "leaseId" | "error"> {
  if (run.status === "cancelled") return { status: "cancelled", leaseId: null, error: task.error };
  if (task.attempts < deps.settings.maxAttempts) return { status: "queued", leaseId: null, error: task.error };
  const error = `Infrastructure: the lease expired ${task.attempts} times without completion (no heartbeat within ${deps.settings.leaseMs / 1000} s); not graded.`;
  return { status: "error", leaseId: task.leaseId, error };
}

/** The reaper's pass over every run that may hold leases. */
export function expireAllLeases(deps: EvalDeps): number {
  return deps.store.evals.listRunningRuns().reduce((sum, run) => sum + expireLeases(deps, run), 0);
}
