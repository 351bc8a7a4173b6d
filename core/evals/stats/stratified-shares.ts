import { normalCdf } from "./normal-cdf.ts";
import { movableStrata, subsetSumLaw, type ShareStratum } from "./share-strata.ts";
import { EXACT_WORK_BUDGET, stratifiedCountsLess } from "./stratified-counts.ts";
import { createTotalSampler } from "./total-sampler.ts";

/** Up to this many combined outcomes the permutation law is enumerated exactly. */
const EXACT_OUTCOMES = 20_000;
const MIN_RESAMPLES = 1_000;
const MAX_RESAMPLES = 10_000;
/** Sums within this (per trial) of the observed one are ties, and ties count as at least as extreme. */
const TIE_PER_TRIAL = 1e-9;

/**
 * One-sided stratified permutation test that the current run's shares of passed assertions are lower
 * than the baseline's, each task with its own level: under "no change" a task's trials are exchangeable
 * between the runs, so the statistic, the sum of the current trials' shares, is compared with its law
 * when each task's current trials are a uniformly random subset of that task's pooled trials.
 * p = P(sum <= observed). All shares 0 or 1: the exact CMH test of the counts. Else exact enumeration
 * while the tasks' outcomes combine to at most 20,000; else Monte Carlo (R = min(10,000, budget /
 * trials), at least 1,000, add-one corrected); past even that, a normal approximation with the
 * permutation law's exact mean and variance.
 */
export function stratifiedSharesLess(
  strata: Array<{ current: number[]; baseline: number[] }>,
  random: () => number,
  budget = EXACT_WORK_BUDGET,
): number {
  const all = strata.flatMap((s) => [...s.current, ...s.baseline]);
  if (all.every((share) => share === 0 || share === 1)) {
    const ones = (shares: number[]) => shares.reduce((sum, share) => sum + share, 0);
    return stratifiedCountsLess(strata.map((s) => ({
      currentSuccesses: ones(s.current), currentTrials: s.current.length, baselineSuccesses: ones(s.baseline), baselineTrials: s.baseline.length,
    })), budget);
  }
  const movable = movableStrata(strata);
  if (movable.length === 0) return 1;
  const trials = movable.reduce((sum, s) => sum + s.pooled.length, 0);
  const observed = movable.reduce((sum, s) => sum + s.observed, 0);
  const limit = observed + TIE_PER_TRIAL * trials;
  const exact = exactLess(movable, limit);
  if (exact !== undefined) return exact;
  if (MIN_RESAMPLES * trials <= budget) {
    return sampledLess(movable, limit, random, Math.min(MAX_RESAMPLES, Math.floor(budget / trials)));
  }
  return normalLess(movable, observed);
}

/** The combined law, built task by task; undefined once it would hold more than EXACT_OUTCOMES outcomes. */
function exactLess(movable: ShareStratum[], limit: number): number | undefined {
  let sums = new Float64Array([0]);
  let chances = new Float64Array([1]);
  for (const stratum of movable) {
    const law = subsetSumLaw(stratum, Math.floor(EXACT_OUTCOMES / sums.length));
    if (!law || sums.length * law.sums.length > EXACT_OUTCOMES) return undefined;
    const nextSums = new Float64Array(sums.length * law.sums.length);
    const nextChances = new Float64Array(nextSums.length);
    let k = 0;
    for (let i = 0; i < sums.length; i++) {
      for (let j = 0; j < law.sums.length; j++, k++) {
        nextSums[k] = sums[i]! + law.sums[j]!;
        nextChances[k] = chances[i]! * law.chances[j]!;
      }
    }
    [sums, chances] = [nextSums, nextChances];
  }
  let p = 0;
  for (let i = 0; i < sums.length; i++) if (sums[i]! <= limit) p += chances[i]!;
  return Math.min(1, p);
}

/** Random relabelings of every task at once, counting those whose sum is at most the observed one. */
function sampledLess(movable: ShareStratum[], limit: number, random: () => number, resamples: number): number {
  const sample = createTotalSampler(movable, random);
  let count = 0;
  for (let r = 0; r < resamples; r++) if (sample() <= limit) count++;
  return (count + 1) / (resamples + 1);
}

/** Per task, mean n1·m and variance n1·n0 / (N(N - 1)) · Σ(x - m)² of the current sum under relabeling. */
function normalLess(movable: ShareStratum[], observed: number): number {
  let mean = 0;
  let variance = 0;
  for (const { pooled, currentTrials } of movable) {
    const n = pooled.length;
    const m = pooled.reduce((sum, share) => sum + share, 0) / n;
    const squares = pooled.reduce((sum, share) => sum + (share - m) ** 2, 0);
    mean += currentTrials * m;
    variance += (currentTrials * (n - currentTrials) * squares) / (n * (n - 1));
  }
  return variance > 0 ? normalCdf((observed - mean) / Math.sqrt(variance)) : 1;
}
