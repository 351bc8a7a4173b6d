import { describe, expect, test } from "bun:test";
import { createSeededRandom } from "../../world/seeded-random.ts";
import { signFlipPValue } from "./sign-flip.ts";

const random = () => createSeededRandom(7);

describe("signFlipPValue", () => {
  // Hand counts: with m non-zero differences there are 2^m equally likely sign patterns under no change.
  test("three drops: only the observed pattern is as low, p = 1/8", () => {
    expect(signFlipPValue([-1, -1, -1], random())).toBe(1 / 8);
  });

  test("two drops and a gain: patterns with at most one + reach a mean of -1/3 or less, 4/8", () => {
    expect(signFlipPValue([-1, -1, 1], random())).toBe(0.5);
  });

  test("ties count as at least as extreme", () => {
    // Magnitudes 1, 2, 3 signed (-,-,+) sum to 0. The 8 patterns sum to -6, -4, -2, 0, 0, 2, 4, 6:
    // five are at most 0, among them the tie (+,+,-).
    expect(signFlipPValue([-1, -2, 3], random())).toBe(5 / 8);
    // 0.1 + 0.2 is not 0.3 in floating point; the tie tolerance still counts the tie.
    expect(signFlipPValue([-0.1, -0.2, 0.3], random())).toBe(5 / 8);
    // (+,-,-) sums to -4: only (-,-,-) at -6 and the observed pattern itself are that low, 2/8.
    expect(signFlipPValue([1, -2, -3], random())).toBe(2 / 8);
  });

  test("zero differences cannot flip and only dilute", () => {
    expect(signFlipPValue([0, 0, 0], random())).toBe(1);
    expect(signFlipPValue([], random())).toBe(1);
    expect(signFlipPValue([-1, 0, 0, -1, -1, 0], random())).toBe(1 / 8);
  });

  test("a rise is no evidence of a drop", () => {
    expect(signFlipPValue([1, 1, 1], random())).toBe(1);
  });

  test("sampled past 16: thirty drops are never matched, so p = 1/(R + 1)", () => {
    const drops = Array.from({ length: 30 }, () => -1);
    expect(signFlipPValue(drops, random())).toBe(1 / 10_001);
    expect(signFlipPValue(drops, random(), 999)).toBe(1 / 1000);
  });

  test("sampled p is close to the exact one (17 differences, binomial tail)", () => {
    // 11 drops and 6 gains of equal size: exact p = P(Bin(17, 1/2) >= 11)
    // = (12376 + 6188 + 2380 + 680 + 136 + 17 + 1) / 2^17 = 21,778/131,072 ≈ 0.1662.
    const differences = [...Array(11).fill(-0.25), ...Array(6).fill(0.25)];
    expect(signFlipPValue(differences, random(), 100_000)).toBeCloseTo(21_778 / 131_072, 2);
  });

  test("sampled p is close to a brute-force count with distinct magnitudes (18 differences)", () => {
    const differences = Array.from({ length: 18 }, (_, i) => (i % 3 === 0 ? 1 : -1) * (0.05 + i / 40));
    const observed = differences.reduce((a, b) => a + b);
    let atMost = 0;
    for (let pattern = 0; pattern < 2 ** 18; pattern++) {
      let sum = 0;
      for (let i = 0; i < 18; i++) sum += (pattern >> i) & 1 ? -Math.abs(differences[i]!) : Math.abs(differences[i]!);
      if (sum <= observed + 1e-9) atMost++;
    }
    expect(signFlipPValue(differences, random(), 100_000)).toBeCloseTo(atMost / 2 ** 18, 2);
  });

  test("the same random source gives the same p", () => {
    const differences = Array.from({ length: 40 }, (_, i) => ((i * 7) % 5) / 4 - 0.6);
    expect(signFlipPValue(differences, random())).toBe(signFlipPValue(differences, random()));
  });
});
