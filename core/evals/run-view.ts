import { runMetrics } from "./compare-runs.ts";
import type { RunRow, TaskResultRow } from "./types.ts";

/** GET /api/v1/evals/{runId}: the spec's Run object, plus progress and per-assertion detail. */
export function renderRun(run: RunRow, tasks: TaskResultRow[]) {
  const m = runMetrics(tasks);
  const count = (status: string) => tasks.filter((t) => t.status === status).length;
  return {
    runId: run.id,
    commit: run.commit,
    ref: run.ref,
    dataset: run.dataset,
    model: run.model,
    status: run.status,
    resolved: m.resolved,
    total: m.total,
    assertions_passed: m.assertionsPassed,
    assertions_counted: m.assertionsCounted,
    conclusion: run.conclusion,
    regression: run.regression,
    comment_markdown: run.commentMarkdown,
    progress: { queued: count("queued"), leased: count("leased"), graded: count("graded"), error: count("error") },
    createdAt: new Date(run.createdAt).toISOString(),
    finishedAt: run.finishedAt ? new Date(run.finishedAt).toISOString() : null,
    tasks: tasks.map((t) => ({
      task: t.task.id,
      status: t.status,
      reward: t.reward,
      assertions_passed: t.assertionsPassed,
      assertions_counted: t.assertionsCounted,
      error: t.error,
      attempts: t.attempts,
      assertions: t.assertions,
    })),
  };
}
