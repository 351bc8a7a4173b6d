import type { OrgRow, Store } from "../store/types.ts";
import { hashApiKey } from "./api-keys.ts";

/** The organization behind a request's key, or undefined for a missing, unknown or revoked key. */
export async function authenticate(store: Store, headers: Headers): Promise<OrgRow | undefined> {
  const key = readApiKey(headers);
  if (!key) return undefined;
  const row = await store.findApiKeyByHash(await hashApiKey(key));
  if (!row || row.revokedAt !== null) return undefined;
  return store.findOrg(row.orgId);
}

/** The key a request presents (`Authorization: Bearer` or `X-API-Key`), checked or not. */
export function readApiKey(headers: Headers): string | undefined {
  return readBearer(headers) ?? headers.get("x-api-key")?.trim() ?? undefined;
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function readBearer(headers: Headers): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "")?.[1];
}
