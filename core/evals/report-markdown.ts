import { runMetrics } from "./compare-runs.ts";
import type { Conclusion, RunRow, TaskResultRow } from "./types.ts";

const VERDICT: Record<Conclusion, string> = {
  success: "✅ **No regression**",
  failure: "❌ **Regression**",
  neutral: "⚪ **No baseline to compare with**",
};

/** GitHub refuses comments over 65,536 characters; leave room for the marker the CI template adds. */
export const REPORT_LIMIT = 60_000;

/** The comment to post on the commit: verdict, baseline and why, metrics with their change, flipped tasks, failures, errors folded. */
export function renderReport(run: RunRow, tasks: TaskResultRow[]): string {
  const { regression } = run;
  const m = runMetrics(tasks);
  const head = [
    `### Understudy eval: \`${run.dataset}\` on \`${run.commit.slice(0, 12)}\`${run.model ? ` with \`${run.model}\`` : ""}`,
    "",
    verdict(run, tasks),
    ...(run.baseline ? ["", `Baseline: ${run.baseline.runId ? `\`${run.baseline.runId}\` at \`${(run.baseline.commit ?? "").slice(0, 12)}\`, ` : "none, "}${run.baseline.reason}.`] : []),
    "",
    "| metric | this run | baseline | change |",
    "|---|---|---|---|",
    metricRow("Resolution", `${m.resolved}/${m.total}`, m.total ? m.resolved / m.total : 0, regression?.current.resolution, regression?.baseline.resolution),
    metricRow("Assertions", `${m.assertionsPassed}/${m.assertionsCounted}`, m.assertionsCounted ? m.assertionsPassed / m.assertionsCounted : 0, regression?.current.assertions, regression?.baseline.assertions),
    ...(regression && regression.sharedTasks < tasks.length ? ["", `_The baseline and the change are over the ${regression.sharedTasks} tasks both runs ran._`] : []),
  ];
  const flipped = regression ? [
    ...regression.flipped.toFailing.map((id) => `- 🔴 \`${id}\`: passing → failing`),
    ...regression.flipped.toPassing.map((id) => `- 🟢 \`${id}\`: failing → passing`),
  ] : [];
  const failing = tasks.flatMap((t) => t.assertions.filter((a) => !a.passed && !a.error).map((a) =>
    [`- \`${t.task.id}\`: ${a.requirement}`, `  - expected: ${inline(a.expected)}`, `  - actual: ${inline(a.actual)}${a.message ? ` (${a.message})` : ""}`].join("\n")));
  const errors = tasks.flatMap((t) => [
    ...(t.error ? [`- \`${t.task.id}\` (${t.status}): ${t.error.replace(/\n/g, " ")}`] : []),
    ...t.assertions.filter((a) => a.error).map((a) => `- \`${t.task.id}\`: ${a.requirement}: ${(a.error ?? "").replace(/\n/g, " ")}`),
  ]);

  // Sections fill in order until the limit; what does not fit is counted and left to the API.
  let budget = REPORT_LIMIT - head.join("\n").length - 400;
  const section = (title: string, items: string[], fold = false): string[] => {
    if (!items.length) return [];
    const kept: string[] = [];
    for (const item of items) {
      if (item.length + 1 > budget) break;
      kept.push(item);
      budget -= item.length + 1;
    }
    const more = items.length - kept.length;
    const tail = more ? [`- … and ${more} more: see \`GET /api/v1/evals/${run.id}\``] : [];
    return fold
      ? ["", `<details><summary>${title}</summary>`, "", ...kept, ...tail, "", "</details>"]
      : ["", `**${title}**`, "", ...kept, ...tail];
  };
  const lines = [
    ...head,
    ...section("Tasks that flipped", flipped),
    ...section("Failing assertions", failing),
    ...section(`${errors.length} error${errors.length === 1 ? "" : "s"}`, errors, true),
  ];
  return lines.join("\n") + "\n";
}

function verdict(run: RunRow, tasks: TaskResultRow[]): string {
  if (run.status === "cancelled") {
    const ran = tasks.filter((t) => t.status === "graded" || t.status === "error").length;
    return `⏹️ **Cancelled**: ${ran} of ${tasks.length} tasks ran; not compared, and never a baseline`;
  }
  if (!run.conclusion) return "⏳ **Running**";
  const against = run.regression ? ` against \`${run.regression.baselineCommit.slice(0, 12)}\` (${run.regression.sharedTasks} shared tasks)` : "";
  return `${VERDICT[run.conclusion]}${against}`;
}

function metricRow(name: string, fraction: string, value: number, current?: number, baseline?: number): string {
  if (baseline === undefined || current === undefined) return `| ${name} | ${fraction} (${pct(value)}) | n/a | n/a |`;
  const delta = (current - baseline) * 100;
  const sign = delta > 0 ? "+" : delta < 0 ? "−" : "±";
  return `| ${name} | ${fraction} (${pct(value)}) | ${pct(baseline)} | ${sign}${Math.abs(delta).toFixed(1)} pts |`;
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

function inline(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  const short = text.length > 300 ? `${text.slice(0, 297)}...` : text;
  return `\`${short.replace(/`/g, "'").replace(/\n/g, " ")}\``;
}
