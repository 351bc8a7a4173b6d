// Who a request acts as. Basic auth with a seeded user's email (any API token) acts as that user; a Bearer
// token acts as the user whose accountId or email it is; a credential naming nobody acts as the site admin.
// No credential is Jira's 401. MCP tool calls act as the user the MCP request's own credential names (the
// same two ways), else as the seed's `mcp_user`, else the site admin; so does a task world's credential
// sent as the bearer on REST.
import type { OperationContext } from "../../core/pack/index.ts";
import { jiraMessages } from "./jira-errors.ts";
import { NOT_AUTHENTICATED, notAuthenticated } from "./jira-pack-errors.ts";
import { COLLECTIONS, type JiraUser } from "./records.ts";
import { SITE_KEY } from "./seed.ts";

export type Credential = { kind: "basic"; email: string } | { kind: "bearer"; token: string } | { kind: "none" };

function decodeBase64(text: string): string | undefined {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

export function readCredential(request: Request): Credential {
  return readAuthorization(request.headers.get("authorization") ?? "");
}

/** An `Authorization` header's credential (a REST request's, or the MCP request's a tool call carries). */
export function readAuthorization(value: string): Credential {
  const header = value.trim();
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (basic) {
    // An unreadable pair still is a credential: it names nobody.
    const decoded = decodeBase64(basic[1]!) ?? "";
    const colon = decoded.indexOf(":");
    return { kind: "basic", email: colon < 0 ? decoded : decoded.slice(0, colon) };
  }
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer) return { kind: "bearer", token: bearer[1]! };
  return { kind: "none" };
}

type AuthContext = Pick<OperationContext, "request" | "world"> & Partial<Pick<OperationContext, "credentialInAuthorization" | "mcpAuthorization">>;

const users = (ctx: Pick<OperationContext, "world">) => ctx.world.collection(COLLECTIONS.users);

export function siteAdmin(ctx: Pick<OperationContext, "world">): JiraUser {
  const id = ctx.world.collection(COLLECTIONS.site).get(SITE_KEY)?.adminAccountId;
  return (users(ctx).get(String(id)) ?? users(ctx).find((u) => u.siteAdmin === true)[0]) as JiraUser;
}

function byAccountIdOrEmail(ctx: Pick<OperationContext, "world">, ref: string): JiraUser | undefined {
  const direct = users(ctx).get(ref);
  if (direct) return direct as JiraUser;
  const lower = ref.toLowerCase();
  return users(ctx).find((u) => typeof u.emailAddress === "string" && u.emailAddress.toLowerCase() === lower)[0] as JiraUser | undefined;
}

/** The user a credential names by email or accountId (Basic's email, a Bearer token), or undefined. */
function namedBy(ctx: Pick<OperationContext, "world">, credential: Credential): JiraUser | undefined {
  if (credential.kind === "none") return undefined;
  return byAccountIdOrEmail(ctx, credential.kind === "basic" ? credential.email : credential.token);
}

/**
 * Who acts when no Jira credential names anyone: the seed's `mcp_user` (the site record's
 * `mcpUserAccountId`), else the site admin. The jira-jql grader's `currentUser()` asks this too.
 */
export function defaultActor(ctx: Pick<OperationContext, "world">): JiraUser {
  const id = ctx.world.collection(COLLECTIONS.site).get(SITE_KEY)?.mcpUserAccountId;
  return (typeof id === "string" ? (users(ctx).get(id) as JiraUser | undefined) : undefined) ?? siteAdmin(ctx);
}

/**
 * The user a request acts as, or undefined when its credential names a deactivated user (Jira refuses
 * those). A tool call's MCP credential naming no one falls back to defaultActor, not the site admin: an MCP
 * client may send a bearer of its own for another server.
 */
export function resolveActor(ctx: AuthContext): JiraUser | undefined {
  if (ctx.mcpAuthorization !== undefined) {
    const named = namedBy(ctx, readAuthorization(ctx.mcpAuthorization));
    if (named) return named.active ? named : undefined;
  }
  if (ctx.credentialInAuthorization === true) return defaultActor(ctx);
  const credential = readCredential(ctx.request);
  if (credential.kind === "none") return defaultActor(ctx);
  const named = namedBy(ctx, credential);
  if (!named) return siteAdmin(ctx);
  return named.active ? named : undefined;
}

/**
 * The acting user of a request that passed the guard. A tool call is guarded by nothing: its MCP
 * credential naming a deactivated user is refused here, as Jira refuses that user's REST calls.
 */
export function actingUser(ctx: AuthContext): JiraUser {
  const actor = resolveActor(ctx);
  if (actor) return actor;
  if (ctx.mcpAuthorization !== undefined) throw jiraMessages(401, NOT_AUTHENTICATED);
  return siteAdmin(ctx);
}

/** Every REST operation needs a credential, as Jira Cloud's do for this API; a deactivated user's is refused too. */
export function guardJira(ctx: OperationContext): Response | undefined {
  if (ctx.credentialInAuthorization) return undefined;
  if (readCredential(ctx.request).kind === "none") return notAuthenticated(ctx.request);
  return resolveActor(ctx) ? undefined : notAuthenticated(ctx.request);
}
