import { html, type SafeHtml } from "../../http/html.ts";
import type { PageContext } from "../console-context.ts";
import { redirect } from "../console-context.ts";
import { pretty, queryString, seg, timeLeft, when } from "../format.ts";
import { csrfField } from "../layout.ts";
import type { CheckpointView, FaultRulesView, WorldStateView, WorldSummaryView } from "../world-types.ts";

/** GET /console/worlds: open a world by its id (the spec lists no snapshots, so none is listed here). */
export async function openWorldPage(ctx: PageContext): Promise<Response> {
  const id = (ctx.url.searchParams.get("id") ?? "").trim();
  if (id) return redirect(`/console/worlds/${seg(id)}`);
  return ctx.page("Worlds", html`<h1>Worlds</h1>
<p>Open a snapshot or a task world by its id: the <code>snapshotId</code> create-snapshot answered, or a trial's world from its run.</p>
<form class="filters" method="get" action="/console/worlds" role="search" aria-label="Open a world">
<label>World id <input name="id" required spellcheck="false" autocomplete="off"></label><button type="submit">Open</button></form>`);
}

/** GET /console/worlds/{id}: its urls, time left, a state browser per pack and collection, checkpoints and fault rules. */
export async function worldPage(ctx: PageContext): Promise<Response> {
  const id = seg(ctx.params.worldId ?? "");
  const q = ctx.url.searchParams;
  const forked = q.get("forked") === "1";
  const [world, state, { checkpoints }, faults] = await Promise.all([
    ctx.api.get<WorldSummaryView>(`/api/v1/worlds/${id}`),
    ctx.api.get<WorldStateView>(`/api/v1/worlds/${id}/state${queryString({ pack: q.get("pack"), collection: q.get("collection"), cursor: q.get("cursor"), limit: 50 })}`),
    ctx.api.get<{ checkpoints: CheckpointView[] }>(`/api/v1/worlds/${id}/checkpoints`),
    ctx.api.get<FaultRulesView>(`/api/v1/worlds/${id}/faults`),
  ]);
  const body = html`<h1>${world.kind === "task" ? "Task world" : "Snapshot"} <code>${world.worldId}</code></h1>
${forked ? html`<p class="notice good" role="status">Forked${world.forkedFrom ? html` from <a href="/console/worlds/${seg(world.forkedFrom)}">${world.forkedFrom}</a>` : ""}: a new snapshot with this state, its own urls and credentials.</p>` : ""}
<dl class="facts">
${Object.entries(world.urls).map(([slug, url]) => html`<div><dt>${slug} url</dt><dd><a href="${url}" class="mono" data-testid="world-url">${url}</a></dd></div>`)}
<div><dt>MCP</dt><dd class="mono">${world.mcpUrl}</dd></div>
<div><dt>Time left</dt><dd>${timeLeft(world.expiresAt)} (until ${when(world.expiresAt)})</dd></div>
<div><dt>Records</dt><dd>${world.records}, journal at ${world.journalSeq}</dd></div>
${world.runId ? html`<div><dt>Trial</dt><dd><a href="/console/runs/${seg(world.runId)}/tasks/${seg(world.taskResultId ?? "")}">${world.task}, trial ${world.trial}</a></dd></div>` : ""}
</dl>
<form method="post" action="/console/worlds/${id}/fork">${csrfField(ctx.chrome.csrfToken)}<button type="submit">Fork this world</button></form>
${stateBrowser(world, state, q)}
${checkpointSection(ctx, id, checkpoints)}
${faultSection(ctx, id, faults)}`;
  return ctx.page(`World ${world.worldId}`, body);
}

function stateBrowser(world: WorldSummaryView, state: WorldStateView, q: URLSearchParams): SafeHtml {
  const base = `/console/worlds/${seg(world.worldId)}`;
  const current = { pack: q.get("pack"), collection: q.get("collection") };
  return html`<section aria-labelledby="state-title"><h2 id="state-title">State</h2>
<nav aria-label="Collections"><ul>${state.collections.map((c) => html`<li><a href="${base}${queryString({ pack: c.pack, collection: c.collection })}"${c.pack === current.pack && c.collection === current.collection ? html` aria-current="page"` : ""}>${c.pack} · ${c.collection}</a> <span class="muted">(${c.count})</span></li>`)}</ul></nav>
${state.records.length ? html`<div class="table-wrap"><table><caption class="visually-hidden">Records${current.collection ? ` of ${current.collection}` : ""}</caption>
<thead><tr><th scope="col">Collection</th><th scope="col">Id</th><th scope="col">Record</th></tr></thead>
<tbody>${state.records.map((r) => html`<tr><td>${r.pack} · ${r.collection}</td><td class="mono">${r.id}</td><td><details><summary>${summaryOf(r.record)}</summary><pre>${pretty(r.record)}</pre></details></td></tr>`)}</tbody></table></div>` : html`<p>No records here.</p>`}
${state.next ? html`<p><a href="${base}${queryString({ ...current, cursor: state.next })}">Next records</a></p>` : ""}
</section>`;
}

/** A record's most telling field for its one-line summary. */
function summaryOf(record: Record<string, unknown>): string {
  for (const field of ["Name", "name", "Subject", "subject", "title", "summary", "text", "key", "email"]) {
    const value = record[field];
    if (typeof value === "string" && value) return value.slice(0, 80);
  }
  const fields = record.fields as Record<string, unknown> | undefined;
  if (fields && typeof fields.summary === "string") return fields.summary.slice(0, 80);
  return `${Object.keys(record).length} fields`;
}

function checkpointSection(ctx: PageContext, id: string, checkpoints: CheckpointView[]): SafeHtml {
  return html`<section aria-labelledby="checkpoints-title"><h2 id="checkpoints-title">Checkpoints</h2>
${checkpoints.length ? html`<ul>${checkpoints.map((c) => html`<li><code>${c.name}</code> at journal ${c.seq}, ${when(c.createdAt)}
<form class="inline" method="post" action="/console/worlds/${id}/checkpoints/${seg(c.name)}/restore">${csrfField(ctx.chrome.csrfToken)}<button class="secondary" type="submit" aria-label="Restore checkpoint ${c.name}">Restore</button></form></li>`)}</ul>` : html`<p>None yet.</p>`}
<form class="filters" method="post" action="/console/worlds/${id}/checkpoints">${csrfField(ctx.chrome.csrfToken)}
<label>Checkpoint name <input name="name" required pattern="[A-Za-z0-9][A-Za-z0-9._\\-]{0,63}"></label><button type="submit">Name this state</button></form>
</section>`;
}

function faultSection(ctx: PageContext, id: string, faults: FaultRulesView): SafeHtml {
  return html`<section aria-labelledby="faults-title"><h2 id="faults-title">Fault rules</h2>
<p class="muted">${faults.rules.length ? `${faults.rules.length} rule(s) in force.` : "No faults: every call is answered normally."} The format is in docs/worlds.md.</p>
<form class="stack" method="post" action="/console/worlds/${id}/faults">${csrfField(ctx.chrome.csrfToken)}
<label>Rules (JSON; empty clears them) <textarea name="rules" spellcheck="false">${faults.rules.length ? JSON.stringify({ rules: faults.rules }, null, 2) : ""}</textarea></label>
<button type="submit">Save fault rules</button></form>
</section>`;
}
