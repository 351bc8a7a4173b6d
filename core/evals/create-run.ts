import type { OrgRow } from "../store/types.ts";
import { controlError } from "../control/control-errors.ts";
import type { EvalDeps } from "./eval-deps.ts";
import type { RunRow, TaskResultRow } from "./types.ts";

const COMMIT = /^[0-9a-f]{7,64}$/i;

/** POST /api/v1/evals: a run of a dataset (or a subset of its tasks) for one commit, every task queued. */
export function createRun(deps: EvalDeps, org: OrgRow, body: unknown): { runId: string; status: "running"; taskCount: number } {
  if (!body || typeof body !== "object" || Array.isArray(body)) throw controlError("invalidBody", "The body must be a JSON object: { commit, dataset, ref?, tasks? }");
  const { commit, dataset, ref, tasks, ...rest } = body as Record<string, unknown>;
  const unknownField = Object.keys(rest)[0];
  if (unknownField) throw controlError("invalidBody", `Unknown field "${unknownField}"; allowed fields are commit, dataset, ref and tasks`);
  if (typeof commit !== "string" || !COMMIT.test(commit)) throw controlError("invalidBody", "commit must be a git SHA of 7 to 64 hex characters");
  if (typeof dataset !== "string" || !dataset) throw controlError("invalidBody", "dataset must be the dataset's slug");
  if (ref !== undefined && ref !== null && (typeof ref !== "string" || ref.length > 255)) throw controlError("invalidBody", "ref must be a string such as refs/heads/main");
  if (tasks !== undefined && tasks !== null && (!Array.isArray(tasks) || !tasks.every((t) => typeof t === "string")))
    throw controlError("invalidBody", "tasks must be an array of task ids");

  const stored = deps.store.evals.getDataset(org.id, dataset);
  if (!stored) throw controlError("datasetNotFound", dataset);
  const wanted = (tasks as string[] | undefined | null) ?? null;
  const unknown = wanted ? wanted.filter((id) => !stored.tasks.some((t) => t.id === id)) : [];
  if (wanted && (unknown.length || !wanted.length)) throw controlError("taskFilterNoMatch", dataset, unknown.length ? unknown : ["(empty list)"]);
  const selected = wanted ? stored.tasks.filter((t) => wanted.includes(t.id)) : stored.tasks;

  const now = deps.worlds.now();
  const run: RunRow = {
    id: `run_${randomId()}`, orgId: org.id, dataset, commit: commit.toLowerCase(), ref: (ref as string | undefined) ?? null, model: null,
    status: "running", createdAt: now, finishedAt: null, conclusion: null, regression: null, commentMarkdown: "",
  };
  const results: TaskResultRow[] = selected.map((task, position) => ({
    id: `tr_${randomId()}`, runId: run.id, position, task, status: "queued", attempts: 0, leaseId: null, leaseExpiresAt: null, worldId: null,
    reward: 0, assertionsPassed: 0, assertionsCounted: 0, assertions: [], error: null, gradedAt: null,
  }));
  deps.store.evals.insertRun(run, results);
  deps.log.info("eval", `run ${run.id}: ${dataset} at ${run.commit.slice(0, 12)}, ${results.length} task(s) queued`);
  return { runId: run.id, status: "running", taskCount: results.length };
}

export function randomId(): string {
  return crypto.randomUUID().replaceAll("-", "").slice(0, 24);
}
