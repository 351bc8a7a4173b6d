import type { OrgRow } from "../store/types.ts";
import { gradeWorld, type WorldGrade } from "../grading/grade-world.ts";
import { connectInProcess } from "../mcp/in-process-client.ts";
import { MCP_LABEL } from "../mock/world-address.ts";
import type { World } from "../world/world.ts";
import type { EvalDeps } from "./eval-deps.ts";
import { getDataset } from "./datasets.ts";
import { runOracle } from "./run-oracle.ts";
import type { DatasetTask } from "./types.ts";

export interface TaskSoundness {
  task: string;
  sound: boolean;
  oracle: { reward: number; failed: string[]; error: string | null } | null;
  idle: { reward: number };
  problem: string | null;
}

/**
 * Proves each task sound: its oracle, played through MCP on a fresh world, scores 1, and doing
 * nothing on another fresh world does not.
 */
export async function checkDataset(deps: EvalDeps & { mockHandle: (r: Request) => Promise<Response> }, org: OrgRow, slug: string) {
  const dataset = getDataset(deps, org, slug);
  const tasks: TaskSoundness[] = [];
  for (const task of dataset.tasks) tasks.push(await checkTask(deps, org, task));
  return { dataset: slug, sound: tasks.every((t) => t.sound), tasks };
}

async function checkTask(deps: EvalDeps & { mockHandle: (r: Request) => Promise<Response> }, org: OrgRow, task: DatasetTask): Promise<TaskSoundness> {
  const idle = await withWorld(deps, org, task, async (world) => grade(deps, task, world));
  if (!task.oracle?.length) return { task: task.id, sound: false, oracle: null, idle: { reward: idle.reward }, problem: "no oracle: the task cannot be proven solvable" };
  let oracleError: string | null = null;
  let answer: string | null = null;
  const solved = await withWorld(deps, org, task, async (world) => {
    const client = await connectInProcess(deps.mockHandle, deps.addressing.urlFor(world.id, MCP_LABEL));
    try {
      const played = await runOracle(client, task.oracle!);
      if (played.ok) answer = played.answer;
      else oracleError = played.error;
    } catch (error) {
      oracleError = (error as Error).message;
    } finally {
      await client.close();
    }
    return grade(deps, task, world, answer);
  });
  const failed = solved.assertions.filter((a) => !a.passed).map((a) => a.error ?? a.requirement);
  const problem = oracleError ?? (solved.reward < 1 ? "the oracle does not satisfy every assertion" : idle.reward >= 1 ? "doing nothing already passes every assertion" : null);
  return { task: task.id, sound: problem === null, oracle: { reward: solved.reward, failed, error: oracleError }, idle: { reward: idle.reward }, problem };
}

function grade(deps: EvalDeps, task: DatasetTask, world: World, answer: string | null = null): WorldGrade {
  return gradeWorld(deps, world, task.assertions, answer);
}

function provision(deps: EvalDeps, org: OrgRow, task: DatasetTask): World {
  return deps.worlds.provision({ orgId: org.id, kind: "eval", seeds: task.seed as never, configs: task.config ?? {}, ttlMs: 10 * 60_000 });
}

/** A fresh world for the task, removed after use whatever happens. */
async function withWorld<T>(deps: EvalDeps, org: OrgRow, task: DatasetTask, use: (world: World) => Promise<T>): Promise<T> {
  const world = provision(deps, org, task);
  try {
    return await use(world);
  } finally {
    deps.worlds.remove(world.id);
  }
}
