import { describe, expect, test } from "bun:test";
import { createSeededRandom } from "../../world/seeded-random.ts";
import { bootstrapInterval } from "./bootstrap-interval.ts";

const random = () => createSeededRandom(7);

describe("bootstrapInterval", () => {
  test("contains the mean", () => {
    const differences = [-0.5, -0.25, 0, 0, 0.25, -0.75, -0.25, 0.5, -0.5, 0];
    const mean = differences.reduce((a, b) => a + b) / differences.length;
    const [low, high] = bootstrapInterval(differences, random(), 0.95);
    expect(low).toBeLessThan(mean);
    expect(high).toBeGreaterThan(mean);
    expect(low).toBeGreaterThanOrEqual(-0.75);
    expect(high).toBeLessThanOrEqual(0.5);
  });

  test("narrows as the level falls", () => {
    const differences = Array.from({ length: 50 }, (_, i) => (i % 5) / 4 - 0.5);
    const [low95, high95] = bootstrapInterval(differences, random(), 0.95);
    const [low50, high50] = bootstrapInterval(differences, random(), 0.5);
    expect(high50 - low50).toBeLessThan(high95 - low95);
  });

  test("collapses to a point for constant differences, and is [0, 0] for none", () => {
    expect(bootstrapInterval([-0.25, -0.25, -0.25], random(), 0.95)).toEqual([-0.25, -0.25]);
    expect(bootstrapInterval([], random(), 0.95)).toEqual([0, 0]);
  });

  test("drawing counts per distinct value and drawing each pick agree", () => {
    // 600 tasks over 5 values take the grouped path; nudging each value apart forces the direct one.
    const grouped = Array.from({ length: 600 }, (_, i) => [-0.5, -0.25, 0, 0.25, 0.5][i % 5]! - (i % 3 === 0 ? 0.25 : 0));
    const distinct = grouped.map((d, i) => d + i * 1e-9);
    const [low, high] = bootstrapInterval(grouped, random(), 0.95, 4000);
    const [lowDirect, highDirect] = bootstrapInterval(distinct, random(), 0.95, 4000);
    // The mean is about -0.083 with a standard error of about 0.0152: the 95% ends sit near ±0.03.
    expect(low).toBeCloseTo(lowDirect, 2);
    expect(high).toBeCloseTo(highDirect, 2);
    expect(high - low).toBeCloseTo(2 * 1.96 * 0.0152, 2);
  });

  test("refuses a level outside (0, 1) and non-finite differences", () => {
    expect(() => bootstrapInterval([1], random(), 1)).toThrow(RangeError);
    expect(() => bootstrapInterval([Number.NaN], random(), 0.9)).toThrow(RangeError);
  });
});
