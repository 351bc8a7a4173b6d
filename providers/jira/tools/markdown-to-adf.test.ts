import { describe, expect, test } from "bun:test";
import { markdownToAdf, markdownToWiki } from "./markdown-to-adf.ts";

describe("markdownToWiki", () => {
  test("the Markdown a model writes in a ticket", () => {
    const markdown = [
      "## Steps ##", "Some **bold**, *italic*, _also_, ~~old~~, `x = 1` and [docs](https://x.example/a).",
      "- one", "  - nested", "1. first", "2) second", "> quoted", "---", "```ts", "const *a* = [1](2);", "```", "[not a link](javascript:alert)",
    ].join("\n");
    expect(markdownToWiki(markdown).split("\n")).toEqual([
      "h2. Steps", "Some *bold*, _italic_, _also_, -old-, {{x = 1}} and [docs|https://x.example/a].",
      "* one", "** nested", "# first", "# second", "bq. quoted", "----", "{code:ts}", "const *a* = [1](2);", "{code}", "[not a link](javascript:alert)",
    ]);
  });

  test("an unclosed fence runs to the end; unclosed marks stay as written", () => {
    expect(markdownToWiki("```\ncode")).toBe("{code}\ncode\n{code}");
    expect(markdownToWiki("a ** b * c ` d [e](f")).toBe("a ** b * c ` d [e](f");
  });

  test("as ADF: what Jira's wiki parser makes of it", () => {
    expect(markdownToAdf("Hello **world**").content).toEqual([{ type: "paragraph", content: [{ type: "text", text: "Hello " }, { type: "text", text: "world", marks: [{ type: "strong" }] }] }]);
    expect(markdownToAdf("- a\n- b").content[0]).toMatchObject({ type: "bulletList", content: [{ type: "listItem" }, { type: "listItem" }] });
  });

  // A backtracking converter takes minutes on these: the test's timeout is the bound (no timing assert,
  // which flakes on a busy CI machine); each converts without throwing.
  test("hostile input stays linear", () => {
    for (const text of ["[".repeat(30_000) + "](x", "`" + "*a".repeat(15_000), "# " + " ".repeat(30_000) + "x", "**".repeat(16_000), "```" + " ".repeat(30_000) + "!"])
      expect(markdownToWiki(text)).toEqual(expect.any(String));
  });
});
