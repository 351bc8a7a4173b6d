import { html, raw, type SafeHtml } from "../../http/html.ts";
import { badge, percent, seg, shortSha, when } from "../format.ts";
import type { RunSummary } from "../run-types.ts";

/** One line of the chart: its name and a share (0..1) per run, null where a run has none. */
interface Series { label: string; values: Array<number | null> }

/**
 * The trend of one dataset and model over its finished runs, oldest first: resolution and assertions,
 * and pass@1 and pass^k when the runs used trials. Drawn by the console script with uPlot from the JSON
 * below; the same numbers are a table for readers without the chart.
 */
export function trendSection(runs: RunSummary[], dataset: string, model: string | null): SafeHtml {
  const finished = runs.filter((r) => r.status === "succeeded" || r.status === "failed").reverse();
  if (finished.length === 0) return html`<p class="muted">No finished run of ${dataset} yet.</p>`;
  const share = (part: number, whole: number) => (whole ? part / whole : null);
  const trials = finished.some((r) => r.trials > 1);
  const series: Series[] = [
    { label: "Resolution", values: finished.map((r) => share(r.resolved, r.total)) },
    { label: "Assertions", values: finished.map((r) => share(r.assertions_passed, r.assertions_counted)) },
    ...(trials
      ? [{ label: "pass@1", values: finished.map((r) => r.pass_at_1) }, { label: "pass^k", values: finished.map((r) => r.pass_hat_k) }]
      : []),
  ];
  const labels = finished.map((r) => `${shortSha(r.commit)}${r.ref ? ` ${r.ref.replace(/^refs\/heads\//, "")}` : ""}`);
  const regressions = finished.map((r) => r.conclusion === "failure");
  // Data, not script: the policy runs no inline script, and `<` is escaped so no text can close the element.
  const data = JSON.stringify({ labels, series, regressions }).replace(/</g, "\\u003c");
  return html`<section aria-labelledby="trend-title">
<h2 id="trend-title">Trend: ${dataset}${model ? html` · ${model}` : ""}</h2>
<div class="chart" id="trend-chart" role="img" aria-label="Line chart of ${series.map((s) => s.label).join(", ")} over ${finished.length} runs; the table below has the same numbers"></div>
<script type="application/json" id="trend-data">${raw(data)}</script>
<details><summary>The trend as a table</summary>
<div class="table-wrap"><table>
<caption class="visually-hidden">Trend of ${dataset}, oldest run first</caption>
<thead><tr><th scope="col">Run</th><th scope="col">Commit</th><th scope="col">Branch</th>${series.map((s) => html`<th scope="col" class="num">${s.label}</th>`)}<th scope="col">Verdict</th></tr></thead>
<tbody>${finished.map((r, i) => html`<tr><td><a href="/console/runs/${seg(r.runId)}">${when(r.createdAt)}</a></td><td class="mono">${shortSha(r.commit)}</td><td>${r.ref ?? ""}</td>
${series.map((s) => html`<td class="num">${percent(s.values[i])}</td>`)}<td>${badge(r.conclusion)}${regressions[i] ? html` <span class="visually-hidden">regression</span>` : ""}</td></tr>`)}</tbody>
</table></div></details>
</section>`;
}
