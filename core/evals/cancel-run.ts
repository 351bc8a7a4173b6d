import type { OrgRow } from "../store/types.ts";
import type { EvalDeps } from "./eval-deps.ts";
import { evalError } from "./eval-errors.ts";
import { finishRunIfDrained, refreshReport } from "./finish-run.ts";
import { requireRun } from "./run-access.ts";
import type { RunRow } from "./types.ts";

/**
 * POST /api/v1/evals/{runId}/cancel: queued tasks are cancelled at once; leased ones may still complete
 * (and are graded) or expire (and are cancelled). The run is `cancelled` from now on, finished when its
 * last lease ends, and never a baseline. Cancelling a cancelled run changes nothing.
 */
export async function cancelRun(deps: EvalDeps, org: OrgRow, runId: string): Promise<RunRow> {
  const run = await requireRun(deps, org, runId);
  if (run.status === "cancelled") return run;
  if (run.status !== "running") throw evalError("runFinished", run.id, run.status);
  const cancelled: RunRow = { ...run, status: "cancelled", conclusion: null, regression: null };
  await deps.store.evals.updateRun(cancelled);
  const dropped = await deps.store.evals.cancelQueuedTasks(run.id);
  const leased = (await deps.store.evals.countTasksByStatus(run.id)).leased ?? 0;
  deps.log.info("eval", `run ${run.id} cancelled: ${dropped} queued task(s) dropped, ${leased} leased still finishing`);
  if (!(await finishRunIfDrained(deps, run.id))) await refreshReport(deps, cancelled);
  return (await deps.store.evals.getRun(run.id))!;
}
