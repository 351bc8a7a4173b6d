import { hashApiKey } from "../auth/api-keys.ts";
import { readBearer } from "../auth/authenticate.ts";
import type { LoadedPack } from "../pack/loaded-pack.ts";
import type { World } from "../world/world.ts";

/**
 * The credential of an evaluation task's world (the lease's `Authorization: Bearer <credential>`),
 * required on every surface of that world: REST, MCP and a UI pack's pages. Snapshots have none: their
 * url is their secret.
 *
 * A browser cannot send the header, so a UI pack's page also takes the credential once as
 * `?access_token=<credential>` (the query parameter RFC 6750 names): the answer is a redirect to the same
 * address without it that sets an HttpOnly cookie scoped to the world's path, which the browser then
 * sends on every page of the world's UI packs.
 */
export const CREDENTIAL_QUERY_PARAMETER = "access_token";
/**
 * The credential in a header of its own, for providers whose clients put their own token in
 * `Authorization` (a Slack `xoxp-` token names the user who acts): then both can travel together.
 */
export const CREDENTIAL_HEADER = "x-understudy-credential";
export const CREDENTIAL_COOKIE = "understudy_world_credential";

/** What a request brings for a world that needs a credential: allowed, refused, or a redirect that sets the cookie. */
export type WorldAccess =
  | { allowed: true; credentialInAuthorization?: boolean }
  | { allowed: false }
  | { allowed: true; redirect: Response };

export interface AccessOptions {
  /** A UI pack's page: the cookie and the one-time query parameter count too. */
  browser: boolean;
  /** The world's public path (`/w/<id>`, or `/` for host-style addresses): the cookie's scope. */
  cookiePath: string;
  /** The public address is https: the cookie is Secure. */
  secure: boolean;
}

/** Whether `token` is the world's credential; a world without one (a snapshot) takes any. */
export async function isWorldCredential(world: World, token: string | undefined): Promise<boolean> {
  const expected = world.meta.mcpCredentialHash;
  if (!expected) return true;
  return token !== undefined && token !== "" && (await hashApiKey(token)) === expected;
}

/** Whether a request may act on a world; worlds without a credential (snapshots) are open. */
export async function checkWorldAccess(world: World, request: Request, url: URL, options: AccessOptions): Promise<WorldAccess> {
  if (!world.meta.mcpCredentialHash) return { allowed: true };
  const matches = (token: string | undefined) => isWorldCredential(world, token);

  if (await matches(readBearer(request.headers))) return { allowed: true, credentialInAuthorization: true };
  if (await matches(request.headers.get(CREDENTIAL_HEADER)?.trim())) return { allowed: true };
  if (!options.browser) return { allowed: false };
  if (await matches(readCookie(request.headers.get("cookie"), CREDENTIAL_COOKIE))) return { allowed: true };

  const fromQuery = url.searchParams.get(CREDENTIAL_QUERY_PARAMETER) ?? undefined;
  if ((request.method === "GET" || request.method === "HEAD") && (await matches(fromQuery))) {
    const clean = new URL(url);
    clean.searchParams.delete(CREDENTIAL_QUERY_PARAMETER);
    // Relative, so it holds behind a proxy that rewrites the host; the credential leaves the address bar.
    const location = `${clean.pathname}${clean.search}${clean.hash}`;
    const cookie = [`${CREDENTIAL_COOKIE}=${fromQuery}`, `Path=${options.cookiePath}`, "HttpOnly", "SameSite=Lax", ...(options.secure ? ["Secure"] : [])].join("; ");
    return { allowed: true, redirect: new Response(null, { status: 303, headers: { location, "set-cookie": cookie, "cache-control": "no-store" } }) };
  }
  return { allowed: false };
}

/** 401 in the pack's own error shape (its `errors.unauthorized`), or a plain one for packs that declare none. */
const TASK_CREDENTIAL_MESSAGE = "This world belongs to an evaluation task: send the task's credential (Authorization: Bearer <credential>).";

export function unauthorizedResponse(pack: LoadedPack, request: Request, message = TASK_CREDENTIAL_MESSAGE): Response {
  const response = pack.def.errors.unauthorized?.(message, request)
    ?? (pack.def.kind === "ui"
      ? new Response(`401 Unauthorized. ${message} In a browser, open the page once with ?${CREDENTIAL_QUERY_PARAMETER}=<credential>.`, { status: 401, headers: { "content-type": "text/plain;charset=UTF-8" } })
      : Response.json({ error: message }, { status: 401 }));
  if (response.headers.has("www-authenticate")) return response;
  const headers = new Headers(response.headers);
  headers.set("www-authenticate", 'Bearer realm="understudy-world"');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The cookie's scope for a pack's public base url: the world's path (`/w/<id>`), or the host's root for host-style addresses. */
export function cookieScope(baseUrl: string): { cookiePath: string; secure: boolean } {
  const url = new URL(baseUrl);
  return { cookiePath: url.pathname.replace(/\/[^/]+\/?$/, "") || "/", secure: url.protocol === "https:" };
}

function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
