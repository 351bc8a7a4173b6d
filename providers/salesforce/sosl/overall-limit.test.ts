import { expect, test } from "bun:test";
import { distribute } from "./overall-limit.ts";

test("the overall limit is spread evenly; an object with few rows leaves its share to the others", () => {
  const accounts = Array.from({ length: 19 }, (_, i) => `a${i}`);
  const contacts = Array.from({ length: 35 }, (_, i) => `c${i}`);
  expect(distribute([accounts, contacts], 20).map((list) => list.length)).toEqual([10, 10]);
  expect(distribute([["a"], contacts], 5)).toEqual([["a"], ["c0", "c1", "c2", "c3"]]);
  expect(distribute([["a"], ["c"]], 2000)).toEqual([["a"], ["c"]]);
  expect(distribute([["a"], ["c"]], 0)).toEqual([[], []]);
});
