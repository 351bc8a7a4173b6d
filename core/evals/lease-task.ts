import { CREDENTIAL_QUERY_PARAMETER } from "../mock/world-credential.ts";
import { generateApiKey, hashApiKey } from "../auth/api-keys.ts";
import type { OrgRow } from "../store/types.ts";
import { ProvisionFailure, ProvisionInputError } from "../world/world-registry.ts";
import { MCP_LABEL } from "../mock/world-address.ts";
import type { LeaseAnswer } from "../../sdk/src/protocol.ts";
import type { EvalDeps } from "./eval-deps.ts";
import { EvalError, evalError } from "./eval-errors.ts";
import { expireLeases } from "./expire-leases.ts";
import { finishRunIfDrained } from "./finish-run.ts";
import { recordInfraFailure } from "./infra-failure.ts";
import { requireRun } from "./run-access.ts";
import { surfaceUrl, taskProfileSegment } from "./task-profiles.ts";
import type { RunRow, TaskResultRow } from "./types.ts";
import { storedFaults } from "../faults/fault-table.ts";

/**
 * Hands the next queued task to a worker, on a fresh world whose MCP credential lives as long as the
 * lease. Claiming the task (and counting it against the world limit) is one atomic step in the store
 * (eval-store.ts), so concurrent leases on any nodes never share a task nor pass the limit together.
 */
export async function leaseTask(deps: EvalDeps, org: OrgRow, runId: string, body: unknown): Promise<LeaseAnswer> {
  const model = (body as { model?: unknown } | null)?.model;
  if (typeof model !== "string" || !model.trim() || model.length > 200) throw evalError("invalidInput", "model must be the non-empty model label the agent uses");
  const credential = generateApiKey().replace(/^usk_/, "mcp_");
  const credentialHash = await hashApiKey(credential);

  const run = await requireRun(deps, org, runId);
  await expireLeases(deps, run);
  for (;;) {
    const current = (await deps.store.evals.getRun(run.id))!;
    // A regrade runs no agent: the service grades its trials itself (drain-regrade.ts).
    if (current.status !== "running" || current.regradeOf) return { task: null, drained: true };
    if (current.model && current.model !== model) throw evalError("modelMismatch", run.id, current.model, model);
    const now = deps.worlds.now();
    const leaseId = `lease_${crypto.randomUUID().replaceAll("-", "")}`;
    const claimed = await deps.store.evals.claimNextTask(run.id, org.id, deps.settings.worldLimit, { leaseId, leaseExpiresAt: now + deps.settings.leaseMs, leasedAt: now });
    if (claimed === undefined) return { task: null, drained: !(await deps.store.evals.countTasksByStatus(run.id)).leased };
    if (claimed === "limit") throw new EvalError("worldLimit", evalError("worldLimit", deps.settings.worldLimit).message, 2);
    if (!current.model) await deps.store.evals.updateRun({ ...current, model });
    const leased = await provisionFor(deps, current, claimed, credential, credentialHash);
    if (leased) return leased;
  }
}

/** Gives the claimed trial its world; a world that cannot be provisioned is the service's failure (recordInfraFailure). */
async function provisionFor(deps: EvalDeps, run: RunRow, task: TaskResultRow, credential: string, credentialHash: string): Promise<LeaseAnswer | undefined> {
  let worldId: string;
  try {
    const world = await deps.worlds.provision({
      orgId: run.orgId, kind: "eval", seeds: task.task.seed as never, configs: task.task.config ?? {}, people: task.task.people,
      // The world, and with it the credential, ends with the lease: no request is served past its expiry.
      ttlMs: Math.max(1, task.leaseExpiresAt! - deps.worlds.now()), mcpCredentialHash: credentialHash,
      // The task's fault rules, counted from the agent's first call (docs/worlds.md "Faults").
      ...(task.task.faults ? { faults: storedFaults(task.task.faults) } : {}),
    });
    worldId = world.id;
  } catch (error) {
    if (!(error instanceof ProvisionInputError || error instanceof ProvisionFailure)) throw error;
    // Retried once, then counted and shown as an infrastructure failure, never dropped from the run.
    await recordInfraFailure(deps, task, `provisioning the task's world failed: ${error.message}`);
    await finishRunIfDrained(deps, run.id);
    return undefined;
  }
  await deps.store.evals.updateTaskResult({ ...task, worldId });
  const apps = uiApps(deps, worldId, Object.keys(task.task.seed ?? {}), credential);
  return {
    task: {
      runId: run.id,
      taskResultId: task.id,
      taskId: task.task.id,
      trial: task.trial,
      ticket: task.task.ticket,
      mcp: { type: "http", url: surfaceUrl(deps.addressing.urlFor(worldId, MCP_LABEL), taskProfileSegment(task.task, run.manifest?.mcp_profiles)), headers: { Authorization: `Bearer ${credential}` } },
      ...(apps ? { apps } : {}),
    },
    // claimNextTask set both on the row it returned.
    lease: { leaseId: task.leaseId!, expiresAt: new Date(task.leaseExpiresAt!).toISOString(), heartbeatIntervalMs: Math.floor(deps.settings.leaseMs / 4) },
    drained: false,
  };
}

/**
 * The task world's UI packs, for a browser agent: each app's address, and a sign-in link that hands the
 * browser the task's credential once (`?access_token=`, answered with a redirect that sets a cookie scoped
 * to the world), since a browser cannot send the MCP headers. Undefined when the world has no UI pack.
 */
function uiApps(deps: EvalDeps, worldId: string, slugs: string[], credential: string): Record<string, { url: string; signInUrl: string }> | undefined {
  const ui = slugs.filter((slug) => deps.packs.get(slug)?.def.kind === "ui");
  if (!ui.length) return undefined;
  return Object.fromEntries(
    ui.map((slug) => {
      const url = deps.addressing.urlFor(worldId, slug);
      return [slug, { url, signInUrl: `${url}/?${CREDENTIAL_QUERY_PARAMETER}=${encodeURIComponent(credential)}` }];
    }),
  );
}
