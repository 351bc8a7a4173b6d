import { defineOperation, json } from "../../../core/pack/index.ts";
import type { OperationContext } from "../../../core/pack/index.ts";
import { DEFAULT_USER_ID } from "../record-ids.ts";
import { actingUserId, CREDENTIALS, issueToken, ORG_ID } from "../sf-session.ts";

/** The token endpoint answers in OAuth's shape, `{ error, error_description }`, never the REST error array. */
export const oauthError = (status: number, error: string, description: string) => json({ error, error_description: description }, status);

/** Where the token endpoint lives: the pack's error hooks answer OAuth-shaped errors there. */
export function isTokenRequest(request: Request): boolean {
  const path = new URL(request.url).pathname;
  let end = path.length;
  while (end > 0 && path[end - 1] === "/") end--;
  return path.slice(0, end).endsWith("/services/oauth2/token");
}

const GRANTS = new Set(["password", "client_credentials"]);

/**
 * The token request's parameters: the query string, then the form body over it (a JSON object body
 * is read the same way). Only string values count; anything else is as good as absent.
 */
function tokenParams(query: URLSearchParams, body: unknown): Map<string, string> {
  const params = new Map<string, string>(query);
  if (typeof body === "object" && body !== null && !Array.isArray(body))
    for (const [key, value] of Object.entries(body)) if (typeof value === "string") params.set(key, value);
  return params;
}

/** The refusals that need no world: an unknown grant, then a missing client id, as Salesforce checks them. */
export function refuseTokenRequest(params: Map<string, string>): Response | undefined {
  if (!GRANTS.has(params.get("grant_type") ?? "")) return oauthError(400, "unsupported_grant_type", "grant type not supported");
  if (!params.get("client_id")) return oauthError(400, "invalid_client_id", "client identifier invalid");
  return undefined;
}

/**
 * A token request whose body is not a form and not JSON: Salesforce reads no parameters from such a
 * body, so only the query string is left to check.
 */
export function refuseUnreadableToken(request: Request): Response {
  const params = tokenParams(new URL(request.url).searchParams, undefined);
  return refuseTokenRequest(params)
    ?? (params.get("grant_type") === "password" ? oauthError(400, "invalid_grant", "authentication failure") : oauthError(400, "invalid_client", "invalid client credentials"));
}

/** POST /services/oauth2/token: password and client-credentials grants, as jsforce's OAuth2 login sends them. */
export const requestToken = defineOperation((ctx) => {
  const params = tokenParams(ctx.query, ctx.body);
  const refused = refuseTokenRequest(params);
  if (refused) return refused;
  if (params.get("grant_type") === "password") {
    const username = (params.get("username") ?? "").toLowerCase();
    const user = username ? ctx.world.collection("User").find((u) => String(u.Username).toLowerCase() === username)[0] : undefined;
    const stored = user ? ctx.world.collection(CREDENTIALS).get(String(user.Id)) : undefined;
    // A real org accepts the password, or the password followed by the user's security token.
    const password = params.get("password") ?? "";
    const ok = user && user.IsActive !== false && stored && typeof stored.password === "string" && password.startsWith(stored.password);
    if (!ok) return oauthError(400, "invalid_grant", "authentication failure");
    return tokenResponse(ctx, String(user.Id));
  }
  if (!params.get("client_secret")) return oauthError(400, "invalid_client", "invalid client credentials");
  return tokenResponse(ctx, DEFAULT_USER_ID);
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
