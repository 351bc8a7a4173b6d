import { runMetrics } from "./compare-runs.ts";
import type { Conclusion, Regression, RunRow, TaskResultRow } from "./types.ts";

const VERDICT: Record<Conclusion, string> = {
  success: "✅ **No regression**",
  failure: "❌ **Regression**",
  neutral: "⚪ **No baseline to compare with**",
};

/** The comment to post on the commit: verdict, metrics with their change, flipped tasks, failures, errors folded. */
export function renderReport(run: RunRow, tasks: TaskResultRow[], conclusion: Conclusion, regression: Regression | null): string {
  const m = runMetrics(tasks);
  const lines = [
    `### Understudy eval: \`${run.dataset}\` on \`${run.commit.slice(0, 12)}\`${run.model ? ` with \`${run.model}\`` : ""}`,
    "",
    `${VERDICT[conclusion]}${regression ? ` against \`${regression.baselineCommit.slice(0, 12)}\` (${regression.sharedTasks} shared tasks)` : ""}`,
    "",
    "| metric | this run | baseline | change |",
    "|---|---|---|---|",
    metricRow("Resolution", `${m.resolved}/${m.total}`, m.total ? m.resolved / m.total : 0, regression?.current.resolution, regression?.baseline.resolution),
    metricRow("Assertions", `${m.assertionsPassed}/${m.assertionsCounted}`, m.assertionsCounted ? m.assertionsPassed / m.assertionsCounted : 0, regression?.current.assertions, regression?.baseline.assertions),
  ];
  if (regression && (regression.flipped.toFailing.length || regression.flipped.toPassing.length)) {
    lines.push("", "**Tasks that flipped**", "");
    for (const id of regression.flipped.toFailing) lines.push(`- 🔴 \`${id}\`: passing → failing`);
    for (const id of regression.flipped.toPassing) lines.push(`- 🟢 \`${id}\`: failing → passing`);
  }
  const failing = tasks.flatMap((t) => t.assertions.filter((a) => !a.passed && !a.error).map((a) => ({ task: t.task.id, a })));
  if (failing.length) {
    lines.push("", "**Failing assertions**", "");
    for (const { task, a } of failing)
      lines.push(`- \`${task}\`: ${a.requirement}`, `  - expected: ${inline(a.expected)}`, `  - actual: ${inline(a.actual)}${a.message ? ` (${a.message})` : ""}`);
  }
  const errors = tasks.flatMap((t) => [
    ...(t.error ? [`\`${t.task.id}\` (${t.status}): ${t.error}`] : []),
    ...t.assertions.filter((a) => a.error).map((a) => `\`${t.task.id}\`: ${a.requirement}: ${a.error}`),
  ]);
  if (errors.length) {
    lines.push("", `<details><summary>${errors.length} error${errors.length === 1 ? "" : "s"}</summary>`, "");
    for (const error of errors) lines.push(`- ${error.replace(/\n/g, " ")}`);
    lines.push("", "</details>");
  }
  return lines.join("\n") + "\n";
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
