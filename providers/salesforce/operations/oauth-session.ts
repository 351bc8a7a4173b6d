import { json } from "../../../core/pack/index.ts";
import type { OperationContext } from "../../../core/pack/index.ts";
import { orgIdOfWorld } from "../sf-session.ts";
import { issueAccessToken, REFRESH_TOKENS, SESSIONS, uniqueKey } from "../session-tokens.ts";

/** Who a grant logged in, and whether the grant hands out a refresh token (authorization code does). */
export interface Grant { userId: string; clientId: string; withRefreshToken?: boolean; refreshToken?: string }

/** The identity URL of a user: `{instance}/id/{org id}/{user id}`, as token responses and resources name it. */
export const identityUrl = (ctx: OperationContext, userId: string) => `${ctx.baseUrl}/id/${orgIdOfWorld(ctx)}/${userId}`;

/**
 * Opens a session for a grant: a session record (so the token can be revoked), a refresh token when the
 * grant hands one out, and the fields of Salesforce's token response. `instance_url` ends in "/", so
 * clients that append `services/...` to it (the Salesforce CLI) stay in the world.
 */
export function openSession(ctx: OperationContext, grant: Grant): Record<string, string> {
  const refreshToken = grant.withRefreshToken ? `5Aep861${uniqueKey(ctx, 80)}` : undefined;
  if (refreshToken) ctx.world.collection(REFRESH_TOKENS).insert(refreshToken, { userId: grant.userId, clientId: grant.clientId });
  const sessionKey = uniqueKey(ctx, 32);
  ctx.world.collection(SESSIONS).insert(sessionKey, { key: sessionKey, userId: grant.userId, clientId: grant.clientId, refreshToken: grant.refreshToken ?? refreshToken ?? null });
  return {
    access_token: issueAccessToken(orgIdOfWorld(ctx), ctx.world.id, grant.userId, sessionKey),
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    signature: btoa(sessionKey).slice(0, 44),
    scope: grant.withRefreshToken ? "refresh_token api full" : "api full",
    instance_url: `${ctx.baseUrl}/`,
    id: identityUrl(ctx, grant.userId),
    token_type: "Bearer",
    issued_at: String(ctx.clock.now().getTime()),
  };
}

export const tokenResponse = (ctx: OperationContext, grant: Grant) => json(openSession(ctx, grant));
