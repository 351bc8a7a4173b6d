import type { OrgRow } from "../store/types.ts";
import type { TrialOutcome } from "../store/eval-store.ts";
import type { EvalDeps } from "./eval-deps.ts";
import { evalError } from "./eval-errors.ts";
import { getDataset } from "./datasets.ts";

/** Runs read by default, and at most. */
export const HEALTH_RUNS = 20;
export const MAX_HEALTH_RUNS = 200;
/** Flakiness (the chance two trials of one run disagree) from which a task is known-flaky; p = 0.95 gives 0.095. */
export const FLAKY_AT = 0.1;
/** With single-trial history only: the share of consecutive runs whose outcome flipped, over at least FLIP_RUNS runs. */
export const FLIP_RATE_FLAKY_AT = 0.3;
const FLIP_RUNS = 4;

export interface TaskHealth {
  task: string;
  /** Finished runs that graded the task, and their graded trials. */
  runs: number;
  trials: number;
  pass_rate: number | null;
  /** Mean, over runs with two or more graded trials, of the share of trial pairs that disagree; null without such a run. */
  flakiness: number | null;
  /** Runs whose graded trials disagreed. */
  disagreeing_runs: number;
  /** Share of consecutive runs (oldest to newest) whose outcome (every trial passed) differs. */
  flip_rate: number | null;
  known_flaky: boolean;
}

export interface DatasetHealth { dataset: string; model: string | null; runs: string[]; tasks: TaskHealth[] }

/** GET /api/v1/datasets/{slug}/health?model=&last=: per task, its pass rate and flakiness over recent runs. */
export async function getDatasetHealth(deps: EvalDeps, org: OrgRow, slug: string, query: URLSearchParams): Promise<DatasetHealth> {
  await getDataset(deps, org, slug);
  const last = query.get("last") ?? String(HEALTH_RUNS);
  if (!/^\d+$/.test(last) || Number(last) < 1 || Number(last) > MAX_HEALTH_RUNS) throw evalError("invalidInput", `last must be a whole number from 1 to ${MAX_HEALTH_RUNS}`);
  const model = query.get("model") || null;
  return datasetHealth(deps, org.id, slug, model, Number(last), { before: deps.worlds.now(), excludeRunId: "" });
}

/**
 * The health of a dataset's tasks over its last `last` finished runs (with `model` when given) that
 * ran agents: cancelled runs and regrades (which replay stored trials) are not read.
 */
export async function datasetHealth(
  deps: EvalDeps, orgId: string, dataset: string, model: string | null, last: number, window: { before: number; excludeRunId: string },
): Promise<DatasetHealth> {
  const candidates = await deps.store.evals.listFinishedRuns(orgId, dataset, model ? { model } : {}, window.before, window.excludeRunId, last * 2);
  const runs = candidates.filter((r) => r.status !== "cancelled" && !r.regradeOf).slice(0, last);
  const outcomes = await deps.store.evals.listTrialOutcomes(runs.map((r) => r.id));
  const order = new Map(runs.map((r, i) => [r.id, runs.length - i])); // oldest first
  const byTask = new Map<string, Map<string, TrialOutcome[]>>();
  for (const outcome of outcomes) {
    if (outcome.status !== "graded") continue;
    const perRun = byTask.get(outcome.taskId) ?? byTask.set(outcome.taskId, new Map()).get(outcome.taskId)!;
    (perRun.get(outcome.runId) ?? perRun.set(outcome.runId, []).get(outcome.runId)!).push(outcome);
  }
  const tasks = [...byTask.entries()].map(([task, perRun]) => taskHealth(task, [...perRun.entries()].sort(([a], [b]) => order.get(a)! - order.get(b)!).map(([, t]) => t)));
  return { dataset, model, runs: runs.map((r) => r.id), tasks: tasks.sort((a, b) => a.task.localeCompare(b.task)) };
}

/** One task's health from its graded trials, grouped by run, oldest run first. */
export function taskHealth(task: string, runs: TrialOutcome[][]): TaskHealth {
  const passes = (trials: TrialOutcome[]) => trials.filter((t) => t.reward === 1).length;
  const trials = runs.reduce((sum, r) => sum + r.length, 0);
  const multi = runs.filter((r) => r.length >= 2);
  // Of the n(n-1)/2 pairs of a run's n trials, p·f disagree (p passed, f failed).
  const disagreement = (r: TrialOutcome[]) => (2 * passes(r) * (r.length - passes(r))) / (r.length * (r.length - 1));
  const flakiness = multi.length ? multi.reduce((sum, r) => sum + disagreement(r), 0) / multi.length : null;
  const resolved = runs.map((r) => passes(r) === r.length);
  const flips = resolved.slice(1).filter((value, i) => value !== resolved[i]).length;
  const flipRate = runs.length >= 2 ? flips / (runs.length - 1) : null;
  const knownFlaky = flakiness !== null ? flakiness >= FLAKY_AT : runs.length >= FLIP_RUNS && (flipRate ?? 0) >= FLIP_RATE_FLAKY_AT;
  return {
    task, runs: runs.length, trials, pass_rate: trials ? runs.reduce((sum, r) => sum + passes(r), 0) / trials : null,
    flakiness, disagreeing_runs: multi.filter((r) => disagreement(r) > 0).length, flip_rate: flipRate, known_flaky: knownFlaky,
  };
}
