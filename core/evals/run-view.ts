import type { RunList, RunView, TaskRecordView, TaskView } from "../../sdk/src/protocol.ts";
import { runMetrics } from "./compare-runs.ts";
import type { RunRow, TaskOutcome, TaskResultRow } from "./types.ts";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** GET /api/v1/evals/{runId}: the spec's Run object, plus progress, baseline and per-task detail. */
export function renderRun(run: RunRow, tasks: TaskResultRow[]): RunView {
  return { ...renderRunSummary(run, tasks), comment_markdown: run.commentMarkdown, tasks: tasks.map(renderTask) };
}

/** A run without its tasks and report: what the run list shows. */
export function renderRunSummary(run: RunRow, tasks: TaskOutcome[]): RunList["runs"][number] {
  const m = runMetrics(tasks);
  const count = (status: TaskOutcome["status"]) => tasks.filter((t) => t.status === status).length;
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
    baseline: run.baseline ?? (run.baselineRequest ? { requested: run.baselineRequest, runId: null, commit: null, reason: "chosen when the run finishes" } : null),
    progress: { queued: count("queued"), leased: count("leased"), graded: count("graded"), error: count("error"), cancelled: count("cancelled") },
    createdAt: iso(run.createdAt)!,
    finishedAt: iso(run.finishedAt),
  };
}

export function renderTask(t: TaskResultRow): TaskView {
  return {
    taskResultId: t.id,
    task: t.task.id,
    status: t.status,
    reward: t.reward,
    assertions_passed: t.assertionsPassed,
    assertions_counted: t.assertionsCounted,
    error: t.error,
    attempts: t.attempts,
    assertions: t.assertions,
    answer: t.answer,
    durationMs: t.durationMs,
    usage: t.usage,
  };
}

/** GET /api/v1/evals/{runId}/tasks/{taskResultId}: the task's record with its tool-call log. */
export function renderTaskRecord(t: TaskResultRow): TaskRecordView {
  return { ...renderTask(t), toolCalls: (t.toolCalls ?? []).map((call) => ({ ...call, at: iso(call.at)! })) };
}
