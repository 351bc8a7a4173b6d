import type { EvalDeps } from "./eval-deps.ts";
import { finishRunIfDrained } from "./finish-run.ts";
import type { RunRow, TaskResultRow } from "./types.ts";

/**
 * Leases past their expiry lose their world and requeue the task (a fresh world next time), up to the
 * attempt limit; then the task is an infrastructure error, still counted in the run. In a cancelled
 * run an expired task is cancelled, not requeued.
 */
export async function expireLeases(deps: EvalDeps, run: RunRow): Promise<number> {
  const now = deps.worlds.now();
  const expired = await deps.store.evals.listExpiredLeases(run.id, now);
  let count = 0;
  for (const task of expired) {
    const next = afterExpiry(deps, run, task);
    // Conditional: when several nodes expire the same lease, or its worker completes it meanwhile, one wins.
    const won = await deps.store.evals.updateTaskResult({ ...task, ...next, leaseExpiresAt: null, worldId: null }, { status: "leased", leaseId: task.leaseId });
    if (!won) continue;
    count++;
    if (task.worldId) await deps.worlds.remove(task.worldId);
    deps.log.warn("eval", `run ${run.id} task ${task.task.id}: lease expired (attempt ${task.attempts}), ${next.status === "queued" ? "requeued" : next.status}`);
  }
  if (count) await finishRunIfDrained(deps, run.id);
  return count;
}

function afterExpiry(deps: EvalDeps, run: RunRow, task: TaskResultRow): Pick<TaskResultRow, "status" | "leaseId" | "error"> {
  if (run.status === "cancelled") return { status: "cancelled", leaseId: null, error: task.error };
  if (task.attempts < deps.settings.maxAttempts) return { status: "queued", leaseId: null, error: task.error };
  const error = `Infrastructure: the lease expired ${task.attempts} times without completion (no heartbeat within ${deps.settings.leaseMs / 1000} s); not graded.`;
  return { status: "infra_error", leaseId: task.leaseId, error };
}

/** The reaper's pass over every run that may hold leases. */
export async function expireAllLeases(deps: EvalDeps): Promise<number> {
  let sum = 0;
  for (const run of await deps.store.evals.listRunningRuns()) sum += await expireLeases(deps, run);
  return sum;
}
