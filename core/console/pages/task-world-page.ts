import { html, type SafeHtml } from "../../http/html.ts";
import { ApiError } from "../console-api.ts";
import { redirect, type PageContext } from "../console-context.ts";
import { readForm } from "../forms.ts";
import { badge, pretty, seg, when } from "../format.ts";
import { csrfField } from "../layout.ts";
import type { TaskRecordView, ToolCallView } from "../run-types.ts";
import type { WorldDiffView } from "../world-types.ts";
import { assertionTable } from "./run-page.ts";
import { diffSection } from "./world-diff.ts";

type LoggedCall = ToolCallView & { result?: string | null; profile?: string; fault?: { rule: number; effect: string; on: string } };
type TaskRecord = TaskRecordView & { ticket?: string; toolCalls: LoggedCall[] };

/**
 * GET /console/runs/{runId}/tasks/{taskResultId}: one trial: its ticket, the agent's answer, the
 * assertions, the tool-call log and the world's diff, with a button that forks the world to reproduce
 * the trial by hand.
 */
export async function taskWorldPage(ctx: PageContext): Promise<Response> {
  const runId = ctx.params.runId ?? "";
  const record = await ctx.api.get<TaskRecord>(`/api/v1/evals/${seg(runId)}/tasks/${seg(ctx.params.taskResultId ?? "")}`);
  const trialPath = `/api/v1/evals/${seg(runId)}/tasks/${seg(record.taskResultId)}`;
  // From the live world while the trial runs, else from the state grading kept (404 when neither is left).
  const diff = await ctx.api.get<WorldDiffView>(`${trialPath}/diff`).catch(gone);
  const body = html`<p><a href="/console/runs/${seg(runId)}#task-${record.task}">← Back to the run</a></p>
<h1>${record.task}, trial ${record.trial} ${badge(record.status)}</h1>
<dl class="facts">
<div><dt>Reward</dt><dd>${record.reward.toFixed(2)} (${record.assertions_passed}/${record.assertions_counted} assertions)</dd></div>
<div><dt>Duration</dt><dd>${record.durationMs === null ? "—" : `${(record.durationMs / 1000).toFixed(1)} s`}</dd></div>
<div><dt>Attempts</dt><dd>${record.attempts}</dd></div>
<div><dt>World</dt><dd class="mono">${record.worldId ?? "none yet"}</dd></div>
</dl>
${record.error ? html`<p class="notice bad">${record.error}</p>` : ""}
<section aria-labelledby="ticket-title"><h2 id="ticket-title">Ticket</h2><pre>${record.ticket ?? "(not recorded)"}</pre></section>
<section aria-labelledby="answer-title"><h2 id="answer-title">The agent's answer</h2><pre>${record.answer ?? "(no answer)"}</pre></section>
<section aria-labelledby="assertions-title"><h2 id="assertions-title">Assertions</h2>${assertionTable(record.assertions, `Assertions of ${record.task}, trial ${record.trial}`)}</section>
${toolLog(record.toolCalls)}
${diff === "gone" ? html`<p class="notice">Nothing is left of this trial's world: it was not graded, or its kept state passed EVAL_STATE_RETENTION_DAYS. The log above stays with the run.</p>` : diffSection(diff)}
${diff !== "gone" ? html`<section aria-labelledby="fork-title"><h2 id="fork-title">Reproduce by hand</h2>
<p>Forking gives a new snapshot in the state the agent left the world, with its own urls and credentials.</p>
<form method="post" action="/console/runs/${seg(runId)}/tasks/${seg(record.taskResultId)}/fork">${csrfField(ctx.chrome.csrfToken)}<button type="submit">Fork this world</button></form></section>` : ""}`;
  return ctx.page(`${record.task}, trial ${record.trial}`, body);
}

function gone(error: unknown): "gone" {
  if (error instanceof ApiError && error.status === 404) return "gone";
  throw error;
}

function toolLog(calls: LoggedCall[]): SafeHtml {
  return html`<section aria-labelledby="tools-title"><h2 id="tools-title">Tool calls (${calls.length})</h2>
${calls.length === 0 ? html`<p>The agent made no tool call.</p>` : html`<ol>${calls.map((call) => html`<li><details>
<summary><code>${call.tool}</code> ${call.outcome === "ok" ? badge("passed", "ok") : badge("failed", "error")}${call.fault ? html` ${badge("running", `fault: ${call.fault.effect}`)}` : ""} <span class="muted">${call.latencyMs.toFixed(0)} ms, ${when(call.at)}${call.profile ? `, profile ${call.profile}` : ""}</span></summary>
<h3>Arguments</h3><pre>${pretty(call.arguments)}</pre>
${call.error ? html`<h3>Error</h3><pre>${call.error}</pre>` : ""}
${call.result ? html`<h3>Result</h3><pre>${call.result}</pre>` : ""}
${call.fault ? html`<p>Injected by fault rule ${call.fault.rule} on ${call.fault.on}.</p>` : ""}
</details></li>`)}</ol>`}
</section>`;
}

/** POST /console/runs/{runId}/tasks/{taskResultId}/fork: a snapshot in the state the trial left, then its page. */
export async function forkTrialWorld(ctx: PageContext): Promise<Response> {
  const form = await readForm(ctx.request);
  const path = `/api/v1/evals/${seg(ctx.params.runId ?? "")}/tasks/${seg(ctx.params.taskResultId ?? "")}/fork`;
  const fork = await ctx.api.send<{ worldId: string }>("POST", path, {}, form.get("_csrf") ?? "");
  return redirect(`/console/worlds/${seg(fork.worldId)}?forked=1`);
}
