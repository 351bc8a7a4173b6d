import { html, type SafeHtml } from "../../http/html.ts";
import type { PageContext } from "../console-context.ts";
import { badge, percent, pretty, queryString, ratio, seg, shortSha, when } from "../format.ts";
import type { AssertionView, RunView, TaskView } from "../run-types.ts";
import { liveProgress } from "./runs-page.ts";
import { verdictsSection } from "./run-verdicts.ts";

/** GET /console/runs/{runId}: GET /api/v1/evals/{runId} in full: verdicts, flips, tasks, trials, errors, the markdown. */
export async function runPage(ctx: PageContext): Promise<Response> {
  const run = await ctx.api.get<RunView>(`/api/v1/evals/${seg(ctx.params.runId ?? "")}`);
  const infra = run.tasks.flatMap((t) => t.trials.filter((trial) => trial.status === "infra_error").map((trial) => ({ task: t.task, trial })));
  const agentErrors = run.tasks.filter((t) => t.error && t.trials.some((trial) => trial.status !== "infra_error" && trial.error));
  const body = html`<h1>Run ${shortSha(run.commit)} · ${run.dataset}${run.model ? ` · ${run.model}` : ""}</h1>
<p>${run.status === "running" ? liveProgress(run) : badge(run.status)}</p>
<dl class="facts">
<div><dt>Commit</dt><dd class="mono">${run.commit}</dd></div>
<div><dt>Branch</dt><dd>${run.ref ?? "—"}</dd></div>
<div><dt>Dataset</dt><dd><a href="/console/datasets/${seg(run.dataset)}">${run.dataset}</a></dd></div>
<div><dt>Model</dt><dd>${run.model ?? "—"}</dd></div>
<div><dt>Started</dt><dd>${when(run.createdAt)}</dd></div>
<div><dt>Finished</dt><dd>${when(run.finishedAt)}</dd></div>
<div><dt>Resolved</dt><dd>${ratio(run.resolved, run.total)}</dd></div>
<div><dt>Assertions</dt><dd>${ratio(run.assertions_passed, run.assertions_counted)}</dd></div>
${run.trials > 1 ? html`<div><dt>Trials per task</dt><dd>${run.trials}: pass@1 ${percent(run.pass_at_1)}, pass^k ${percent(run.pass_hat_k)}, pass@k ${percent(run.pass_at_k)}</dd></div>` : ""}
<div><dt>Baseline</dt><dd>${run.baseline?.runId ? html`<a href="/console/runs/${seg(run.baseline.runId)}">${shortSha(run.baseline.commit ?? "")}</a>` : "none"} <span class="muted">${run.baseline?.reason ?? ""}</span></dd></div>
${run.regradeOf ? html`<div><dt>Regrade of</dt><dd><a href="/console/runs/${seg(run.regradeOf)}">${run.regradeOf}</a></dd></div>` : ""}
${Object.keys(run.mcp_profiles).length ? html`<div><dt>MCP profiles</dt><dd>${Object.entries(run.mcp_profiles).map(([k, v]) => `${k}: ${v}`).join(", ")}</dd></div>` : ""}
</dl>
<p><a href="/console/runs${queryString({ dataset: run.dataset, model: run.model })}">Trend of ${run.dataset}${run.model ? ` · ${run.model}` : ""}</a></p>
${run.status === "running" ? "" : verdictsSection(run)}
${agentErrors.length ? html`<section aria-labelledby="errors-title"><h2 id="errors-title">Agent errors</h2><ul>${agentErrors.map((t) => html`<li><a href="#task-${t.task}">${t.task}</a>: ${t.error}</li>`)}</ul></section>` : ""}
${infra.length ? html`<section aria-labelledby="infra-title"><h2 id="infra-title">Infrastructure errors</h2><p>The service's failures, not the agent's: left out of both verdicts.</p><ul>${infra.map(({ task, trial }) => html`<li>${task}, trial ${trial.trial}: ${trial.error ?? "no detail"}</li>`)}</ul></section>` : ""}
<section aria-labelledby="tasks-title"><h2 id="tasks-title">Tasks (${run.tasks.length})</h2>
${run.tasks.map((task) => taskDetails(run, task, new Set(run.regression?.flipped.toFailing ?? [])))}
</section>
<section aria-labelledby="markdown-title"><h2 id="markdown-title">The report as posted</h2><pre>${run.comment_markdown || "(not written yet: the run is still running)"}</pre></section>`;
  return ctx.page(`Run ${shortSha(run.commit)}`, body);
}

function taskDetails(run: RunView, task: TaskView, flipped: Set<string>): SafeHtml {
  const resolved = task.status === "graded" && task.reward === 1;
  const tone = task.status === "graded" ? (resolved ? "passed" : "failed") : task.status;
  return html`<details id="task-${task.task}"${flipped.has(task.task) ? html` open` : ""}>
<summary>${task.task} ${badge(tone, resolved ? "resolved" : task.status === "graded" ? "not resolved" : undefined)}${flipped.has(task.task) ? html` ${badge("failure", "flipped to failing")}` : ""} <span class="muted">reward ${task.reward.toFixed(2)}, assertions ${task.assertions_passed}/${task.assertions_counted}${task.pass_rate !== null && run.trials > 1 ? `, pass rate ${percent(task.pass_rate)}` : ""}</span></summary>
${task.error ? html`<p class="notice bad">${task.error}</p>` : ""}
${assertionTable(task.assertions, `Assertions of ${task.task}${run.trials > 1 ? ", trial 0" : ""}`)}
<p>${task.trials.map((trial, i) => html`${i ? " · " : ""}<a href="/console/runs/${seg(run.runId)}/tasks/${seg(trial.taskResultId)}">Trial ${trial.trial}: world, answer and tool calls</a> ${badge(trial.status)}`)}</p>
</details>`;
}

/** Each assertion's requirement, what it expected and what it found. */
export function assertionTable(assertions: AssertionView[], caption: string): SafeHtml {
  if (!assertions.length) return html`<p class="muted">No assertions graded yet.</p>`;
  return html`<div class="table-wrap"><table><caption class="visually-hidden">${caption}</caption>
<thead><tr><th scope="col">Requirement</th><th scope="col">Expected</th><th scope="col">Actual</th><th scope="col">Result</th></tr></thead>
<tbody>${assertions.map((a) => html`<tr><td>${a.requirement} <span class="muted">(${a.plugin})</span></td><td>${pretty(a.expected)}</td><td>${pretty(a.actual)}${a.message ? html`<br><span class="muted">${a.message}</span>` : ""}${a.error ? html`<br><span class="diff-before">${a.error}</span>` : ""}</td>
<td>${a.passed ? badge("passed") : badge("failed")}</td></tr>`)}</tbody></table></div>`;
}
