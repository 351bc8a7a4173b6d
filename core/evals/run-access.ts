import type { OrgRow } from "../store/types.ts";
import type { EvalDeps } from "./eval-deps.ts";
import { evalError } from "./eval-errors.ts";
import type { RunRow, TaskResultRow } from "./types.ts";

/** The run, if it belongs to the key's organization; another organization's run looks missing. */
export async function requireRun(deps: EvalDeps, org: OrgRow, runId: string): Promise<RunRow> {
  const run = await deps.store.evals.getRun(runId);
  if (!run || run.orgId !== org.id) throw evalError("runNotFound", runId);
  return run;
}

export async function requireTask(deps: EvalDeps, run: RunRow, taskResultId: string): Promise<TaskResultRow> {
  const task = await deps.store.evals.getTaskResult(taskResultId);
  if (!task || task.runId !== run.id) throw evalError("taskNotFound", taskResultId);
  return task;
}

/** The `leaseId` a heartbeat or completion must carry. */
export function readLeaseId(body: unknown): string {
  const leaseId = (body as { leaseId?: unknown } | null)?.leaseId;
  if (typeof leaseId !== "string" || !leaseId) throw evalError("invalidInput", "leaseId must be the lease id the lease answer gave");
  return leaseId;
}
