import { metricsOf } from "./compare-runs.ts";
import { pct, reportSections } from "./report-sections.ts";
import { groupTrials, passMetrics } from "./task-trials.ts";
import type { Conclusion, RunRow, TaskResultRow } from "./types.ts";

const STRICT: Record<Conclusion, string> = {
  success: "✅ **No regression**",
  failure: "❌ **Regression**",
  neutral: "⚪ **No baseline to compare with**",
};
const NOISE_AWARE: Record<Conclusion, string> = {
  success: "✅ **No significant regression**",
  failure: "❌ **Significant regression**",
  neutral: "⚪ **Nothing to compare**",
};

/** GitHub refuses comments over 65,536 characters; leave room for the marker the CI template adds. */
export const REPORT_LIMIT = 60_000;

/**
 * The comment to post on the commit: both verdicts side by side, the baseline and why, what differs
 * from it, metrics with their change, significant drops first, flipped tasks (those within noise and
 * the known-flaky marked), failures, infrastructure and agent errors folded.
 */
export function renderReport(run: RunRow, rows: TaskResultRow[]): string {
  const { regression } = run;
  const tasks = groupTrials(rows);
  const m = metricsOf(tasks);
  const pass = passMetrics(tasks);
  const stats = run.statistics;
  const head = [
    `### Understudy eval: \`${run.dataset}\` on \`${run.commit.slice(0, 12)}\`${run.model ? ` with \`${run.model}\`` : ""}${run.trials > 1 ? `, ${run.trials} trials per task` : ""}`,
    "",
    ...verdicts(run, rows),
    ...(run.regradeOf ? ["", `Regrade of \`${run.regradeOf}\`: no agent ran; its kept final states were graded with the dataset's current assertions.`] : []),
    ...(run.baseline ? ["", `Baseline: ${run.baseline.runId ? `\`${run.baseline.runId}\` at \`${(run.baseline.commit ?? "").slice(0, 12)}\`, ` : "none, "}${run.baseline.reason}.`] : []),
    ...(run.comparability && !run.comparability.comparable
      ? ["", "⚠️ **Not fully comparable with the baseline:**", "", ...run.comparability.differences.map((d) => `- ${d}`)]
      : []),
    "",
    `| metric | this run | baseline | change |${stats ? " noise-aware test |" : ""}`,
    `|---|---|---|---|${stats ? "---|" : ""}`,
    metricRow("Resolution", `${m.resolved}/${m.total}`, m.total ? m.resolved / m.total : 0, regression?.current.resolution, regression?.baseline.resolution, stats?.resolution, stats !== null),
    metricRow("Assertions", `${m.assertionsPassed}/${m.assertionsCounted}`, m.assertionsCounted ? m.assertionsPassed / m.assertionsCounted : 0,
      regression?.current.assertions, regression?.baseline.assertions, stats?.assertions, stats !== null),
    ...(run.trials > 1 ? [
      `| pass@1 | ${pct(pass.passAt1)} | | |${stats ? " |" : ""}`,
      `| pass^${run.trials} | ${pct(pass.passHatK)} | | |${stats ? " |" : ""}`,
      `| pass@${run.trials} | ${pct(pass.passAtK)} | | |${stats ? " |" : ""}`,
    ] : []),
    ...(regression && regression.sharedTasks < m.total ? ["", `_The baseline and the change are over the ${regression.sharedTasks} tasks both runs ran and the comparison keeps._`] : []),
  ];
  return [...head, ...reportSections(run, rows, REPORT_LIMIT - head.join("\n").length - 400)].join("\n") + "\n";
}

function verdicts(run: RunRow, rows: TaskResultRow[]): string[] {
  if (run.status === "cancelled") {
    const ran = rows.filter((t) => t.status === "graded" || t.status === "infra_error").length;
    return [`⏹️ **Cancelled**: ${ran} of ${rows.length} ${run.trials > 1 ? "trials" : "tasks"} ran; not compared, and never a baseline`];
  }
  if (!run.conclusion) return ["⏳ **Running**"];
  const against = run.regression ? ` against \`${run.regression.baselineCommit.slice(0, 12)}\` (${run.regression.sharedTasks} compared tasks)` : "";
  if (!run.noiseAwareConclusion) return [`${STRICT[run.conclusion]}${against}`];
  const alpha = run.statistics ? ` (α = ${run.statistics.alpha})` : "";
  return [
    `| strict verdict | noise-aware verdict${alpha} |`,
    "|---|---|",
    `| ${STRICT[run.conclusion]} | ${NOISE_AWARE[run.noiseAwareConclusion]} |`,
    ...(against ? ["", `Compared${against}.`] : []),
  ];
}

type Change = { change: number; interval: [number, number]; p_value: number; significant: boolean };

function metricRow(name: string, fraction: string, value: number, current?: number, baseline?: number, test?: Change, withTest = false): string {
  const tail = withTest ? (test ? ` ${testCell(test)} |` : " n/a |") : "";
  if (baseline === undefined || current === undefined) return `| ${name} | ${fraction} (${pct(value)}) | n/a | n/a |${tail}`;
  return `| ${name} | ${fraction} (${pct(value)}) | ${pct(baseline)} | ${points(current - baseline)} |${tail}`;
}

function testCell(test: Change): string {
  const [low, high] = test.interval;
  // The test is over each task's share of passing trials (pass@1 per task), which the strict change beside it is not.
  return `${test.significant ? "**significant drop**" : "within noise"}: per-task rate ${points(test.change)}, p = ${test.p_value.toFixed(3)}, interval ${points(low)} to ${points(high)}`;
}

function points(delta: number): string {
  const value = delta * 100;
  const sign = value > 0.05 ? "+" : value < -0.05 ? "−" : "±";
  return `${sign}${Math.abs(value).toFixed(1)} pts`;
}
