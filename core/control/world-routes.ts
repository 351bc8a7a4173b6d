// The world-control API (docs/worlds.md): a world's summary, records, diff, journal and tool calls;
// checkpoints, restore and fork; fault rules (world-fault-routes.ts). For the owning organization only:
// another organization's world answers 404 exactly as a missing one. No route lists worlds.
import { Elysia } from "elysia";
import type { ControlPlaneDeps } from "./control-app.ts";
import { readJson, requireOrg } from "./require-org.ts";
import { ownedWorld } from "../world-control/owned-world.ts";
import { worldSummary } from "../world-control/world-summary.ts";
import { worldState } from "../world-control/world-records.ts";
import { worldDiff } from "../world-control/world-diff.ts";
import { worldJournal } from "../world-control/world-journal.ts";
import { createCheckpoint, listCheckpoints, restoreCheckpoint } from "../world-control/world-checkpoints.ts";
import { forkWorld } from "../world-control/fork-world.ts";

export function createWorldRoutes(deps: ControlPlaneDeps, unknownKey: (request: Request) => void) {
  const query = (request: Request) => new URL(request.url).searchParams;
  const body = (request: Request) => readJson(request, deps.limits.controlBodyBytes);
  return new Elysia({ name: "world-routes", prefix: "/api/v1/worlds" })
    .resolve(async ({ request }) => ({ org: await requireOrg(deps.store, request, unknownKey, deps) }))
    .get("/:worldId", async ({ org, params }) => worldSummary(deps, await ownedWorld(deps, org, params.worldId)))
    .get("/:worldId/state", async ({ org, params, request }) => worldState(deps.packs, await ownedWorld(deps, org, params.worldId), query(request)))
    .get("/:worldId/diff", async ({ org, params, request }) => worldDiff(deps, await ownedWorld(deps, org, params.worldId), query(request).get("since")))
    .get("/:worldId/journal", async ({ org, params, request }) => worldJournal(deps, await ownedWorld(deps, org, params.worldId), query(request)))
    .get("/:worldId/tool-calls", async ({ org, params }) => {
      const world = await ownedWorld(deps, org, params.worldId);
      return { worldId: world.id, calls: (await world.toolCalls()).map((call) => ({ ...call, at: new Date(call.at).toISOString() })) };
    })
    .get("/:worldId/checkpoints", async ({ org, params }) => listCheckpoints(deps, org, params.worldId))
    .post("/:worldId/checkpoints", async ({ org, params, request }) =>
      Response.json(await createCheckpoint(deps, org, params.worldId, await body(request)), { status: 201 }), { parse: "none" })
    .post("/:worldId/checkpoints/:name/restore", async ({ org, params }) => restoreCheckpoint(deps, org, params.worldId, params.name), { parse: "none" })
    .post("/:worldId/fork", async ({ org, params, request }) =>
      Response.json(await forkWorld(deps, org, params.worldId, await body(request)), { status: 201 }), { parse: "none" });
}
