import { expect, test } from "bun:test";
import { createRandomStream, seedFromText } from "./random-streams.ts";

test("seedFromText is 32-bit FNV-1a", () => {
  // FNV-1a test vectors (Fowler, Noll, Vo; draft-eastlake-fnv): "" → 0x811c9dc5, "a" → 0xe40c292c, "foobar" → 0xbf9cf968.
  expect(seedFromText("")).toBe(0x811c9dc5);
  expect(seedFromText("a")).toBe(0xe40c292c);
  expect(seedFromText("foobar")).toBe(0xbf9cf968);
});

test("streams of one seed are repeatable and independent of each other", () => {
  const draws = (seed: string, stream: string) => Array.from({ length: 5 }, createRandomStream(seed, stream));
  expect(draws("run_1", "resolution")).toEqual(draws("run_1", "resolution"));
  expect(draws("run_1", "resolution")).not.toEqual(draws("run_1", "assertions"));
  expect(draws("run_1", "resolution")).not.toEqual(draws("run_2", "resolution"));
});
