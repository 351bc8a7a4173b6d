import type { MetricChange } from "../../../sdk/src/protocol.ts";
import { bootstrapInterval } from "./bootstrap-interval.ts";
import { createRandomStream } from "./random-streams.ts";
import { signFlipPValue } from "./sign-flip.ts";
import { stratifiedCountsLess } from "./stratified-counts.ts";
import { stratifiedSharesLess } from "./stratified-shares.ts";
import { assertionShare, successRate, type ComparedTask } from "./verdict-input.ts";

/**
 * The run-level metrics. Each reports the mean per-task difference and its bootstrap interval at
 * 1 - alpha, and a p-value that it dropped from a test over the trials (see noise-aware-verdict.ts).
 * `significant` is left false: it depends on the other metric too (Holm), so the caller sets it.
 */
function metricChange(differences: number[], p_value: number, alpha: number, seed: string, metric: string): MetricChange {
  const change = differences.length > 0 ? differences.reduce((sum, d) => sum + d, 0) / differences.length : 0;
  return { change, interval: bootstrapInterval(differences, createRandomStream(seed, `${metric}/bootstrap`), 1 - alpha), p_value, significant: false };
}

/** Resolution: the stratified exact test (conditional CMH) over every task's 2x2 table of trials. */
export function resolutionChange(tasks: ComparedTask[], alpha: number, seed: string): MetricChange {
  const differences = tasks.map((t) => successRate(t.current) - successRate(t.baseline));
  const p = stratifiedCountsLess(tasks.map(({ current, baseline }) => ({
    currentSuccesses: current.successes, currentTrials: current.trials, baselineSuccesses: baseline.successes, baselineTrials: baseline.trials,
  })));
  return metricChange(differences, p, alpha, seed, "resolution");
}

/**
 * Assertions: the stratified permutation test over the trials' shares when every side carries them;
 * an input without them (a caller that has only per-task sums) keeps the older paired sign-flip test
 * over the tasks' differences, which needs no trial-level data.
 */
export function assertionsChange(tasks: ComparedTask[], alpha: number, seed: string): MetricChange {
  const differences = tasks.map((t) => assertionShare(t.current) - assertionShare(t.baseline));
  const strata = tasks.map(({ current, baseline }) => ({ current: current.shares, baseline: baseline.shares }));
  const p = strata.every((s): s is { current: number[]; baseline: number[] } => s.current !== undefined && s.baseline !== undefined)
    ? stratifiedSharesLess(strata, createRandomStream(seed, "assertions/permutation"))
    : signFlipPValue(differences, createRandomStream(seed, "assertions/sign-flip"));
  return metricChange(differences, p, alpha, seed, "assertions");
}
