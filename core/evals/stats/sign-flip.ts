import { checkResampling } from "./check-resampling.ts";

/** Means equal within this are ties, and ties count as at least as extreme as the observed mean. */
const TIE = 1e-12;
/** Up to 2^16 sign patterns are enumerated; past that, sampled. */
const EXACT_LIMIT = 16;
/** Sampled signs come 8 at a time: one table lookup per 8 differences instead of 8 additions. */
const CHUNK = 8;
const PATTERNS = 1 << CHUNK;

/**
 * One-sided p-value that the mean paired difference is below 0, by the paired sign-flip test: under "no
 * change" each task's difference is as likely to have come out with the other sign, so p is the share
 * of sign patterns over the non-zero differences whose mean is at most the observed one. Exact for up
 * to 16 non-zero differences; past that, `resamples` random patterns with the add-one correction
 * ((count + 1) / (resamples + 1)), so a sampled p is never 0. Zero differences cannot flip: they only
 * dilute the mean. No non-zero difference gives p = 1.
 */
export function signFlipPValue(differences: number[], random: () => number, resamples = 10_000): number {
  checkResampling(differences, resamples);
  const magnitudes = differences.filter((d) => d !== 0).map(Math.abs);
  if (magnitudes.length === 0) return 1;
  // Compared as sums over the same tasks: a pattern's sum is the sum of all magnitudes less twice the
  // magnitudes it makes negative.
  const observed = differences.reduce((sum, d) => sum + d, 0);
  const limit = observed + TIE * differences.length;
  const total = magnitudes.reduce((sum, m) => sum + m, 0);
  if (magnitudes.length <= EXACT_LIMIT) return exactSignFlip(magnitudes, total, limit);
  return sampledSignFlip(magnitudes, total, limit, random, resamples);
}

/** Every subset's sum, each built from a smaller subset's by one addition. */
function subsetSums(magnitudes: number[], into: Float64Array, offset: number, size: number): void {
  into[offset] = 0;
  for (let mask = 1; mask < size; mask++) {
    const lowest = mask & -mask;
    into[offset + mask] = into[offset + (mask ^ lowest)]! + (magnitudes[31 - Math.clz32(lowest)] ?? 0);
  }
}

function exactSignFlip(magnitudes: number[], total: number, limit: number): number {
  const patterns = 2 ** magnitudes.length;
  const negatives = new Float64Array(patterns);
  subsetSums(magnitudes, negatives, 0, patterns);
  let count = 0;
  for (let mask = 0; mask < patterns; mask++) if (total - 2 * negatives[mask]! <= limit) count++;
  return count / patterns;
}

function sampledSignFlip(magnitudes: number[], total: number, limit: number, random: () => number, resamples: number): number {
  // Four chunks per 32-bit draw, the last chunk padded with zeros, so each draw's bits all serve.
  const chunks = Math.ceil(magnitudes.length / (4 * CHUNK)) * 4;
  const table = new Float64Array(chunks * PATTERNS);
  for (let c = 0; c < chunks; c++) subsetSums(magnitudes.slice(c * CHUNK, (c + 1) * CHUNK), table, c * PATTERNS, PATTERNS);
  let count = 0;
  for (let draw = 0; draw < resamples; draw++) {
    let negatives = 0;
    for (let offset = 0; offset < table.length; offset += 4 * PATTERNS) {
      const bits = (random() * 4294967296) >>> 0;
      negatives += table[offset + (bits & 0xff)]! + table[offset + PATTERNS + ((bits >>> 8) & 0xff)]!
        + table[offset + 2 * PATTERNS + ((bits >>> 16) & 0xff)]! + table[offset + 3 * PATTERNS + (bits >>> 24)]!;
    }
    if (total - 2 * negatives <= limit) count++;
  }
  return (count + 1) / (resamples + 1);
}
