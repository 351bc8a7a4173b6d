import { branchRefs } from "./branch-refs.ts";
import type { EvalDeps } from "./eval-deps.ts";
import type { BaselineView, RunRow, TaskResultRow } from "./types.ts";

export interface PickedBaseline {
  baseline?: { run: RunRow; tasks: TaskResultRow[] };
  view: BaselineView;
}

/** How many earlier runs to look through for a comparable one. */
const CANDIDATES = 50;

/**
 * The run a finishing run is compared with, and why. The spec's rule, made safe: the previous run of
 * the same dataset and model, but only a comparable one (succeeded, so neither failed on
 * infrastructure nor cancelled, and covering every task of this run). A trigger may instead name a
 * run, or a ref whose newest comparable run is taken (a pull request against its base branch).
 */
export async function pickBaseline(deps: EvalDeps, run: RunRow, tasks: TaskResultRow[], finishedAt: number): Promise<PickedBaseline> {
  const requested = run.baselineRequest;
  const none = (reason: string): PickedBaseline => ({ view: { requested, runId: null, commit: null, reason } });
  const taken = (chosen: RunRow, chosenTasks: TaskResultRow[], reason: string): PickedBaseline => ({
    baseline: { run: chosen, tasks: chosenTasks },
    view: { requested, runId: chosen.id, commit: chosen.commit, reason },
  });

  if (requested && "runId" in requested) {
    const chosen = await deps.store.evals.getRun(requested.runId);
    if (!chosen) return none(`the requested baseline ${requested.runId} no longer exists`);
    if (chosen.status !== "succeeded") return none(`the requested baseline ${chosen.id} ${chosen.status === "running" ? "has not finished" : `${chosen.status}`}: not comparable`);
    const model = chosen.model === run.model ? "" : ` (model "${chosen.model}", not "${run.model}")`;
    return taken(chosen, await deps.store.evals.listTaskResults(chosen.id), `named by the trigger${model}`);
  }
  if (!run.model) return none("no task was leased, so the run has no model label to compare by");

  const refs = requested ? branchRefs(requested.ref) : undefined;
  const where = requested ? ` on ${requested.ref}` : "";
  const wanted = new Set(tasks.map((t) => t.task.id));
  const skipped: string[] = [];
  for (const candidate of await deps.store.evals.listFinishedRuns(run.orgId, run.dataset, { model: run.model, refs }, finishedAt, run.id, CANDIDATES)) {
    if (candidate.status !== "succeeded") {
      skipped.push(`${candidate.id} (${candidate.status})`);
      continue;
    }
    const candidateTasks = await deps.store.evals.listTaskResults(candidate.id);
    const covered = candidateTasks.filter((t) => wanted.has(t.task.id)).length;
    if (covered < wanted.size) {
      skipped.push(`${candidate.id} (ran ${covered} of this run's ${wanted.size} tasks)`);
      continue;
    }
    const passedOver = skipped.length ? `; passed over ${describeSkipped(skipped)}` : "";
    return taken(candidate, candidateTasks, `the newest finished run of ${run.dataset} with ${run.model}${where} that succeeded and covers this run's tasks${passedOver}`);
  }
  const passedOver = skipped.length ? ` (passed over ${describeSkipped(skipped)})` : "";
  return none(`no earlier run of ${run.dataset} with ${run.model}${where} succeeded and covers this run's tasks${passedOver}`);
}

function describeSkipped(skipped: string[]): string {
  return skipped.length > 3 ? `${skipped.slice(0, 3).join(", ")} and ${skipped.length - 3} more` : skipped.join(", ");
}
