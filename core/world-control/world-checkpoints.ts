// Checkpoints (docs/worlds.md): a name for the world's state now, kept as its journal position and id
// counter (a row, whatever the world's size); restore undoes what the journal holds after that position.
import type { OrgRow, Store, WorldCheckpoint } from "../store/types.ts";
import type { WorldRegistry } from "../world/world-registry.ts";
import { retryOnConflict } from "../world/world-conflict.ts";
import { restoreWorld } from "../world/restore-world.ts";
import { controlError } from "../control/control-errors.ts";
import { ownedWorld } from "./owned-world.ts";
import { journalAfter } from "./world-diff.ts";

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

type Deps = { store: Store; worlds: WorldRegistry };

const view = (c: WorldCheckpoint) => ({ name: c.name, seq: c.seq, createdAt: new Date(c.createdAt).toISOString() });

/** POST …/checkpoints `{name}`: 201 with the checkpoint; 409 when the name is taken. */
export async function createCheckpoint(deps: Deps, org: OrgRow, worldId: string, body: unknown) {
  const name = (body as { name?: unknown } | null)?.name;
  const fields = body && typeof body === "object" && !Array.isArray(body) ? Object.keys(body) : null;
  if (!fields || fields.some((field) => field !== "name") || typeof name !== "string" || !NAME.test(name))
    throw controlError("invalidBody", 'The body must be {"name": "..."}: a letter or digit, then up to 63 letters, digits, ".", "_" or "-"');
  const world = await ownedWorld(deps, org, worldId);
  // What the store holds: every change made so far is committed first.
  await world.flushed();
  const checkpoint = { name, seq: world.committedSeq, counter: world.meta.counter, createdAt: deps.worlds.now() };
  if (!(await deps.store.worldControl.addCheckpoint(world.id, checkpoint))) throw controlError("checkpointExists", name, world.id);
  return view(checkpoint);
}

export async function listCheckpoints(deps: Deps, org: OrgRow, worldId: string) {
  const world = await ownedWorld(deps, org, worldId);
  return { worldId: world.id, checkpoints: (await deps.store.worldControl.listCheckpoints(world.id)).map(view) };
}

/**
 * POST …/checkpoints/{name}/restore: the records, id counter and random source as they were; the
 * restore is itself journaled (and so undoable by an older checkpoint). A write from another node in
 * between is a conflict: the restore runs again on the current state.
 */
export async function restoreCheckpoint(deps: Deps, org: OrgRow, worldId: string, name: string) {
  const first = await ownedWorld(deps, org, worldId);
  const checkpoint = await deps.store.worldControl.getCheckpoint(first.id, name);
  if (!checkpoint) throw controlError("checkpointNotFound", name, worldId);
  const restored = await retryOnConflict(async (attempt) => {
    // A retry runs on the world as the store holds it now (another node wrote in between).
    const world = attempt === 1 ? first : await ownedWorld(deps, org, worldId);
    const since = await journalAfter(deps.store, world, checkpoint.seq);
    return { world, changed: await restoreWorld(world, checkpoint, since, deps.worlds.now()) };
  });
  return { worldId, checkpoint: view(checkpoint), recordsRestored: restored.changed, journalSeq: restored.world.committedSeq };
}
