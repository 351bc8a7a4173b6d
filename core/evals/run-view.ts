import type { RunList, RunView, TaskRecordView, TaskView, TrialView } from "../../sdk/src/protocol.ts";
import { metricsOf } from "./compare-runs.ts";
import { groupTrials, passMetrics, passRate, type TaskTrials } from "./task-trials.ts";
import type { RunRow, TaskOutcome, TaskResultRow } from "./types.ts";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** GET /api/v1/evals/{runId}: the spec's Run object, plus progress, baseline, trials, verdicts and per-task detail. */
export function renderRun(run: RunRow, rows: TaskResultRow[]): RunView {
  return { ...renderRunSummary(run, rows), comment_markdown: run.commentMarkdown, tasks: groupTrials(rows).map(renderTask) };
}

/** A run without its tasks and report: what the run list shows. */
export function renderRunSummary(run: RunRow, rows: TaskOutcome[]): RunList["runs"][number] {
  const tasks = groupTrials(rows);
  const m = metricsOf(tasks);
  const pass = passMetrics(tasks);
  const count = (status: TaskOutcome["status"]) => rows.filter((t) => t.status === status).length;
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
    trials: run.trials,
    pass_at_1: pass.passAt1,
    pass_hat_k: pass.passHatK,
    pass_at_k: pass.passAtK,
    noise_aware_conclusion: run.noiseAwareConclusion,
    statistics: run.statistics,
    manifest: run.manifest,
    comparability: run.comparability,
    regradeOf: run.regradeOf,
    mcp_profiles: run.manifest?.mcp_profiles ?? {},
    // Counted per trial: a run of k trials has k leases per task.
    progress: {
      queued: count("queued"), leased: count("leased"), graded: count("graded"), infra_error: count("infra_error"), cancelled: count("cancelled"),
      not_graded: count("not_graded"), error: count("infra_error"),
    },
    createdAt: iso(run.createdAt)!,
    finishedAt: iso(run.finishedAt),
  };
}

/**
 * A task with its trials. At `trials: 1` the task is its one trial, as the spec shows it; with more, its
 * reward is the mean of its graded trials' rewards, its assertions are summed over them, and its record
 * (answer, duration, usage, assertions) is trial 0's (each trial's is at GET .../tasks/{taskResultId}).
 */
export function renderTask(task: TaskTrials<TaskResultRow>): TaskView {
  const first = task.trials[0]!;
  const errors = task.trials.filter((t) => t.error).map((t) => (task.trials.length > 1 ? `trial ${t.trial}: ${t.error}` : t.error!));
  return {
    taskResultId: first.id,
    task: first.task.id,
    status: task.status,
    reward: task.reward,
    assertions_passed: task.assertionsPassed,
    assertions_counted: task.assertionsCounted,
    error: errors.length ? errors.join("; ") : null,
    attempts: task.trials.reduce((sum, t) => sum + t.attempts, 0),
    assertions: first.assertions,
    answer: first.answer,
    durationMs: first.durationMs,
    usage: first.usage,
    trials: task.trials.map(renderTrial),
    pass_rate: passRate(task),
  };
}

function renderTrial(t: TaskResultRow): TrialView {
  return {
    trial: t.trial, taskResultId: t.id, status: t.status, reward: t.reward, assertions_passed: t.assertionsPassed,
    assertions_counted: t.assertionsCounted, error: t.error,
  };
}

/** GET /api/v1/evals/{runId}/tasks/{taskResultId}: one trial's record with its tool-call log. */
export function renderTaskRecord(t: TaskResultRow): TaskRecordView {
  return {
    taskResultId: t.id, task: t.task.id, ticket: t.task.ticket, trial: t.trial, worldId: t.worldId, status: t.status, reward: t.reward, assertions_passed: t.assertionsPassed,
    assertions_counted: t.assertionsCounted, error: t.error, attempts: t.attempts, assertions: t.assertions, answer: t.answer,
    durationMs: t.durationMs, usage: t.usage, toolCalls: (t.toolCalls ?? []).map((call) => ({ ...call, at: iso(call.at)! })),
  };
}
