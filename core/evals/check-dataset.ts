import type { OrgRow } from "../store/types.ts";
import { gradeWorld } from "../grading/grade-world.ts";
import { GradingFailed } from "../grading/grading-pool.ts";
import { connectInProcess } from "../mcp/in-process-client.ts";
import { MCP_LABEL } from "../mock/world-address.ts";
import type { World } from "../world/world.ts";
import type { EvalDeps } from "./eval-deps.ts";
import { evalError } from "./eval-errors.ts";
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

export type CheckDeps = EvalDeps & { mockHandle: (r: Request) => Promise<Response> };

export interface DatasetCheck {
  checkId: string;
  orgId: string;
  dataset: string;
  status: "running" | "done" | "failed";
  total: number;
  tasks: TaskSoundness[];
  error: string | null;
  startedAt: number;
  finishedAt: number | null;
}

/** Finished checks kept per dataset (and organization), newest last; a running one is never dropped. */
export const CHECKS_KEPT_PER_DATASET = 5;

/**
 * Dataset checks as background jobs: POST starts one and answers at once; the check proves one task at
 * a time, yielding to the event loop between tasks (each task's worlds are freed before the next), so
 * the control plane keeps answering while a large dataset is checked. Checks live in memory only: a
 * restart forgets them, and a check that was running is simply started again.
 */
export class DatasetChecks {
  private readonly byDataset = new Map<string, DatasetCheck[]>();
  private stopped = false;

  constructor(private readonly deps: CheckDeps) {}

  /** Starts a check of the organization's dataset, or returns the one already running for it. */
  async start(org: OrgRow, slug: string): Promise<DatasetCheck> {
    const dataset = await getDataset(this.deps, org, slug);
    const key = `${org.id}/${slug}`;
    const checks = this.byDataset.get(key) ?? [];
    const running = checks.find((check) => check.status === "running");
    if (running) return running;
    const check: DatasetCheck = {
      checkId: `chk_${crypto.randomUUID().replaceAll("-", "")}`, orgId: org.id, dataset: slug, status: "running",
      total: dataset.tasks.length, tasks: [], error: null, startedAt: this.deps.worlds.now(), finishedAt: null,
    };
    checks.push(check);
    if (checks.length > CHECKS_KEPT_PER_DATASET) checks.splice(0, checks.length - CHECKS_KEPT_PER_DATASET);
    this.byDataset.set(key, checks);
    void this.run(check, org, dataset.tasks);
    return check;
  }

  /** One of the organization's checks of this dataset; 404 when unknown, forgotten or another organization's. */
  get(org: OrgRow, slug: string, checkId: string): DatasetCheck {
    const check = this.byDataset.get(`${org.id}/${slug}`)?.find((c) => c.checkId === checkId);
    if (!check) throw evalError("checkNotFound", checkId, slug);
    return check;
  }

  /** Running checks stop before their next task (the service is closing). */
  stop(): void {
    this.stopped = true;
  }

  private async run(check: DatasetCheck, org: OrgRow, tasks: DatasetTask[]): Promise<void> {
    const started = performance.now();
    try {
      for (const task of tasks) {
        // Let every waiting request run before the next task takes the thread.
        await new Promise((resolve) => setImmediate(resolve));
        if (this.stopped) throw new Error("the service stopped before the check finished; start it again");
        check.tasks.push(await checkTask(this.deps, org, task));
      }
      check.status = "done";
      this.deps.log.info("eval", `dataset ${check.dataset} checked in ${((performance.now() - started) / 1000).toFixed(1)} s: ${check.tasks.filter((t) => !t.sound).length} unsound of ${check.total}`);
    } catch (error) {
      check.status = "failed";
      check.error = `The check stopped at task ${check.tasks.length + 1} of ${check.total}: ${(error as Error).message}`;
      this.deps.log.error("eval", `dataset ${check.dataset} check ${check.checkId} failed`, error);
    } finally {
      check.finishedAt = this.deps.worlds.now();
    }
  }
}

/** GET /api/v1/datasets/{slug}/checks/{checkId}: progress, then the report; `sound` once done, `error` when failed. */
export function renderCheck(check: DatasetCheck) {
  return {
    checkId: check.checkId,
    dataset: check.dataset,
    status: check.status,
    done: check.tasks.length,
    total: check.total,
    ...(check.status === "done" ? { sound: check.tasks.every((t) => t.sound) } : {}),
    ...(check.status === "failed" ? { error: check.error } : {}),
    tasks: check.tasks,
    startedAt: new Date(check.startedAt).toISOString(),
    finishedAt: check.finishedAt === null ? null : new Date(check.finishedAt).toISOString(),
  };
}

/**
 * Proves one task sound: its oracle, played through MCP on a fresh world, scores 1, and doing nothing
 * on another fresh world does not.
 */
export async function checkTask(deps: CheckDeps, org: OrgRow, task: DatasetTask): Promise<TaskSoundness> {
  try {
    return await proveTask(deps, org, task);
  } catch (error) {
    // Grading that overran GRADING_BUDGET_MS (or whose worker died) says the task cannot be proven, not that the check broke.
    if (!(error instanceof GradingFailed)) throw error;
    return { task: task.id, sound: false, oracle: null, idle: { reward: 0 }, problem: `grading failed: ${error.message}` };
  }
}

async function proveTask(deps: CheckDeps, org: OrgRow, task: DatasetTask): Promise<TaskSoundness> {
  const idle = await withWorld(deps, org, task, async (world) => gradeWorld(deps, world, task.assertions, null));
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
    return gradeWorld(deps, world, task.assertions, answer);
  });
  const failed = solved.assertions.filter((a) => !a.passed).map((a) => a.error ?? a.requirement);
  const problem = oracleError ?? (solved.reward < 1 ? "the oracle does not satisfy every assertion" : idle.reward >= 1 ? "doing nothing already passes every assertion" : null);
  return { task: task.id, sound: problem === null, oracle: { reward: solved.reward, failed, error: oracleError }, idle: { reward: idle.reward }, problem };
}

function provision(deps: EvalDeps, org: OrgRow, task: DatasetTask): Promise<World> {
  return deps.worlds.provision({ orgId: org.id, kind: "eval", seeds: task.seed as never, configs: task.config ?? {}, people: task.people, ttlMs: 10 * 60_000 });
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
