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
  const [key, providers] = await Promise.all([deps.store.findApiKey(principal.keyId), grantedProviders(deps, principal.org.id)]);
  return {
    id: principal.org.id,
    name: principal.org.name,
    credential: {
      kind: principal.sessionId === null ? ("key" as const) : ("session" as const),
      keyId: principal.keyId, hint: key?.hint ?? "", role: principal.role, sessionId: principal.sessionId,
    },
    providers,
  };
}
