import { describe, expect, test } from "bun:test";
import { createSeededRandom } from "../../world/seeded-random.ts";
import { stratifiedCountsLess } from "./stratified-counts.ts";
import { stratifiedSharesLess } from "./stratified-shares.ts";

type Stratum = { current: number[]; baseline: number[] };
const random = () => createSeededRandom(11);

/** Every relabeling of every task (bit masks over its pooled trials), equally likely: the share whose sum is at most the observed one. */
function bruteForce(strata: Stratum[]): number {
  const sumsOf = strata.map(({ current, baseline }) => {
    const pooled = [...current, ...baseline];
    const sums: number[] = [];
    for (let mask = 0; mask < 1 << pooled.length; mask++) {
      let size = 0;
      let sum = 0;
      for (let i = 0; i < pooled.length; i++) if ((mask >> i) & 1) { size++; sum += pooled[i]!; }
      if (size === current.length) sums.push(sum);
    }
    return sums;
  });
  const observed = strata.reduce((sum, s) => sum + s.current.reduce((a, b) => a + b, 0), 0);
  let atMost = 0;
  let all = 0;
  const walk = (t: number, sum: number): void => {
    if (t === sumsOf.length) { all++; if (sum <= observed + 1e-9) atMost++; return; }
    for (const s of sumsOf[t]!) walk(t + 1, sum + s);
  };
  walk(0, 0);
  return atMost / all;
}

describe("stratifiedSharesLess", () => {
  test("exact enumeration equals brute force on tiny cases, ties included", () => {
    const tiny: Stratum[] = [
      { current: [0.25, 0.5], baseline: [1, 0.75, 1] },
      { current: [0, 0.5, 0.5], baseline: [1, 0.5] },
      { current: [0.2], baseline: [0.6, 0.8, 0.6] },
    ];
    expect(stratifiedSharesLess(tiny, random())).toBeCloseTo(bruteForce(tiny), 12);
    // 0.1 + 0.2 is not 0.3 in floating point: the relabeling that swaps the sides still ties. Of the 6
    // relabelings, {0.3, 0}, {0.1, 0.2}, {0.1, 0} and {0.2, 0} sum to at most 0.3.
    const ties: Stratum[] = [{ current: [0.3, 0], baseline: [0.1, 0.2] }];
    expect(stratifiedSharesLess(ties, random())).toBeCloseTo(4 / 6, 12);
    expect(bruteForce(ties)).toBeCloseTo(4 / 6, 12);
  });

  test("sampled relabelings are close to brute force once the exact law is too large (6^6 outcomes)", () => {
    const strata = Array.from({ length: 6 }, (_, i): Stratum => ({ current: [0.2 + i / 50, 0.45], baseline: [0.6, 0.3 + i / 40] }));
    const exact = bruteForce(strata);
    expect(exact).toBeGreaterThan(0.01);
    expect(Math.abs(stratifiedSharesLess(strata, random()) - exact)).toBeLessThan(0.01);
    expect(stratifiedSharesLess(strata, random())).toBe(stratifiedSharesLess(strata, random()));
    // Sixteen distinct shares: 12,870 relabelings, enumerated alone; beside another task, too many, and
    // that task is shuffled rather than drawn from its law.
    const wide: Stratum = { current: [0.05, 0.1, 0.3, 0.35, 0.5, 0.55, 0.6, 0.7], baseline: [0.2, 0.4, 0.45, 0.65, 0.75, 0.8, 0.9, 0.95] };
    expect(stratifiedSharesLess([wide], random())).toBeCloseTo(bruteForce([wide]), 12);
    const both: Stratum[] = [wide, { current: [0.25], baseline: [0.5] }];
    expect(Math.abs(stratifiedSharesLess(both, random()) - bruteForce(both))).toBeLessThan(0.01);
  });

  test("the normal approximation is close to the sampled p on a large comparison", () => {
    const draw = createSeededRandom(3);
    const quarters = (chance: number) => Array.from({ length: 4 }, () => Math.floor(draw() * 4.999 * chance) / 4);
    const strata = Array.from({ length: 300 }, (): Stratum => ({ current: quarters(0.93), baseline: quarters(1) }));
    const sampled = stratifiedSharesLess(strata, random());
    const normal = stratifiedSharesLess(strata, random(), 0);
    expect(sampled).toBeGreaterThan(0.005);
    expect(sampled).toBeLessThan(0.1);
    expect(Math.abs(normal - sampled) / sampled).toBeLessThan(0.25);
  });

  test("shares all 0 or 1 are the counts' exact test; nothing movable gives 1", () => {
    const binary: Stratum[] = [{ current: [0, 0, 1], baseline: [1, 1, 1] }, { current: [0], baseline: [1] }];
    expect(stratifiedSharesLess(binary, random())).toBe(stratifiedCountsLess([
      { currentSuccesses: 1, currentTrials: 3, baselineSuccesses: 3, baselineTrials: 3 },
      { currentSuccesses: 0, currentTrials: 1, baselineSuccesses: 1, baselineTrials: 1 },
    ]));
    expect(stratifiedSharesLess([], random())).toBe(1);
    expect(stratifiedSharesLess([{ current: [0.5, 0.5], baseline: [0.5] }, { current: [], baseline: [0.2] }], random())).toBe(1);
  });
});
