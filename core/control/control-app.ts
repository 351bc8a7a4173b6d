import { Elysia } from "elysia";
import { createSnapshot, type SnapshotDeps } from "../snapshot/create-snapshot.ts";
import { ControlError, controlError } from "./control-errors.ts";
import { requireOrg as requireOrgOf } from "./require-org.ts";
import { createEvalRoutes, type EvalRouteDeps } from "./eval-routes.ts";
import { createSdkPackageRoutes, type SdkPackageDeps } from "./sdk-package.ts";
import { EvalError } from "../evals/eval-errors.ts";
import { evalErrorResponse } from "./eval-error-status.ts";

export type ControlPlaneDeps = SnapshotDeps & EvalRouteDeps & SdkPackageDeps;

/** The control plane: providers and snapshots (evaluations join later), behind an organization key. */
export function createControlApp(deps: ControlPlaneDeps) {
  const requireOrg = (request: Request) => requireOrgOf(deps.store, request);

  return new Elysia({ name: "control-plane" })
    .onError(({ error, code, request }) => {
      if (error instanceof ControlError) return error.toResponse();
      if (error instanceof EvalError) return evalErrorResponse(error);
      if (code === "NOT_FOUND") return controlError("routeNotFound", request.method, new URL(request.url).pathname).toResponse();
      deps.log.error("control", `${request.method} ${new URL(request.url).pathname} failed`, error);
      return Response.json({ error: "Internal error; see the service log." }, { status: 500 });
    })
    .use(createEvalRoutes(deps))
    .use(createSdkPackageRoutes(deps))
    .get("/health", () => ({ ok: true, worlds: deps.worlds.size }))
    .get("/providers/list", async ({ request }) => {
      const org = await requireOrg(request);
      const installed = new Set(deps.packs.slugs());
      return { providers: deps.store.listGrants(org.id).filter((slug) => installed.has(slug)) };
    })
    .get("/api/v1/worlds/:worldId/tool-calls", async ({ request, params }) => {
      const org = await requireOrg(request);
      const world = deps.worlds.get(params.worldId);
      // Another organization's world looks exactly like a missing one.
      if (!world || world.meta.orgId !== org.id) throw controlError("worldNotFound", params.worldId);
      return { worldId: world.id, calls: world.toolCalls().map((call) => ({ ...call, at: new Date(call.at).toISOString() })) };
    })
    .post(
      "/providers/:slug/create-snapshot",
      async ({ request, params }) => {
        const org = await requireOrg(request);
        const started = performance.now();
        const snapshot = createSnapshot(deps, org, params.slug, await request.text());
        const ms = (performance.now() - started).toFixed(1);
        deps.log.info("snapshot", `${snapshot.slug} ${snapshot.snapshotId} for ${org.name}, ttl ${snapshot.ttl}, ready in ${ms} ms`);
        return snapshot;
      },
      { parse: "none" },
    );
}
