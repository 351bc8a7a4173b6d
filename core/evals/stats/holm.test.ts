import { expect, test } from "bun:test";
import { holmSignificant } from "./holm.ts";

test("Wikipedia's Holm–Bonferroni example: H1 and H4 rejected, H2 and H3 kept", () => {
  // en.wikipedia.org/wiki/Holm–Bonferroni_method, "Example": p = 0.01, 0.04, 0.03, 0.005 at alpha 0.05.
  // Sorted: 0.005 <= 0.05/4 and 0.01 <= 0.05/3 are rejected; 0.03 > 0.05/2 stops the walk.
  expect(holmSignificant([0.01, 0.04, 0.03, 0.005], 0.05)).toEqual([true, false, false, true]);
});

test("stops at the first p over its threshold even if a later one is under its own", () => {
  // 0.03 > 0.05/2 stops the walk, so 0.04 is kept although it is under 0.05/1.
  expect(holmSignificant([0.03, 0.04], 0.05)).toEqual([false, false]);
  expect(holmSignificant([0.02, 0.024], 0.05)).toEqual([true, true]);
});

test("ties and empty input", () => {
  expect(holmSignificant([0.01, 0.01, 0.01], 0.05)).toEqual([true, true, true]);
  expect(holmSignificant([], 0.05)).toEqual([]);
  expect(holmSignificant([1], 0.05)).toEqual([false]);
});
