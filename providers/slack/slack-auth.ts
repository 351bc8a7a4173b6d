// Who a Web API call acts as: the token (`Authorization: Bearer` or a `token` argument) looked up in
// `tokens`, else `auth.any_token_user` (a seed without tokens), else `invalid_auth`; none is `not_authed`.
// MCP tool calls act as the user the MCP request's own token names, else the seed's `mcp_user`, else the
// workspace's bot (mcpCaller).
import type { OperationContext } from "../../core/pack/index.ts";
import { AUTH_KEY } from "./seed.ts";
import { SlackFault } from "./slack-errors.ts";

export interface SlackCaller {
  user: string;
  tokenType: "bot" | "user";
}

/**
 * The token a request carries, or undefined. In an evaluation task's world the bearer may be the world's
 * credential instead (`credentialInAuthorization`): that is no Slack token, and the call acts as MCP tools do.
 */
export function requestToken(ctx: Pick<OperationContext, "request" | "query" | "body"> & Partial<Pick<OperationContext, "credentialInAuthorization">>): string | undefined {
  const header = ctx.request.headers.get("authorization") ?? "";
  const bearer = ctx.credentialInAuthorization === true ? undefined : /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (bearer) return bearer;
  const body = ctx.body as Record<string, unknown> | undefined;
  const fromBody = body && typeof body === "object" && !Array.isArray(body) ? body.token : undefined;
  const token = typeof fromBody === "string" && fromBody !== "" ? fromBody : ctx.query.get("token") ?? undefined;
  return token === "" ? undefined : token;
}

const tokenType = (token: string, type: unknown): "bot" | "user" => (type === "bot" || type === "user" ? type : token.startsWith("xoxb-") ? "bot" : "user");

/** Resolves a token; throws SlackFault `invalid_auth` when the workspace does not know it. */
export function callerForToken(ctx: Pick<OperationContext, "world">, token: string): SlackCaller {
  const record = ctx.world.collection("tokens").get(token);
  if (record) return { user: String(record.user), tokenType: tokenType(token, record.type) };
  const anyUser = ctx.world.collection("auth").get(AUTH_KEY)?.any_token_user;
  if (typeof anyUser === "string" && anyUser !== "") return { user: anyUser, tokenType: "bot" };
  throw new SlackFault("invalid_auth");
}

/**
 * The caller of a request. REST requests without a token never get here (the guard answers
 * `not_authed`), except in a task world whose credential came as the bearer; those, and in-process calls
 * from MCP tools, carry none and act as mcpCaller says.
 */
export function resolveCaller(
  ctx: Pick<OperationContext, "request" | "query" | "body" | "world"> & Partial<Pick<OperationContext, "credentialInAuthorization" | "mcpAuthorization">>,
): SlackCaller {
  const token = requestToken(ctx);
  if (token !== undefined) return callerForToken(ctx, token);
  return mcpCaller(ctx);
}

/**
 * Who MCP tools act as: the user whose token the MCP request carries (`Authorization: Bearer xoxp-…`, as
 * on the Web API), else the seed's `mcp_user` (resolved when the world was built), else the workspace's
 * bot. A token the workspace does not know names no one here: on the Web API it would be `invalid_auth`
 * (or `any_token_user`), but an MCP client may send a bearer of its own for another server.
 */
export function mcpCaller(ctx: Pick<OperationContext, "world"> & Partial<Pick<OperationContext, "mcpAuthorization">>): SlackCaller {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(ctx.mcpAuthorization ?? "")?.[1];
  const record = token === undefined ? undefined : ctx.world.collection("tokens").get(token);
  if (token !== undefined && record) return { user: String(record.user), tokenType: tokenType(token, record.type) };
  const seeded = ctx.world.collection("auth").get(AUTH_KEY)?.mcp_user;
  const user = typeof seeded === "string" ? ctx.world.collection("users").get(seeded) : undefined;
  if (user) return { user: String(user.id), tokenType: user.is_bot === true ? "bot" : "user" };
  return workspaceBot(ctx);
}

/** The bot tools act as: `auth.any_token_user`, else the first bot token's user, else the first bot. */
export function workspaceBot(ctx: Pick<OperationContext, "world">): SlackCaller {
  const anyUser = ctx.world.collection("auth").get(AUTH_KEY)?.any_token_user;
  if (typeof anyUser === "string" && anyUser !== "") return { user: anyUser, tokenType: "bot" };
  const botToken = ctx.world.collection("tokens").all().find((t) => tokenType(String(t.token), t.type) === "bot");
  if (botToken) return { user: String(botToken.user), tokenType: "bot" };
  const bot = ctx.world.collection("users").find((u) => u.is_bot === true && u.deleted !== true)[0];
  if (bot) return { user: String(bot.id), tokenType: "bot" };
  throw new SlackFault("not_authed");
}
