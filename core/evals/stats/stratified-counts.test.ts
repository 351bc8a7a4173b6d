import { describe, expect, test } from "bun:test";
import { createSeededRandom } from "../../world/seeded-random.ts";
import { stratifiedCountsLess, type CountStratum } from "./stratified-counts.ts";

const table = (currentSuccesses: number, currentTrials: number, baselineSuccesses: number, baselineTrials: number): CountStratum =>
  ({ currentSuccesses, currentTrials, baselineSuccesses, baselineTrials });

/**
 * P(total <= observed) by brute force: each task's law from counting the subsets of its pooled trials
 * (bit masks, no hypergeometric formula), then every combination of the tasks' counts.
 */
function bruteForce(strata: CountStratum[]): number {
  const laws = strata.map(({ currentSuccesses, currentTrials, baselineSuccesses, baselineTrials }) => {
    const n = currentTrials + baselineTrials;
    const successes = currentSuccesses + baselineSuccesses;
    const law = new Array<number>(currentTrials + 1).fill(0);
    let subsets = 0;
    for (let mask = 0; mask < 1 << n; mask++) {
      let size = 0;
      let count = 0;
      for (let i = 0; i < n; i++) if ((mask >> i) & 1) { size++; if (i < successes) count++; }
      if (size === currentTrials) { law[count]!++; subsets++; }
    }
    return law.map((ways) => ways / subsets);
  });
  const observed = strata.reduce((sum, s) => sum + s.currentSuccesses, 0);
  let p = 0;
  const walk = (t: number, sum: number, chance: number): void => {
    if (t === laws.length) { if (sum <= observed) p += chance; return; }
    laws[t]!.forEach((c, x) => c > 0 && walk(t + 1, sum + x, chance * c));
  };
  walk(0, 0, 1);
  return p;
}

describe("stratifiedCountsLess", () => {
  test("exact p equals brute-force enumeration on random small instances (both tails)", () => {
    const random = createSeededRandom(26);
    const pick = (max: number) => Math.floor(random() * (max + 1));
    for (let instance = 0; instance < 200; instance++) {
      const strata = Array.from({ length: 1 + pick(3) }, () => {
        const n1 = pick(4);
        const n0 = pick(4);
        return table(pick(n1), n1, pick(n0), n0);
      });
      expect(stratifiedCountsLess(strata, Infinity)).toBeCloseTo(bruteForce(strata), 12);
    }
  });

  test("one trial per side is the sign test over the tasks that flipped (McNemar's exact test)", () => {
    const unchanged = [table(1, 1, 1, 1), table(0, 1, 0, 1), table(1, 1, 1, 1)];
    const drops = Array.from({ length: 5 }, () => table(0, 1, 1, 1));
    expect(stratifiedCountsLess([...unchanged, ...drops])).toBeCloseTo(1 / 32, 14);
    // 6 down and 2 up: P(Bin(8, 1/2) >= 6) = (28 + 8 + 1) / 256.
    const rises = [table(1, 1, 0, 1), table(1, 1, 0, 1)];
    expect(stratifiedCountsLess([...drops, table(0, 1, 1, 1), ...rises])).toBeCloseTo(37 / 256, 14);
  });

  test("one table is Fisher's exact test; fixed tables add nothing", () => {
    // 0 of 4 against 4 of 4: 1 / C(8, 4).
    expect(stratifiedCountsLess([table(0, 4, 4, 4)])).toBeCloseTo(1 / 70, 14);
    expect(stratifiedCountsLess([table(0, 4, 4, 4), table(3, 3, 5, 5), table(0, 2, 0, 6), table(0, 0, 2, 2)])).toBeCloseTo(1 / 70, 14);
    expect(stratifiedCountsLess([table(0, 4, 4, 4), table(0, 4, 4, 4)])).toBeCloseTo(1 / 4900, 16);
  });

  test("nothing movable, or a rise, gives no evidence of a drop", () => {
    expect(stratifiedCountsLess([])).toBe(1);
    expect(stratifiedCountsLess([table(4, 4, 4, 4), table(0, 4, 0, 4)])).toBe(1);
    expect(stratifiedCountsLess([table(4, 4, 0, 4)])).toBe(1);
    expect(stratifiedCountsLess([table(3, 4, 1, 4), table(2, 2, 1, 2)])).toBeGreaterThan(0.9);
  });

  test("a tiny p keeps its digits", () => {
    // Ten tasks from 10 of 10 to 0 of 10: (1 / C(20, 10))^10 ≈ 2.2e-53.
    const p = stratifiedCountsLess(Array.from({ length: 10 }, () => table(0, 10, 10, 10)));
    expect(p / 184_756 ** -10).toBeCloseTo(1, 10);
  });

  test("the normal approximation is close to the exact p on a large comparison (p about 0.01)", () => {
    // 150 tasks x 10 trials a side, baseline 6 of 10 each; the current run has 65 successes fewer.
    const strata = Array.from({ length: 150 }, (_, i) => table(i < 65 ? 5 : 6, 10, 6, 10));
    const exact = stratifiedCountsLess(strata, Infinity);
    const normal = stratifiedCountsLess(strata, 0);
    expect(exact).toBeGreaterThan(0.005);
    expect(exact).toBeLessThan(0.02);
    expect(Math.abs(normal - exact) / exact).toBeLessThan(0.1);
    // Tasks of differing chances, 8 trials a side, the current run a little worse.
    const random = createSeededRandom(5);
    const mixed = Array.from({ length: 300 }, () => {
      const chance = 0.2 + 0.6 * random();
      let now = 0;
      let then = 0;
      for (let trial = 0; trial < 8; trial++) {
        if (random() < chance * 0.9) now++;
        if (random() < chance) then++;
      }
      return table(now, 8, then, 8);
    });
    const mixedExact = stratifiedCountsLess(mixed, Infinity);
    expect(mixedExact).toBeLessThan(0.02);
    expect(Math.abs(stratifiedCountsLess(mixed, 0) - mixedExact) / mixedExact).toBeLessThan(0.1);
  });
});
