import type { Principal } from "../auth/authenticate.ts";
import type { PackRegistry } from "../pack/loaded-pack.ts";
import type { Store } from "../store/types.ts";

/** The providers an organization may use: granted and installed (GET /providers/list). */
export async function grantedProviders(deps: { store: Store; packs: PackRegistry }, orgId: string): Promise<string[]> {
  const installed = new Set(deps.packs.slugs());
  return (await deps.store.listGrants(orgId)).filter((slug) => installed.has(slug));
}

/** GET /api/v1/organization: who the request acts as, and with what. */
export async function organizationView(deps: { store: Store; packs: PackRegistry }, principal: Principal) {
  const [key, providers, session] = await Promise.all([
    deps.store.findApiKey(principal.keyId),
    grantedProviders(deps, principal.org.id),
    principal.sessionId === null ? undefined : deps.store.sessions.find(principal.sessionId),
  ]);
  return {
    id: principal.org.id,
    name: principal.org.name,
    credential: {
      kind: principal.sessionId === null ? ("key" as const) : ("session" as const),
      keyId: principal.keyId, hint: key?.hint ?? "", role: principal.role, sessionId: principal.sessionId,
      // The token a session's writes carry (X-CSRF-Token). Only a same-origin page can read this answer
      // (no CORS), and a key's request has none: it needs no CSRF protection.
      csrfToken: session?.csrfToken ?? null,
    },
    providers,
  };
}
