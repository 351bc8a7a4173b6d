import type { Conclusion, RunStatistics } from "../../../sdk/src/protocol.ts";
import { holmSignificant } from "./holm.ts";
import { pairedMetric } from "./paired-metric.ts";
import { taskChanges } from "./task-changes.ts";
import { assertionShare, checkVerdictInput, successRate, type VerdictInput } from "./verdict-input.ts";

export type { ComparedTask, TaskTrials, VerdictInput } from "./verdict-input.ts";

/**
 * The noise-aware verdict: did the run get worse than its baseline by more than its agent's own
 * randomness explains? The rules (copied into the docs):
 *
 * - Only compared tasks count: both runs graded them; changed and infra-failed tasks are left out.
 * - Per task: current_rate = successes / trials (0 with no trials), the same for the baseline, and
 *   change = current_rate - baseline_rate. p_value is Fisher's exact test, one-sided (the rate dropped),
 *   on the task's 2x2 table of trials. known_flaky is copied from the input (default false).
 * - Run level, two metrics, each paired over the compared tasks: resolution (each task's current_rate
 *   minus baseline_rate) and assertions (each task's passed / counted now minus the same for the
 *   baseline; a side with none counted counts as 0). change is the mean difference, p_value the
 *   one-sided paired sign-flip test (exact up to 16 non-zero differences, else 10,000 random sign
 *   patterns with the add-one correction; a pattern whose mean ties the observed one counts as at
 *   least as extreme), interval the percentile bootstrap interval of the mean at 1 - alpha (2,000
 *   resamples of the tasks).
 * - The family-wise error alpha is split in two: alpha/2 for the run level (Holm over the two metrics'
 *   p-values) and alpha/2 for the tasks (Holm over the tasks' p-values). So when nothing changed, the
 *   chance of a failure is at most alpha.
 * - conclusion: neutral with no compared task (the statistics then say 0 tasks, changes 0, p-values 1,
 *   intervals [0, 0]); failure when either run-level metric or any task is significant; else success.
 * - Every test is one-sided: a rise is never a failure.
 * - Small comparisons cannot fail on the run level alone: with m tasks whose rate moved, the smallest
 *   sign-flip p is 1/2^m, and Holm's first threshold is alpha/4, so at alpha 0.05 at least 7 must
 *   move (all 7 down, or more with some up). A single task needs Fisher's p at most alpha/2 divided by the compared tasks.
 * - Tasks are listed significant first, then by p-value ascending, then by task id.
 * - Deterministic: every random draw comes from `seed` (the run id), one stream per metric and test,
 *   so the same input always gives the same statistics.
 */
export function noiseAwareVerdict(input: VerdictInput): { conclusion: Conclusion; statistics: RunStatistics } {
  checkVerdictInput(input);
  const { tasks, alpha, seed } = input;
  const halfAlpha = alpha / 2;
  const resolution = pairedMetric(tasks.map((t) => successRate(t.current) - successRate(t.baseline)), alpha, seed, "resolution");
  const assertions = pairedMetric(tasks.map((t) => assertionShare(t.current) - assertionShare(t.baseline)), alpha, seed, "assertions");
  [resolution.significant, assertions.significant] = holmSignificant([resolution.p_value, assertions.p_value], halfAlpha) as [boolean, boolean];
  const changes = taskChanges(tasks, halfAlpha);
  const statistics: RunStatistics = { alpha, compared_tasks: tasks.length, resolution, assertions, tasks: changes };
  if (tasks.length === 0) return { conclusion: "neutral", statistics };
  const regressed = resolution.significant || assertions.significant || changes.some((change) => change.significant);
  return { conclusion: regressed ? "failure" : "success", statistics };
}
