import type { EvalDeps } from "./eval-deps.ts";
import type { TaskResultRow } from "./types.ts";

/** Automatic retries of a trial the service failed (docs/evals.md "Infrastructure errors"). */
export const INFRA_RETRIES = 1;

/**
 * The service failed a trial (its world could not be provisioned, or grading threw): the trial is
 * queued again once, on a fresh world, and is an `infra_error` the second time. Either way it is
 * reported apart and never counted as the agent's failure. Written only while the lease is still
 * `task`'s; returns the row written, undefined when another request ended the lease first.
 */
export async function recordInfraFailure(deps: EvalDeps, task: TaskResultRow, message: string, record: Partial<TaskResultRow> = {}): Promise<TaskResultRow | undefined> {
  const retry = task.infraRetries < INFRA_RETRIES;
  const next: TaskResultRow = retry
    ? { ...task, status: "queued", leaseId: null, leaseExpiresAt: null, worldId: null, infraRetries: task.infraRetries + 1, error: `Infrastructure (retried): ${message}` }
    : { ...task, ...record, status: "infra_error", leaseExpiresAt: null, error: `Infrastructure: ${message}; not graded (the service's failure, not the agent's)` };
  if (!(await deps.store.evals.updateTaskResult(next, { status: "leased", leaseId: task.leaseId }))) return undefined;
  deps.log.warn("eval", `run ${task.runId} task ${task.task.id}${task.trial ? ` trial ${task.trial}` : ""}: ${message}; ${retry ? "queued again on a fresh world" : "infra_error"}`);
  return next;
}
