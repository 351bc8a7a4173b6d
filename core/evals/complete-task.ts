import type { OrgRow } from "../store/types.ts";
import { gradeWorld, type KeptGrade } from "../grading/grade-world.ts";
import { GradingFailed } from "../grading/grading-pool.ts";
import type { World } from "../world/world.ts";
import type { CompletionAnswer } from "../../sdk/src/protocol.ts";
import type { EvalDeps } from "./eval-deps.ts";
import { evalError } from "./eval-errors.ts";
import { expireLeases } from "./expire-leases.ts";
import { finishRunIfDrained } from "./finish-run.ts";
import { holdLeaseDuring } from "./hold-lease.ts";
import { recordInfraFailure } from "./infra-failure.ts";
import { readLeaseId, requireRun, requireTask } from "./run-access.ts";
import type { AgentUsage, TaskResultRow } from "./types.ts";

const MAX_TEXT = 4000;
const MAX_ANSWER = 20_000;

interface WorkerReport { leaseId: string; error: string | null; answer: string | null; usage: AgentUsage | null }

/**
 * A worker's report that the agent is done (or threw). The service grades the world's final state,
 * whatever the worker says (the answer is graded against that state), keeps the task's record (tool
 * calls, answer, usage, duration) and frees the world. A duplicate report of the same lease answers
 * the same; a late one (lease expired or superseded) changes nothing.
 */
export async function completeTask(deps: EvalDeps, org: OrgRow, runId: string, taskResultId: string, body: unknown): Promise<CompletionAnswer> {
  const run = await requireRun(deps, org, runId);
  const report = readReport(body);
  await requireTask(deps, run, taskResultId);
  await expireLeases(deps, run);
  const task = (await deps.store.evals.getTaskResult(taskResultId))!;

  if (task.status === "graded" || task.status === "infra_error") {
    if (task.leaseId === report.leaseId) return answer(task);
    throw evalError("leaseLost", "the task was finished under another lease");
  }
  if (task.status === "queued") throw evalError("leaseLost", "it expired and the task was requeued");
  if (task.status === "cancelled") throw evalError("leaseLost", "the run was cancelled and the lease expired");
  if (task.leaseId !== report.leaseId) throw evalError("leaseLost", "the task is leased to another worker now");

  const graded = await gradeTask(deps, task, report);
  if (!graded) {
    // Another request (a duplicate report, or an expiry on another node) ended the lease first: answer from what it wrote.
    const now = (await deps.store.evals.getTaskResult(taskResultId))!;
    if ((now.status === "graded" || now.status === "infra_error") && now.leaseId === report.leaseId) return answer(now);
    throw evalError("leaseLost", "the lease ended while the task was being graded");
  }
  await finishRunIfDrained(deps, run.id);
  return answer(graded);
}

/**
 * The graded row, written only while the lease is still this one (undefined when another request ended
 * it first); the trial's final state is kept for regrading. A world gone before grading, or grading
 * that failed, is the service's failure: the trial is queued again once (recordInfraFailure).
 */
async function gradeTask(deps: EvalDeps, task: TaskResultRow, report: WorkerReport): Promise<TaskResultRow | undefined> {
  const world = task.worldId ? await deps.worlds.get(task.worldId) : undefined;
  const now = deps.worlds.now();
  const record = { answer: report.answer, usage: report.usage, gradedAt: now, leaseExpiresAt: null, durationMs: task.leasedAt === null ? null : now - task.leasedAt };
  if (!world) return recordInfraFailure(deps, task, "the task's world was gone before grading", record);
  const grade = await holdLeaseDuring(deps, task, () => gradeOrFailure(deps, world, task, report.answer));
  const toolCalls = await world.toolCalls();
  const written = grade instanceof GradingFailed
    ? await recordInfraFailure(deps, task, grade.message, { ...record, toolCalls })
    : await writeGrade(deps, task, {
        ...task, ...record, status: "graded", reward: grade.reward, assertionsPassed: grade.passed, assertionsCounted: grade.counted,
        assertions: grade.assertions, error: report.error ? `Agent error: ${report.error}` : null, toolCalls,
      }, grade.state);
  if (written) await deps.worlds.remove(world.id);
  if (written?.status === "graded") deps.log.info("eval", `run ${task.runId} task ${task.task.id}${task.trial ? ` trial ${task.trial}` : ""}: graded, reward ${written.reward.toFixed(2)}${report.error ? " (agent threw)" : ""}`);
  return written;
}

/** The graded row (while the lease is still the task's), then its kept state. */
async function writeGrade(deps: EvalDeps, task: TaskResultRow, graded: TaskResultRow, state: Uint8Array | undefined): Promise<TaskResultRow | undefined> {
  if (!(await deps.store.evals.updateTaskResult(graded, { status: "leased", leaseId: task.leaseId }))) return undefined;
  if (state) await deps.store.evals.putTrialState({ taskResultId: task.id, runId: task.runId, createdAt: graded.gradedAt!, bytes: state.byteLength, state });
  return graded;
}

/** The grade, or the GradingFailed that stopped it (a budget overrun, a worker that died): recorded, not thrown. */
async function gradeOrFailure(deps: EvalDeps, world: World, task: TaskResultRow, answer: string | null): Promise<KeptGrade | GradingFailed> {
  try {
    return await gradeWorld(deps, world, task.task.assertions, answer, deps.settings.stateRetentionMs > 0);
  } catch (error) {
    if (!(error instanceof GradingFailed)) throw error;
    deps.log.warn("eval", `run ${task.runId} task ${task.task.id}: ${error.message}`);
    return error;
  }
}

function readReport(body: unknown): WorkerReport {
  const leaseId = readLeaseId(body);
  const { error, answer, usage } = body as Record<string, unknown>;
  const text = (name: string, value: unknown, max: number) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== "string") throw evalError("invalidInput", `${name} must be a string or null`);
    return value.slice(0, max);
  };
  return { leaseId, error: text("error", error, MAX_TEXT), answer: text("answer", answer, MAX_ANSWER), usage: readUsage(usage) };
}

function readUsage(value: unknown): AgentUsage | null {
  if (value === undefined || value === null) return null;
  const fields = ["inputTokens", "outputTokens", "costUsd"] as const;
  const entries = typeof value === "object" && !Array.isArray(value) ? Object.entries(value) : [["", NaN] as const];
  const usage: AgentUsage = {};
  for (const [key, amount] of entries) {
    if (!fields.includes(key as never) || typeof amount !== "number" || !Number.isFinite(amount) || amount < 0)
      throw evalError("invalidInput", "usage must be {inputTokens?, outputTokens?, costUsd?} with non-negative numbers");
    usage[key as (typeof fields)[number]] = amount;
  }
  return usage;
}

function answer(task: TaskResultRow): CompletionAnswer {
  return { taskResultId: task.id, status: task.status, reward: task.reward, assertionsPassed: task.assertionsPassed, assertionsCounted: task.assertionsCounted };
}
