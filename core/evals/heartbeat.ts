import type { OrgRow } from "../store/types.ts";
import type { HeartbeatAnswer } from "../../sdk/src/protocol.ts";
import type { EvalDeps } from "./eval-deps.ts";
import { evalError } from "./eval-errors.ts";
import { expireLeases } from "./expire-leases.ts";
import { readLeaseId, requireRun, requireTask } from "./run-access.ts";

/** Keeps a lease (and its world) alive while the agent runs; leaseLost once the lease is gone. */
export function heartbeat(deps: EvalDeps, org: OrgRow, runId: string, taskResultId: string, body: unknown): HeartbeatAnswer {
  const run = requireRun(deps, org, runId);
  const leaseId = readLeaseId(body);
  requireTask(deps, run, taskResultId);
  expireLeases(deps, run);
  const task = deps.store.evals.getTaskResult(taskResultId)!;
  if (task.status !== "leased" || task.leaseId !== leaseId)
    throw evalError("leaseLost", task.status === "leased" ? "the task is leased to another worker now" : `the task is ${task.status}`);
  const leaseExpiresAt = deps.worlds.now() + deps.settings.leaseMs;
  deps.store.evals.updateTaskResult({ ...task, leaseExpiresAt });
  // The world (and its credential) lives exactly as long as the lease.
  if (task.worldId) deps.worlds.get(task.worldId)?.extendTo(leaseExpiresAt);
  return { leaseExpiresAt: new Date(leaseExpiresAt).toISOString() };
}
