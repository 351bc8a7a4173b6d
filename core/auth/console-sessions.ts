// Console sessions: the browser console signs in with an API key once (createConsoleSession), then
// carries the token in the session cookie (session-cookie.ts) and the CSRF token in its pages.
import type { ConsoleSessionRow } from "../store/session-store.ts";
import type { Store } from "../store/types.ts";
import { hashApiKey } from "./api-keys.ts";
import { findLiveKey } from "./authenticate.ts";

/** The header a cookie-authenticated write must carry, equal to its session's csrfToken. */
export const CSRF_HEADER = "X-CSRF-Token";

/** A new console session: the token (for the cookie only) and the CSRF token (for the page). */
export interface NewConsoleSession { token: string; csrfToken: string; session: ConsoleSessionRow }

/** 32 bytes from the system CSPRNG, base64url: cookie- and header-safe. */
function randomToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
}

/**
 * Signs in with an API key: a session of the key's organization, living `ttlMs` from `now`
 * (CONSOLE_SESSION_HOURS); undefined for an unknown or revoked key. Only the token's SHA-256 is stored
 * (one hash is enough for 256 random bits, as for keys).
 */
export async function createConsoleSession(store: Store, key: string, options: { now: number; ttlMs: number }): Promise<NewConsoleSession | undefined> {
  const row = (await findLiveKey(store, key.trim()))?.row;
  if (!row) return undefined;
  const token = randomToken();
  const session: ConsoleSessionRow = {
    id: `ses_${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`, tokenHash: await hashApiKey(token), csrfToken: randomToken(), orgId: row.orgId,
    keyId: row.id, createdAt: options.now, lastSeenAt: options.now, expiresAt: options.now + options.ttlMs, revokedAt: null,
  };
  await store.sessions.create(session);
  return { token, csrfToken: session.csrfToken, session };
}

/** Signs out: revokes the session the token belongs to; false when there is none or it was revoked already. */
export async function endConsoleSession(store: Store, token: string, options: { now: number }): Promise<boolean> {
  const session = await store.sessions.findByTokenHash(await hashApiKey(token));
  return session ? store.sessions.revoke(session.id, options.now) : false;
}
