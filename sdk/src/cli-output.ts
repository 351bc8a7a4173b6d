import { appendFileSync, writeFileSync } from "node:fs";
import type { Conclusion, Gate, RunView } from "./protocol.js";
import type { EvalEventData } from "./types.js";

/** What the worker does about a failed request, in one line: "retrying" only when it really retries. */
export function describeFailure(data: EvalEventData["error"]): string {
  const task = data.taskResultId ? `task ${data.taskResultId}: ` : "";
  switch (data.outcome) {
    case "retrying":
      return `${task}${data.message}; retrying`;
    case "lease-lost":
      return `${task}lease lost (${data.message}): the task is abandoned here and the service requeues it`;
    case "dropped":
      return `${task}completion not reported (${data.message}): giving up on it; its lease lapses and the service requeues the task`;
    case "fatal":
      return `${task}${data.message}: the worker stops`;
  }
}

/** resolved/total with 4 decimals (0 for a run without tasks). */
export function score(run: Pick<RunView, "resolved" | "total">): string {
  return (run.total > 0 ? run.resolved / run.total : 0).toFixed(4);
}

// A service older than trials (issue 26) sends none of trials, pass_at_1, pass_hat_k, pass_at_k or
// noise_aware_conclusion. Its runs have one trial per task, where the three rates are all resolved/total;
// the verdict it lacks stays missing (see gatedConclusion).

/** Trials per task. */
export function trialsOf(run: RunView): number {
  return run.trials ?? 1;
}

/** A pass rate with 4 decimals. */
function rate(run: RunView, value: number | undefined): string {
  return value === undefined ? score(run) : value.toFixed(4);
}

/** The verdict --gate reads; undefined when the service gives no noise-aware verdict at all. */
export function gatedConclusion(run: RunView, gate: Gate): Conclusion | null | undefined {
  return gate === "strict" ? run.conclusion : run.noise_aware_conclusion;
}

/** The CLI's last log line: the score, the per-trial rates when there are trials, and both verdicts. */
export function summaryLine(run: RunView): string {
  const trials = trialsOf(run);
  const rates = trials > 1 ? `, ${trials} trials per task: pass^k ${rate(run, run.pass_hat_k)}, pass@1 ${rate(run, run.pass_at_1)}` : "";
  return `${run.status}: ${run.resolved}/${run.total} resolved (score ${score(run)}), ${run.assertions_passed}/${run.assertions_counted} assertions${rates}, conclusion ${run.conclusion ?? "none"}, noise-aware ${run.noise_aware_conclusion ?? "none"}`;
}

export function githubOutputLines(run: RunView, gate: Gate): string {
  const lines = [
    `run-id=${run.runId}`, `status=${run.status}`, `conclusion=${run.conclusion ?? "none"}`, `resolved=${run.resolved}`, `total=${run.total}`, `score=${score(run)}`,
    `noise-aware-conclusion=${run.noise_aware_conclusion ?? "none"}`, `trials=${trialsOf(run)}`, `pass-at-1=${rate(run, run.pass_at_1)}`,
    `pass-hat-k=${rate(run, run.pass_hat_k)}`, `pass-at-k=${rate(run, run.pass_at_k)}`, `gate=${gate}`,
  ];
  return `${lines.join("\n")}\n`;
}

export interface Destinations {
  /** Written to $GITHUB_OUTPUT, so that a later step knows which verdict the exit code followed. */
  gate: Gate;
  report?: string;
  githubOutput?: string;
  githubStepSummary?: string;
}

/** The report on stdout, and in the --report file, $GITHUB_OUTPUT and $GITHUB_STEP_SUMMARY when set. */
export function publish(run: RunView, model: string, to: Destinations): void {
  console.log(run.comment_markdown);
  if (to.report) writeFileSync(to.report, `<!-- understudy-eval dataset=${run.dataset} model=${model} -->\n${run.comment_markdown}`);
  if (to.githubOutput) appendFileSync(to.githubOutput, githubOutputLines(run, to.gate));
  if (to.githubStepSummary) appendFileSync(to.githubStepSummary, `${run.comment_markdown.trimEnd()}\n\n`);
}
