import type { MetricChange } from "../../../sdk/src/protocol.ts";
import { bootstrapInterval } from "./bootstrap-interval.ts";
import { createRandomStream } from "./random-streams.ts";
import { signFlipPValue } from "./sign-flip.ts";

/**
 * A run-level metric's change over paired per-task differences: the mean, its bootstrap interval at
 * 1 - alpha, and the sign-flip p-value that it dropped. `significant` is left false: it depends on the
 * other metrics too (Holm), so the caller sets it.
 */
export function pairedMetric(differences: number[], alpha: number, seed: string, metric: string): MetricChange {
  const change = differences.length > 0 ? differences.reduce((sum, d) => sum + d, 0) / differences.length : 0;
  return {
    change,
    interval: bootstrapInterval(differences, createRandomStream(seed, `${metric}/bootstrap`), 1 - alpha),
    p_value: signFlipPValue(differences, createRandomStream(seed, `${metric}/sign-flip`)),
    significant: false,
  };
}
