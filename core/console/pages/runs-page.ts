import { html, type SafeHtml } from "../../http/html.ts";
import type { PageContext } from "../console-context.ts";
import { badge, percent, queryString, ratio, seg, shortSha, when } from "../format.ts";
import type { RunList, RunSummary } from "../run-types.ts";
import { trendSection } from "./trend.ts";

const STATUSES = ["running", "succeeded", "failed", "cancelled"];

/**
 * GET /console/runs?dataset=&model=&ref=&status=: the organization's runs, newest first (GET
 * /api/v1/evals with the same filters), and with a dataset chosen, its trend over commits and branches.
 */
export async function runsPage(ctx: PageContext): Promise<Response> {
  const q = ctx.url.searchParams;
  const filter = { dataset: q.get("dataset") ?? "", model: q.get("model") ?? "", ref: q.get("ref") ?? "", status: q.get("status") ?? "" };
  const [list, datasets] = await Promise.all([
    ctx.api.get<RunList>(`/api/v1/evals${queryString({ ...filter, status: STATUSES.includes(filter.status) ? filter.status : "", limit: 100, cursor: q.get("cursor") })}`),
    ctx.api.get<{ datasets: Array<{ slug: string; name: string }> }>("/api/v1/datasets"),
  ]);
  const models = [...new Set(list.runs.map((r) => r.model).filter((m): m is string => m !== null))].sort();
  const pairs = [...new Map(list.runs.map((r) => [`${r.dataset}\u0000${r.model ?? ""}`, r])).values()];
  const trendModel = filter.model || (new Set(list.runs.filter((r) => r.dataset === filter.dataset).map((r) => r.model)).size === 1 ? (list.runs.find((r) => r.dataset === filter.dataset)?.model ?? null) : null);
  const body = html`<h1>Runs</h1>
<form class="filters" method="get" action="/console/runs" role="search" aria-label="Filter runs">
<label>Dataset <select name="dataset"><option value="">any</option>${datasets.datasets.map((d) => html`<option value="${d.slug}"${d.slug === filter.dataset ? html` selected` : ""}>${d.name || d.slug}</option>`)}</select></label>
<label>Model <input name="model" value="${filter.model}" list="models" placeholder="any"></label>
<datalist id="models">${models.map((m) => html`<option value="${m}"></option>`)}</datalist>
<label>Branch <input name="ref" value="${filter.ref}" placeholder="any (e.g. main)"></label>
<label>Status <select name="status"><option value="">any</option>${STATUSES.map((s) => html`<option${s === filter.status ? html` selected` : ""}>${s}</option>`)}</select></label>
<button type="submit">Filter</button>
</form>
${filter.dataset ? trendSection(list.runs, filter.dataset, trendModel) : pairs.length ? trendLinks(pairs) : ""}
<h2>History</h2>
${list.runs.length ? runTable(list.runs) : html`<p>No run matches. Trigger one with the SDK CLI or <code>POST /api/v1/evals</code> (docs/evals.md).</p>`}
${list.nextCursor ? html`<p><a href="/console/runs${queryString({ ...filter, cursor: list.nextCursor })}">Older runs</a></p>` : ""}`;
  return ctx.page("Runs", body);
}

function trendLinks(pairs: RunSummary[]): SafeHtml {
  return html`<h2>Trends</h2><ul>${pairs.map(
    (r) => html`<li><a href="/console/runs${queryString({ dataset: r.dataset, model: r.model })}">${r.dataset}${r.model ? html` · ${r.model}` : ""}</a></li>`,
  )}</ul>`;
}

export function runTable(runs: RunSummary[]): SafeHtml {
  const trials = runs.some((r) => r.trials > 1);
  return html`<div class="table-wrap"><table>
<caption class="visually-hidden">Runs, newest first</caption>
<thead><tr><th scope="col">Started</th><th scope="col">Commit</th><th scope="col">Branch</th><th scope="col">Dataset</th><th scope="col">Model</th><th scope="col">Status</th>
<th scope="col" class="num">Resolved</th><th scope="col" class="num">Assertions</th>${trials ? html`<th scope="col" class="num">pass@1</th><th scope="col" class="num">pass^k</th>` : ""}<th scope="col">Strict</th><th scope="col">Noise-aware</th></tr></thead>
<tbody>${runs.map((r) => html`<tr>
<td><a href="/console/runs/${seg(r.runId)}">${when(r.createdAt)}</a></td><td class="mono">${shortSha(r.commit)}</td><td>${r.ref ?? ""}</td><td>${r.dataset}</td><td>${r.model ?? ""}</td>
<td>${r.status === "running" ? liveProgress(r) : badge(r.status)}</td>
<td class="num">${ratio(r.resolved, r.total)}</td><td class="num">${ratio(r.assertions_passed, r.assertions_counted)}</td>
${trials ? html`<td class="num">${r.trials > 1 ? percent(r.pass_at_1) : "—"}</td><td class="num">${r.trials > 1 ? percent(r.pass_hat_k) : "—"}</td>` : ""}
<td>${badge(r.conclusion)}</td><td>${badge(r.noise_aware_conclusion)}</td></tr>`)}</tbody>
</table></div>`;
}

/** A running run's progress; the console script refreshes it from GET /api/v1/evals/{runId}. */
export function liveProgress(r: RunSummary): SafeHtml {
  const total = Object.values(r.progress).reduce((a, b) => a + b, 0) - r.progress.error;
  const done = total - r.progress.queued - r.progress.leased;
  return html`<span data-live-run="${r.runId}">${badge("running")} <progress max="${total}" value="${done}" aria-label="Trials finished">${done}/${total}</progress> <span data-live-text>${done}/${total} trials</span></span>`;
}
