import { expect, test } from "bun:test";
import { formatDuration, parseDuration } from "./time-duration.ts";

test("durations as people type them: weeks of 5 days, days of 8 hours, bare numbers in minutes", () => {
  expect(parseDuration("3h 20m")).toBe(12000);
  expect(parseDuration("1d")).toBe(28800);
  expect(parseDuration("1w 2d")).toBe(5 * 28800 + 2 * 28800);
  expect(parseDuration(" 1.5h ")).toBe(5400);
  expect(parseDuration("2H30M")).toBe(9000);
  expect(parseDuration("90")).toBe(5400);
});

test("anything else, or nothing, is no duration", () => {
  for (const text of ["", "h", "3 hours", "1y", "-1h", "0m", "2h x"]) expect(parseDuration(text)).toBeUndefined();
});

test("answers name the largest units first and leave out zero parts", () => {
  expect(formatDuration(12000)).toBe("3h 20m");
  expect(formatDuration(28800)).toBe("1d");
  expect(formatDuration(7 * 28800 + 3600)).toBe("1w 2d 1h");
  expect(formatDuration(30)).toBe("0m");
});
