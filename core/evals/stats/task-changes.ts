import type { TaskChange } from "../../../sdk/src/protocol.ts";
import { fisherExactLess } from "./fisher-exact.ts";
import { holmSignificant } from "./holm.ts";
import { successRate, type ComparedTask } from "./verdict-input.ts";

/**
 * Each compared task's change in success rate with Fisher's exact one-sided p-value, significant after
 * Holm's correction across the tasks at `alpha`; significant drops first, then by p-value, then task id.
 */
export function taskChanges(tasks: ComparedTask[], alpha: number): TaskChange[] {
  const changes: TaskChange[] = tasks.map(({ task, current, baseline, knownFlaky }) => {
    const currentRate = successRate(current);
    const baselineRate = successRate(baseline);
    return {
      task,
      baseline_rate: baselineRate,
      current_rate: currentRate,
      baseline_trials: baseline.trials,
      current_trials: current.trials,
      change: currentRate - baselineRate,
      p_value: fisherExactLess(current.successes, current.trials, baseline.successes, baseline.trials),
      significant: false,
      known_flaky: knownFlaky ?? false,
    };
  });
  const significant = holmSignificant(changes.map((change) => change.p_value), alpha);
  changes.forEach((change, index) => (change.significant = significant[index]!));
  return changes.sort(byReportOrder);
}

function byReportOrder(a: TaskChange, b: TaskChange): number {
  if (a.significant !== b.significant) return a.significant ? -1 : 1;
  if (a.p_value !== b.p_value) return a.p_value - b.p_value;
  // Code-unit order, not localeCompare: the same on every host.
  return a.task < b.task ? -1 : a.task > b.task ? 1 : 0;
}
