import type { World } from "../world/world.ts";
import type { Store } from "../store/types.ts";
import { MCP_LABEL, type WorldAddressing } from "../mock/world-address.ts";

/** GET /api/v1/worlds/{id}: what the world is, where it answers, and (a task world) which run and trial it serves. */
export async function worldSummary(deps: { store: Store; addressing: WorldAddressing }, world: World) {
  const { meta } = world;
  const of = meta.kind === "eval" ? await deps.store.worldControl.findTaskOfWorld(world.id) : undefined;
  const row = of ? await deps.store.evals.getTaskResult(of.taskResultId) : undefined;
  return {
    worldId: world.id,
    kind: meta.kind === "eval" ? "task" : "snapshot",
    packs: meta.packs,
    urls: Object.fromEntries(meta.packs.map((slug) => [slug, deps.addressing.publicUrlFor(world.id, slug)])),
    mcpUrl: deps.addressing.urlFor(world.id, MCP_LABEL),
    createdAt: new Date(meta.createdAt).toISOString(),
    expiresAt: new Date(meta.expiresAt).toISOString(),
    records: world.recordCount(),
    journalSeq: world.committedSeq,
    bytes: world.bytes,
    ...(of && row ? { runId: of.runId, taskResultId: of.taskResultId, task: row.task.id, trial: row.trial } : {}),
  };
}
