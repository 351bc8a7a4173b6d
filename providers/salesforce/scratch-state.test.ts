import { expect, test } from "bun:test";
import { apiUsage, countApiCall } from "./api-usage.ts";
import { openCursor, readCursor } from "./query-cursors.ts";

/** A stand-in for one world's ctx.scratch. */
function worldScratch() {
  const values = new Map<string, unknown>();
  return {
    scratch<T>(key: string, init: () => T): T {
      if (!values.has(key)) values.set(key, init());
      return values.get(key) as T;
    },
    values,
  };
}

test("API usage and query cursors live in the world's scratch state, not in module-level maps", () => {
  const a = worldScratch();
  const b = worldScratch();
  countApiCall(a);
  countApiCall(a);
  expect(apiUsage(a)).toBe(2);
  expect(apiUsage(b)).toBe(0);
  const id = openCursor(a, [1, 2, 3], 2, 0, () => 0.5);
  expect(readCursor(a, `${id}-2`, 1)).toEqual({ rows: [1, 2, 3], offset: 2, batchSize: 2, id });
  expect(readCursor(b, `${id}-2`, 1)).toBeUndefined();
  // Freeing the world's scratch frees both.
  a.values.clear();
  expect(apiUsage(a)).toBe(0);
  expect(readCursor(a, `${id}-2`, 1)).toBeUndefined();
});
