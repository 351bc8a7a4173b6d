// A world's fault rules (docs/worlds.md "Faults"): read, replace, clear. For the owning organization
// only, like every world-control route (another organization's world answers 404).
import { Elysia } from "elysia";
import type { ControlPlaneDeps } from "./control-app.ts";
import { readJson, requireOrg } from "./require-org.ts";
import { ownedWorld } from "../world-control/owned-world.ts";
import { setWorldFaults, worldFaultsView } from "../world-control/world-faults.ts";

export function createWorldFaultRoutes(deps: ControlPlaneDeps, unknownKey: (request: Request) => void) {
  return new Elysia({ name: "world-fault-routes", prefix: "/api/v1/worlds" })
    .resolve(async ({ request }) => ({ org: await requireOrg(deps.store, request, unknownKey, deps) }))
    .get("/:worldId/faults", async ({ org, params }) => worldFaultsView(await ownedWorld(deps, org, params.worldId)))
    .put(
      "/:worldId/faults",
      async ({ org, params, request }) => {
        const world = await ownedWorld(deps, org, params.worldId);
        return setWorldFaults(deps, world, await readJson(request, deps.limits.controlBodyBytes));
      },
      { parse: "none" },
    )
    .delete("/:worldId/faults", async ({ org, params }) => setWorldFaults(deps, await ownedWorld(deps, org, params.worldId), null));
}
