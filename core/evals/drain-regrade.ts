import { regradeState } from "../grading/grade-world.ts";
import { GradingFailed } from "../grading/grading-pool.ts";
import type { EvalDeps } from "./eval-deps.ts";
import { finishRunIfDrained } from "./finish-run.ts";
import type { RunRow, TaskResultRow } from "./types.ts";

/** Regrades this node is working through: the reaper resumes the others (after a restart, or another node's). */
const draining = new Set<string>();
/** Trials graded at once: the grading pool's workers do the work. */
const AT_ONCE = 2;

/**
 * Grades a regrade's queued trials from the kept states of the run whose agent ran, then finishes it.
 * Each row is written only while still queued, so two nodes draining the same regrade (or a cancel)
 * write each trial once. Grading that fails is tried once more, then the trial is an infra_error.
 */
export async function drainRegrade(deps: EvalDeps, runId: string): Promise<void> {
  if (draining.has(runId)) return;
  draining.add(runId);
  try {
    const run = await deps.store.evals.getRun(runId);
    if (!run?.regradeOf || run.status !== "running") return;
    const source = await stateSource(deps, run);
    const originals = new Map((await deps.store.evals.listTaskResults(source.id)).map((row) => [`${row.position}/${row.trial}`, row.id]));
    const queued = (await deps.store.evals.listTaskResults(runId)).filter((row) => row.status === "queued");
    let next = 0;
    const work = async () => {
      while (next < queued.length) {
        const row = queued[next++]!;
        await deps.store.evals.updateTaskResult(await regradeTrial(deps, row, originals.get(`${row.position}/${row.trial}`)), { status: "queued", leaseId: null });
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, work));
    await finishRunIfDrained(deps, runId);
  } catch (error) {
    deps.log.error("eval", `regrade ${runId} stopped; the reaper resumes it`, error);
  } finally {
    draining.delete(runId);
  }
}

/** The trial's row once graded from its kept state (or not_graded, or an infra_error). */
async function regradeTrial(deps: EvalDeps, row: TaskResultRow, originalId: string | undefined): Promise<TaskResultRow> {
  const kept = originalId ? await deps.store.evals.getTrialState(originalId) : undefined;
  if (!kept) return { ...row, status: "not_graded", error: "Not graded: its final state is no longer kept (EVAL_STATE_RETENTION_DAYS)" };
  const input = { state: kept.state, toolCalls: row.toolCalls ?? [], answer: row.answer };
  const gradedAt = deps.worlds.now();
  for (let attempt = 1; ; attempt++) {
    try {
      const grade = deps.grading ? await deps.grading.regrade(row.task.assertions, input) : regradeState(deps, row.task.assertions, input);
      return {
        ...row, status: "graded", reward: grade.reward, assertionsPassed: grade.passed, assertionsCounted: grade.counted, assertions: grade.assertions, gradedAt,
      };
    } catch (error) {
      if (!(error instanceof GradingFailed)) throw error;
      if (attempt > 1) return { ...row, status: "infra_error", gradedAt, error: `Infrastructure: ${error.message}; not graded (the service's failure, not the agent's)` };
    }
  }
}

/** The reaper's pass: regrades left running (a restart, a node that went away) go on here. */
export async function resumeRegrades(deps: EvalDeps): Promise<void> {
  for (const run of await deps.store.evals.listRunningRuns()) if (run.regradeOf && run.status === "running" && !draining.has(run.id)) void drainRegrade(deps, run.id);
}

/** The run whose agent ran: following regradeOf back from a regrade. */
export async function stateSource(deps: EvalDeps, run: RunRow): Promise<RunRow> {
  let source = run;
  while (source.regradeOf) {
    const previous = await deps.store.evals.getRun(source.regradeOf);
    if (!previous) break;
    source = previous;
  }
  return source;
}
