// `bun scripts/evals-worked-example.ts`: the numbers of docs/evals.md's worked example ("Trials and
// verdicts: a worked example"), computed by the service's own modules rather than typed by hand, so the
// doc's p-values are real. Rerun it and update the doc when the statistics change.
import { compareRuns } from "../core/evals/compare-runs.ts";
import { newRun, newTaskRow } from "../core/evals/create-run.ts";
import { renderReport } from "../core/evals/report-markdown.ts";
import { groupTrials, passMetrics } from "../core/evals/task-trials.ts";
import { fisherExactLess } from "../core/evals/stats/fisher-exact.ts";
import { noiseAwareVerdict } from "../core/evals/stats/noise-aware-verdict.ts";
import type { DatasetTask, TaskResultRow } from "../core/evals/types.ts";

const TRIALS = 4;
const ALPHA = 0.05;
/** Every task has two assertions; a failing trial passes one of them. */
const ASSERTIONS = 2;
const TASKS = Array.from({ length: 10 }, (_, i) => `t${String(i + 1).padStart(2, "0")}`);

/** Resolving trials per task, out of 4: the baseline's pass rate is 28/40 = 0.7. */
const BASELINE = [4, 4, 4, 4, 3, 3, 3, 2, 1, 0];
/** The same agent rerun: t02 and t04 lose a trial, t05 gains one (three flips), t07 and t08 move by one. */
const RERUN = [4, 3, 4, 3, 4, 3, 2, 3, 1, 0];
/** A worse agent: most tasks lose one or two trials. */
const WORSE = [3, 2, 2, 2, 1, 2, 1, 1, 1, 0];

function rowsOf(runId: string, successes: number[]): TaskResultRow[] {
  return TASKS.flatMap((id, position) => {
    const task: DatasetTask = { id, ticket: id, seed: {}, assertions: [] };
    return Array.from({ length: TRIALS }, (_, trial) => {
      const pass = trial < successes[position]!;
      const passed = pass ? ASSERTIONS : 1;
      return { ...newTaskRow(runId, task, position, trial), status: "graded" as const, reward: passed / ASSERTIONS, assertionsPassed: passed, assertionsCounted: ASSERTIONS };
    });
  });
}

function judge(name: string, successes: number[], withReport = false) {
  const baselineRun = newRun("org", "example", "a".repeat(40), { trials: TRIALS, alpha: ALPHA, manifest: null, createdAt: 0 });
  const baseline = { run: baselineRun, tasks: rowsOf(baselineRun.id, BASELINE) };
  const currentRun = { ...newRun("org", "example", "b".repeat(40), { trials: TRIALS, alpha: ALPHA, manifest: null, createdAt: 0 }), id: "run_example" };
  const current = rowsOf(currentRun.id, successes);
  const strict = compareRuns(current, baseline);
  const side = (t: (typeof strict.compared)[number]["current"], task: string) =>
    ({ task, successes: t.passes, trials: t.graded, assertionsPassed: t.assertionsPassed, assertionsCounted: t.assertionsCounted });
  const noiseAware = noiseAwareVerdict({
    tasks: strict.compared.map((c) => ({ task: c.task, current: side(c.current, c.task), baseline: side(c.baseline, c.task) })),
    alpha: ALPHA, seed: currentRun.id,
  });
  const pass = passMetrics(groupTrials(current));
  const basePass = passMetrics(groupTrials(baseline.tasks));
  const s = noiseAware.statistics;
  const fixed = (n: number) => n.toFixed(4);
  console.log(`\n== ${name}: ${successes.join(" ")} (baseline ${BASELINE.join(" ")})`);
  console.log(`pass@1 ${fixed(basePass.passAt1)} → ${fixed(pass.passAt1)}, pass^4 ${fixed(basePass.passHatK)} → ${fixed(pass.passHatK)}, pass@4 ${fixed(basePass.passAtK)} → ${fixed(pass.passAtK)}`);
  console.log(`strict: ${strict.conclusion}; resolution ${strict.regression!.baseline.resolution} → ${strict.regression!.current.resolution}, assertions ${fixed(strict.regression!.baseline.assertions)} → ${fixed(strict.regression!.current.assertions)}`);
  console.log(`flipped: to failing ${strict.regression!.flipped.toFailing.join(", ") || "none"}; to passing ${strict.regression!.flipped.toPassing.join(", ") || "none"}`);
  console.log(`noise-aware: ${noiseAware.conclusion}`);
  for (const metric of ["resolution", "assertions"] as const) {
    const m = s[metric];
    console.log(`  ${metric}: change ${fixed(m.change)}, p ${fixed(m.p_value)}, interval [${fixed(m.interval[0])}, ${fixed(m.interval[1])}], significant ${m.significant}`);
  }
  for (const t of s.tasks.filter((t) => t.change !== 0))
    console.log(`  ${t.task}: ${t.baseline_rate} → ${t.current_rate}, Fisher p ${fixed(t.p_value)}, significant ${t.significant}`);
  if (!withReport) return;
  const finished = {
    ...currentRun, status: "succeeded" as const, finishedAt: 0, conclusion: strict.conclusion, regression: strict.regression,
    noiseAwareConclusion: noiseAware.conclusion, statistics: s,
    baseline: { requested: null, runId: baselineRun.id, commit: baselineRun.commit, reason: "the previous comparable run" },
  };
  console.log(`\n${renderReport(finished, current)}`);
}

judge("the same agent, rerun", RERUN, true);
judge("a worse agent", WORSE);
// One task alone: its best case is every baseline trial passing and every current one failing.
for (const k of [1, 4, 8]) console.log(`one task, ${k}/${k} → 0/${k}: Fisher p ${fisherExactLess(0, k, k, k).toPrecision(3)}`);
console.log(`Holm's first threshold over 10 tasks at alpha/2: ${(ALPHA / 2 / 10).toPrecision(3)}`);
