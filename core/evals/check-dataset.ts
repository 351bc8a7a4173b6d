import type { OrgRow } from "../store/types.ts";
import { evalError } from "./eval-errors.ts";
import { getDataset } from "./datasets.ts";
import { checkTask, type CheckDeps, type TaskSoundness } from "./prove-task.ts";
import type { DatasetTask } from "./types.ts";
import type { PackRegistry } from "../pack/loaded-pack.ts";
import { readRunProfiles, type RunProfiles } from "./task-profiles.ts";

export type { CheckDeps, TaskSoundness };

export interface DatasetCheck {
  checkId: string;
  orgId: string;
  dataset: string;
  /** How many times each task's oracle is replayed, each time on a fresh world. */
  trials: number;
  /** The MCP profile per provider the oracles are played through, over each task's own (as a run's `mcp_profiles`). */
  mcpProfiles: RunProfiles;
  status: "running" | "done" | "failed";
  total: number;
  tasks: TaskSoundness[];
  error: string | null;
  startedAt: number;
  finishedAt: number | null;
}

/** Finished checks kept per dataset (and organization), newest last; a running one is never dropped. */
export const CHECKS_KEPT_PER_DATASET = 5;

/** Replays per task a check may ask for: each is a world provisioned, played and graded. */
export const MAX_CHECK_TRIALS = 20;

/**
 * The POST body: `{}` or an empty body is one replay through each task's own surface; `{trials: k}` is
 * k replays (1 to MAX_CHECK_TRIALS); `{mcp_profiles}` plays the oracles through those profiles, as a run would.
 */
export function readCheckRequest(body: unknown, packs: PackRegistry): { trials: number; mcpProfiles: RunProfiles } {
  if (!body || typeof body !== "object" || Array.isArray(body)) throw evalError("invalidInput", "The body must be a JSON object: { trials?, mcp_profiles? }");
  const unknownField = Object.keys(body).find((key) => key !== "trials" && key !== "mcp_profiles");
  if (unknownField) throw evalError("invalidInput", `Unknown field "${unknownField}"; a check takes only trials and mcp_profiles`);
  const { trials = 1, mcp_profiles: profiles } = body as { trials?: unknown; mcp_profiles?: unknown };
  if (!Number.isInteger(trials) || (trials as number) < 1 || (trials as number) > MAX_CHECK_TRIALS)
    throw evalError("invalidInput", `trials must be a whole number from 1 to ${MAX_CHECK_TRIALS}: how many times each task's oracle is replayed`);
  return { trials: trials as number, mcpProfiles: readRunProfiles(packs, profiles) };
}

/**
 * Dataset checks as background jobs: POST starts one and answers at once; the check proves one task at
 * a time, yielding to the event loop between tasks and replays (each world is freed before the next), so
 * the control plane keeps answering while a large dataset is checked. Checks live in memory only: a
 * restart forgets them, and a check that was running is simply started again.
 */
export class DatasetChecks {
  private readonly byDataset = new Map<string, DatasetCheck[]>();
  private stopped = false;

  constructor(private readonly deps: CheckDeps) {}

  /** Starts a check of the organization's dataset, or returns the one already running for it (whatever its trials and profiles). */
  async start(org: OrgRow, slug: string, trials = 1, mcpProfiles: RunProfiles = {}): Promise<DatasetCheck> {
    const dataset = await getDataset(this.deps, org, slug);
    const key = `${org.id}/${slug}`;
    const checks = this.byDataset.get(key) ?? [];
    const running = checks.find((check) => check.status === "running");
    if (running) return running;
    const check: DatasetCheck = {
      checkId: `chk_${crypto.randomUUID().replaceAll("-", "")}`, orgId: org.id, dataset: slug, trials, mcpProfiles, status: "running",
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

  /** Running checks stop before their next task or replay (the service is closing). */
  stop(): void {
    this.stopped = true;
  }

  private async run(check: DatasetCheck, org: OrgRow, tasks: DatasetTask[]): Promise<void> {
    const started = performance.now();
    try {
      for (const task of tasks) {
        await this.pause();
        check.tasks.push(await checkTask(this.deps, org, task, check.trials, () => this.pause(), check.mcpProfiles));
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

  /** Lets every waiting request run before the next task or replay takes the thread. */
  private async pause(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    if (this.stopped) throw new Error("the service stopped before the check finished; start it again");
  }
}

/** GET /api/v1/datasets/{slug}/checks/{checkId}: progress, then the report; `sound` once done, `error` when failed. */
export function renderCheck(check: DatasetCheck) {
  return {
    checkId: check.checkId,
    dataset: check.dataset,
    trials: check.trials,
    mcp_profiles: check.mcpProfiles,
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
