import { Elysia } from "elysia";
import { createSnapshot, type SnapshotDeps } from "../snapshot/create-snapshot.ts";
import { readText, requireOrg } from "./require-org.ts";
import { createEvalRoutes, type EvalRouteDeps } from "./eval-routes.ts";
import { createSdkPackageRoutes, type SdkPackageDeps } from "./sdk-package.ts";
import { createRateLimit } from "./rate-limit.ts";
import { createOpenApiRoutes } from "./openapi-routes.ts";
import { answerControlError, createRequestGate } from "./error-path.ts";
import { createWorldRoutes } from "./world-routes.ts";
import { createWorldFaultRoutes } from "./world-fault-routes.ts";
import { createConsoleRoutes } from "../console/console-routes.ts";
import { createTrialWorldRoutes } from "./trial-world-routes.ts";

/** `consoleSessionMs`: how long a console session lasts (CONSOLE_SESSION_HOURS; 12 hours when not given). */
export type ControlPlaneDeps = SnapshotDeps & EvalRouteDeps & SdkPackageDeps & { consoleSessionMs?: number };

/**
 * The control plane: open routes (health, the SDK package), then two groups behind an organization
 * key, each with one guard that resolves the key's organization: providers and snapshots here, and
 * evaluations (eval-routes.ts).
 */
export function createControlApp(deps: ControlPlaneDeps) {
  const rateLimit = createRateLimit(deps.limits.controlRequestsPerSecond);
  const app = new Elysia({ name: "control-plane" })
    .onError((context) => answerControlError(deps.log, context))
    // First: the request id, then Host and a declared body size (error-path.ts).
    .onRequest(createRequestGate(deps.limits.controlBodyBytes, deps.limits.datasetBytes))
    // Before routing and authentication: per API key, everything but /health and /sdk* (rate-limit.ts).
    .onRequest(({ request }) => rateLimit.check(request))
    .get("/health", () => ({ ok: true, worlds: deps.worlds.size }))
    .use(createSdkPackageRoutes(deps))
    .use(createOpenApiRoutes(deps))
    .use(createEvalRoutes({ ...deps, unknownKey: rateLimit.refuseUnknownKey }))
    .use(createWorldRoutes(deps, rateLimit.refuseUnknownKey))
    .use(createWorldFaultRoutes(deps, rateLimit.refuseUnknownKey))
    .use(createTrialWorldRoutes(deps, rateLimit.refuseUnknownKey))
    .use(createProviderRoutes(deps, rateLimit.refuseUnknownKey));
  // The console renders its pages from this same app's API, asked in process (core/console/console-api.ts).
  return app.use(
    createConsoleRoutes({
      store: deps.store,
      log: deps.log,
      handle: (request) => app.handle(request),
      secureCookies: deps.publicUrl.startsWith("https:"),
      sessionTtlMs: deps.consoleSessionMs ?? 12 * 3_600_000,
    }),
  );
}

/** /providers and snapshots. */
function createProviderRoutes(deps: ControlPlaneDeps, unknownKey: (request: Request) => void) {
  return new Elysia({ name: "provider-routes" })
    .resolve(async ({ request }) => ({ org: await requireOrg(deps.store, request, unknownKey, deps) }))
    .get("/providers/list", async ({ org }) => {
      const installed = new Set(deps.packs.slugs());
      return { providers: (await deps.store.listGrants(org.id)).filter((slug) => installed.has(slug)) };
    })
    .post(
      "/providers/:slug/create-snapshot",
      async ({ org, request, params }) => {
        const started = performance.now();
        const snapshot = await createSnapshot(deps, org, params.slug, await readText(request, deps.limits.controlBodyBytes));
        const ms = (performance.now() - started).toFixed(1);
        deps.log.info("snapshot", `${snapshot.slug} ${snapshot.snapshotId} for ${org.name}, ttl ${snapshot.ttl}, ready in ${ms} ms`);
        return snapshot;
      },
      { parse: "none" },
    );
}
