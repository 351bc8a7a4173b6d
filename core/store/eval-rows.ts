import type { Dataset, DatasetSummary, RunRow, TaskOutcome, TaskResultRow } from "../evals/types.ts";
import type { StoredTrialState, TrialOutcome } from "./eval-store.ts";

// Row <-> domain mapping for the evaluation tables, shared by both stores (same columns, JSON kept as
// text), JSON columns parsed here.
type Row = Record<string, any>;
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
const parse = (text: string | null) => (text === null ? null : JSON.parse(text));

export const RUN_COLUMNS = [
  "id", "org_id", "dataset", "commit_sha", "ref", "model", "status", "created_at", "finished_at", "conclusion", "regression",
  "comment_markdown", "baseline_request", "baseline", "trials", "alpha", "manifest", "comparability", "noise_aware_conclusion", "statistics",
  "regrade_of",
];
export const runValues = (run: RunRow) => [
  run.id, run.orgId, run.dataset, run.commit, run.ref, run.model, run.status, run.createdAt, run.finishedAt, run.conclusion,
  json(run.regression), run.commentMarkdown, json(run.baselineRequest), json(run.baseline), run.trials, run.alpha, json(run.manifest),
  json(run.comparability), run.noiseAwareConclusion, json(run.statistics), run.regradeOf,
];

export const TASK_COLUMNS = [
  "id", "run_id", "position", "task", "status", "attempts", "lease_id", "lease_expires_at", "world_id", "reward", "assertions_passed",
  "assertions_counted", "assertions", "error", "graded_at", "leased_at", "duration_ms", "answer", "usage", "tool_calls",
  "trial", "infra_retries",
];
export const taskValues = (t: TaskResultRow) => [
  t.id, t.runId, t.position, JSON.stringify(t.task), t.status, t.attempts, t.leaseId, t.leaseExpiresAt, t.worldId, t.reward,
  t.assertionsPassed, t.assertionsCounted, JSON.stringify(t.assertions), t.error, t.gradedAt, t.leasedAt, t.durationMs, t.answer,
  json(t.usage), json(t.toolCalls), t.trial, t.infraRetries,
];

export const toDataset = (r: Row): Dataset => ({
  orgId: r.org_id, slug: r.slug, name: r.name, description: r.description, tasks: JSON.parse(r.tasks), createdAt: r.created_at, updatedAt: r.updated_at,
});
/** A dataset's columns but its tasks, for listings (the store adds `task_count`). */
export const SUMMARY_COLUMNS = "org_id, slug, name, description, created_at, updated_at";
export const toDatasetSummary = (r: Row): DatasetSummary => ({
  orgId: r.org_id, slug: r.slug, name: r.name, description: r.description, taskCount: Number(r.task_count), createdAt: r.created_at, updatedAt: r.updated_at,
});
export const toRun = (r: Row): RunRow => ({
  id: r.id, orgId: r.org_id, dataset: r.dataset, commit: r.commit_sha, ref: r.ref, model: r.model, status: r.status, createdAt: r.created_at,
  finishedAt: r.finished_at, conclusion: r.conclusion, regression: parse(r.regression), commentMarkdown: r.comment_markdown,
  baselineRequest: parse(r.baseline_request), baseline: parse(r.baseline), trials: r.trials, alpha: r.alpha, manifest: parse(r.manifest),
  comparability: parse(r.comparability), noiseAwareConclusion: r.noise_aware_conclusion, statistics: parse(r.statistics), regradeOf: r.regrade_of,
});
export const toTask = (r: Row): TaskResultRow => ({
  id: r.id, runId: r.run_id, position: r.position, task: JSON.parse(r.task), status: r.status, attempts: r.attempts, leaseId: r.lease_id,
  leaseExpiresAt: r.lease_expires_at, worldId: r.world_id, reward: r.reward, assertionsPassed: r.assertions_passed,
  assertionsCounted: r.assertions_counted, assertions: JSON.parse(r.assertions), error: r.error, gradedAt: r.graded_at,
  leasedAt: r.leased_at, durationMs: r.duration_ms, answer: r.answer, usage: parse(r.usage), toolCalls: parse(r.tool_calls),
  trial: r.trial, infraRetries: r.infra_retries,
});

/** What scores a trial (TaskOutcome): the run list and the finish read these columns only. */
export const OUTCOME_COLUMNS = "status, reward, assertions_passed, assertions_counted, position, trial";
export const toOutcome = (r: Row): TaskOutcome => ({
  status: r.status, reward: r.reward, assertionsPassed: r.assertions_passed, assertionsCounted: r.assertions_counted, position: r.position, trial: r.trial,
});
export const toTrialOutcome = (r: Row): TrialOutcome => ({
  runId: r.run_id, taskId: r.task_id, position: r.position, trial: r.trial, status: r.status, reward: r.reward,
});
export const toTrialStateInfo = (r: Row): Omit<StoredTrialState, "state"> => ({
  taskResultId: r.task_result_id, runId: r.run_id, createdAt: Number(r.created_at), bytes: Number(r.bytes),
});
export const toTrialState = (r: Row): StoredTrialState => ({ ...toTrialStateInfo(r), state: new Uint8Array(r.state) });
