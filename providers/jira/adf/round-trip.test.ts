import { describe, expect, test } from "bun:test";
import { adfToWiki } from "./adf-to-wiki.ts";
import { explainAdf } from "./check-adf.ts";
import type { AdfDoc, AdfMark, AdfNode } from "./types.ts";
import { wikiToAdf } from "./wiki-to-adf.ts";

const doc = (...content: AdfNode[]): AdfDoc => ({ type: "doc", version: 1, content });
const p = (...content: AdfNode[]): AdfNode => ({ type: "paragraph", content });
const t = (text: string, ...marks: AdfMark[]): AdfNode => (marks.length ? { type: "text", text, marks } : { type: "text", text });
const item = (...content: AdfNode[]): AdfNode => ({ type: "listItem", content });
const strong = { type: "strong" };

// Documents built from the supported subset, in the shape Jira's parser produces (header text bold,
// orderedList order 1, table attrs): wikiToAdf(adfToWiki(doc)) gives the same document back.
const docs: Record<string, AdfDoc> = {
  paragraphs: doc(p(t("First line"), { type: "hardBreak" }, t("second")), p(t("Next paragraph."))),
  marks: doc(p(
    t("plain "), t("bold", strong), t(" "), t("italic", { type: "em" }), t(" "), t("both", { type: "em" }, strong), t(" "),
    t("gone", { type: "strike" }), t(" "), t("under", { type: "underline" }), t(" "), t("code()", { type: "code" }), t(" "),
    t("red", { type: "textColor", attrs: { color: "#ff0000" } }),
  )),
  links: doc(p(t("see "), t("the docs", { type: "link", attrs: { href: "https://example.com/docs" } }), t(" and "),
    { type: "mention", attrs: { id: "5b10ac8d82e05b22cc7d4ef5", text: "", accessLevel: "" } }, t(" "),
    { type: "inlineCard", attrs: { url: "https://example.com/x" } })),
  headings: doc(...[1, 2, 3, 4, 5, 6].map((level) => ({ type: "heading", attrs: { level }, content: [t(`Level ${level}`)] }))),
  lists: doc(
    { type: "bulletList", content: [
      item(p(t("one")), { type: "bulletList", content: [item(p(t("one.a"))), item(p(t("one.b")))] }),
      item(p(t("two")), { type: "orderedList", attrs: { order: 1 }, content: [item(p(t("two.1")))] }),
    ] },
    { type: "orderedList", attrs: { order: 1 }, content: [item(p(t("first"))), item(p(t("second")))] },
  ),
  blocks: doc(
    { type: "codeBlock", attrs: { language: "python" }, content: [t("def f():\n    return 1")] },
    { type: "codeBlock", attrs: {}, content: [t("no *markup* here")] },
    { type: "blockquote", content: [p(t("quoted"))] },
    { type: "rule" },
    p(t("after the rule")),
    { type: "panel", attrs: { panelType: "note" }, content: [p(t("noted"))] },
  ),
  table: doc({
    type: "table",
    attrs: { isNumberColumnEnabled: false, layout: "default" },
    content: [
      { type: "tableRow", content: [
        { type: "tableHeader", attrs: {}, content: [p(t("Name", strong))] },
        { type: "tableHeader", attrs: {}, content: [p(t("Qty", strong))] },
      ] },
      { type: "tableRow", content: [
        { type: "tableCell", attrs: {}, content: [p(t("Apple"))] },
        { type: "tableCell", attrs: {}, content: [p(t("3"))] },
      ] },
    ],
  }),
  "nodes wiki cannot say": doc(
    p(t("status "), { type: "status", attrs: { text: "DONE", color: "green" } }),
    { type: "taskList", attrs: { localId: "t1" }, content: [{ type: "taskItem", attrs: { localId: "i1", state: "TODO" }, content: [t("do it")] }] },
  ),
};

describe("round trip: wikiToAdf(adfToWiki(doc))", () => {
  for (const [name, original] of Object.entries(docs)) {
    test(name, () => {
      expect(explainAdf(original)).toBeUndefined();
      expect(wikiToAdf(adfToWiki(original))).toEqual(original);
    });
  }
});

describe("round trip: adfToWiki(wikiToAdf(wiki)) for canonical wiki", () => {
  const wikis = [
    "h1. Title\n\nSome *bold* and _italic_ text.\n\n* a\n** b\n\n# one\n# two",
    "||H||\n|c|\n\n{code:java}int x;{code}\n\n{quote}q{quote}\n\n----",
    "[docs|https://example.com] [~accountid:abc] {{mono}}",
  ];
  for (const wiki of wikis) test(JSON.stringify(wiki.slice(0, 30)), () => expect(adfToWiki(wikiToAdf(wiki))).toBe(wiki.replace("||H||", "||*H*||")));
});
