import { describe, expect, test } from "bun:test";
import { adfToWiki } from "./adf-to-wiki.ts";
import type { AdfMark, AdfNode } from "./types.ts";

const doc = (...content: AdfNode[]) => ({ type: "doc" as const, version: 1 as const, content });
const p = (...content: AdfNode[]): AdfNode => ({ type: "paragraph", content });
const t = (text: string, ...marks: AdfMark[]): AdfNode => (marks.length ? { type: "text", text, marks } : { type: "text", text });
const item = (...content: AdfNode[]): AdfNode => ({ type: "listItem", content });

describe("adfToWiki", () => {
  test("blocks apart by a blank line, hardBreak as a line break", () => {
    expect(adfToWiki(doc(p(t("a"), { type: "hardBreak" }, t("b")), p(t("c"))))).toBe("a\nb\n\nc");
  });
  test("marks, whitespace kept outside the symbols", () => {
    const wiki = adfToWiki(doc(p(t("bold ", { type: "strong" }), t("x", { type: "em" }, { type: "strong" }), t(" c", { type: "code" }))));
    expect(wiki).toBe("*bold* *_x_*{{ c}}");
  });
  test("strike, underline, sub, sup, colour, link", () => {
    const wiki = adfToWiki(doc(p(
      t("s", { type: "strike" }), t("u", { type: "underline" }), t("2", { type: "subsup", attrs: { type: "sub" } }),
      t("3", { type: "subsup", attrs: { type: "sup" } }), t("red", { type: "textColor", attrs: { color: "#ff0000" } }),
      t("site", { type: "link", attrs: { href: "https://x.io" } }),
    )));
    expect(wiki).toBe("-s-+u+~2~^3^{color:#ff0000}red{color}[site|https://x.io]");
  });
  test("headings, rule, quote, code", () => {
    const wiki = adfToWiki(doc(
      { type: "heading", attrs: { level: 2 }, content: [t("Plan")] },
      { type: "rule" },
      { type: "blockquote", content: [p(t("q1")), p(t("q2"))] },
      { type: "codeBlock", attrs: { language: "python" }, content: [t("x = 1")] },
      { type: "codeBlock", attrs: { language: "typescript" }, content: [t("let y")] },
      { type: "codeBlock", content: [t("raw")] },
    ));
    expect(wiki).toBe("h2. Plan\n\n----\n\n{quote}q1\n\nq2{quote}\n\n{code:python}x = 1{code}\n\n{noformat}let y{noformat}\n\n{noformat}raw{noformat}");
  });
  test("nested lists repeat their parents' symbols", () => {
    const list: AdfNode = {
      type: "bulletList",
      content: [item(p(t("a")), { type: "orderedList", attrs: { order: 1 }, content: [item(p(t("b")))] }), item(p(t("c")))],
    };
    expect(adfToWiki(doc(list))).toBe("* a\n*# b\n* c");
  });
  test("mentions, emoji, smart links", () => {
    const wiki = adfToWiki(doc(p(
      { type: "mention", attrs: { id: "u-1", text: "@Ana" } }, t(" "),
      { type: "emoji", attrs: { shortName: ":grinning:", id: "1f600" } }, { type: "emoji", attrs: { shortName: ":custom:" } }, t(" "),
      { type: "inlineCard", attrs: { url: "https://x.io/1" } },
    )));
    expect(wiki).toBe("[~accountid:u-1] 😀:custom: [https://x.io/1|https://x.io/1|smart-link]");
  });
  test("tables", () => {
    const cell = (type: string, text: string): AdfNode => ({ type, attrs: {}, content: [p(t(text))] });
    const table: AdfNode = { type: "table", content: [
      { type: "tableRow", content: [cell("tableHeader", "H1"), cell("tableHeader", "H2")] },
      { type: "tableRow", content: [cell("tableCell", "a"), { type: "tableCell", content: [p()] }] },
    ] };
    expect(adfToWiki(doc(table))).toBe("||H1||H2||\n|a| |");
  });
  test("text that would open a mention, macro or image is escaped; other symbols are not (as in Jira)", () => {
    expect(adfToWiki(doc(p(t("[~x] {code} !a.png! [^f.txt] *b*"))))).toBe("\\[~x] \\{code} \\!a.png\\! \\[^f.txt\\] *b*");
  });
  test("a node wiki cannot say travels as {adf}", () => {
    const status: AdfNode = { type: "status", attrs: { text: "DONE", color: "green" } };
    expect(adfToWiki(doc(p(status)))).toBe(`{adf:display=inline}${JSON.stringify(status)}{adf}`);
    const task: AdfNode = { type: "taskList", attrs: { localId: "l" }, content: [] };
    expect(adfToWiki(doc(task))).toBe(`{adf:display=block}\n${JSON.stringify(task)}\n{adf}`);
  });
});
