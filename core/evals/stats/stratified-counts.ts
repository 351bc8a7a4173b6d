import { logChoose } from "./log-factorial.ts";
import { normalCdf } from "./normal-cdf.ts";

/** One task's 2x2 table of trials: successes and trials in the current run and in the baseline. */
export interface CountStratum {
  currentSuccesses: number;
  currentTrials: number;
  baselineSuccesses: number;
  baselineTrials: number;
}

/**
 * Multiply-adds the exact tests may spend (a few tens of milliseconds); past it they give way to a
 * normal approximation, which at that size is close (the exact distributions are sums of many terms).
 */
export const EXACT_WORK_BUDGET = 20_000_000;

/** A table whose current count can move: it ranges over lowest..lowest + width, and was observed. */
interface Movable {
  lowest: number;
  width: number;
  observed: number;
  stratum: CountStratum;
}

/**
 * One-sided stratified test that the current runs' success chance is lower than the baseline's, with
 * each task's chance its own: the exact conditional Cochran–Mantel–Haenszel test. Given a task's
 * margins (its trials on each side and its successes in all), "no change" makes its current successes
 * hypergeometric, independently across tasks, so p = P(total current successes <= observed), the
 * distribution being the convolution of the tasks' hypergeometric laws. With one trial per side per
 * task this is McNemar's exact test (the sign test over the tasks that flipped). Exact while the
 * convolution's work stays under `budget`; past it, the CMH normal approximation with continuity
 * correction. No table that can move gives p = 1.
 */
export function stratifiedCountsLess(strata: CountStratum[], budget = EXACT_WORK_BUDGET): number {
  // Tables without a success, without a failure, or with one side untried are fixed: they carry no evidence.
  const movable = strata.map(describe).filter((table) => table.width > 0);
  let width = 0;
  let observed = 0;
  let mean = 0;
  for (const table of movable) {
    width += table.width;
    observed += table.observed - table.lowest;
    mean += expected(table.stratum) - table.lowest;
  }
  if (observed >= width) return 1;
  // Below the mean, the lower tail itself; above it (p over about 1/2), 1 minus the upper tail counted
  // from the top. Either way the convolution stops at the observed count, and 1 - x never cancels a small p.
  const lower = observed <= mean;
  const limit = lower ? observed : width - observed - 1;
  if (convolutionWork(movable, limit) > budget) return normalLess(movable);
  const tail = tailMass(movable, limit, lower);
  return lower ? Math.min(1, tail) : Math.max(0, 1 - tail);
}

function describe(stratum: CountStratum): Movable {
  const { currentSuccesses, currentTrials, baselineSuccesses, baselineTrials } = stratum;
  const successes = currentSuccesses + baselineSuccesses;
  const lowest = Math.max(0, successes - baselineTrials);
  return { lowest, width: Math.min(successes, currentTrials) - lowest, observed: currentSuccesses, stratum };
}

function expected({ currentSuccesses, currentTrials, baselineSuccesses, baselineTrials }: CountStratum): number {
  return (currentTrials * (currentSuccesses + baselineSuccesses)) / (currentTrials + baselineTrials);
}

/** Multiply-adds of the truncated convolution: each table's law spread over the partial sums kept so far. */
function convolutionWork(movable: Movable[], limit: number): number {
  let reach = 0;
  let work = 0;
  for (const { width } of movable) {
    work += (reach + 1) * (Math.min(width, limit) + 1);
    reach = Math.min(limit, reach + width);
  }
  return work;
}

/** P(sum <= limit) of the counts above each table's lowest (or below its highest, when !lower). */
function tailMass(movable: Movable[], limit: number, lower: boolean): number {
  let sums = new Float64Array(limit + 1);
  let next = new Float64Array(limit + 1);
  sums[0] = 1;
  let reach = 0;
  for (const table of movable) {
    const law = hypergeometric(table, lower);
    const top = Math.min(limit, reach + table.width);
    next.fill(0, 0, top + 1);
    for (let i = 0; i <= reach; i++) {
      const weight = sums[i]!;
      if (weight === 0) continue;
      const span = Math.min(table.width, limit - i);
      for (let x = 0; x <= span; x++) next[i + x] = next[i + x]! + weight * law[x]!;
    }
    [sums, next] = [next, sums];
    reach = top;
  }
  let total = 0;
  for (let i = 0; i <= reach; i++) total += sums[i]!;
  return total;
}

/** The current count's law over lowest..lowest + width (reversed: from the highest down). */
function hypergeometric({ lowest, width, stratum }: Movable, ascending: boolean): Float64Array {
  const trials = stratum.currentTrials + stratum.baselineTrials;
  const successes = stratum.currentSuccesses + stratum.baselineSuccesses;
  const law = new Float64Array(width + 1);
  const denominator = logChoose(trials, stratum.currentTrials);
  for (let x = 0; x <= width; x++) {
    const count = ascending ? lowest + x : lowest + width - x;
    law[x] = Math.exp(logChoose(successes, count) + logChoose(trials - successes, stratum.currentTrials - count) - denominator);
  }
  return law;
}

/** z = (observed - expected + 1/2) / sd over the movable tables, the 1/2 correcting for continuity. */
function normalLess(movable: Movable[]): number {
  let deviation = 0;
  let variance = 0;
  for (const { stratum } of movable) {
    const n1 = stratum.currentTrials;
    const n0 = stratum.baselineTrials;
    const trials = n1 + n0;
    const successes = stratum.currentSuccesses + stratum.baselineSuccesses;
    deviation += stratum.currentSuccesses - expected(stratum);
    variance += (n1 * n0 * successes * (trials - successes)) / (trials * trials * (trials - 1));
  }
  return variance > 0 ? normalCdf((deviation + 0.5) / Math.sqrt(variance)) : 1;
}
