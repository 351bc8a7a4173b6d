import { subsetSumLaw, type ShareStratum } from "./share-strata.ts";

/** A task whose current sum has at most this many outcomes is drawn from its law in one uniform. */
const LAW_LIMIT = 4096;

/**
 * Draws the current trials' total under a random relabeling of every task's trials. Tasks with small
 * laws (a few trials, or shares that repeat, as passed / counted with few assertions do) are drawn by
 * inversion: one uniform and a binary search over the task's cumulative chances, all tasks' laws laid
 * end to end in two typed arrays (a closure per task costs twice as much). Tasks with larger laws by a
 * partial Fisher–Yates shuffle of their pooled trials, drawing the smaller side.
 */
export function createTotalSampler(movable: ShareStratum[], random: () => number): () => number {
  const laws = movable.map((stratum) => subsetSumLaw(stratum, LAW_LIMIT));
  const small = laws.filter((law) => law !== undefined);
  const ends = new Int32Array(small.length);
  const cumulative = new Float64Array(small.reduce((size, law) => size + law.sums.length, 0));
  const sums = new Float64Array(cumulative.length);
  let at = 0;
  small.forEach((law, t) => {
    let running = 0;
    for (let i = 0; i < law.sums.length; i++, at++) {
      cumulative[at] = running += law.chances[i]!;
      sums[at] = law.sums[i]!;
    }
    ends[t] = at;
  });
  const shuffled = movable.filter((_, t) => laws[t] === undefined).map((stratum) => createShuffle(stratum, random));
  return () => {
    let total = 0;
    let start = 0;
    for (let t = 0; t < ends.length; t++) {
      const end = ends[t]!;
      // The first outcome whose cumulative chance exceeds u; scaled by the last, which rounding may leave short of 1.
      const u = random() * cumulative[end - 1]!;
      let low = start;
      let high = end - 1;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (cumulative[middle]! > u) high = middle;
        else low = middle + 1;
      }
      total += sums[low]!;
      start = end;
    }
    for (const shuffle of shuffled) total += shuffle();
    return total;
  };
}

function createShuffle(stratum: ShareStratum, random: () => number): () => number {
  const pooled = Float64Array.from(stratum.pooled);
  const n = pooled.length;
  const drawn = Math.min(stratum.currentTrials, n - stratum.currentTrials);
  const total = pooled.reduce((sum, share) => sum + share, 0);
  return () => {
    let picked = 0;
    for (let j = 0; j < drawn; j++) {
      const k = j + Math.floor(random() * (n - j));
      const value = pooled[k]!;
      pooled[k] = pooled[j]!;
      pooled[j] = value;
      picked += value;
    }
    return drawn === stratum.currentTrials ? picked : total - picked;
  };
}
