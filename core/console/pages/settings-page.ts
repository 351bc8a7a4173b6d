import { html, type SafeHtml } from "../../http/html.ts";
import type { PageContext } from "../console-context.ts";
import { redirect } from "../console-context.ts";
import { badge, seg, when } from "../format.ts";
import { readForm } from "../forms.ts";
import { csrfField } from "../layout.ts";

interface KeyView { id: string; name: string | null; hint: string; role: string; createdAt: string; lastUsedAt: string | null; revokedAt: string | null; current: boolean }
interface SessionView { id: string; keyId: string; keyHint: string; createdAt: string; lastSeenAt: string | null; expiresAt: string; current: boolean }
interface CreatedKey { id: string; name: string | null; hint: string; role: string; key: string }

/** GET /console/settings: the organization's API keys and sessions, and the providers it may use. */
export async function settingsPage(ctx: PageContext, created?: CreatedKey): Promise<Response> {
  const [{ keys }, { sessions }] = await Promise.all([ctx.api.get<{ keys: KeyView[] }>("/api/v1/keys"), ctx.api.get<{ sessions: SessionView[] }>("/api/v1/sessions")]);
  const admin = ctx.chrome.role === "admin";
  const notice = { key: "the key", session: "the session" }[ctx.url.searchParams.get("revoked") ?? ""];
  const body = html`<h1>Settings</h1>
${created ? shownOnce(created) : ""}
${notice ? html`<p class="notice good" role="status">Revoked ${notice}. Requests with it are refused from now on.</p>` : ""}
<section aria-labelledby="keys-title">
<h2 id="keys-title">API keys</h2>
<div class="table-wrap"><table>
<caption class="visually-hidden">API keys of ${ctx.org.name}</caption>
<thead><tr><th scope="col">Key</th><th scope="col">Name</th><th scope="col">Role</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">State</th>${admin ? html`<th scope="col"><span class="visually-hidden">Actions</span></th>` : ""}</tr></thead>
<tbody>${keys.map((key) => keyRow(ctx, key, admin))}</tbody>
</table></div>
${admin ? createForm(ctx) : html`<p class="muted">Only an admin key can create or revoke keys.</p>`}
</section>
<section aria-labelledby="sessions-title">
<h2 id="sessions-title">Console sessions</h2>
<div class="table-wrap"><table>
<caption class="visually-hidden">Signed-in console sessions</caption>
<thead><tr><th scope="col">Signed in</th><th scope="col">With key</th><th scope="col">Last seen</th><th scope="col">Expires</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
<tbody>${sessions.map((s) => html`<tr><td>${when(s.createdAt)}${s.current ? html` <span class="badge neutral">this one</span>` : ""}</td><td class="mono">${s.keyHint}</td><td>${when(s.lastSeenAt)}</td><td>${when(s.expiresAt)}</td>
<td>${admin || s.current ? html`<form class="inline" method="post" action="/console/settings/sessions/${seg(s.id)}/revoke">${csrfField(ctx.chrome.csrfToken)}<button class="danger" type="submit">End session</button></form>` : ""}</td></tr>`)}</tbody>
</table></div>
</section>
<section aria-labelledby="providers-title">
<h2 id="providers-title">Providers granted</h2>
${ctx.org.providers.length ? html`<ul>${ctx.org.providers.map((p) => html`<li><code>${p}</code></li>`)}</ul>` : html`<p>None yet. An operator grants them with <code>npm run cli -- grant add &lt;org&gt; &lt;provider&gt;</code>.</p>`}
</section>`;
  return ctx.page("Settings", body, created ? 201 : 200);
}

function keyRow(ctx: PageContext, key: KeyView, admin: boolean): SafeHtml {
  const state = key.revokedAt ? html`${badge("failed", "revoked")} ${when(key.revokedAt)}` : badge("succeeded", "active");
  return html`<tr><td class="mono">${key.hint}${key.current ? html` <span class="badge neutral">this session's</span>` : ""}</td><td>${key.name ?? html`<span class="muted">—</span>`}</td><td>${key.role}</td>
<td>${when(key.createdAt)}</td><td>${when(key.lastUsedAt)}</td><td>${state}</td>
${admin ? html`<td>${key.revokedAt ? "" : html`<form class="inline" method="post" action="/console/settings/keys/${seg(key.id)}/revoke">${csrfField(ctx.chrome.csrfToken)}<button class="danger" type="submit" aria-label="Revoke key ${key.hint}">Revoke</button></form>`}</td>` : ""}</tr>`;
}

function createForm(ctx: PageContext): SafeHtml {
  return html`<h3>Create a key</h3>
<form class="stack" method="post" action="/console/settings/keys">${csrfField(ctx.chrome.csrfToken)}
<label>Name <input name="name" maxlength="100" placeholder="CI worker" required></label>
<label>Role <select name="role"><option value="member" selected>member: runs, datasets, worlds</option><option value="admin">admin: also keys and sessions</option></select></label>
<button type="submit">Create key</button>
</form>`;
}

function shownOnce(created: CreatedKey): SafeHtml {
  return html`<section class="notice good" role="status" aria-labelledby="new-key-title">
<h2 id="new-key-title">New key: ${created.name ?? created.hint}</h2>
<p>Copy it now. It is shown this once; the service keeps only its hash.</p>
<code class="secret" id="new-key" data-testid="new-key">${created.key}</code>
</section>`;
}

/** POST /console/settings/keys: creates the key through the API and shows it once. */
export async function createKey(ctx: PageContext): Promise<Response> {
  const form = await readForm(ctx.request);
  const role = form.get("role") === "admin" ? "admin" : "member";
  const created = await ctx.api.send<CreatedKey>("POST", "/api/v1/keys", { name: form.get("name") || undefined, role }, form.get("_csrf") ?? "");
  return settingsPage(ctx, created);
}

/** POST /console/settings/keys/{id}/revoke and .../sessions/{id}/revoke. */
export async function revoke(ctx: PageContext, what: "keys" | "sessions"): Promise<Response> {
  const form = await readForm(ctx.request);
  const id = ctx.params.id ?? "";
  await ctx.api.send("POST", `/api/v1/${what}/${seg(id)}/revoke`, undefined, form.get("_csrf") ?? "");
  return redirect(`/console/settings?revoked=${what === "keys" ? "key" : "session"}`);
}
