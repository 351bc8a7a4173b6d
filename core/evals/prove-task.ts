import type { OrgRow } from "../store/types.ts";
import { gradeWorld } from "../grading/grade-world.ts";
import { GradingFailed } from "../grading/grading-pool.ts";
import { connectInProcess } from "../mcp/in-process-client.ts";
import { MCP_LABEL } from "../mock/world-address.ts";
import type { World } from "../world/world.ts";
import type { EvalDeps } from "./eval-deps.ts";
import { runOracle } from "./run-oracle.ts";
import type { DatasetTask, OracleStep } from "./types.ts";
import { oracleFor } from "./task-oracle.ts";
import { surfaceUrl, taskProfileSegment, type RunProfiles } from "./task-profiles.ts";
import { storedFaults } from "../faults/fault-table.ts";

/** One play of the oracle on a fresh world, graded. */
export interface OracleReplay { reward: number; failed: string[]; error: string | null }

export interface TaskSoundness {
  task: string;
  sound: boolean;
  /** The first replay. */
  oracle: OracleReplay | null;
  idle: { reward: number };
  problem: string | null;
  /** Every replay, in order, when the check replays the oracle more than once. */
  replays?: OracleReplay[];
}

export type CheckDeps = EvalDeps & { mockHandle: (r: Request) => Promise<Response> };

/** What runs between two replays: the check job yields the thread there, and stops if asked. */
export type BetweenReplays = () => Promise<void>;

/**
 * Proves one task sound: its oracle, played through MCP on `trials` fresh worlds, scores 1 with the
 * same grade on each, and doing nothing on another fresh world does not score 1. The oracle is played
 * through the surface an agent of a run with these `profiles` would get (the task's own, else native).
 */
export async function checkTask(
  deps: CheckDeps, org: OrgRow, task: DatasetTask, trials = 1, between: BetweenReplays = async () => {}, profiles: RunProfiles = {},
): Promise<TaskSoundness> {
  try {
    return await proveTask(deps, org, task, trials, between, taskProfileSegment(task, profiles));
  } catch (error) {
    // Grading that overran GRADING_BUDGET_MS (or whose worker died) says the task cannot be proven, not that the check broke.
    if (!(error instanceof GradingFailed)) throw error;
    return { task: task.id, sound: false, oracle: null, idle: { reward: 0 }, problem: `grading failed: ${error.message}` };
  }
}

async function proveTask(deps: CheckDeps, org: OrgRow, task: DatasetTask, trials: number, between: BetweenReplays, segment: string): Promise<TaskSoundness> {
  const idle = await withWorld(deps, org, task, async (world) => gradeWorld(deps, world, task.assertions, null));
  const steps = oracleFor(task, segment);
  if (!steps?.length) {
    const problem = segment ? `no oracle for the MCP surface "${segment}": add oracles["${segment}"] to the task` : "no oracle: the task cannot be proven solvable";
    return { task: task.id, sound: false, oracle: null, idle: { reward: idle.reward }, problem };
  }
  const replays: Array<OracleReplay & { grade: string }> = [];
  for (let i = 0; i < trials; i++) {
    if (i > 0) await between();
    replays.push(await replayOracle(deps, org, task, steps, segment));
  }
  const oracle = replays[0]!;
  // A grade that varies comes first: any other verdict on this task would then be a matter of luck.
  const problem = nondeterminism(replays)
    ?? replays.find((replay) => replay.error)?.error
    ?? (oracle.reward < 1 ? "the oracle does not satisfy every assertion" : idle.reward >= 1 ? "doing nothing already passes every assertion" : null);
  const shown = replays.map(({ reward, failed, error }) => ({ reward, failed, error }));
  return { task: task.id, sound: problem === null, oracle: shown[0]!, idle: { reward: idle.reward }, problem, ...(trials > 1 ? { replays: shown } : {}) };
}

/** Plays the oracle at the surface on a fresh world and grades it; `grade` is the reward and every assertion's verdict. */
async function replayOracle(deps: CheckDeps, org: OrgRow, task: DatasetTask, steps: OracleStep[], segment: string): Promise<OracleReplay & { grade: string }> {
  let error: string | null = null;
  let answer: string | null = null;
  const solved = await withWorld(deps, org, task, async (world) => {
    const client = await connectInProcess(deps.mockHandle, surfaceUrl(deps.addressing.urlFor(world.id, MCP_LABEL), segment));
    try {
      // A step a fault rule failed is played again, as an agent that recovers would.
      const played = await runOracle(client, steps, async () => (await world.toolCalls()).at(-1)?.fault !== undefined);
      if (played.ok) answer = played.answer;
      else error = played.error;
    } catch (thrown) {
      error = (thrown as Error).message;
    } finally {
      await client.close();
    }
    return gradeWorld(deps, world, task.assertions, answer);
  });
  const failed = solved.assertions.filter((a) => !a.passed).map((a) => a.error ?? a.requirement);
  return { reward: solved.reward, failed, error, grade: JSON.stringify([solved.reward, solved.assertions.map((a) => a.passed)]) };
}

/** Null when every replay got the same grade; else what differed, in words. */
function nondeterminism(replays: Array<{ reward: number; grade: string }>): string | null {
  if (replays.every((replay) => replay.grade === replays[0]!.grade)) return null;
  const rewards = replays.map((replay) => Number(replay.reward.toFixed(2)));
  return rewards.every((reward) => reward === rewards[0])
    ? `the grade is not deterministic: reward ${rewards[0]} in each of ${replays.length} replays, but not the same assertions failed`
    : `the grade is not deterministic: rewards ${rewards.join(", ")} over ${replays.length} replays`;
}

function provision(deps: EvalDeps, org: OrgRow, task: DatasetTask): Promise<World> {
  return deps.worlds.provision({
    orgId: org.id, kind: "eval", seeds: task.seed as never, configs: task.config ?? {}, people: task.people, ttlMs: 10 * 60_000,
    // The task's fault rules hold here too: the oracle must solve the task through them.
    ...(task.faults ? { faults: storedFaults(task.faults) } : {}),
  });
}

/** A fresh world for the task, removed after use whatever happens. */
async function withWorld<T>(deps: EvalDeps, org: OrgRow, task: DatasetTask, use: (world: World) => Promise<T>): Promise<T> {
  const world = await provision(deps, org, task);
  try {
    return await use(world);
  } finally {
    await deps.worlds.remove(world.id);
  }
}
