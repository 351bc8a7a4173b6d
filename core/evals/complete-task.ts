import { controlError } from "../control/control-errors.ts";
import type { OrgRow } from "../store/types.ts";
import { gradeWorld } from "../grading/grade-world.ts";
import type { EvalDeps } from "./eval-deps.ts";
import { expireLeases } from "./expire-leases.ts";
import { finishRunIfDrained } from "./finish-run.ts";
import { readLeaseId, requireRun, requireTask } from "./run-access.ts";
import type { TaskResultRow } from "./types.ts";

export interface CompletionAnswer { taskResultId: string; status: string; reward: number; assertionsPassed: number; assertionsCounted: number }

/**
 * A worker's report that the agent is done (or threw). The service grades the world's final state,
 * whatever the worker says, then frees the world. A duplicate report of the same lease answers the same;
 * a late one (lease expired or superseded) changes nothing.
 */
export function completeTask(deps: EvalDeps, org: OrgRow, runId: string, taskResultId: string, body: unknown): CompletionAnswer {
  const run = requireRun(deps, org, runId);
  const leaseId = readLeaseId(body);
  const agentError = (body as { error?: unknown }).error;
  if (agentError !== undefined && agentError !== null && typeof agentError !== "string") throw controlError("invalidBody", "error must be a string or null");
  requireTask(deps, run, taskResultId);
  expireLeases(deps, run);
  const task = deps.store.evals.getTaskResult(taskResultId)!;

  if (task.status === "graded" || task.status === "error") {
    if (task.leaseId === leaseId) return answer(task);
    throw controlError("leaseLost", "the task was finished under another lease");
  }
  if (task.status === "queued") throw controlError("leaseLost", "it expired and the task was requeued");
  if (task.leaseId !== leaseId) throw controlError("leaseLost", "the task is leased to another worker now");

  const graded = gradeTask(deps, task, agentError ? String(agentError).slice(0, 4000) : null);
  finishRunIfDrained(deps, run.id);
  return answer(graded);
}

function gradeTask(deps: EvalDeps, task: TaskResultRow, agentError: string | null): TaskResultRow {
  const world = task.worldId ? deps.worlds.get(task.worldId) : undefined;
  const now = deps.worlds.now();
  let graded: TaskResultRow;
  if (!world) {
    graded = { ...task, status: "error", error: "Infrastructure: the task's world was gone before grading", gradedAt: now };
  } else {
    const grade = gradeWorld(deps, world, task.task.assertions, null);
    graded = {
      ...task, status: "graded", reward: grade.reward, assertionsPassed: grade.passed, assertionsCounted: grade.counted,
      assertions: grade.assertions, error: agentError ? `Agent error: ${agentError}` : null, gradedAt: now, leaseExpiresAt: null,
    };
    deps.worlds.remove(world.id);
  }
  deps.store.evals.updateTaskResult(graded);
  deps.log.info("eval", `run ${task.runId} task ${task.task.id}: ${graded.status}, reward ${graded.reward.toFixed(2)}${agentError ? " (agent threw)" : ""}`);
  return graded;
}

function answer(task: TaskResultRow): CompletionAnswer {
  return { taskResultId: task.id, status: task.status, reward: task.reward, assertionsPassed: task.assertionsPassed, assertionsCounted: task.assertionsCounted };
}
