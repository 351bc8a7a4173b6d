import { controlError } from "../control/control-errors.ts";
import type { OrgRow } from "../store/types.ts";
import type { World } from "../world/world.ts";
import type { WorldRegistry } from "../world/world-registry.ts";

/** The organization's live world, current with the store; another organization's looks exactly like a missing one (404). */
export async function ownedWorld(deps: { worlds: WorldRegistry }, org: OrgRow, worldId: string): Promise<World> {
  const world = await deps.worlds.get(worldId);
  if (!world || world.meta.orgId !== org.id) throw controlError("worldNotFound", worldId);
  return world;
}
