import { expect, test } from "bun:test";
import { exceedsJsonDepth, JsonTooDeepError, MAX_JSON_DEPTH, parseJsonText } from "./json-depth.ts";

const nested = (depth: number, open = "[", close = "]") => open.repeat(depth) + close.repeat(depth);

test("JSON nested 1,000 deep parses; 1,001 deep is refused before parsing, arrays and objects alike", () => {
  expect(parseJsonText(nested(MAX_JSON_DEPTH))).toBeArray();
  expect(() => parseJsonText(nested(MAX_JSON_DEPTH + 1))).toThrow(JsonTooDeepError);
  const objects = '{"a":'.repeat(1001) + "1" + "}".repeat(1001);
  expect(exceedsJsonDepth(objects)).toBe(true);
  expect(exceedsJsonDepth('{"a":'.repeat(1000) + "1" + "}".repeat(1000))).toBe(false);
  // A SyntaxError, so every caller's "malformed JSON" answer covers it.
  expect(new JsonTooDeepError()).toBeInstanceOf(SyntaxError);
});

test("brackets inside strings, escaped quotes included, do not count", () => {
  const text = JSON.stringify({ text: "[".repeat(5000), quoted: 'say \\"[[[[\\" and "'.repeat(300), tail: ["ok"] });
  expect(exceedsJsonDepth(text)).toBe(false);
  expect(parseJsonText(text)).toMatchObject({ tail: ["ok"] });
  // A string ending in an escaped backslash closes there.
  const slash = `["${"\\\\".repeat(3000)}", ${nested(3)}]`;
  expect(JSON.parse(slash)[0]).toHaveLength(3000);
  expect(exceedsJsonDepth(slash, 3)).toBe(true);
});

test("100,000 deep is refused in a few milliseconds; an 8 MiB flat body (MAX_CONTROL_BODY_BYTES) scans within the work budget", () => {
  // The fastest of three runs: other processes on a shared machine can stretch any single one.
  const fastest = (run: () => void) => Math.min(...[0, 1, 2].map(() => {
    const started = performance.now();
    run();
    return performance.now() - started;
  }));
  const deep = nested(100_000);
  expect(fastest(() => expect(exceedsJsonDepth(deep)).toBe(true))).toBeLessThan(20);
  const flat = JSON.stringify(Array.from({ length: 60_000 }, (_, i) => ({ Name: `Account ${i}`, Description: "x".repeat(100) })));
  expect(flat.length).toBeGreaterThan(8_000_000);
  expect(fastest(() => expect(exceedsJsonDepth(flat)).toBe(false))).toBeLessThan(50);
});
