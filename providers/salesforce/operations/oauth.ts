import { defineOperation, json } from "../../../core/pack/define-pack.ts";
import type { OperationContext } from "../../../core/pack/types.ts";
import { DEFAULT_USER_ID } from "../record-ids.ts";
import { actingUserId, CREDENTIALS, issueToken, ORG_ID } from "../sf-session.ts";

const oauthError = (status: number, error: string, description: string) => json({ error, error_description: description }, status);

/** POST /services/oauth2/token: password and client-credentials grants, as jsforce's OAuth2 login sends them. */
export const requestToken = defineOperation((ctx) => {
  const form = (ctx.body ?? {}) as Record<string, string>;
  const grant = form.grant_type ?? ctx.query.get("grant_type");
  if (grant === "password") {
    const user = ctx.world.collection("User").find((u) => String(u.Username).toLowerCase() === String(form.username ?? "").toLowerCase())[0];
    const stored = user ? ctx.world.collection(CREDENTIALS).get(String(user.Id)) : undefined;
    // A real org accepts the password, or the password followed by the user's security token.
    const password = String(form.password ?? "");
    const ok = user && user.IsActive !== false && stored && (password === stored.password || password.startsWith(String(stored.password)));
    if (!ok) return oauthError(400, "invalid_grant", "authentication failure");
    return tokenResponse(ctx, String(user.Id));
  }
  if (grant === "client_credentials") {
    if (!form.client_id || !form.client_secret) return oauthError(400, "invalid_client", "invalid client credentials");
    return tokenResponse(ctx, DEFAULT_USER_ID);
  }
  return oauthError(400, "unsupported_grant_type", "grant type not supported");
});

function tokenResponse(ctx: OperationContext, userId: string): Response {
  const random = Array.from({ length: 24 }, () => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(ctx.ids.random() * 62)]).join("");
  return json({
    access_token: issueToken(userId, random),
    instance_url: ctx.baseUrl,
    id: identityUrl(ctx, userId),
    token_type: "Bearer",
    issued_at: String(ctx.clock.now().getTime()),
    signature: btoa(random).slice(0, 44),
  });
}

const identityUrl = (ctx: OperationContext, userId: string) => `${ctx.baseUrl}/id/${ORG_ID}/${userId}`;

/** What userinfo and the identity URL both say of a user. */
function userFacts(ctx: OperationContext, user: Record<string, unknown>) {
  return {
    user_id: user.Id,
    organization_id: ORG_ID,
    email: user.Email,
    email_verified: true,
    active: user.IsActive !== false,
    user_type: "STANDARD",
    locale: user.LocaleSidKey,
    urls: { rest: `${ctx.baseUrl}/services/data/v{version}/`, sobjects: `${ctx.baseUrl}/services/data/v{version}/sobjects/`, query: `${ctx.baseUrl}/services/data/v{version}/query/` },
  };
}

const fullName = (user: Record<string, unknown>) => [user.FirstName, user.LastName].filter(Boolean).join(" ");

/** GET /services/oauth2/userinfo: OpenID Connect claims for the token's user. */
export const userInfo = defineOperation((ctx) => {
  const user = ctx.world.collection("User").get(actingUserId(ctx)) ?? {};
  return {
    sub: identityUrl(ctx, String(user.Id)),
    ...userFacts(ctx, user),
    preferred_username: user.Username,
    nickname: user.CommunityNickname ?? user.Alias,
    name: fullName(user),
    given_name: user.FirstName,
    family_name: user.LastName,
    zoneinfo: user.TimeZoneSidKey,
  };
});

/** GET /id/{orgId}/{userId}: the identity URL a token response names (jsforce's `identity()`). */
export const identity = defineOperation((ctx) => {
  const userId = ctx.params.userId;
  const user = userId === undefined ? undefined : ctx.world.collection("User").get(userId);
  if (ctx.params.orgId !== ORG_ID || !user) return json([{ message: "Bad_Id", errorCode: "NOT_FOUND" }], 404);
  return {
    id: identityUrl(ctx, String(user.Id)),
    asserted_user: actingUserId(ctx) === user.Id,
    ...userFacts(ctx, user),
    username: user.Username,
    nick_name: user.CommunityNickname ?? user.Alias,
    display_name: fullName(user),
    first_name: user.FirstName,
    last_name: user.LastName,
    timezone: user.TimeZoneSidKey,
    language: user.LanguageLocaleKey,
    utcOffset: 0,
    last_modified_date: user.LastModifiedDate,
  };
});
