import type { ApiKeyRow, KeyRole, OrgRow, Store } from "../store/types.ts";
import { generateApiKey, hashApiKey, keyHint } from "./api-keys.ts";

/** Creation and revocation of organizations, keys and grants: shared by the CLI and first start. */
export async function createOrganization(store: Store, name: string, now = Date.now()): Promise<OrgRow> {
  if (!/^[a-z0-9][a-z0-9-_.]{0,62}$/i.test(name)) throw new Error(`Organization name "${name}" must be 1-63 letters, digits, -, _ or .`);
  if (await store.findOrg(name)) throw new Error(`An organization named "${name}" already exists`);
  const org = { id: `org_${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`, name, createdAt: now };
  await store.createOrg(org);
  return org;
}

/**
 * Returns the key in clear text: the only time it exists outside the caller's hands. Admin unless asked:
 * the CLI and first start make the keys that manage everything else.
 */
export async function createApiKey(
  store: Store, orgId: string, options: { name?: string | null; role?: KeyRole; now?: number } = {},
): Promise<{ key: string; row: ApiKeyRow }> {
  const key = generateApiKey();
  const row: ApiKeyRow = {
    id: `key_${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`, orgId, hint: keyHint(key), createdAt: options.now ?? Date.now(), revokedAt: null,
    name: options.name ?? null, role: options.role ?? "admin", lastUsedAt: null,
  };
  await store.createApiKey({ ...row, hash: await hashApiKey(key) });
  return { key, row };
}

/**
 * Revokes the key and every console session made with it, at once. False when there is no such key or
 * it was revoked already (its sessions were revoked with it then).
 */
export async function revokeApiKey(store: Store, keyId: string, at: number): Promise<boolean> {
  const revoked = await store.revokeApiKey(keyId, at);
  // Even when the key was revoked already: a session made in a race with that revocation goes too.
  await store.sessions.revokeForKey(keyId, at);
  return revoked;
}

export async function requireOrg(store: Store, idOrName: string): Promise<OrgRow> {
  const org = await store.findOrg(idOrName);
  if (!org) throw new Error(`No organization "${idOrName}"`);
  return org;
}
