import { expect, test } from "bun:test";
import { depthPast, MAX_JSON_DEPTH } from "./json-depth.ts";

const nested = (levels: number): unknown => JSON.parse(`${"[".repeat(levels)}${"]".repeat(levels)}`);

test("the first depth past the limit, found without recursion however deep the value", () => {
  expect(depthPast(nested(MAX_JSON_DEPTH))).toBeUndefined();
  expect(depthPast(nested(MAX_JSON_DEPTH + 1))).toBe(MAX_JSON_DEPTH + 1);
  expect(depthPast({ a: [{ b: nested(5_000) }] })).toBe(MAX_JSON_DEPTH + 1);
});

test("raw bytes (a Bulk CSV upload, a file) are not walked: a 4 MiB upload is checked at once", () => {
  const upload = { filename: "", type: "text/csv", bytes: new Uint8Array(4 * 1024 * 1024) };
  const started = performance.now();
  expect(depthPast(upload)).toBeUndefined();
  expect(depthPast(upload.bytes.buffer)).toBeUndefined();
  // Walking each byte's index took about 5 s per MiB.
  expect(performance.now() - started).toBeLessThan(100);
});
