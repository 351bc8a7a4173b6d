import { html } from "../../http/html.ts";
import type { PageContext } from "../console-context.ts";
import { badge, seg, when } from "../format.ts";

interface CheckView {
  checkId: string; dataset: string; trials: number; status: "running" | "done" | "failed"; done: number; total: number; sound?: boolean; error?: string;
  tasks: Array<{ task: string; sound: boolean; oracle: { reward: number } | null; idle: { reward: number }; problem: string | null }>;
  startedAt: string; finishedAt: string | null;
}

/** GET /console/datasets/{slug}/checks/{checkId}: progress while it runs (the console script follows the API), then each task's verdict. */
export async function checkPage(ctx: PageContext): Promise<Response> {
  const slug = seg(ctx.params.slug ?? "");
  const path = `/api/v1/datasets/${slug}/checks/${seg(ctx.params.checkId ?? "")}`;
  const check = await ctx.api.get<CheckView>(path);
  const running = check.status === "running";
  const body = html`<p><a href="/console/datasets/${slug}">← ${check.dataset}</a></p>
<h1>Check of ${check.dataset} ${running ? badge("running") : badge(check.status === "done" ? (check.sound ? "sound" : "unsound") : "failed")}</h1>
<p data-live-check="${path}"><progress max="${check.total}" value="${check.done}" aria-label="Tasks checked">${check.done}/${check.total}</progress>
<span data-live-text>${check.done} of ${check.total} tasks checked</span></p>
<p class="muted">Started ${when(check.startedAt)}${check.finishedAt ? html`, finished ${when(check.finishedAt)}` : ""}; ${check.trials} replay(s) per task.</p>
${check.error ? html`<p class="notice bad">${check.error}</p>` : ""}
${check.tasks.length ? html`<div class="table-wrap"><table><caption class="visually-hidden">Each task's verdict</caption>
<thead><tr><th scope="col">Task</th><th scope="col">Verdict</th><th scope="col" class="num">Oracle reward</th><th scope="col" class="num">Idle reward</th><th scope="col">Problem</th></tr></thead>
<tbody>${check.tasks.map((t) => html`<tr><td>${t.task}</td><td>${badge(t.sound ? "sound" : "unsound")}</td><td class="num">${t.oracle ? t.oracle.reward.toFixed(2) : "—"}</td><td class="num">${t.idle.reward.toFixed(2)}</td><td>${t.problem ?? ""}</td></tr>`)}</tbody></table></div>` : ""}`;
  return ctx.page(`Check of ${check.dataset}`, body);
}
