import { checkResampling } from "./check-resampling.ts";
import { sampleBinomial } from "./sample-binomial.ts";
import { groupValues, type ValueGroups } from "./value-groups.ts";

/**
 * Percentile bootstrap interval of the mean difference at confidence `level`: tasks are resampled with
 * replacement, and the interval's ends are the (1 - level)/2 and (1 + level)/2 quantiles of the
 * resampled means (linearly interpolated). No differences give [0, 0].
 */
export function bootstrapInterval(differences: number[], random: () => number, level: number, resamples = 2000): [number, number] {
  checkResampling(differences, resamples);
  if (!(level > 0 && level < 1)) throw new RangeError(`level must be between 0 and 1, got ${level}`);
  const n = differences.length;
  if (n === 0) return [0, 0];
  const groups = groupValues(differences);
  // Few distinct values: draw how many times each is picked (a multinomial, as conditional binomials);
  // many: draw the n picks themselves.
  const resampleSum = groups.values.length * 3 <= n ? createGroupedResample(groups, n, random) : createDirectResample(differences, random);
  const means = new Float64Array(resamples);
  for (let r = 0; r < resamples; r++) means[r] = resampleSum() / n;
  means.sort();
  return [quantile(means, (1 - level) / 2), quantile(means, (1 + level) / 2)];
}

function createGroupedResample({ values, counts }: ValueGroups, n: number, random: () => number): () => number {
  return () => {
    let sum = 0;
    let picksLeft = n;
    let tasksLeft = n;
    for (let g = 0; g < values.length && picksLeft > 0; g++) {
      const picks = g === values.length - 1 ? picksLeft : sampleBinomial(picksLeft, counts[g]! / tasksLeft, random);
      sum += values[g]! * picks;
      picksLeft -= picks;
      tasksLeft -= counts[g]!;
    }
    return sum;
  };
}

function createDirectResample(differences: number[], random: () => number): () => number {
  const values = Float64Array.from(differences);
  const n = values.length;
  const width = Math.max(1, 32 - Math.clz32(n - 1));
  const mask = (1 << width) - 1;
  // Bits of one 32-bit draw serve several picks; rejecting indices past n keeps each pick uniform
  // (fewer than half are refused). Left-over bits too few for a pick are dropped.
  let buffer = 0;
  let available = 0;
  return () => {
    let sum = 0;
    for (let i = 0; i < n; i++) {
      let index = n;
      while (index >= n) {
        if (available < width) {
          buffer = (random() * 4294967296) >>> 0;
          available = 32;
        }
        index = buffer & mask;
        buffer >>>= width;
        available -= width;
      }
      sum += values[index]!;
    }
    return sum;
  };
}

function quantile(sorted: Float64Array, q: number): number {
  const position = q * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}
