import { logChoose } from "./log-factorial.ts";

/**
 * One task's trials for the assertions test: each graded trial's share of passed assertions, pooled,
 * with how many were the current run's. Tasks whose relabelings cannot change the current sum (one
 * side untried, or every share equal) are left out by `movableStrata`.
 */
export interface ShareStratum {
  pooled: Float64Array;
  currentTrials: number;
  /** The sum of the current run's shares. */
  observed: number;
}

export function movableStrata(strata: Array<{ current: number[]; baseline: number[] }>): ShareStratum[] {
  const movable: ShareStratum[] = [];
  for (const { current, baseline } of strata) {
    if (current.length === 0 || baseline.length === 0) continue;
    const pooled = Float64Array.from([...current, ...baseline]);
    if (pooled.every((share) => share === pooled[0])) continue;
    movable.push({ pooled, currentTrials: current.length, observed: current.reduce((sum, share) => sum + share, 0) });
  }
  return movable;
}

/** One possible current sum of a task and its chance under "no change". */
export interface Outcome {
  sums: Float64Array;
  chances: Float64Array;
}

/**
 * The law of a task's current sum when its current trials are a uniformly random subset of the pooled
 * ones: one outcome per multiset of values the subset can hold (c_v of each distinct value v, with
 * chance Π C(m_v, c_v) / C(N, n1)). Gives up (undefined) past `limit` outcomes.
 */
export function subsetSumLaw({ pooled, currentTrials }: ShareStratum, limit: number): Outcome | undefined {
  const sorted = Float64Array.from(pooled).sort();
  const values: number[] = [];
  const counts: number[] = [];
  for (const value of sorted) {
    if (values.length > 0 && values[values.length - 1] === value) counts[counts.length - 1]! += 1;
    else {
      values.push(value);
      counts.push(1);
    }
  }
  const sums: number[] = [];
  const chances: number[] = [];
  // How many trials the values after index g can still take, so that every branch fills the subset.
  const after = new Array<number>(counts.length).fill(0);
  for (let g = counts.length - 2; g >= 0; g--) after[g] = after[g + 1]! + counts[g + 1]!;
  // In logs: C(m_v, c_v) overflows a double past about 1,000 trials of one value.
  const logTotal = logChoose(pooled.length, currentTrials);
  const visit = (g: number, left: number, sum: number, logWays: number): boolean => {
    if (g === values.length) {
      sums.push(sum);
      chances.push(Math.exp(logWays - logTotal));
      return sums.length <= limit;
    }
    for (let c = Math.max(0, left - after[g]!); c <= Math.min(left, counts[g]!); c++) {
      if (!visit(g + 1, left - c, sum + c * values[g]!, logWays + logChoose(counts[g]!, c))) return false;
    }
    return true;
  };
  if (!visit(0, currentTrials, 0, 0)) return undefined;
  return { sums: Float64Array.from(sums), chances: Float64Array.from(chances) };
}
