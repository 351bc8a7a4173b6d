import { Elysia } from "elysia";
import { createSnapshot, type SnapshotDeps } from "../snapshot/create-snapshot.ts";
import { ControlError, controlError } from "./control-errors.ts";
import { requireOrg } from "./require-org.ts";
import { createEvalRoutes, type EvalRouteDeps } from "./eval-routes.ts";
import { createSdkPackageRoutes, type SdkPackageDeps } from "./sdk-package.ts";
import { EvalError } from "../evals/eval-errors.ts";
import { evalErrorResponse } from "./eval-error-status.ts";

export type ControlPlaneDeps = SnapshotDeps & EvalRouteDeps & SdkPackageDeps;

/**
 * The control plane: open routes (health, the SDK package), then two groups behind an organization
 * key, each with one guard that resolves the key's organization: providers and snapshots here, and
 * evaluations (eval-routes.ts).
 */
export function createControlApp(deps: ControlPlaneDeps) {
  return new Elysia({ name: "control-plane" })
    .onError(({ error, code, request }) => {
      if (error instanceof ControlError) return error.toResponse();
      if (error instanceof EvalError) return evalErrorResponse(error);
      if (code === "NOT_FOUND") return controlError("routeNotFound", request.method, new URL(request.url).pathname).toResponse();
      deps.log.error("control", `${request.method} ${new URL(request.url).pathname} failed`, error);
      return Response.json({ error: "Internal error; see the service log." }, { status: 500 });
    })
    .get("/health", () => ({ ok: true, worlds: deps.worlds.size }))
    .use(createSdkPackageRoutes(deps))
    .use(createEvalRoutes(deps))
    .use(createProviderRoutes(deps));
}

/** /providers and the worlds' tool-call logs. */
function createProviderRoutes(deps: ControlPlaneDeps) {
  return new Elysia({ name: "provider-routes" })
    .resolve(async ({ request }) => ({ org: await requireOrg(deps.store, request) }))
    .get("/providers/list", ({ org }) => {
      const installed = new Set(deps.packs.slugs());
      return { providers: deps.store.listGrants(org.id).filter((slug) => installed.has(slug)) };
    })
    .get("/api/v1/worlds/:worldId/tool-calls", ({ org, params }) => {
      const world = deps.worlds.get(params.worldId);
      // Another organization's world looks exactly like a missing one.
      if (!world || world.meta.orgId !== org.id) throw controlError("worldNotFound", params.worldId);
      return { worldId: world.id, calls: world.toolCalls().map((call) => ({ ...call, at: new Date(call.at).toISOString() })) };
    })
    .post(
      "/providers/:slug/create-snapshot",
      async ({ org, request, params }) => {
        const started = performance.now();
        const snapshot = createSnapshot(deps, org, params.slug, await request.text());
        const ms = (performance.now() - started).toFixed(1);
        deps.log.info("snapshot", `${snapshot.slug} ${snapshot.snapshotId} for ${org.name}, ttl ${snapshot.ttl}, ready in ${ms} ms`);
        return snapshot;
      },
      { parse: "none" },
    );
}
