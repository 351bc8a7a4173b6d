import { json } from "../../../core/pack/index.ts";

/** OAuth endpoints answer in OAuth's shape, `{ error, error_description }`, never the REST error array. */
export const oauthError = (status: number, error: string, description: string) => json({ error, error_description: description }, status);

const OAUTH_ENDPOINTS = ["/services/oauth2/token", "/services/oauth2/revoke"];

/** Where the OAuth endpoints live: the pack's error hooks answer OAuth-shaped errors there. */
export function isTokenRequest(request: Request): boolean {
  const path = new URL(request.url).pathname;
  let end = path.length;
  while (end > 0 && path[end - 1] === "/") end--;
  const trimmed = path.slice(0, end);
  return OAUTH_ENDPOINTS.some((endpoint) => trimmed.endsWith(endpoint));
}

export const JWT_BEARER = "urn:ietf:params:oauth:grant-type:jwt-bearer";
const GRANTS = new Set(["password", "client_credentials", "refresh_token", "authorization_code", JWT_BEARER]);

/**
 * The request's OAuth parameters: the query string, then the form body over it (a JSON object body is
 * read the same way). Only string values count; anything else is as good as absent.
 */
export function oauthParams(query: URLSearchParams, body: unknown): Map<string, string> {
  const params = new Map<string, string>(query);
  if (typeof body === "object" && body !== null && !Array.isArray(body))
    for (const [key, value] of Object.entries(body)) if (typeof value === "string") params.set(key, value);
  return params;
}

/** The refusals that need no world: an unknown grant, then a missing client id (the JWT's issuer is its client), as Salesforce checks them. */
export function refuseTokenRequest(params: Map<string, string>): Response | undefined {
  const grant = params.get("grant_type") ?? "";
  if (!GRANTS.has(grant)) return oauthError(400, "unsupported_grant_type", "grant type not supported");
  if (grant !== JWT_BEARER && !params.get("client_id")) return oauthError(400, "invalid_client_id", "client identifier invalid");
  return undefined;
}

/**
 * A token request whose body is not a form and not JSON: Salesforce reads no parameters from such a
 * body, so only the query string is left to check.
 */
export function refuseUnreadableToken(request: Request): Response {
  const url = new URL(request.url);
  if (url.pathname.includes("/revoke")) return oauthError(400, "invalid_token", "invalid token");
  const params = oauthParams(url.searchParams, undefined);
  return refuseTokenRequest(params)
    ?? (params.get("grant_type") === "client_credentials" ? oauthError(400, "invalid_client", "invalid client credentials") : oauthError(400, "invalid_grant", "authentication failure"));
}
