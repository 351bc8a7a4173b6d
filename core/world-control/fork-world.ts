// POST /api/v1/worlds/{id}/fork: a new snapshot whose state equals this world's now (docs/worlds.md),
// under the snapshot rules: a ttl as create-snapshot takes, the organization's snapshot cap and bytes.
import type { OrgRow } from "../store/types.ts";
import { controlError } from "../control/control-errors.ts";
import { parseTtl } from "../snapshot/parse-ttl.ts";
import { quotaRefusal, refuseOverSnapshotLimit, type SnapshotDeps } from "../snapshot/create-snapshot.ts";
import { ProvisionFailure, ProvisionOverQuota } from "../world/world-registry.ts";
import { ownedWorld } from "./owned-world.ts";
import { worldSummary } from "./world-summary.ts";

export async function forkWorld(deps: SnapshotDeps, org: OrgRow, worldId: string, body: unknown) {
  const fields = body === null || body === undefined ? [] : typeof body === "object" && !Array.isArray(body) ? Object.keys(body) : null;
  if (!fields || fields.some((field) => field !== "ttl")) throw controlError("invalidBody", 'The body must be empty or {"ttl": "1h"} (as create-snapshot takes)');
  const ttl = parseTtl((body as { ttl?: unknown } | null)?.ttl);
  if (!ttl.ok) throw controlError("invalidBody", ttl.error);
  const source = await ownedWorld(deps, org, worldId);
  try {
    // Counted and created under the organization's snapshot lock, as create-snapshot does.
    const locked = await deps.store.withLock(`snapshots:${org.id}`, { wait: true }, async () => {
      await refuseOverSnapshotLimit(deps, org);
      return deps.worlds.fork(source, ttl.seconds * 1000);
    });
    if (!locked.ran) throw new ProvisionFailure("the organization's snapshot lock was not granted");
    return { ...(await worldSummary(deps, locked.value)), forkedFrom: source.id, ttl: ttl.normalized };
  } catch (error) {
    if (error instanceof ProvisionOverQuota) throw await quotaRefusal(deps, org, error.quota);
    throw error;
  }
}
