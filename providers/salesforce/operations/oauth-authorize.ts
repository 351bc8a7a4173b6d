import { defineOperation, type OperationContext } from "../../../core/pack/index.ts";
import { isAllowedCallback } from "./oauth-callbacks.ts";
import { checkPassword } from "./oauth-grants.ts";
import { oauthParams } from "./oauth-errors.ts";
import { openSession } from "./oauth-session.ts";
import { AUTH_CODES, uniqueKey } from "../session-tokens.ts";

/** How long a code from the login page may wait for its exchange (Salesforce: 15 minutes). */
const CODE_LIFETIME_MS = 15 * 60_000;
const FORWARDED = ["response_type", "client_id", "redirect_uri", "state", "scope", "code_challenge", "code_challenge_method", "prompt", "display"];

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The login page of the web-server and user-agent flows: a form that posts back here. */
function loginPage(params: Map<string, string>, problem?: string): Response {
  const hidden = FORWARDED.filter((name) => params.has(name)).map((name) => `<input type="hidden" name="${name}" value="${escape(params.get(name)!)}">`).join("");
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Login | Salesforce</title></head><body>
<h1>Log in to your Understudy org</h1>${problem ? `<p role="alert" id="error">${escape(problem)}</p>` : ""}
<form method="post"><label>Username <input id="username" name="username" value="${escape(params.get("login_hint") ?? params.get("username") ?? "")}"></label>
<label>Password <input id="password" name="password" type="password"></label>${hidden}<button id="Login" type="submit">Log In</button></form></body></html>`;
  return new Response(html, { status: problem?.startsWith("error=") ? 400 : 200, headers: { "content-type": "text/html;charset=UTF-8" } });
}

/** Missing or unusable parameters: Salesforce shows an error page rather than redirecting anywhere. */
function parameterProblem(ctx: OperationContext, params: Map<string, string>): string | undefined {
  if (!["code", "token"].includes(params.get("response_type") ?? "")) return "error=unsupported_response_type&error_description=response type not supported";
  if (!params.get("client_id")) return "error=invalid_client_id&error_description=client identifier invalid";
  if (!isAllowedCallback(ctx, params.get("client_id")!, params.get("redirect_uri") ?? "")) return "error=redirect_uri_mismatch&error_description=redirect_uri must match configuration";
  return undefined;
}

/** GET /services/oauth2/authorize: the login page. */
export const authorizePage = defineOperation((ctx) => {
  const params = oauthParams(ctx.query, undefined);
  return loginPage(params, parameterProblem(ctx, params));
});

/**
 * POST /services/oauth2/authorize: the login form. Right credentials redirect to `redirect_uri` with a
 * one-time code (web-server flow, PKCE checked at the exchange) or, for `response_type=token`, with the
 * session in the fragment (user-agent flow); wrong ones show the page again.
 */
export const authorizeLogin = defineOperation((ctx) => {
  const params = oauthParams(ctx.query, ctx.body);
  const problem = parameterProblem(ctx, params);
  if (problem) return loginPage(params, problem);
  const user = checkPassword(ctx, params.get("username") ?? "", params.get("password") ?? "");
  if (!user) return loginPage(params, "Please check your username and password. If you still can't log in, contact your Salesforce administrator.");
  const redirect = new URL(params.get("redirect_uri")!);
  const state = params.get("state");
  if (params.get("response_type") === "token") {
    const session = openSession(ctx, { userId: String(user.Id), clientId: params.get("client_id")! });
    const fragment = new URLSearchParams({ ...session, ...(state ? { state } : {}) });
    return redirectTo(`${redirect.origin}${redirect.pathname}${redirect.search}#${fragment}`);
  }
  const code = `aPrx${uniqueKey(ctx, 60)}`;
  ctx.world.collection(AUTH_CODES).insert(code, {
    userId: String(user.Id), clientId: params.get("client_id")!, redirectUri: params.get("redirect_uri")!,
    codeChallenge: params.get("code_challenge") ?? null, expiresAt: ctx.clock.now().getTime() + CODE_LIFETIME_MS,
  });
  redirect.searchParams.set("code", code);
  if (state) redirect.searchParams.set("state", state);
  return redirectTo(redirect.toString());
});

const redirectTo = (location: string) => new Response(null, { status: 302, headers: { location } });
