import type { Conclusion, Metrics, Regression, RunRow, TaskOutcome, TaskResultRow } from "./types.ts";

export function runMetrics(tasks: TaskOutcome[]): Metrics {
  return {
    resolved: tasks.filter(isResolved).length,
    total: tasks.length,
    assertionsPassed: tasks.reduce((sum, t) => sum + t.assertionsPassed, 0),
    assertionsCounted: tasks.reduce((sum, t) => sum + t.assertionsCounted, 0),
  };
}

/** A task counts as resolved when it was graded and every assertion passed; errors never do. */
export function isResolved(task: TaskOutcome): boolean {
  return task.status === "graded" && task.reward === 1;
}

/**
 * Compares a run with its baseline over the tasks both ran. A drop in resolution or in assertions is a
 * failure; no baseline (or nothing shared) is neutral; otherwise success.
 */
export function compareRuns(
  current: TaskResultRow[],
  baseline: { run: RunRow; tasks: TaskResultRow[] } | undefined,
): { conclusion: Conclusion; regression: Regression | null } {
  if (!baseline) return { conclusion: "neutral", regression: null };
  const before = new Map(baseline.tasks.map((t) => [t.task.id, t]));
  const shared = current.filter((t) => before.has(t.task.id));
  if (!shared.length) return { conclusion: "neutral", regression: null };
  const previous = shared.map((t) => before.get(t.task.id)!);
  const now = rates(shared);
  const then = rates(previous);
  const regression: Regression = {
    baselineRunId: baseline.run.id,
    baselineCommit: baseline.run.commit,
    sharedTasks: shared.length,
    current: now,
    baseline: then,
    flipped: {
      toFailing: shared.filter((t) => !isResolved(t) && isResolved(before.get(t.task.id)!)).map((t) => t.task.id),
      toPassing: shared.filter((t) => isResolved(t) && !isResolved(before.get(t.task.id)!)).map((t) => t.task.id),
    },
  };
  // Compared as counts over the same tasks, so rounding can never invent a drop.
  const dropped = countResolved(shared) < countResolved(previous) || now.assertions < then.assertions - 1e-12;
  return { conclusion: dropped ? "failure" : "success", regression };
}

function rates(tasks: TaskResultRow[]): { resolution: number; assertions: number } {
  const m = runMetrics(tasks);
  return { resolution: m.total ? m.resolved / m.total : 0, assertions: m.assertionsCounted ? m.assertionsPassed / m.assertionsCounted : 0 };
}

const countResolved = (tasks: TaskResultRow[]) => tasks.filter(isResolved).length;
