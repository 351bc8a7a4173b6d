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
import { createPythonSdkRoutes } from "./python-sdk-routes.ts";
import { createAccessRoutes } from "./access-routes.ts";
import { grantedProviders } from "../access/organization-view.ts";

/** `consoleSessionMs`: how long a console session lasts (CONSOLE_SESSION_HOURS; 12 hours when not given). */
export type ControlPlaneDeps = SnapshotDeps & EvalRouteDeps & SdkPackageDeps & { consoleSessionMs?: number };

/**
 * The control plane: open routes (health, the SDK package), then groups behind an organization key (or a
 * console session made with one), each with one guard that resolves the request's organization or
 * principal: providers and snapshots here, evaluations (eval-routes.ts), worlds, and access (keys and
 * sessions: access-routes.ts).
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
    .use(createPythonSdkRoutes(deps))
    .use(createOpenApiRoutes(deps))
    .use(createEvalRoutes({ ...deps, unknownKey: rateLimit.refuseUnknownKey }))
    .use(createWorldRoutes(deps, rateLimit.refuseUnknownKey))
    .use(createWorldFaultRoutes(deps, rateLimit.refuseUnknownKey))
    .use(createTrialWorldRoutes(deps, rateLimit.refuseUnknownKey))
    .use(createAccessRoutes(deps, rateLimit.refuseUnknownKey))
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
    .get("/providers/list", async ({ org }) => ({ providers: await grantedProviders(deps, org.id) }))
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
