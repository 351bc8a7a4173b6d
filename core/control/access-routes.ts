// Who a request acts as, the organization's keys and its console sessions (docs/api.md "Organization,
// keys and sessions"): what the browser console's settings pages call, and curl and the CLI alike.
import { Elysia } from "elysia";
import type { ControlPlaneDeps } from "./control-app.ts";
import { readJson, requirePrincipal } from "./require-org.ts";
import { organizationView } from "../access/organization-view.ts";
import { createKey, listKeys, revokeKey } from "../access/key-admin.ts";
import { listSessions, revokeSession } from "../access/session-admin.ts";

// An answer carrying a key in clear text must not be kept by any cache on its way.
const NO_STORE = { "cache-control": "no-store" };

export function createAccessRoutes(deps: ControlPlaneDeps, unknownKey: (request: Request) => void) {
  const opts = { parse: "none" as const };
  return new Elysia({ name: "access-routes", prefix: "/api/v1" })
    .resolve(async ({ request }) => ({ principal: await requirePrincipal(deps.store, request, unknownKey, deps) }))
    .get("/organization", ({ principal }) => organizationView(deps, principal))
    .get("/keys", ({ principal }) => listKeys(deps, principal))
    .post("/keys", async ({ principal, request }) =>
      Response.json(await createKey(deps, principal, () => readJson(request, deps.limits.controlBodyBytes)), { status: 201, headers: NO_STORE }), opts)
    .post("/keys/:keyId/revoke", ({ principal, params }) => revokeKey(deps, principal, params.keyId), opts)
    .get("/sessions", ({ principal }) => listSessions(deps, principal))
    .post("/sessions/:sessionId/revoke", ({ principal, params }) => revokeSession(deps, principal, params.sessionId), opts);
}
