import type { EvalDeps } from "./eval-deps.ts";
import { compareRuns, runMetrics } from "./compare-runs.ts";
import { renderReport } from "./report-markdown.ts";

/** Once no task is queued or leased: metrics, status, the comparison with the baseline, and the report. */
export function finishRunIfDrained(deps: EvalDeps, runId: string): boolean {
  const run = deps.store.evals.getRun(runId);
  if (!run || run.status !== "running") return false;
  const counts = deps.store.evals.countTasksByStatus(runId);
  if (counts.queued || counts.leased) return false;
  const tasks = deps.store.evals.listTaskResults(runId);

  const finishedAt = deps.worlds.now();
  const baselineRun = run.model ? deps.store.evals.findBaseline(run.orgId, run.dataset, run.model, finishedAt, run.id) : undefined;
  const baseline = baselineRun ? { run: baselineRun, tasks: deps.store.evals.listTaskResults(baselineRun.id) } : undefined;
  const { conclusion, regression } = compareRuns(tasks, baseline);
  const status = tasks.some((t) => t.status === "error") ? "failed" : "succeeded";
  const finished = { ...run, status, finishedAt, conclusion, regression } as const;
  deps.store.evals.updateRun({ ...finished, commentMarkdown: renderReport(finished, tasks, conclusion, regression) });
  const m = runMetrics(tasks);
  deps.log.info("eval", `run ${run.id} ${status}: ${m.resolved}/${m.total} resolved, ${m.assertionsPassed}/${m.assertionsCounted} assertions, ${conclusion}`);
  return true;
}
