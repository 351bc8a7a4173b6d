import { timingSafeEqual } from "node:crypto";
import type { Logger } from "../log/logger.ts";
import type { ConsoleSessionRow } from "../store/session-store.ts";
import type { ApiKeyRow, KeyRole, OrgRow, Store } from "../store/types.ts";
import { hashApiKey } from "./api-keys.ts";
import { readSessionToken } from "./session-cookie.ts";
import { stampUse } from "./usage-stamps.ts";

/** Who a request acts as: an organization, through one of its keys, directly or by a console session made with it. */
export interface Principal { org: OrgRow; keyId: string; role: KeyRole; sessionId: string | null }

/** A principal, or why there is none: no credential, an unknown or revoked key, an ended session, a cookie write without its CSRF token. */
export type Authentication = { ok: true; principal: Principal } | { ok: false; reason: "none" | "unknownKey" | "sessionEnded" | "csrfRequired" };

/** Methods that change nothing: a cookie alone may make them; every other method needs the CSRF token too. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The request's principal: from its key (`Authorization: Bearer` or `X-API-Key`) when it presents one,
 * else from its console session cookie. A session is valid until it expires at `now`, is revoked, or its
 * key is revoked. Each use is stamped on the key (and session) off the request's path (usage-stamps.ts).
 */
export async function authenticateRequest(store: Store, request: Request, context: { now: number; log: Logger }): Promise<Authentication> {
  const key = readApiKey(request.headers);
  if (key !== undefined) {
    const live = await findLiveKey(store, key);
    if (!live) return { ok: false, reason: "unknownKey" };
    const { row, org } = live;
    stampUse(store, { kind: "key", id: row.id }, context.now, context.log);
    return { ok: true, principal: { org, keyId: row.id, role: row.role, sessionId: null } };
  }
  const token = readSessionToken(request.headers);
  if (token === undefined) return { ok: false, reason: "none" };
  const session = await store.sessions.findByTokenHash(await hashApiKey(token));
  if (!session || session.revokedAt !== null || session.expiresAt <= context.now) return { ok: false, reason: "sessionEnded" };
  const row = await store.findApiKey(session.keyId);
  const org = row && row.revokedAt === null ? await store.findOrg(session.orgId) : undefined;
  if (!row || !org) return { ok: false, reason: "sessionEnded" };
  if (!SAFE_METHODS.has(request.method.toUpperCase()) && !carriesCsrfToken(request.headers, session)) return { ok: false, reason: "csrfRequired" };
  stampUse(store, { kind: "session", id: session.id }, context.now, context.log);
  stampUse(store, { kind: "key", id: row.id }, context.now, context.log);
  return { ok: true, principal: { org, keyId: row.id, role: row.role, sessionId: session.id } };
}

/** Compared in constant time: how much of a guess matched must not show in how long the refusal took. */
function carriesCsrfToken(headers: Headers, session: ConsoleSessionRow): boolean {
  return sameSecret(headers.get("x-csrf-token") ?? "", session.csrfToken);
}

/** Equal non-empty strings, compared in time that does not depend on where they differ. */
export function sameSecret(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

/** A key in clear text, with its organization, unless it is unknown or revoked. */
export async function findLiveKey(store: Store, key: string): Promise<{ row: ApiKeyRow; org: OrgRow } | undefined> {
  const row = await store.findApiKeyByHash(await hashApiKey(key));
  const org = row && row.revokedAt === null ? await store.findOrg(row.orgId) : undefined;
  return row && org ? { row, org } : undefined;
}

/** The organization behind a request's key, or undefined for a missing, unknown or revoked key (the CLI's and tests' check). */
export async function authenticate(store: Store, headers: Headers): Promise<OrgRow | undefined> {
  const key = readApiKey(headers);
  return key ? (await findLiveKey(store, key))?.org : undefined;
}

/** The key a request presents (`Authorization: Bearer` or `X-API-Key`), checked or not. */
export function readApiKey(headers: Headers): string | undefined {
  return readBearer(headers) ?? headers.get("x-api-key")?.trim() ?? undefined;
}

/** What a request presents to be known by: its key, else its console session token (the rate limiter's bucket). */
export function readCredential(headers: Headers): string | undefined {
  return readApiKey(headers) ?? readSessionToken(headers);
}

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function readBearer(headers: Headers): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "")?.[1];
}
