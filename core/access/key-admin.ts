// The organization's keys over HTTP (docs/api.md "Organization, keys and sessions"): any key lists them;
// only an admin key creates or revokes one.
import type { Principal } from "../auth/authenticate.ts";
import { createApiKey, revokeApiKey } from "../auth/organizations.ts";
import { controlError } from "../control/control-errors.ts";
import type { ApiKeyRow } from "../store/types.ts";
import { isoOrNull, requireAdmin, type AccessDeps } from "./access-deps.ts";
import { readKeyRequest } from "./key-request.ts";

function keyView(row: ApiKeyRow, principal: Principal) {
  return {
    id: row.id, name: row.name, hint: row.hint, role: row.role, createdAt: isoOrNull(row.createdAt), lastUsedAt: isoOrNull(row.lastUsedAt),
    revokedAt: isoOrNull(row.revokedAt), current: row.id === principal.keyId,
  };
}

export async function listKeys(deps: AccessDeps, principal: Principal) {
  return { keys: (await deps.store.listApiKeys(principal.org.id)).map((row) => keyView(row, principal)) };
}

/** A new key of the principal's organization, in clear text: the only answer that ever carries it. */
export async function createKey(deps: AccessDeps, principal: Principal, body: () => Promise<unknown>) {
  requireAdmin(principal, "create keys");
  const asked = readKeyRequest(await body());
  const { key, row } = await createApiKey(deps.store, principal.org.id, { ...asked, now: deps.worlds.now() });
  deps.log.info("access", `${principal.org.name}: ${row.role} key ${row.id} created with key ${principal.keyId}`);
  return { id: row.id, name: row.name, hint: row.hint, role: row.role, createdAt: isoOrNull(row.createdAt), key };
}

/**
 * Revokes a key of the principal's organization and every console session made with it. Idempotent: a
 * revoked key answers its first revocation's time. Another organization's key answers 404, as a missing one.
 */
export async function revokeKey(deps: AccessDeps, principal: Principal, keyId: string) {
  requireAdmin(principal, "revoke keys");
  const row = await deps.store.findApiKey(keyId);
  if (!row || row.orgId !== principal.org.id) throw controlError("keyNotFound", keyId);
  const at = deps.worlds.now();
  const revokedNow = await revokeApiKey(deps.store, row.id, at);
  // Revoked before, or by a request racing this one: the stored time is the answer.
  const revokedAt = revokedNow ? at : ((await deps.store.findApiKey(row.id))?.revokedAt ?? at);
  if (revokedNow) deps.log.info("access", `${principal.org.name}: key ${row.id} revoked with key ${principal.keyId}`);
  return { id: row.id, revokedAt: isoOrNull(revokedAt) };
}
