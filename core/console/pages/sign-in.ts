import { html } from "../../http/html.ts";
import { createConsoleSession } from "../../auth/console-sessions.ts";
import { clearedSessionCookie, readCookie, sessionCookie } from "../../auth/session-cookie.ts";
import { consoleAssets } from "../console-assets.ts";
import type { ConsoleDeps, PageContext } from "../console-context.ts";
import { crossSite, readForm, safeNext } from "../forms.ts";
import { sameSecret } from "../../auth/authenticate.ts";
import { renderPage } from "../layout.ts";

// Signing in exchanges an organization API key for a session cookie (HttpOnly, SameSite=Strict): the
// key is never kept by the browser. The form itself carries a one-time token matched against a cookie
// of its own (a double submit), so no other site can sign a browser into its own organization.

const SIGN_IN_COOKIE = "understudy_sign_in";

export async function signInPage(deps: ConsoleDeps, request: Request, problem?: string, status = 200): Promise<Response> {
  const assets = await consoleAssets();
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  const body = html`<section class="sign-in" aria-labelledby="sign-in-title">
<h1 id="sign-in-title">Sign in</h1>
<p>Use an organization API key (it starts with <code>usk_</code>). The console keeps a session cookie, never the key.</p>
${problem ? html`<p class="notice bad" role="alert">${problem}</p>` : ""}
<form class="stack" method="post" action="/console/sign-in">
<input type="hidden" name="_csrf" value="${token}">
<input type="hidden" name="next" value="${next}">
<label>Organization API key <input name="key" type="password" autocomplete="off" required spellcheck="false"></label>
<button type="submit">Sign in</button>
</form>
<p class="muted">No key yet? An operator makes the first one with <code>npm run cli -- key create &lt;org&gt;</code>.</p>
</section>`;
  const secure = deps.secureCookies ? "; Secure" : "";
  return renderPage(assets, "Sign in", null, body, status, { "set-cookie": `${SIGN_IN_COOKIE}=${token}; HttpOnly; SameSite=Strict; Path=/console/sign-in; Max-Age=900${secure}` });
}

export async function signIn(deps: ConsoleDeps, request: Request): Promise<Response> {
  const form = await readForm(request);
  const expected = readCookie(request.headers, SIGN_IN_COOKIE) ?? "";
  if (crossSite(request) || !sameSecret(form.get("_csrf") ?? "", expected))
    return signInPage(deps, request, "This form expired or came from another page. Sign in again from this page.", 403);
  const created = await createConsoleSession(deps.store, (form.get("key") ?? "").trim(), { now: Date.now(), ttlMs: deps.sessionTtlMs });
  if (!created) return signInPage(deps, request, "That key is not valid, or it was revoked.", 401);
  deps.log.info("console", `signed in to organization ${created.session.orgId} with key ${created.session.keyId}`);
  const headers = new Headers({ location: safeNext(form.get("next")), "cache-control": "no-store" });
  headers.append("set-cookie", sessionCookie(created.token, { secure: deps.secureCookies, maxAgeSeconds: Math.floor(deps.sessionTtlMs / 1000) }));
  headers.append("set-cookie", `${SIGN_IN_COOKIE}=; HttpOnly; SameSite=Strict; Path=/console/sign-in; Max-Age=0`);
  return new Response(null, { status: 303, headers });
}

/** POST /console/sign-out: ends the session on the API (at once, on every node) and drops the cookie. */
export async function signOut(deps: ConsoleDeps, ctx: PageContext): Promise<Response> {
  const form = await readForm(ctx.request);
  if (ctx.chrome.sessionId) await ctx.api.send("POST", `/api/v1/sessions/${encodeURIComponent(ctx.chrome.sessionId)}/revoke`, undefined, form.get("_csrf") ?? "");
  deps.log.info("console", `signed out of organization ${ctx.org.id}`);
  return new Response(null, { status: 303, headers: { location: "/console/sign-in", "cache-control": "no-store", "set-cookie": clearedSessionCookie({ secure: deps.secureCookies }) } });
}
