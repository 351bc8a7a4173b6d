import type { OperationContext } from "../../core/pack/index.ts";
import { DEFAULT_USER_ID } from "./record-ids.ts";
import { orgIdOf } from "./org-identity.ts";
import { bearerToken, readSessionToken, SESSIONS } from "./session-tokens.ts";

/** The password of the built-in integration user (docs/salesforce.md); seeded users bring their own. */
export const DEFAULT_PASSWORD = "understudy";

/**
 * Where seeded passwords live: a pack-internal collection, never shown as an sObject. They are test
 * fixtures kept as given (seeding is synchronous and web-standard crypto hashing is not): never seed a
 * real password.
 */
export const CREDENTIALS = "_credentials";

/** This world's org id (18 characters). */
export const orgIdOfWorld = (ctx: Pick<OperationContext, "world">) => orgIdOf(ctx.world.id);

/**
 * The user a request acts as: the user its token was issued to, else the integration user (a token
 * this world did not issue still works, for convenience: docs/salesforce.md "Sessions").
 */
export const actingUserId = (ctx: OperationContext): string => userOfToken(ctx, bearerToken(ctx.request));

/** The user a session token acts as, wherever it came from (a bearer header, a SOAP session header). */
export function userOfToken(ctx: Pick<OperationContext, "world">, token: string | undefined): string {
  const session = readSessionToken(token);
  const userId = session?.worldId === ctx.world.id ? session.userId : undefined;
  return userId && ctx.world.collection("User").has(userId) ? userId : DEFAULT_USER_ID;
}

/**
 * Whether a request's session is refused, as Salesforce refuses it (401 INVALID_SESSION_ID, "Session
 * expired or invalid"): its token names another org or world, was revoked, or its user was deactivated.
 */
export const sessionRefused = (ctx: OperationContext): boolean => tokenRefused(ctx, bearerToken(ctx.request));

/** `sessionRefused` for a token however it was sent. */
export function tokenRefused(ctx: Pick<OperationContext, "world">, token: string | undefined): boolean {
  const session = readSessionToken(token);
  if (!session) return false;
  if (session.org15 !== orgIdOfWorld(ctx).slice(0, 15) || (session.worldId !== undefined && session.worldId !== ctx.world.id)) return true;
  if (session.sessionKey === undefined) return false;
  const issued = ctx.world.collection(SESSIONS).get(session.sessionKey);
  if (issued?.revoked === true) return true;
  const user = issued && session.userId ? ctx.world.collection("User").get(session.userId) : undefined;
  return user?.IsActive === false;
}
