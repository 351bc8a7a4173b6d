import { generateApiKey, hashApiKey } from "../auth/api-keys.ts";
import { controlError, ControlError } from "../control/control-errors.ts";
import type { OrgRow } from "../store/types.ts";
import { ProvisionFailure, ProvisionInputError } from "../world/world-registry.ts";
import { MCP_LABEL } from "../mock/world-address.ts";
import type { EvalDeps } from "./eval-deps.ts";
import { expireLeases } from "./expire-leases.ts";
import { finishRunIfDrained } from "./finish-run.ts";
import { requireRun } from "./run-access.ts";
import type { RunRow, TaskResultRow } from "./types.ts";

export interface EvalTask {
  runId: string;
  taskResultId: string;
  taskId: string;
  ticket: string;
  mcp: { type: "http"; url: string; headers: Record<string, string> };
}

export type LeaseAnswer =
  | { task: EvalTask; lease: { leaseId: string; expiresAt: string; heartbeatIntervalMs: number }; drained: false }
  | { task: null; drained: boolean };

/** Hands the next queued task to a worker, on a fresh world whose MCP credential lives as long as the lease. */
export async function leaseTask(deps: EvalDeps, org: OrgRow, runId: string, body: unknown): Promise<LeaseAnswer> {
  const run = requireRun(deps, org, runId);
  const model = (body as { model?: unknown } | null)?.model;
  if (typeof model !== "string" || !model.trim() || model.length > 200) throw controlError("invalidBody", "model must be the non-empty model label the agent uses");
  expireLeases(deps, run);
  const current = deps.store.evals.getRun(run.id)!;
  if (current.status !== "running") return { task: null, drained: true };
  if (current.model && current.model !== model) throw controlError("modelMismatch", run.id, current.model, model);

  for (;;) {
    const next = deps.store.evals.nextQueuedTask(run.id);
    if (!next) return { task: null, drained: !deps.store.evals.countTasksByStatus(run.id).leased };
    if (deps.store.evals.countLeasedTasks(org.id) >= deps.settings.worldLimit) {
      const limit = controlError("worldLimit", deps.settings.worldLimit);
      throw new ControlError(limit.status, limit.message, undefined, { "retry-after": "2" });
    }
    if (!current.model) deps.store.evals.updateRun({ ...current, model });
    const leased = await leaseOn(deps, current, next);
    if (leased) return leased;
  }
}

async function leaseOn(deps: EvalDeps, run: RunRow, task: TaskResultRow): Promise<LeaseAnswer | undefined> {
  const now = deps.worlds.now();
  const credential = generateApiKey().replace(/^usk_/, "mcp_");
  let worldId: string;
  try {
    const world = deps.worlds.provision({
      orgId: run.orgId, kind: "eval", seeds: task.task.seed as never, configs: task.task.config ?? {},
      ttlMs: deps.settings.leaseMs * 2, mcpCredentialHash: await hashApiKey(credential),
    });
    worldId = world.id;
  } catch (error) {
    if (!(error instanceof ProvisionInputError || error instanceof ProvisionFailure)) throw error;
    // Counted and shown as an infrastructure failure, never dropped from the run.
    deps.store.evals.updateTaskResult({ ...task, status: "error", attempts: task.attempts + 1, error: `Infrastructure: provisioning the task's world failed: ${error.message}` });
    deps.log.warn("eval", `run ${run.id} task ${task.task.id}: provisioning failed: ${error.message}`);
    finishRunIfDrained(deps, run.id);
    return undefined;
  }
  const leaseId = `lease_${crypto.randomUUID().replaceAll("-", "")}`;
  const leaseExpiresAt = now + deps.settings.leaseMs;
  deps.store.evals.updateTaskResult({ ...task, status: "leased", attempts: task.attempts + 1, leaseId, leaseExpiresAt, worldId });
  return {
    task: {
      runId: run.id,
      taskResultId: task.id,
      taskId: task.task.id,
      ticket: task.task.ticket,
      mcp: { type: "http", url: deps.addressing.urlFor(worldId, MCP_LABEL), headers: { Authorization: `Bearer ${credential}` } },
    },
    lease: { leaseId, expiresAt: new Date(leaseExpiresAt).toISOString(), heartbeatIntervalMs: Math.floor(deps.settings.leaseMs / 4) },
    drained: false,
  };
}
