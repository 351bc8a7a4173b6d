import { logChoose } from "./log-factorial.ts";

// Exact tails anchored in log space: a task's trials are few (1 to a few dozen, a few thousand at
// most), so the sums are short, and log-factorials keep their terms from overflowing.

function checkCount(name: string, value: number, max = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > max) throw new RangeError(`${name} must be an integer from 0 to ${max}, got ${value}`);
}

/** Sums exp(logTerms) without overflow or underflow, scaled by the largest term. */
function sumExp(logTerms: number[]): number {
  if (logTerms.length === 0) return 0;
  const largest = Math.max(...logTerms);
  let sum = 0;
  for (const term of logTerms) sum += Math.exp(term - largest);
  return Math.min(1, Math.exp(largest + Math.log(sum)));
}

/**
 * One-sided Fisher's exact test that the current success rate is lower than the baseline's:
 * P(X <= currentSuccesses) where X, the current side's successes, is hypergeometric with the 2x2
 * table's margins fixed (all trials, all successes, the current side's trials).
 */
export function fisherExactLess(currentSuccesses: number, currentTrials: number, baselineSuccesses: number, baselineTrials: number): number {
  checkCount("currentTrials", currentTrials);
  checkCount("baselineTrials", baselineTrials);
  checkCount("currentSuccesses", currentSuccesses, currentTrials);
  checkCount("baselineSuccesses", baselineSuccesses, baselineTrials);
  const total = currentTrials + baselineTrials;
  const successes = currentSuccesses + baselineSuccesses;
  const failures = total - successes;
  const lowest = Math.max(0, successes - baselineTrials);
  const highest = Math.min(successes, currentTrials);
  if (currentSuccesses >= highest) return 1;
  const logPmf = (x: number) => logChoose(successes, x) + logChoose(failures, currentTrials - x) - logChoose(total, currentTrials);
  // Sum the tail whose terms fall away from the observed count: one log-space anchor, then ratios of
  // neighbouring terms, so nothing overflows however far the observed count is from the mode. Above
  // the mode that is the upper tail, and p is its complement.
  const mode = Math.floor(((currentTrials + 1) * (successes + 1)) / (total + 2));
  if (currentSuccesses < mode) {
    let term = Math.exp(logPmf(currentSuccesses));
    let sum = term;
    for (let x = currentSuccesses; x > lowest && term > sum * 1e-17; x--) {
      term *= (x * (failures - currentTrials + x)) / ((successes - x + 1) * (currentTrials - x + 1));
      sum += term;
    }
    return Math.min(1, sum);
  }
  let term = Math.exp(logPmf(currentSuccesses + 1));
  let upper = term;
  for (let x = currentSuccesses + 1; x < highest && term > upper * 1e-17; x++) {
    term *= ((successes - x) * (currentTrials - x)) / ((x + 1) * (failures - currentTrials + x + 1));
    upper += term;
  }
  return Math.max(0, 1 - upper);
}

/** P(X <= k) for X ~ Binomial(n, p). */
export function binomialCdf(k: number, n: number, p: number): number {
  checkCount("n", n);
  if (!(p >= 0 && p <= 1)) throw new RangeError(`p must be from 0 to 1, got ${p}`);
  if (Number.isNaN(k)) throw new RangeError("k must be a number");
  const top = Math.floor(k);
  if (top < 0) return 0;
  if (top >= n) return 1;
  // ln(0) is -Infinity; the edges are exact without it.
  if (p === 0) return 1;
  if (p === 1) return 0;
  const logP = Math.log(p);
  const logQ = Math.log1p(-p);
  const logTerms: number[] = [];
  for (let i = 0; i <= top; i++) logTerms.push(logChoose(n, i) + i * logP + (n - i) * logQ);
  return sumExp(logTerms);
}
