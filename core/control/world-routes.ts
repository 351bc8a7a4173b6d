// The world-control API (docs/worlds.md): a world's summary, records, diff, journal and tool calls;
// checkpoints, restore and fork; fault rules (world-fault-routes.ts). For the owning organization only:
// another organization's world answers 404 exactly as a missing one. No route lists worlds.
import { Elysia } from "elysia";
import type { ControlPlaneDeps } from "./control-app.ts";
import { requireOrg } from "./require-org.ts";
import { ownedWorld } from "../world-control/owned-world.ts";

export function createWorldRoutes(deps: ControlPlaneDeps, unknownKey: (request: Request) => void) {
  return (
    new Elysia({ name: "world-routes", prefix: "/api/v1/worlds" })
      .resolve(async ({ request }) => ({ org: await requireOrg(deps.store, request, unknownKey) }))
      .get("/:worldId/tool-calls", async ({ org, params }) => {
        const world = await ownedWorld(deps, org, params.worldId);
        return { worldId: world.id, calls: (await world.toolCalls()).map((call) => ({ ...call, at: new Date(call.at).toISOString() })) };
      })
  );
}
