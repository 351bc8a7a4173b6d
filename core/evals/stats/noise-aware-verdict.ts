import type { Conclusion, RunStatistics } from "../../../sdk/src/protocol.ts";
import { holmSignificant } from "./holm.ts";
import { assertionsChange, resolutionChange } from "./run-metrics.ts";
import { taskChanges } from "./task-changes.ts";
import { checkVerdictInput, type VerdictInput } from "./verdict-input.ts";

export type { ComparedTask, TaskTrials, VerdictInput } from "./verdict-input.ts";

/**
 * The noise-aware verdict: did the run get worse than its baseline by more than its agent's own
 * randomness explains? The rules (copied into the docs):
 *
 * - Only compared tasks count: both runs graded them; changed and infra-failed tasks are left out.
 * - Per task: current_rate = successes / trials (0 with no trials), the same for the baseline, and
 *   change = current_rate - baseline_rate. p_value is Fisher's exact test, one-sided (the rate dropped),
 *   on the task's 2x2 table of trials. known_flaky is copied from the input (default false).
 * - Run level, two metrics: resolution (a trial resolved the task or not) and assertions (a trial's
 *   passed / counted; none counted counts as 0). change is the mean over the compared tasks of the
 *   task's current value minus its baseline value (for assertions, each side's passed / counted summed
 *   over its trials), and interval the percentile bootstrap interval of that mean at 1 - alpha (2,000
 *   resamples of the tasks).
 * - The run-level p_value tests the trials, each task on its own terms: when nothing changed, a task's
 *   trials in both runs are independent draws from the agent's chance on that task, so which of them
 *   were the current run's is a random relabeling within the task. p_value is the chance, over those
 *   relabelings, that the current trials' total comes out at most as low as observed (one-sided).
 *   Resolution: the exact conditional Cochran–Mantel–Haenszel test (each task's current successes are
 *   hypergeometric given its margins; their total's law is computed exactly), or, for comparisons too
 *   large for that (about 20 million operations), its normal approximation with continuity correction.
 *   With one trial per side this is McNemar's exact test: the sign test over the tasks that flipped.
 *   Assertions: the same relabeling over the trials' shares; exact when the tasks' possible outcomes
 *   combine to at most 20,000 (all shares 0 or 1: the resolution test), else up to 10,000 random
 *   relabelings with the add-one correction (ties count as at least as extreme), or, past even 1,000
 *   relabelings' budget, the normal approximation with the permutation law's exact mean and variance.
 *   An input without per-trial shares keeps the older paired sign-flip test over the tasks' assertion
 *   differences (exact up to 16 non-zero, else 10,000 random sign patterns, add-one corrected).
 * - The family-wise error alpha is split in two: alpha/2 for the run level (Holm over the two metrics'
 *   p-values) and alpha/2 for the tasks (Holm over the tasks' p-values). So when nothing changed, the
 *   chance of a failure is at most alpha.
 * - conclusion: neutral with no compared task (the statistics then say 0 tasks, changes 0, p-values 1,
 *   intervals [0, 0]); failure when either run-level metric or any task is significant; else success.
 * - Every test is one-sided: a rise is never a failure.
 * - Small comparisons cannot fail on the run level alone: Holm's first threshold is alpha/4, and with
 *   one trial per side the smallest p over m flipped tasks is 1/2^m, so at alpha 0.05 at least 7 tasks
 *   must go from resolved to not (and none the other way). More trials need fewer tasks: two tasks
 *   that went from 4 of 4 to 0 of 4 give p = 1/4,900. A single task needs Fisher's p at most alpha/2
 *   divided by the compared tasks.
 * - Tasks are listed significant first, then by p-value ascending, then by task id.
 * - Deterministic: every random draw comes from `seed` (the run id), one stream per metric and test,
 *   so the same input always gives the same statistics.
 */
export function noiseAwareVerdict(input: VerdictInput): { conclusion: Conclusion; statistics: RunStatistics } {
  checkVerdictInput(input);
  const { tasks, alpha, seed } = input;
  const halfAlpha = alpha / 2;
  const resolution = resolutionChange(tasks, alpha, seed);
  const assertions = assertionsChange(tasks, alpha, seed);
  [resolution.significant, assertions.significant] = holmSignificant([resolution.p_value, assertions.p_value], halfAlpha) as [boolean, boolean];
  const changes = taskChanges(tasks, halfAlpha);
  const statistics: RunStatistics = { alpha, compared_tasks: tasks.length, resolution, assertions, tasks: changes };
  if (tasks.length === 0) return { conclusion: "neutral", statistics };
  const regressed = resolution.significant || assertions.significant || changes.some((change) => change.significant);
  return { conclusion: regressed ? "failure" : "success", statistics };
}
