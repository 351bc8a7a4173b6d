import { Elysia } from "elysia";
import { readJson, requireOrg } from "./require-org.ts";
import type { ControlPlaneDeps } from "./control-app.ts";
import { forkTrial, trialDiff } from "../world-control/trial-world.ts";

/**
 * A trial's world after the fact (docs/worlds.md "A trial's world"): its diff and a fork, from the live
 * world while the trial runs, else from the state grading kept.
 */
export function createTrialWorldRoutes(deps: ControlPlaneDeps, unknownKey: (request: Request) => void) {
  return new Elysia({ name: "trial-world-routes", prefix: "/api/v1/evals/:runId/tasks/:taskResultId" })
    .resolve(async ({ request }) => ({ org: await requireOrg(deps.store, request, unknownKey) }))
    .get("/diff", ({ org, params }) => trialDiff(deps, org, params.runId, params.taskResultId))
    .post("/fork", async ({ org, params, request }) =>
      Response.json(await forkTrial(deps, org, params.runId, params.taskResultId, await readJson(request, deps.limits.controlBodyBytes)), { status: 201 }), { parse: "none" });
}
