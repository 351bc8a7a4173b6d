import type { EvalDeps } from "./eval-deps.ts";
import { compareRuns, runMetrics } from "./compare-runs.ts";
import { pickBaseline } from "./pick-baseline.ts";
import { renderReport } from "./report-markdown.ts";
import type { RunRow } from "./types.ts";

/**
 * Once no task is queued or leased: metrics, status, the comparison with the baseline, and the report.
 * A cancelled run is finished once its last leased task ends; it is never compared nor a baseline.
 */
export async function finishRunIfDrained(deps: EvalDeps, runId: string): Promise<boolean> {
  const run = await deps.store.evals.getRun(runId);
  if (!run || run.finishedAt !== null || (run.status !== "running" && run.status !== "cancelled")) return false;
  const counts = await deps.store.evals.countTasksByStatus(runId);
  if (counts.queued || counts.leased) {
    if (run.status === "cancelled") await refreshReport(deps, run); // leased tasks still finishing show up as they land
    return false;
  }
  const tasks = await deps.store.evals.listTaskResults(runId);
  const finishedAt = deps.worlds.now();
  const m = runMetrics(tasks);
  if (run.status === "cancelled") {
    const finished: RunRow = { ...run, finishedAt, baseline: { requested: run.baselineRequest, runId: null, commit: null, reason: "the run was cancelled" } };
    await deps.store.evals.updateRun({ ...finished, commentMarkdown: renderReport(finished, tasks) });
    deps.log.info("eval", `run ${run.id} cancelled and finished: ${m.resolved}/${m.total} resolved before the cancel`);
    return true;
  }
  const picked = await pickBaseline(deps, run, tasks, finishedAt);
  const { conclusion, regression } = compareRuns(tasks, picked.baseline);
  const status = tasks.some((t) => t.status === "error") ? "failed" : "succeeded";
  const finished: RunRow = { ...run, status, finishedAt, conclusion, regression, baseline: picked.view };
  await deps.store.evals.updateRun({ ...finished, commentMarkdown: renderReport(finished, tasks) });
  deps.log.info("eval", `run ${run.id} ${status}: ${m.resolved}/${m.total} resolved, ${m.assertionsPassed}/${m.assertionsCounted} assertions, ${conclusion} (baseline: ${picked.view.runId ?? "none"})`);
  return true;
}

/** Re-renders a run's report from its current task results (a cancelled run whose leased tasks land). */
export async function refreshReport(deps: EvalDeps, run: RunRow): Promise<void> {
  await deps.store.evals.updateRun({ ...run, commentMarkdown: renderReport(run, await deps.store.evals.listTaskResults(run.id)) });
}
