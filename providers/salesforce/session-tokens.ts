import type { OperationContext } from "../../core/pack/index.ts";

/**
 * Access tokens look like Salesforce's, `<org id, 15>!<opaque>` (the shape the Salesforce CLI insists
 * on), and the opaque part names the world, the user and the session: `<worldId>.<userId>.<session>`.
 * Naming the world lets a request that lost its path prefix be routed by its token alone.
 */
export interface SessionToken { org15: string; worldId?: string; userId?: string; sessionKey?: string }

/** Issued sessions by key: `{ userId, refreshToken?, revoked? }` (a private collection, journaled like records). */
export const SESSIONS = "_sessions";
/** Refresh tokens by token: `{ userId, clientId, revoked? }`. */
export const REFRESH_TOKENS = "_refresh_tokens";
/** Authorization codes by code, until exchanged: `{ userId, clientId, redirectUri, codeChallenge?, expiresAt }`. */
export const AUTH_CODES = "_auth_codes";

const ORG_TOKEN = /^(00D[A-Za-z0-9]{12})(?:[A-Za-z0-9]{3})?!([.\w]*)$/;
const OPAQUE = /^([a-z][a-z2-7]{26})\.(005[A-Za-z0-9]{15})\.([A-Za-z0-9]{16,64})$/;

export function bearerToken(request: Request): string | undefined {
  return /^(?:Bearer|OAuth)\s+(\S+)/i.exec(request.headers.get("authorization") ?? "")?.[1];
}

/** What a Salesforce-shaped token names; undefined for any other token (which a world accepts as its integration user). */
export function readSessionToken(token: string | undefined): SessionToken | undefined {
  const match = token ? ORG_TOKEN.exec(token) : null;
  if (!match) return undefined;
  const [, org15, opaque] = match as unknown as [string, string, string];
  const parts = OPAQUE.exec(opaque);
  return parts ? { org15, worldId: parts[1], userId: parts[2], sessionKey: parts[3] } : { org15 };
}

export function issueAccessToken(org18: string, worldId: string, userId: string, sessionKey: string): string {
  return `${org18.slice(0, 15)}!${worldId}.${userId}.${sessionKey}`;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/**
 * A key of `length` base62 characters: random from the world's generator, ending in the world's counter
 * so no two keys of one world are ever equal (the generator restarts with the world after a reload).
 */
export function uniqueKey(ctx: Pick<OperationContext, "ids">, length: number): string {
  let n = ctx.ids.next();
  let counter = "";
  while (n > 0) {
    counter = ALPHABET[n % 62] + counter;
    n = Math.floor(n / 62);
  }
  const random = Array.from({ length: Math.max(4, length - counter.length) }, () => ALPHABET[Math.floor(ctx.ids.random() * 62)]).join("");
  return random + counter;
}

/** The world a request's Salesforce-shaped token names (the pack's `worldFromCredential`). */
export function worldNamedByToken(request: Request): string | undefined {
  return readSessionToken(bearerToken(request))?.worldId;
}
