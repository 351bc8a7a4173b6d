import { expect, test } from "bun:test";
import { TOOL_RESULT_CHARS, toolResultText } from "./tool-result-text.ts";

const text = (...texts: string[]) => ({ content: texts.map((t) => ({ type: "text" as const, text: t })) });

test("a short result is its text parts joined by newlines; other parts are named", () => {
  expect(toolResultText(text("first", "second"))).toBe("first\nsecond");
  expect(toolResultText({ content: [{ type: "image", data: "AA==", mimeType: "image/png" }, { type: "text", text: "caption" }] })).toBe("[image]\ncaption");
  expect(toolResultText({ content: [] })).toBe("");
});

test("a long result keeps its first 4,000 characters and says how many more there were", () => {
  const long = "x".repeat(TOOL_RESULT_CHARS + 1234);
  expect(toolResultText(text(long))).toBe(`${"x".repeat(TOOL_RESULT_CHARS)}… (1234 more characters)`);
  expect(toolResultText(text("x".repeat(TOOL_RESULT_CHARS)))).toBe("x".repeat(TOOL_RESULT_CHARS));
  // Over several parts: the cut falls in the second, the count covers the rest of it and the third.
  expect(toolResultText(text("abc", "defgh", "ij"), 6)).toBe("abc\nde… (6 more characters)");
});

test("the cut never splits a surrogate pair", () => {
  expect(toolResultText(text(`ab${"😀".repeat(3)}`), 3)).toBe("ab… (6 more characters)");
});
