import type { OrgRow } from "../store/types.ts";
import type { TriggerAnswer } from "../../sdk/src/protocol.ts";
import type { EvalDeps } from "./eval-deps.ts";
import { evalError } from "./eval-errors.ts";
import { buildManifest } from "./run-manifest.ts";
import { readRunProfiles } from "./task-profiles.ts";
import type { BaselineRequest, DatasetTask, RunRow, TaskResultRow } from "./types.ts";

const COMMIT = /^[0-9a-f]{7,64}$/i;
const FIELDS = ["commit", "dataset", "ref", "tasks", "baseline", "trials", "alpha", "mcp_profiles"];
export const MAX_TRIALS = 20;
export const DEFAULT_ALPHA = 0.05;

/** POST /api/v1/evals: a run of a dataset (or a subset of its tasks) for one commit, every task queued. */
export async function createRun(deps: EvalDeps, org: OrgRow, body: unknown): Promise<TriggerAnswer> {
  if (!body || typeof body !== "object" || Array.isArray(body)) throw evalError("invalidInput", "The body must be a JSON object: { commit, dataset, ref?, tasks?, baseline?, trials?, alpha?, mcp_profiles? }");
  const { commit, dataset, ref, tasks, baseline, trials = 1, alpha = DEFAULT_ALPHA, mcp_profiles: profiles } = body as Record<string, unknown>;
  const unknownField = Object.keys(body).find((key) => !FIELDS.includes(key));
  if (unknownField) throw evalError("invalidInput", `Unknown field "${unknownField}"; allowed fields are ${FIELDS.join(", ")}`);
  if (typeof commit !== "string" || !COMMIT.test(commit)) throw evalError("invalidInput", "commit must be a git SHA of 7 to 64 hex characters");
  if (typeof dataset !== "string" || !dataset) throw evalError("invalidInput", "dataset must be the dataset's slug");
  if (ref !== undefined && ref !== null && (typeof ref !== "string" || !ref || ref.length > 255)) throw evalError("invalidInput", "ref must be a string such as refs/heads/main");
  if (tasks !== undefined && tasks !== null && (!Array.isArray(tasks) || !tasks.every((t) => typeof t === "string")))
    throw evalError("invalidInput", "tasks must be an array of task ids");
  if (!Number.isInteger(trials) || (trials as number) < 1 || (trials as number) > MAX_TRIALS) throw evalError("invalidInput", `trials must be a whole number from 1 to ${MAX_TRIALS}`);
  if (typeof alpha !== "number" || !(alpha > 0 && alpha <= 0.5)) throw evalError("invalidInput", "alpha (the noise-aware verdict's significance level) must be a number above 0 and at most 0.5");

  const mcpProfiles = readRunProfiles(deps.packs, profiles);
  const stored = await deps.store.evals.getDataset(org.id, dataset);
  if (!stored) throw evalError("datasetNotFound", dataset);
  const wanted = (tasks as string[] | undefined | null) ?? null;
  const unknown = wanted ? wanted.filter((id) => !stored.tasks.some((t) => t.id === id)) : [];
  if (wanted && (unknown.length || !wanted.length)) throw evalError("taskFilterNoMatch", dataset, unknown.length ? unknown : ["(empty list)"]);
  const selected = wanted ? stored.tasks.filter((t) => wanted.includes(t.id)) : stored.tasks;
  const baselineRequest = await readBaseline(deps, org, dataset, baseline);

  const k = trials as number;
  const run = newRun(org.id, dataset, commit.toLowerCase(), {
    ref: (ref as string | undefined) ?? null, baselineRequest, trials: k, alpha, manifest: await buildManifest(deps, selected, k, mcpProfiles), createdAt: deps.worlds.now(),
  });
  const results = Array.from({ length: k }, (_, trial) => selected.map((task, position) => newTaskRow(run.id, task, position, trial))).flat();
  await deps.store.evals.insertRun(run, results);
  const against = baselineRequest ? `, baseline ${"runId" in baselineRequest ? baselineRequest.runId : `on ${baselineRequest.ref}`}` : "";
  const trialNote = k > 1 ? ` × ${k} trials` : "";
  deps.log.info("eval", `run ${run.id}: ${dataset} at ${run.commit.slice(0, 12)}, ${selected.length} task(s)${trialNote} queued${against}`);
  return { runId: run.id, status: "running", taskCount: selected.length, trialCount: results.length };
}

/** A running run's row; what the trigger (or a regrade) decides comes in `fields`. */
export function newRun(orgId: string, dataset: string, commit: string, fields: Partial<RunRow> & Pick<RunRow, "trials" | "alpha" | "manifest" | "createdAt">): RunRow {
  return {
    id: `run_${randomId()}`, orgId, dataset, commit, ref: null, model: null, status: "running", finishedAt: null,
    conclusion: null, regression: null, commentMarkdown: "", baselineRequest: null, baseline: null, comparability: null,
    noiseAwareConclusion: null, statistics: null, regradeOf: null, ...fields,
  };
}

/** A queued trial of a task. */
export function newTaskRow(runId: string, task: DatasetTask, position: number, trial: number): TaskResultRow {
  return {
    id: `tr_${randomId()}`, runId, position, trial, task, status: "queued", attempts: 0, leaseId: null, leaseExpiresAt: null, worldId: null,
    reward: 0, assertionsPassed: 0, assertionsCounted: 0, assertions: [], error: null, gradedAt: null,
    leasedAt: null, durationMs: null, answer: null, usage: null, toolCalls: null, infraRetries: 0,
  };
}

/** `baseline: {runId}` must name a run of the same dataset in the organization; `{ref}` any ref. */
async function readBaseline(deps: EvalDeps, org: OrgRow, dataset: string, value: unknown): Promise<BaselineRequest | null> {
  if (value === undefined || value === null) return null;
  const { runId, ref, ...rest } = (typeof value === "object" && !Array.isArray(value) ? value : { invalid: true }) as Record<string, unknown>;
  const valid = Object.keys(rest).length === 0 && (typeof runId === "string") !== (typeof ref === "string") && (runId ?? ref) !== "";
  if (!valid) throw evalError("invalidInput", 'baseline must be {"runId": "run_..."} or {"ref": "main"}');
  if (typeof ref === "string") return { ref };
  const run = await deps.store.evals.getRun(runId as string);
  if (!run || run.orgId !== org.id || run.dataset !== dataset) throw evalError("baselineNotFound", runId as string, dataset);
  return { runId: run.id };
}

export function randomId(): string {
  return crypto.randomUUID().replaceAll("-", "").slice(0, 24);
}
