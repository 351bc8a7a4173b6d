import type { OperationContext } from "../../../core/pack/index.ts";
import { DEFAULT_USER_ID } from "../record-ids.ts";
import { CREDENTIALS } from "../sf-session.ts";
import { AUTH_CODES, REFRESH_TOKENS } from "../session-tokens.ts";
import { oauthError } from "./oauth-errors.ts";
import type { Grant } from "./oauth-session.ts";

type Params = Map<string, string>;

/** An active user of this world by username (case-insensitive, as Salesforce logins are). */
export function userByUsername(ctx: OperationContext, username: string): Record<string, unknown> | undefined {
  const wanted = username.toLowerCase();
  if (!wanted) return undefined;
  const user = ctx.world.collection("User").find((u) => String(u.Username).toLowerCase() === wanted)[0];
  return user && user.IsActive !== false ? user : undefined;
}

/**
 * A real org accepts exactly the password, or the password followed by the user's security token (when
 * the seed gave one). A user with no password, or an empty one, cannot log in with one.
 */
export function checkPassword(ctx: OperationContext, username: string, password: string): Record<string, unknown> | undefined {
  const user = userByUsername(ctx, username);
  const stored = user ? ctx.world.collection(CREDENTIALS).get(String(user.Id)) : undefined;
  if (!user || !stored || typeof stored.password !== "string" || stored.password === "") return undefined;
  const token = typeof stored.securityToken === "string" && stored.securityToken !== "" ? stored.securityToken : undefined;
  return password === stored.password || (token !== undefined && password === stored.password + token) ? user : undefined;
}

export function passwordGrant(ctx: OperationContext, params: Params): Grant | Response {
  const user = checkPassword(ctx, params.get("username") ?? "", params.get("password") ?? "");
  return user ? { userId: String(user.Id), clientId: params.get("client_id")! } : oauthError(400, "invalid_grant", "authentication failure");
}

export function clientCredentialsGrant(_ctx: OperationContext, params: Params): Grant | Response {
  if (!params.get("client_secret")) return oauthError(400, "invalid_client", "invalid client credentials");
  return { userId: DEFAULT_USER_ID, clientId: params.get("client_id")! };
}

export function refreshTokenGrant(ctx: OperationContext, params: Params): Grant | Response {
  const token = params.get("refresh_token") ?? "";
  const issued = token ? ctx.world.collection(REFRESH_TOKENS).get(token) : undefined;
  const user = issued ? ctx.world.collection("User").get(String(issued.userId)) : undefined;
  if (!issued || issued.revoked === true || !user || user.IsActive === false) return oauthError(400, "invalid_grant", "expired access/refresh token");
  return { userId: String(user.Id), clientId: params.get("client_id")!, refreshToken: token };
}

/**
 * The JWT bearer flow: any well-formed JWT whose `sub` is a user of this world. The signature is not
 * checked (no certificate is uploaded to a mock org: docs/salesforce.md "Sessions").
 */
export function jwtBearerGrant(ctx: OperationContext, params: Params): Grant | Response {
  const claims = jwtClaims(params.get("assertion") ?? "");
  if (!claims) return oauthError(400, "invalid_grant", "invalid assertion");
  if (typeof claims.iss !== "string" || !claims.iss) return oauthError(400, "invalid_client_id", "client identifier invalid");
  if (typeof claims.aud !== "string" || !claims.aud) return oauthError(400, "invalid_grant", "audience is invalid");
  // exp in seconds; the Salesforce CLI sends milliseconds, which only puts it further ahead.
  if (typeof claims.exp !== "number" || claims.exp * 1000 < ctx.clock.now().getTime()) return oauthError(400, "invalid_grant", "expired authorization code");
  const user = typeof claims.sub === "string" ? userByUsername(ctx, claims.sub) : undefined;
  if (!user) return oauthError(400, "invalid_grant", "user hasn't approved this consumer");
  return { userId: String(user.Id), clientId: claims.iss };
}

function jwtClaims(assertion: string): Record<string, unknown> | undefined {
  const parts = assertion.split(".");
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+={0,2}$/.test(part))) return undefined;
  const header = decodeSegment(parts[0]!);
  const claims = decodeSegment(parts[1]!);
  return header && typeof header.alg === "string" ? claims : undefined;
}

function decodeSegment(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(atob(segment.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "")));
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** An authorization code from /services/oauth2/authorize, once, with its redirect URI and PKCE verifier. */
export async function authorizationCodeGrant(ctx: OperationContext, params: Params): Promise<Grant | Response> {
  const code = params.get("code") ?? "";
  const issued = code ? ctx.world.collection(AUTH_CODES).get(code) : undefined;
  if (!issued) return oauthError(400, "invalid_grant", "invalid authorization code");
  ctx.world.collection(AUTH_CODES).delete(code);
  if (Number(issued.expiresAt) < ctx.clock.now().getTime()) return oauthError(400, "invalid_grant", "expired authorization code");
  if ((params.get("redirect_uri") ?? "") !== issued.redirectUri) return oauthError(400, "invalid_grant", "redirect_uri must match configuration");
  if (issued.clientId !== params.get("client_id")) return oauthError(400, "invalid_client_id", "client identifier invalid");
  if (typeof issued.codeChallenge === "string" && (await pkceChallenge(params.get("code_verifier") ?? "")) !== issued.codeChallenge)
    return oauthError(400, "invalid_grant", "invalid code verifier");
  return { userId: String(issued.userId), clientId: String(issued.clientId), withRefreshToken: true };
}

/** S256: base64url(sha256(verifier)), unpadded. */
export async function pkceChallenge(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
