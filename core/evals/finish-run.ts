import type { EvalDeps } from "./eval-deps.ts";
import { compareRuns, runMetrics } from "./compare-runs.ts";
import { datasetHealth, HEALTH_RUNS } from "./dataset-health.ts";
import { pickBaseline } from "./pick-baseline.ts";
import { renderReport } from "./report-markdown.ts";
import { compareManifests } from "./run-manifest.ts";
import { noiseAwareVerdict } from "./stats/noise-aware-verdict.ts";
import type { RunRow, TaskResultRow } from "./types.ts";

/**
 * Once no trial is queued or leased: metrics, status, both verdicts against the baseline, and the
 * report. A cancelled run is finished once its last leased trial ends; it is never compared nor a baseline.
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
  const finished = await judge(deps, run, tasks, finishedAt);
  await deps.store.evals.updateRun({ ...finished, commentMarkdown: renderReport(finished, tasks) });
  deps.log.info("eval", `run ${run.id} ${finished.status}: ${m.resolved}/${m.total} resolved, ${m.assertionsPassed}/${m.assertionsCounted} assertions, ` +
    `strict ${finished.conclusion}, noise-aware ${finished.noiseAwareConclusion} (baseline: ${finished.baseline?.runId ?? "none"})`);
  return true;
}

/** The finished run: its baseline, what differs from it, the strict and the noise-aware verdicts. */
async function judge(deps: EvalDeps, run: RunRow, tasks: TaskResultRow[], finishedAt: number): Promise<RunRow> {
  const picked = await pickBaseline(deps, run, tasks, finishedAt);
  const comparability = picked.baseline && run.manifest ? compareManifests(run.manifest, picked.baseline.run.manifest) : null;
  const { conclusion, regression, compared } = compareRuns(tasks, picked.baseline, new Set(comparability?.changed_tasks ?? []));
  const flaky = new Set<string>();
  if (run.model && compared.length) {
    const health = await datasetHealth(deps, run.orgId, run.dataset, run.model, HEALTH_RUNS, { before: finishedAt, excludeRunId: run.id });
    for (const task of health.tasks) if (task.known_flaky) flaky.add(task.task);
  }
  // Each graded trial's share of passed assertions, so the run-level assertions test works trial by trial.
  const trials = (side: (typeof compared)[number]["current"]) => ({
    task: "", successes: side.passes, trials: side.graded, assertionsPassed: side.assertionsPassed, assertionsCounted: side.assertionsCounted,
    shares: side.trials.filter((t) => t.status === "graded").map((t) => (t.assertionsCounted > 0 ? t.assertionsPassed / t.assertionsCounted : 0)),
  });
  const verdict = picked.baseline
    ? noiseAwareVerdict({
        tasks: compared.map((c) => ({ task: c.task, current: { ...trials(c.current), task: c.task }, baseline: { ...trials(c.baseline), task: c.task }, knownFlaky: flaky.has(c.task) })),
        alpha: run.alpha, seed: run.id,
      })
    : { conclusion: "neutral" as const, statistics: null };
  const status = tasks.some((t) => t.status === "infra_error") ? "failed" : "succeeded";
  return {
    ...run, status, finishedAt, conclusion, regression, baseline: picked.view, comparability,
    noiseAwareConclusion: verdict.conclusion, statistics: verdict.statistics,
  };
}

/** Re-renders a run's report from its current task results (a cancelled run whose leased tasks land). */
export async function refreshReport(deps: EvalDeps, run: RunRow): Promise<void> {
  await deps.store.evals.updateRun({ ...run, commentMarkdown: renderReport(run, await deps.store.evals.listTaskResults(run.id)) });
}
