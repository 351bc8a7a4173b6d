import { expect, test } from "bun:test";
import { normalCdf } from "./normal-cdf.ts";

test("normalCdf matches published values in the body and both tails", () => {
  // Abramowitz & Stegun, table 26.1, and the usual critical values (relative error under 1e-9 here;
  // the function is within about 1e-13 of mpmath's Φ from -37 to 8).
  const published: Array<[number, number]> = [
    [0, 0.5],
    [-1, 0.158655253931457],
    [-1.96, 0.0249978951482204],
    [-2.326, 0.0100092753408957],
    [-3, 0.00134989803163009],
    [-5, 2.86651571879194e-7],
    [-8, 6.22096057427178e-16],
    [1.96, 0.975002104851780],
  ];
  for (const [x, phi] of published) expect(Math.abs(normalCdf(x) - phi) / phi).toBeLessThan(1e-9);
});

test("normalCdf is symmetric and monotone across the series / continued-fraction seam", () => {
  for (const x of [0.3, 1.2, 2.49, 2.5, 2.51, 4]) expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 14);
  expect(normalCdf(-2.5000001)).toBeLessThan(normalCdf(-2.5));
  expect(normalCdf(-2.5)).toBeLessThan(normalCdf(-2.4999999));
  expect(normalCdf(-40)).toBe(0);
  expect(() => normalCdf(Number.NaN)).toThrow(RangeError);
});
