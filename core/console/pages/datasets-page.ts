import { html, type SafeHtml } from "../../http/html.ts";
import type { PageContext } from "../console-context.ts";
import { redirect } from "../console-context.ts";
import { percent, pretty, queryString, seg, when } from "../format.ts";
import { readForm } from "../forms.ts";
import { csrfField } from "../layout.ts";

interface DatasetSummary { slug: string; name: string; description?: string; taskCount: number; updatedAt: string }
interface DatasetTask { id: string; ticket: string; seed?: unknown; assertions?: unknown[]; oracle?: unknown; oracles?: unknown; [field: string]: unknown }
interface Health { runs: string[]; tasks: Array<{ task: string; runs: number; trials: number; pass_rate: number | null; flakiness: number | null; flip_rate: number | null; known_flaky: boolean }> }

/** GET /console/datasets: the organization's datasets (GET /api/v1/datasets). */
export async function datasetsPage(ctx: PageContext): Promise<Response> {
  const { datasets } = await ctx.api.get<{ datasets: DatasetSummary[] }>("/api/v1/datasets");
  return ctx.page("Datasets", html`<h1>Datasets</h1>
${datasets.length ? html`<div class="table-wrap"><table><caption class="visually-hidden">Datasets</caption>
<thead><tr><th scope="col">Dataset</th><th scope="col">Description</th><th scope="col" class="num">Tasks</th><th scope="col">Updated</th></tr></thead>
<tbody>${datasets.map((d) => html`<tr><td><a href="/console/datasets/${seg(d.slug)}">${d.name || d.slug}</a> <span class="muted mono">${d.slug}</span></td><td>${d.description ?? ""}</td><td class="num">${d.taskCount}</td><td>${when(d.updatedAt)}</td></tr>`)}</tbody></table></div>`
    : html`<p>No dataset yet. Upload one with <code>npm run cli -- dataset push &lt;folder&gt;</code> or <code>PUT /api/v1/datasets/{slug}</code> (docs/evals.md).</p>`}`);
}

/** GET /console/datasets/{slug}?model=: its tasks (seeds, assertions, oracles), their health, and the soundness check. */
export async function datasetPage(ctx: PageContext): Promise<Response> {
  const slug = seg(ctx.params.slug ?? "");
  const model = ctx.url.searchParams.get("model") ?? "";
  const [dataset, health] = await Promise.all([
    ctx.api.get<DatasetSummary & { tasks: DatasetTask[] }>(`/api/v1/datasets/${slug}`),
    ctx.api.get<Health>(`/api/v1/datasets/${slug}/health${queryString({ model })}`),
  ]);
  const body = html`<h1>${dataset.name || dataset.slug}</h1>
${dataset.description ? html`<p>${dataset.description}</p>` : ""}
<p><a href="/console/runs${queryString({ dataset: dataset.slug })}">Runs and trend of this dataset</a></p>
<section aria-labelledby="check-title"><h2 id="check-title">Soundness check</h2>
<p>Replays every task's oracle on fresh worlds (it must score 1, the same each time) and an idle agent (it must not).</p>
<form class="filters" method="post" action="/console/datasets/${slug}/check">${csrfField(ctx.chrome.csrfToken)}
<label>Replays per task <input name="trials" type="number" min="1" max="10" value="1"></label><button type="submit">Check the dataset</button></form></section>
${healthSection(health, slug, model)}
<section aria-labelledby="tasks-title"><h2 id="tasks-title">Tasks (${dataset.tasks.length})</h2>
${dataset.tasks.map((task) => html`<details id="task-${task.id}"><summary>${task.id}</summary>
<h3>Ticket</h3><pre>${task.ticket}</pre>
${section("Seed", task.seed)}${section("Assertions", task.assertions)}${section("Oracle", task.oracle)}${section("Oracles per surface", task.oracles)}
</details>`)}
</section>`;
  return ctx.page(dataset.name || dataset.slug, body);
}

const section = (title: string, value: unknown): SafeHtml => (value === undefined ? html`` : html`<h3>${title}</h3><pre>${pretty(value)}</pre>`);

function healthSection(health: Health, slug: string, model: string): SafeHtml {
  return html`<section aria-labelledby="health-title"><h2 id="health-title">Task health</h2>
<form class="filters" method="get" action="/console/datasets/${slug}"><label>Model <input name="model" value="${model}" placeholder="every model"></label><button class="secondary" type="submit">Show</button></form>
${health.runs.length ? html`<p class="muted">Over the last ${health.runs.length} finished run(s)${model ? ` of ${model}` : ""}.</p>
<div class="table-wrap"><table><caption class="visually-hidden">Health of each task</caption>
<thead><tr><th scope="col">Task</th><th scope="col" class="num">Pass rate</th><th scope="col" class="num">Flakiness</th><th scope="col" class="num">Flip rate</th><th scope="col" class="num">Trials</th><th scope="col">Known flaky</th></tr></thead>
<tbody>${health.tasks.map((t) => html`<tr><td>${t.task}</td><td class="num">${percent(t.pass_rate)}</td><td class="num">${percent(t.flakiness)}</td><td class="num">${percent(t.flip_rate)}</td><td class="num">${t.trials}</td><td>${t.known_flaky ? "yes" : "no"}</td></tr>`)}</tbody></table></div>`
    : html`<p>No finished run yet${model ? ` of ${model}` : ""}.</p>`}</section>`;
}

/** POST /console/datasets/{slug}/check: starts a check through the API and opens its page. */
export async function startCheck(ctx: PageContext): Promise<Response> {
  const form = await readForm(ctx.request);
  const trials = Number(form.get("trials") || 1);
  const slug = seg(ctx.params.slug ?? "");
  const check = await ctx.api.send<{ checkId: string }>("POST", `/api/v1/datasets/${slug}/check`, { trials }, form.get("_csrf") ?? "");
  return redirect(`/console/datasets/${slug}/checks/${seg(check.checkId)}`);
}
