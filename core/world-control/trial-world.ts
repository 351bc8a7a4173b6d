// A trial's world after the fact (docs/worlds.md "A trial's world"). A task world lives while its trial
// runs and is removed once graded; grading keeps its final state and its diff from the seed with the
// trial (core/grading/trial-state.ts). So a trial's diff is read from the live world while there is one,
// else from the kept state; and a fork of a finished trial is a new snapshot provisioned from the
// task's seed with that diff applied: the state the agent left, to reproduce by hand.
import type { WorldDiff } from "../grading/types.ts";
import { unpackTrialState } from "../grading/trial-state.ts";
import type { OrgRow } from "../store/types.ts";
import { quotaRefusal, underSnapshotCap, type SnapshotDeps } from "../snapshot/create-snapshot.ts";
import { ProvisionOverQuota } from "../world/world-registry.ts";
import type { EvalDeps } from "../evals/eval-deps.ts";
import { evalError } from "../evals/eval-errors.ts";
import { requireRun, requireTask } from "../evals/run-access.ts";
import type { TaskResultRow } from "../evals/types.ts";
import { fieldChanges, worldDiff } from "./world-diff.ts";
import { forkWorld, readForkTtl } from "./fork-world.ts";
import { worldSummary } from "./world-summary.ts";

type Deps = EvalDeps & SnapshotDeps;

/** GET /api/v1/evals/{runId}/tasks/{taskResultId}/diff: the world-control diff, from the live world or the kept state. */
export async function trialDiff(deps: Deps, org: OrgRow, runId: string, taskResultId: string) {
  const task = await requireTask(deps, await requireRun(deps, org, runId), taskResultId);
  const live = task.worldId ? await deps.worlds.get(task.worldId) : undefined;
  if (live && live.meta.orgId === org.id) return { taskResultId, from: "world" as const, ...(await worldDiff(deps, live, null)) };
  const kept = await keptDiff(deps, task);
  const added = [], changed = [], removed = [];
  for (const [pack, collections] of Object.entries(kept).sort(([a], [b]) => a.localeCompare(b)))
    for (const [collection, diff] of Object.entries(collections).sort(([a], [b]) => a.localeCompare(b))) {
      added.push(...diff.added.map(({ id, record }) => ({ pack, collection, id, record })));
      changed.push(...diff.changed.map(({ id, before, after }) => ({ pack, collection, id, changes: fieldChanges(before, after) })));
      removed.push(...diff.removed.map(({ id, record }) => ({ pack, collection, id, record })));
    }
  return { taskResultId, from: "kept" as const, worldId: task.worldId ?? "", since: { checkpoint: null, seq: 0 }, added, changed, removed };
}

async function keptDiff(deps: Deps, task: TaskResultRow): Promise<WorldDiff> {
  const kept = await deps.store.evals.getTrialState(task.id);
  if (!kept) throw evalError("trialStateGone", task.id);
  return unpackTrialState(kept.state).diff;
}

/**
 * POST /api/v1/evals/{runId}/tasks/{taskResultId}/fork `{ttl?}`: a snapshot in the state the trial left
 * its world: a fork of the live world, else the task's seed provisioned again with the kept diff applied,
 * all or nothing, under the snapshot rules (cap, bytes, ttl).
 */
export async function forkTrial(deps: Deps, org: OrgRow, runId: string, taskResultId: string, body: unknown) {
  const task = await requireTask(deps, await requireRun(deps, org, runId), taskResultId);
  const live = task.worldId ? await deps.worlds.get(task.worldId) : undefined;
  if (live && live.meta.orgId === org.id) return { ...(await forkWorld(deps, org, live.id, body)), fromTrial: taskResultId };
  const ttl = readForkTtl(body);
  const diff = await keptDiff(deps, task);
  try {
    const world = await underSnapshotCap(deps, org, () =>
      deps.worlds.provision({
        orgId: org.id, kind: "snapshot", seeds: task.task.seed as never, configs: task.task.config ?? {}, people: task.task.people, ttlMs: ttl.seconds * 1000, checkOrgBytes: true,
      }));
    try {
      const now = deps.worlds.now();
      await world.transaction(() => {
        for (const [pack, collections] of Object.entries(diff))
          for (const [collection, changes] of Object.entries(collections)) {
            for (const { id, record } of changes.added) world.setRecord(pack, collection, id, record, now);
            for (const { id, after } of changes.changed) world.setRecord(pack, collection, id, after, now);
            for (const { id } of changes.removed) world.setRecord(pack, collection, id, null, now);
          }
      });
      await world.flushed();
    } catch (error) {
      await deps.worlds.remove(world.id); // no half-written world
      throw error;
    }
    return { ...(await worldSummary(deps, world)), forkedFrom: null, fromTrial: taskResultId, ttl: ttl.normalized };
  } catch (error) {
    if (error instanceof ProvisionOverQuota) throw await quotaRefusal(deps, org, error.quota);
    throw error;
  }
}
