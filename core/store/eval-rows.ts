import type { Dataset, DatasetSummary, RunRow, TaskResultRow } from "../evals/types.ts";

// Row <-> domain mapping for the evaluation tables, shared by both stores (same columns, JSON kept as
// text), JSON columns parsed here.
type Row = Record<string, any>;
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
const parse = (text: string | null) => (text === null ? null : JSON.parse(text));

export const RUN_COLUMNS = [
  "id", "org_id", "dataset", "commit_sha", "ref", "model", "status", "created_at", "finished_at", "conclusion", "regression",
  "comment_markdown", "baseline_request", "baseline",
];
export const runValues = (run: RunRow) => [
  run.id, run.orgId, run.dataset, run.commit, run.ref, run.model, run.status, run.createdAt, run.finishedAt, run.conclusion,
  json(run.regression), run.commentMarkdown, json(run.baselineRequest), json(run.baseline),
];

export const TASK_COLUMNS = [
  "id", "run_id", "position", "task", "status", "attempts", "lease_id", "lease_expires_at", "world_id", "reward", "assertions_passed",
  "assertions_counted", "assertions", "error", "graded_at", "leased_at", "duration_ms", "answer", "usage", "tool_calls",
];
export const taskValues = (t: TaskResultRow) => [
  t.id, t.runId, t.position, JSON.stringify(t.task), t.status, t.attempts, t.leaseId, t.leaseExpiresAt, t.worldId, t.reward,
  t.assertionsPassed, t.assertionsCounted, JSON.stringify(t.assertions), t.error, t.gradedAt, t.leasedAt, t.durationMs, t.answer,
  json(t.usage), json(t.toolCalls),
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
  baselineRequest: parse(r.baseline_request), baseline: parse(r.baseline),
});
export const toTask = (r: Row): TaskResultRow => ({
  id: r.id, runId: r.run_id, position: r.position, task: JSON.parse(r.task), status: r.status, attempts: r.attempts, leaseId: r.lease_id,
  leaseExpiresAt: r.lease_expires_at, worldId: r.world_id, reward: r.reward, assertionsPassed: r.assertions_passed,
  assertionsCounted: r.assertions_counted, assertions: JSON.parse(r.assertions), error: r.error, gradedAt: r.graded_at,
  leasedAt: r.leased_at, durationMs: r.duration_ms, answer: r.answer, usage: parse(r.usage), toolCalls: parse(r.tool_calls),
});
