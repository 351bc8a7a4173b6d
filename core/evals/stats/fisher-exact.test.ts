import { describe, expect, test } from "bun:test";
import { binomialCdf, fisherExactLess } from "./fisher-exact.ts";

describe("fisherExactLess", () => {
  test("the lady tasting tea: 3 of 4 cups right, one-sided p = 17/70", () => {
    // Fisher (1935), The Design of Experiments, ch. 2: of the 70 ways to pick 4 cups of 8, 16 have 3
    // right and 1 has 4, so p = 17/70 ≈ 0.2429. As a drop: the current side called 1 of its 4 cups
    // "milk first", the baseline side 3 of 4; P(X <= 1) = P(X >= 3) by the table's symmetry.
    expect(fisherExactLess(1, 4, 3, 4)).toBeCloseTo(17 / 70, 12);
    expect(fisherExactLess(1, 4, 3, 4)).toBeCloseTo(0.2429, 4);
  });

  test("Wikipedia's dieting example [[1, 9], [11, 3]]", () => {
    // en.wikipedia.org/wiki/Fisher's_exact_test, "Example": 1 of 10 men and 11 of 14 women dieting
    // (the same table transposed: 1 of 12 men, 9 of 12 women). The observed table's probability is
    // C(10,1) C(14,11) / C(24,12) ≈ 0.001346; the one-sided p adds the more extreme table (0 men),
    // 0.001346 + 0.000034 ≈ 0.001380 (R's fisher.test(alternative = "less") gives 0.00138; the Rust
    // crate fishers_exact checks its less_pvalue against 0.001346 only within 1e-4).
    // Same margins (12 dieting in all) with 0 men dieting: the only more extreme table.
    const pointProbability = (10 * 364) / 2_704_156;
    expect(fisherExactLess(1, 10, 11, 14) - fisherExactLess(0, 10, 12, 14)).toBeCloseTo(pointProbability, 12);
    expect(pointProbability).toBeCloseTo(0.001346, 6);
    expect(fisherExactLess(1, 10, 11, 14)).toBeCloseTo(3731 / 2_704_156, 12);
    expect(fisherExactLess(1, 10, 11, 14)).toBeCloseTo(0.00138, 5);
    // Transposed, the margins swap roles but the test does not change.
    expect(fisherExactLess(1, 12, 9, 12)).toBeCloseTo(3731 / 2_704_156, 12);
  });

  test("all failures against all successes is the most extreme of C(16, 8) tables", () => {
    expect(fisherExactLess(0, 8, 8, 8)).toBeCloseTo(1 / 12_870, 15);
  });

  test("equal rates are never evidence of a drop", () => {
    for (const [s, n] of [[0, 5], [3, 5], [5, 5], [7, 20], [1, 1]] as const) expect(fisherExactLess(s, n, s, n)).toBeGreaterThanOrEqual(0.5);
    expect(fisherExactLess(3, 4, 1, 4)).toBeCloseTo(1 - 1 / 70, 12);
  });

  test("no trials on a side, or no successes anywhere, gives p = 1", () => {
    expect(fisherExactLess(0, 0, 3, 4)).toBe(1);
    expect(fisherExactLess(2, 4, 0, 0)).toBe(1);
    expect(fisherExactLess(0, 4, 0, 4)).toBe(1);
  });

  test("stays finite and in [0, 1] with thousands of trials", () => {
    const p = fisherExactLess(1000, 3000, 1300, 3000);
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1e-10);
    expect(fisherExactLess(2990, 3000, 10, 3000)).toBe(1);
    expect(fisherExactLess(1500, 3000, 1500, 3000)).toBeGreaterThan(0.5);
  });

  test("matches exact rational arithmetic on every table up to 12 trials a side", () => {
    const choose = (n: number, k: number): bigint => {
      let value = 1n;
      for (let i = 1; i <= k; i++) value = (value * BigInt(n - k + i)) / BigInt(i);
      return value;
    };
    let worst = 0;
    for (const [n1, n2] of [[1, 1], [3, 7], [12, 12], [12, 5]] as const) {
      for (let a = 0; a <= n1; a++) {
        for (let c = 0; c <= n2; c++) {
          let tail = 0n;
          for (let x = Math.max(0, a + c - n2); x <= a; x++) tail += choose(a + c, x) * choose(n1 + n2 - a - c, n1 - x);
          const exact = Number((tail * 10n ** 18n) / choose(n1 + n2, n1)) / 1e18;
          worst = Math.max(worst, Math.abs(fisherExactLess(a, n1, c, n2) - exact));
        }
      }
    }
    expect(worst).toBeLessThan(1e-14);
  });

  test("refuses counts that are not a table", () => {
    expect(() => fisherExactLess(5, 4, 1, 4)).toThrow(RangeError);
    expect(() => fisherExactLess(-1, 4, 1, 4)).toThrow(RangeError);
    expect(() => fisherExactLess(1.5, 4, 1, 4)).toThrow(RangeError);
  });
});

describe("binomialCdf", () => {
  test("P(X <= 1) for 8 fair coins is 9/256", () => {
    expect(binomialCdf(1, 8, 0.5)).toBeCloseTo(9 / 256, 15);
  });

  test("sums to 1 at k = n and matches the pmf's sum", () => {
    for (const [n, p] of [[8, 0.5], [20, 0.7], [1, 0.3], [500, 0.01]] as const) expect(binomialCdf(n, n, p)).toBe(1);
    // 0.7^3 + 3 (0.7^2)(0.3) for X <= 1 failures is P(X >= 2 successes); here X counts successes.
    expect(binomialCdf(1, 3, 0.7)).toBeCloseTo(0.3 ** 3 + 3 * 0.7 * 0.3 ** 2, 15);
    expect(binomialCdf(999, 1000, 0.5)).toBeCloseTo(1 - 0.5 ** 1000, 15);
  });

  test("edges", () => {
    expect(binomialCdf(-1, 5, 0.5)).toBe(0);
    expect(binomialCdf(0, 5, 0)).toBe(1);
    expect(binomialCdf(4, 5, 1)).toBe(0);
    expect(binomialCdf(0, 0, 0.5)).toBe(1);
  });
});
