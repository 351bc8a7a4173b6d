import { Elysia } from "elysia";
import { authenticate } from "../auth/authenticate.ts";
import type { OrgRow } from "../store/types.ts";
import { createSnapshot, type SnapshotDeps } from "../snapshot/create-snapshot.ts";
import { ControlError, controlError } from "./control-errors.ts";
import type { Logger } from "../log/logger.ts";

export interface ControlPlaneDeps extends SnapshotDeps {
  log: Logger;
}

/** The control plane: providers and snapshots (evaluations join later), behind an organization key. */
export function createControlApp(deps: ControlPlaneDeps) {
  const requireOrg = async (request: Request): Promise<OrgRow> => {
    const org = await authenticate(deps.store, request.headers);
    if (!org) throw controlError("unauthorized");
    return org;
  };

  return new Elysia({ name: "control-plane" })
    .onError(({ error, code, request }) => {
      if (error instanceof ControlError) return error.toResponse();
      if (code === "NOT_FOUND") return controlError("routeNotFound", request.method, new URL(request.url).pathname).toResponse();
      deps.log.error("control", `${request.method} ${new URL(request.url).pathname} failed`, error);
      return Response.json({ error: "Internal error; see the service log." }, { status: 500 });
    })
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
