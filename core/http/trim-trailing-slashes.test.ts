import { expect, test } from "bun:test";
import { trimTrailingSlashes } from "./trim-trailing-slashes.ts";

test("trims only trailing slashes, in linear time on hostile paths", () => {
  expect(trimTrailingSlashes("/a/b///")).toBe("/a/b");
  expect(trimTrailingSlashes("/mcp")).toBe("/mcp");
  expect(trimTrailingSlashes("///")).toBe("");
  const hostile = `/${"/".repeat(200_000)}x`;
  const started = performance.now();
  expect(trimTrailingSlashes(hostile)).toBe(hostile);
  expect(performance.now() - started).toBeLessThan(250);
});
