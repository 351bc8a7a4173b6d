import { groupTrials, isTaskResolved, type TaskTrials } from "./task-trials.ts";
import type { Conclusion, Metrics, Regression, RunRow, TaskOutcome, TaskResultRow } from "./types.ts";

/** A run's spec metrics over its tasks (trials grouped); a regrade's tasks without a kept state are not counted. */
export function runMetrics(rows: TaskOutcome[]): Metrics {
  return metricsOf(groupTrials(rows));
}

export function metricsOf(tasks: TaskTrials[]): Metrics {
  const counted = tasks.filter((t) => t.status !== "not_graded");
  return {
    resolved: counted.filter(isTaskResolved).length,
    total: counted.length,
    assertionsPassed: counted.reduce((sum, t) => sum + t.assertionsPassed, 0),
    assertionsCounted: counted.reduce((sum, t) => sum + t.assertionsCounted, 0),
  };
}

/** One task both runs ran and the comparison keeps. */
export interface ComparedTask {
  task: string;
  current: TaskTrials<TaskResultRow>;
  baseline: TaskTrials<TaskResultRow>;
}

export interface Comparison {
  conclusion: Conclusion;
  regression: Regression | null;
  compared: ComparedTask[];
}

const idOf = (task: TaskTrials<TaskResultRow>) => task.trials[0]!.task.id;

/**
 * Compares a run with its baseline over the tasks both ran (the spec's strict rule): a drop in
 * resolution or in assertions is a failure; no baseline (or nothing shared) is neutral; otherwise
 * success. Left out, and never counted as flips: tasks whose content changed since the baseline, tasks
 * either run could not measure (an infrastructure error: the service's failure, not the agent's), and
 * a regrade's tasks without a kept state.
 */
export function compareRuns(
  currentRows: TaskResultRow[],
  baseline: { run: RunRow; tasks: TaskResultRow[] } | undefined,
  changedTasks: ReadonlySet<string> = new Set(),
): Comparison {
  if (!baseline) return { conclusion: "neutral", regression: null, compared: [] };
  const before = new Map(groupTrials(baseline.tasks).map((t) => [idOf(t), t]));
  const both = groupTrials(currentRows).filter((t) => before.has(idOf(t)));
  if (!both.length) return { conclusion: "neutral", regression: null, compared: [] };
  const excluded: Regression["excluded"] = [];
  const compared: ComparedTask[] = [];
  for (const current of both) {
    const task = idOf(current);
    const previous = before.get(task)!;
    const statuses = [current.status, previous.status];
    if (changedTasks.has(task)) excluded.push({ task, reason: "changed" });
    else if (statuses.includes("infra_error")) excluded.push({ task, reason: "infra_error" });
    else if (statuses.includes("not_graded")) excluded.push({ task, reason: "not_graded" });
    else compared.push({ task, current, baseline: previous });
  }
  const now = rates(compared.map((c) => c.current));
  const then = rates(compared.map((c) => c.baseline));
  const regression: Regression = {
    baselineRunId: baseline.run.id,
    baselineCommit: baseline.run.commit,
    sharedTasks: compared.length,
    current: now,
    baseline: then,
    flipped: {
      toFailing: compared.filter((c) => !isTaskResolved(c.current) && isTaskResolved(c.baseline)).map((c) => c.task),
      toPassing: compared.filter((c) => isTaskResolved(c.current) && !isTaskResolved(c.baseline)).map((c) => c.task),
    },
    excluded,
  };
  if (!compared.length) return { conclusion: "neutral", regression, compared };
  // Compared as counts over the same tasks, so rounding can never invent a drop.
  const resolvedNow = compared.filter((c) => isTaskResolved(c.current)).length;
  const resolvedThen = compared.filter((c) => isTaskResolved(c.baseline)).length;
  const dropped = resolvedNow < resolvedThen || now.assertions < then.assertions - 1e-12;
  return { conclusion: dropped ? "failure" : "success", regression, compared };
}

function rates(tasks: TaskTrials[]): { resolution: number; assertions: number } {
  const m = metricsOf(tasks);
  return { resolution: m.total ? m.resolved / m.total : 0, assertions: m.assertionsCounted ? m.assertionsPassed / m.assertionsCounted : 0 };
}
