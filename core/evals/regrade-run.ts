import type { OrgRow } from "../store/types.ts";
import type { TriggerAnswer } from "../../sdk/src/protocol.ts";
import type { EvalDeps } from "./eval-deps.ts";
import { evalError } from "./eval-errors.ts";
import { getDataset } from "./datasets.ts";
import { newRun, newTaskRow } from "./create-run.ts";
import { drainRegrade, stateSource } from "./drain-regrade.ts";
import { requireRun } from "./run-access.ts";
import { buildManifest } from "./run-manifest.ts";
import type { TaskResultRow } from "./types.ts";

/**
 * POST /api/v1/evals/{runId}/regrade: a new run (`regradeOf`, the same commit, model and trials) whose
 * trials are the original's kept final states graded with the dataset's current assertions. No agent
 * runs and no lease is taken: the grading happens in the background (drain-regrade.ts) and the run is
 * read like any other, compared with its baseline as usual. The original's trials that were not graded
 * or whose state is no longer kept, and the dataset's tasks the original did not run, are `not_graded`.
 */
export async function regradeRun(deps: EvalDeps, org: OrgRow, runId: string): Promise<TriggerAnswer> {
  const asked = await requireRun(deps, org, runId);
  if (asked.status === "running" || asked.status === "cancelled") throw evalError("runNotRegradable", asked.id, asked.status === "running" ? "it has not finished" : "it was cancelled");
  // A regrade of a regrade grades the same kept states: those of the run whose agent ran.
  const source = await stateSource(deps, asked);
  const dataset = await getDataset(deps, org, asked.dataset);
  const current = new Map(dataset.tasks.map((task) => [task.id, task]));
  const [rows, kept] = await Promise.all([deps.store.evals.listTaskResults(source.id), deps.store.evals.listTrialStates(source.id)]);
  const stored = new Set(kept.map((s) => s.taskResultId));

  const run = newRun(org.id, asked.dataset, asked.commit, {
    ref: asked.ref, model: asked.model, trials: asked.trials, alpha: asked.alpha, regradeOf: asked.id, createdAt: deps.worlds.now(), manifest: null,
  });
  const ran = new Set<string>();
  const trials: TaskResultRow[] = [];
  for (const row of rows) {
    const task = current.get(row.task.id);
    if (!task) continue; // removed from the dataset since: nothing to grade it with
    ran.add(task.id);
    const trial = { ...newTaskRow(run.id, task, row.position, row.trial), answer: row.answer, usage: row.usage, toolCalls: row.toolCalls, durationMs: row.durationMs,
      error: row.error?.startsWith("Agent error") ? row.error : null };
    const why = row.status !== "graded" ? `the original trial was not graded (${row.status})` : !stored.has(row.id) ? "its final state is no longer kept (EVAL_STATE_RETENTION_DAYS)" : null;
    trials.push(why ? { ...trial, status: "not_graded", error: `Not graded: ${why}` } : trial);
  }
  const added = dataset.tasks.filter((task) => !ran.has(task.id));
  const next = rows.reduce((max, row) => Math.max(max, row.position + 1), 0);
  added.forEach((task, i) => {
    for (let trial = 0; trial < asked.trials; trial++)
      trials.push({ ...newTaskRow(run.id, task, next + i, trial), status: "not_graded", error: `Not graded: not in run ${source.id} (added to the dataset since, or left out by its task filter)` });
  });
  const tasks = [...new Map(trials.map((t) => [t.task.id, t.task])).values()];
  run.manifest = await buildManifest(deps, tasks.filter((t) => ran.has(t.id)), asked.trials, asked.manifest?.mcp_profiles ?? {});
  await deps.store.evals.insertRun(run, trials);
  const queued = trials.filter((t) => t.status === "queued").length;
  deps.log.info("eval", `run ${run.id}: regrade of ${asked.id} (states of ${source.id}), ${queued} trial(s) to grade, ${trials.length - queued} not graded`);
  void drainRegrade(deps, run.id);
  return { runId: run.id, status: "running", taskCount: tasks.length, trialCount: trials.length, regradeOf: asked.id };
}
