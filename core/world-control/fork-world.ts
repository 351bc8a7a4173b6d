// POST /api/v1/worlds/{id}/fork: a new snapshot whose state equals this world's now (docs/worlds.md),
// under the snapshot rules: a ttl as create-snapshot takes, the organization's snapshot cap and bytes.
import type { OrgRow } from "../store/types.ts";
import { controlError } from "../control/control-errors.ts";
import { parseTtl } from "../snapshot/parse-ttl.ts";
import { quotaRefusal, underSnapshotCap, type SnapshotDeps } from "../snapshot/create-snapshot.ts";
import { ProvisionOverQuota } from "../world/world-registry.ts";
import { ownedWorld } from "./owned-world.ts";
import { worldSummary } from "./world-summary.ts";

/** A fork's body: empty, or `{ttl}` as create-snapshot takes it; its ttl, or a 400. */
export function readForkTtl(body: unknown): { seconds: number; normalized: string } {
  const fields = body === null || body === undefined ? [] : typeof body === "object" && !Array.isArray(body) ? Object.keys(body) : null;
  if (!fields || fields.some((field) => field !== "ttl")) throw controlError("invalidBody", 'The body must be empty or {"ttl": "1h"} (as create-snapshot takes)');
  const ttl = parseTtl((body as { ttl?: unknown } | null)?.ttl);
  if (!ttl.ok) throw controlError("invalidBody", ttl.error);
  return ttl;
}

export async function forkWorld(deps: SnapshotDeps, org: OrgRow, worldId: string, body: unknown) {
  const ttl = readForkTtl(body);
  const source = await ownedWorld(deps, org, worldId);
  try {
    const fork = await underSnapshotCap(deps, org, () => deps.worlds.fork(source, ttl.seconds * 1000));
    return { ...(await worldSummary(deps, fork)), forkedFrom: source.id, ttl: ttl.normalized };
  } catch (error) {
    if (error instanceof ProvisionOverQuota) throw await quotaRefusal(deps, org, error.quota);
    throw error;
  }
}
