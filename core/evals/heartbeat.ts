import type { OrgRow } from "../store/types.ts";
import type { HeartbeatAnswer } from "../../sdk/src/protocol.ts";
import type { EvalDeps } from "./eval-deps.ts";
import { evalError } from "./eval-errors.ts";
import { expireLeases } from "./expire-leases.ts";
import { readLeaseId, requireRun, requireTask } from "./run-access.ts";

/** Keeps a lease (and its world) alive while the agent runs; leaseLost once the lease is gone. */
export async function heartbeat(deps: EvalDeps, org: OrgRow, runId: string, taskResultId: string, body: unknown): Promise<HeartbeatAnswer> {
  const run = await requireRun(deps, org, runId);
  const leaseId = readLeaseId(body);
  await requireTask(deps, run, taskResultId);
  await expireLeases(deps, run);
  const task = (await deps.store.evals.getTaskResult(taskResultId))!;
  if (task.status !== "leased" || task.leaseId !== leaseId)
    throw evalError("leaseLost", task.status === "leased" ? "the task is leased to another worker now" : `the task is ${task.status}`);
  const leaseExpiresAt = deps.worlds.now() + deps.settings.leaseMs;
  // Only while the lease is still this one: another node may have expired it meanwhile.
  if (!(await deps.store.evals.updateTaskResult({ ...task, leaseExpiresAt }, { status: "leased", leaseId })))
    throw evalError("leaseLost", "the lease expired meanwhile");
  // The world (and its credential) lives exactly as long as the lease.
  if (task.worldId) await (await deps.worlds.get(task.worldId))?.extendTo(leaseExpiresAt);
  return { leaseExpiresAt: new Date(leaseExpiresAt).toISOString() };
}
