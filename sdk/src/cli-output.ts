import { appendFileSync, writeFileSync } from "node:fs";
import type { RunView } from "./protocol.js";
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

export function githubOutputLines(run: RunView): string {
  const lines = [`run-id=${run.runId}`, `status=${run.status}`, `conclusion=${run.conclusion ?? "none"}`, `resolved=${run.resolved}`, `total=${run.total}`, `score=${score(run)}`];
  return `${lines.join("\n")}\n`;
}

export interface Destinations {
  report?: string;
  githubOutput?: string;
  githubStepSummary?: string;
}

/** The report on stdout, and in the --report file, $GITHUB_OUTPUT and $GITHUB_STEP_SUMMARY when set. */
export function publish(run: RunView, model: string, to: Destinations): void {
  console.log(run.comment_markdown);
  if (to.report) writeFileSync(to.report, `<!-- understudy-eval dataset=${run.dataset} model=${model} -->\n${run.comment_markdown}`);
  if (to.githubOutput) appendFileSync(to.githubOutput, githubOutputLines(run));
  if (to.githubStepSummary) appendFileSync(to.githubStepSummary, `${run.comment_markdown.trimEnd()}\n\n`);
}
