import { expect, test } from "bun:test";
import { createSeededRandom } from "../../world/seeded-random.ts";
import { binomialCdf } from "./fisher-exact.ts";
import { sampleBinomial } from "./sample-binomial.ts";

/** Largest gap between the empirical and the exact CDF (a Kolmogorov–Smirnov distance). */
function cdfGap(n: number, p: number, draws: number): number {
  const random = createSeededRandom(11);
  const histogram = new Float64Array(n + 1);
  for (let i = 0; i < draws; i++) histogram[sampleBinomial(n, p, random)]! += 1;
  let cumulative = 0;
  let gap = 0;
  for (let k = 0; k <= n; k++) {
    cumulative += histogram[k]! / draws;
    gap = Math.max(gap, Math.abs(cumulative - binomialCdf(k, n, p)));
  }
  return gap;
}

test("draws follow Binomial(n, p) by inversion (small mean) and by transformed rejection (large)", () => {
  // With 20,000 draws the KS distance of a correct sampler is below 1.36 / sqrt(20000) ≈ 0.0096 95% of the time.
  for (const [n, p] of [[8, 0.5], [30, 0.1], [100, 0.5], [2000, 0.03], [2000, 0.5], [700, 0.9], [65, 0.5]] as const) {
    expect(cdfGap(n, p, 20_000)).toBeLessThan(0.0096);
  }
});

test("edges: no trials, p = 0 and p = 1", () => {
  const random = createSeededRandom(3);
  expect(sampleBinomial(0, 0.5, random)).toBe(0);
  expect(sampleBinomial(10, 0, random)).toBe(0);
  expect(sampleBinomial(10, 1, random)).toBe(10);
});
