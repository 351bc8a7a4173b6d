import { html, type SafeHtml } from "../../http/html.ts";
import { badge, percent, seg, shortSha } from "../format.ts";
import type { RunView, TaskChange } from "../run-types.ts";

/** Both verdicts side by side: the strict rule's and the noise-aware one's, each with what it rests on. */
export function verdictsSection(run: RunView): SafeHtml {
  const reg = run.regression;
  const stats = run.statistics;
  return html`<section aria-labelledby="verdicts-title">
<h2 id="verdicts-title">Verdicts</h2>
<div class="cols">
<div><h3>Strict ${badge(run.conclusion)}</h3>
${reg
    ? html`<p>Against <a href="/console/runs/${seg(reg.baselineRunId)}">${shortSha(reg.baselineCommit)}</a> over ${reg.sharedTasks} shared tasks:
resolution ${percent(reg.baseline.resolution)} → ${percent(reg.current.resolution)}, assertions ${percent(reg.baseline.assertions)} → ${percent(reg.current.assertions)}.</p>
${reg.flipped.toFailing.length ? html`<p>Now failing: ${reg.flipped.toFailing.map((t, i) => html`${i ? ", " : ""}<a href="#task-${t}">${t}</a>`)}</p>` : ""}
${reg.flipped.toPassing.length ? html`<p>Now passing: ${reg.flipped.toPassing.join(", ")}</p>` : ""}
${reg.excluded.length ? html`<p class="muted">Left out: ${reg.excluded.map((e) => `${e.task} (${e.reason.replace("_", " ")})`).join(", ")}</p>` : ""}`
    : html`<p class="muted">${run.baseline?.reason ?? "No baseline: nothing to compare with."}</p>`}
</div>
<div><h3>Noise-aware ${badge(run.noise_aware_conclusion)}</h3>
${stats
    ? html`<p>At alpha ${stats.alpha}, over ${stats.compared_tasks} compared tasks:</p><ul>
<li>Resolution ${signed(stats.resolution.change)} (interval ${percent(stats.resolution.interval[0])} to ${percent(stats.resolution.interval[1])}), p = ${stats.resolution.p_value.toFixed(3)}${stats.resolution.significant ? html` ${badge("failure", "significant drop")}` : " (within noise)"}</li>
<li>Assertions ${signed(stats.assertions.change)} (interval ${percent(stats.assertions.interval[0])} to ${percent(stats.assertions.interval[1])}), p = ${stats.assertions.p_value.toFixed(3)}${stats.assertions.significant ? html` ${badge("failure", "significant drop")}` : " (within noise)"}</li></ul>`
    : html`<p class="muted">No statistics: ${run.status === "running" ? "the run is still running" : "there is no baseline to compare with"}.</p>`}
</div>
</div>
${run.comparability ? comparability(run) : ""}
${stats && stats.tasks.some((t) => t.change !== 0) ? flips(stats.tasks.filter((t) => t.change !== 0)) : ""}
</section>`;
}

function comparability(run: RunView): SafeHtml {
  const c = run.comparability!;
  return html`<div class="notice${c.comparable ? "" : " bad"}"><strong>${c.comparable ? "Comparable with the baseline." : "Not fully comparable with the baseline."}</strong>
${c.differences.length ? html`<ul>${c.differences.map((d) => html`<li>${d}</li>`)}</ul>` : ""}
${c.changed_tasks.length ? html`<p>Changed tasks, left out of both verdicts: ${c.changed_tasks.join(", ")}</p>` : ""}</div>`;
}

/** Tasks whose success rate moved, significant drops first: the flips, each marked significant or within noise. */
function flips(tasks: TaskChange[]): SafeHtml {
  return html`<h3>Flips against the baseline</h3>
<div class="table-wrap"><table><caption class="visually-hidden">Tasks whose success rate changed</caption>
<thead><tr><th scope="col">Task</th><th scope="col" class="num">Baseline</th><th scope="col" class="num">Now</th><th scope="col" class="num">p</th><th scope="col">Reading</th></tr></thead>
<tbody>${tasks.map((t) => html`<tr><td><a href="#task-${t.task}">${t.task}</a></td><td class="num">${percent(t.baseline_rate)} of ${t.baseline_trials}</td><td class="num">${percent(t.current_rate)} of ${t.current_trials}</td><td class="num">${t.p_value.toFixed(3)}</td>
<td>${t.change < 0 ? (t.significant ? badge("failure", "significant drop") : badge("neutral", "drop within noise")) : badge("success", "improved")}${t.known_flaky ? html` ${badge("running", "known flaky")}` : ""}</td></tr>`)}</tbody>
</table></div>`;
}

const signed = (change: number) => `${change > 0 ? "+" : ""}${(change * 100).toFixed(1)} points`;
