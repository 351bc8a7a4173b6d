import { defineOperation } from "../../../core/pack/index.ts";
import type { OperationContext } from "../../../core/pack/index.ts";
import { authorizationCodeGrant, clientCredentialsGrant, jwtBearerGrant, passwordGrant, refreshTokenGrant } from "./oauth-grants.ts";
import { JWT_BEARER, oauthError, oauthParams, refuseTokenRequest } from "./oauth-errors.ts";
import { tokenResponse, type Grant } from "./oauth-session.ts";
import { REFRESH_TOKENS, readSessionToken, SESSIONS } from "../session-tokens.ts";

export { isTokenRequest, oauthError, refuseUnreadableToken } from "./oauth-errors.ts";

type GrantHandler = (ctx: OperationContext, params: Map<string, string>) => Grant | Response | Promise<Grant | Response>;

const GRANT_HANDLERS: Record<string, GrantHandler> = {
  password: passwordGrant,
  client_credentials: clientCredentialsGrant,
  refresh_token: refreshTokenGrant,
  authorization_code: authorizationCodeGrant,
  [JWT_BEARER]: jwtBearerGrant,
};

/** POST /services/oauth2/token: the password, client-credentials, refresh-token, authorization-code and JWT bearer grants. */
export const requestToken = defineOperation(async (ctx) => {
  const params = oauthParams(ctx.query, ctx.body);
  const refused = refuseTokenRequest(params);
  if (refused) return refused;
  const grant = await GRANT_HANDLERS[params.get("grant_type")!]!(ctx, params);
  return grant instanceof Response ? grant : tokenResponse(ctx, grant);
});

/**
 * POST (or GET) /services/oauth2/revoke: ends an access token's session, or a refresh token and every
 * session opened with it. Requests with a revoked token are then 401 INVALID_SESSION_ID.
 */
export const revokeToken = defineOperation((ctx) => {
  const token = oauthParams(ctx.query, ctx.body).get("token") ?? "";
  const refresh = token ? ctx.world.collection(REFRESH_TOKENS).get(token) : undefined;
  const sessions = ctx.world.collection(SESSIONS);
  if (refresh) {
    ctx.world.collection(REFRESH_TOKENS).update(token, { revoked: true });
    for (const session of sessions.find((s) => s.refreshToken === token && s.revoked !== true)) sessions.update(String(session.key), { revoked: true });
    return new Response(null, { status: 200 });
  }
  const session = readSessionToken(token);
  const key = session?.worldId === ctx.world.id ? session.sessionKey : undefined;
  if (!key || !sessions.has(key)) return oauthError(400, "unsupported_token_type", "this token type is not supported");
  sessions.update(key, { revoked: true });
  return new Response(null, { status: 200 });
});
