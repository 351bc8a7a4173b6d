// Who a request acts as. Basic auth with a seeded user's email (any API token) acts as that user; a Bearer
// token acts as the user whose accountId or email it is; a credential naming nobody acts as the site admin.
// No credential is Jira's 401. A task world's credential sent as the bearer, and in-process calls (MCP
// tools), act as the config's `mcp_user`, else the site admin.
import type { OperationContext } from "../../core/pack/index.ts";
import { configuredUser } from "./jira-config.ts";
import { notAuthenticated } from "./jira-pack-errors.ts";
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
  const header = request.headers.get("authorization")?.trim() ?? "";
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

type AuthContext = Pick<OperationContext, "request" | "world"> & Partial<Pick<OperationContext, "config" | "credentialInAuthorization">>;

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

/** Who acts when no Jira credential names anyone: the config's mcp_user, else the site admin. */
export function defaultActor(ctx: Pick<OperationContext, "world"> & Partial<Pick<OperationContext, "config">>): JiraUser {
  return (configuredUser(ctx.config, () => users(ctx).all()) as JiraUser | undefined) ?? siteAdmin(ctx);
}

/** The user a request acts as, or undefined when its credential names a deactivated user (Jira refuses those). */
export function resolveActor(ctx: AuthContext): JiraUser | undefined {
  if (ctx.credentialInAuthorization === true) return defaultActor(ctx);
  const credential = readCredential(ctx.request);
  if (credential.kind === "none") return defaultActor(ctx);
  const named = byAccountIdOrEmail(ctx, credential.kind === "basic" ? credential.email : credential.token);
  if (!named) return siteAdmin(ctx);
  return named.active ? named : undefined;
}

/** The acting user of a request that passed the guard. */
export function actingUser(ctx: AuthContext): JiraUser {
  return resolveActor(ctx) ?? siteAdmin(ctx);
}

/** Every REST operation needs a credential, as Jira Cloud's do for this API; a deactivated user's is refused too. */
export function guardJira(ctx: OperationContext): Response | undefined {
  if (ctx.credentialInAuthorization) return undefined;
  if (readCredential(ctx.request).kind === "none") return notAuthenticated(ctx.request);
  return resolveActor(ctx) ? undefined : notAuthenticated(ctx.request);
}
