import { describe, expect, test } from "bun:test";
import { wikiToAdf } from "./wiki-to-adf.ts";
import type { AdfMark } from "./types.ts";

const doc = (...content: object[]) => ({ type: "doc", version: 1, content });
const p = (...content: object[]) => ({ type: "paragraph", content });
const t = (text: string, ...marks: AdfMark[]) => (marks.length ? { type: "text", text, marks } : { type: "text", text });
const br = { type: "hardBreak" };
const strong = { type: "strong" };
const em = { type: "em" };
const link = (href: string) => ({ type: "link", attrs: { href } });
const item = (...content: object[]) => ({ type: "listItem", content });
const bullets = (...items: object[]) => ({ type: "bulletList", content: items });
const numbers = (...items: object[]) => ({ type: "orderedList", attrs: { order: 1 }, content: items });
const body = (wiki: string) => wikiToAdf(wiki).content;

describe("wikiToAdf: paragraphs", () => {
  test("a line break is a hardBreak, a blank line a new paragraph", () => {
    expect<unknown>(wikiToAdf("a\nb\n\nc")).toEqual(doc(p(t("a"), br, t("b")), p(t("c"))));
  });
  test("empty input is an empty document, NULs are dropped", () => {
    expect<unknown>(wikiToAdf("")).toEqual(doc());
    expect<unknown>(body("a\0b")).toEqual([p(t("ab"))]);
  });
  test("\\\\ forces a line break; a backslash escapes markup characters only", () => {
    expect<unknown>(body("a\\\\b")).toEqual([p(t("a"), br, t("b"))]);
    expect<unknown>(body("\\*a\\* \\d")).toEqual([p(t("*a* \\d"))]);
  });
  test("-- and --- between spaces are en and em dashes; elsewhere they stay", () => {
    expect<unknown>(body("a -- b --- c x--y")).toEqual([p(t("a \u2013 b \u2014 c x--y"))]);
  });
});

describe("wikiToAdf: text effects", () => {
  test("each effect becomes its mark", () => {
    expect<unknown>(body("*b* _i_ -s- +u+ {{c}} ^sup^ ~sub~")).toEqual([
      p(
        t("b", strong), t(" "), t("i", em), t(" "), t("s", { type: "strike" }), t(" "), t("u", { type: "underline" }), t(" "),
        t("c", { type: "code" }), t(" "), t("sup", { type: "subsup", attrs: { type: "sup" } }), t(" "),
        t("sub", { type: "subsup", attrs: { type: "sub" } }),
      ),
    ]);
  });
  test("nested effects carry both marks in schema order", () => {
    expect<unknown>(body("*bold _and italic_*")).toEqual([p(t("bold ", strong), t("and italic", em, strong))]);
  });
  test("a symbol glued to a word, or followed by a space, is text", () => {
    expect<unknown>(body("2*3*4 and * not * and snake_case_name")).toEqual([p(t("2*3*4 and * not * and snake_case_name"))]);
  });
  test("wrapped symbols work inside words", () => {
    expect<unknown>(body("un{*}believ{*}able")).toEqual([p(t("un"), t("believ", strong), t("able"))]);
  });
  test("monospace content is literal", () => {
    expect<unknown>(body("{{*not bold*}}")).toEqual([p(t("*not bold*", { type: "code" }))]);
  });
  test("{color} gives a textColor mark", () => {
    expect<unknown>(body("{color:red}alert{color} {color:#00FF00}ok{color}")).toEqual([
      p(t("alert", { type: "textColor", attrs: { color: "#ff0000" } }), t(" "), t("ok", { type: "textColor", attrs: { color: "#00ff00" } })),
    ]);
  });
});

describe("wikiToAdf: links and mentions", () => {
  test("[text|url], [url] and bare URLs", () => {
    expect<unknown>(body("[Docs|https://example.com/docs] [https://a.io] see http://b.io/x.")).toEqual([
      p(t("Docs", link("https://example.com/docs")), t(" "), t("https://a.io", link("https://a.io")), t(" see "), t("http://b.io/x", link("http://b.io/x")), t(".")),
    ]);
  });
  test("a bare URL's href is normalised as Jira stores it", () => {
    expect<unknown>(body("https://example.com")).toEqual([p(t("https://example.com", link("https://example.com/")))]);
  });
  test("mailto links show the address", () => {
    expect<unknown>(body("[mailto:a@b.co]")).toEqual([p(t("a@b.co", link("mailto:a@b.co")))]);
  });
  test("an unsafe or relative-word target stays text", () => {
    expect<unknown>(body("[click|javascript:alert(1)] [foo]")).toEqual([p(t("[click|javascript:alert(1)] [foo]"))]);
  });
  test("[~accountid:...] is a mention with the bare account id", () => {
    expect<unknown>(body("hi [~accountid:5b10ac8d82e05b22cc7d4ef5]")).toEqual([
      p(t("hi "), { type: "mention", attrs: { id: "5b10ac8d82e05b22cc7d4ef5", text: "", accessLevel: "" } }),
    ]);
    const named = wikiToAdf("[~accountid:u1]", { displayName: (id) => (id === "u1" ? "Ana Lima" : undefined) });
    expect<unknown>(named.content).toEqual([p({ type: "mention", attrs: { id: "u1", text: "@Ana Lima", accessLevel: "" } })]);
  });
  test("[url|url|smart-link] is an inlineCard", () => {
    expect<unknown>(body("[https://x.io/a|https://x.io/a|smart-link]")).toEqual([p({ type: "inlineCard", attrs: { url: "https://x.io/a" } })]);
  });
});

describe("wikiToAdf: blocks", () => {
  test("headings h1. to h6.", () => {
    expect<unknown>(body("h1. Title\nh6.  small")).toEqual([
      { type: "heading", attrs: { level: 1 }, content: [t("Title")] },
      { type: "heading", attrs: { level: 6 }, content: [t("small")] },
    ]);
  });
  test("lists nest by repeated symbols; the type comes from the last symbol", () => {
    expect<unknown>(body("* a\n** b\n*# c\n* d")).toEqual([
      bullets(item(p(t("a")), bullets(item(p(t("b")))), numbers(item(p(t("c"))))), item(p(t("d")))),
    ]);
  });
  test("a new top-level symbol starts a new list; a line without one continues the item", () => {
    expect<unknown>(body("# one\ncontinued\n- two")).toEqual([numbers(item(p(t("one"), br, t("continued")))), bullets(item(p(t("two"))))]);
  });
  test("a blank line ends a list", () => {
    expect<unknown>(body("* a\n\nafter")).toEqual([bullets(item(p(t("a")))), p(t("after"))]);
  });
  test("{code} keeps its text, trimmed; without a language it is java", () => {
    expect<unknown>(body("{code:python}\n  x = 1\n{code}\n{code}int a;{code}")).toEqual([
      { type: "codeBlock", attrs: { language: "python" }, content: [t("x = 1")] },
      { type: "codeBlock", attrs: { language: "java" }, content: [t("int a;")] },
    ]);
  });
  test("{noformat} is a code block without language; a title becomes a bold paragraph", () => {
    expect<unknown>(body("{noformat:title=Log}\n*raw*\n{noformat}")).toEqual([
      p(t("Log", strong)),
      { type: "codeBlock", attrs: {}, content: [t("*raw*")] },
    ]);
  });
  test("a block macro in mid line splits the paragraph", () => {
    expect<unknown>(body("before {code}x{code} after")).toEqual([
      p(t("before ")),
      { type: "codeBlock", attrs: { language: "java" }, content: [t("x")] },
      p(t(" after")),
    ]);
  });
  test("{quote} and bq. are blockquotes", () => {
    expect<unknown>(body("{quote}\nsaid\n\nthis\n{quote}\nbq. short")).toEqual([
      { type: "blockquote", content: [p(t("said")), p(t("this"))] },
      { type: "blockquote", content: [p(t("short"))] },
    ]);
  });
  test("---- is a rule", () => {
    expect<unknown>(body("a\n\n----\n\nb")).toEqual([p(t("a")), { type: "rule" }, p(t("b"))]);
  });
  test("{panel} maps its colour to the nearest panel type", () => {
    expect<unknown>(body("{panel:bgColor=#fffae6}\ncareful\n{panel}")).toEqual([{ type: "panel", attrs: { panelType: "warning" }, content: [p(t("careful"))] }]);
  });
  test("tables: || header cells with bold text, | cells", () => {
    const cell = (type: string, ...content: object[]) => ({ type, attrs: {}, content });
    expect<unknown>(body("||Name||Qty||\n|Apple|[x|https://x.io]|\n\nafter")).toEqual([
      {
        type: "table",
        attrs: { isNumberColumnEnabled: false, layout: "default" },
        content: [
          { type: "tableRow", content: [cell("tableHeader", p(t("Name", strong))), cell("tableHeader", p(t("Qty", strong)))] },
          { type: "tableRow", content: [cell("tableCell", p(t("Apple"))), cell("tableCell", p(t("x", link("https://x.io"))))] },
        ],
      },
      p(t("after")),
    ]);
  });
  test("{adf} carries a node as JSON; a bad one becomes a code block", () => {
    const emoji = { type: "emoji", attrs: { shortName: ":smile:", id: "1f604", text: "😄" } };
    expect<unknown>(body(`hi {adf:display=inline}${JSON.stringify(emoji)}{adf}`)).toEqual([p(t("hi "), emoji)]);
    expect<unknown>(body("{adf:display=block}{nope{adf}")).toEqual([{ type: "codeBlock", attrs: {}, content: [t("Invalid ADF Macro: {nope")] }]);
  });
  test("unsupported markup (images, emoticons) stays text", () => {
    expect<unknown>(body("!shot.png! :)")).toEqual([p(t("!shot.png! :)"))]);
  });
});

describe("wikiToAdf: linear time on hostile input", () => {
  const cases: Record<string, string> = {
    "unclosed strong": "*a ".repeat(40_000),
    "glued closings": "*a*a".repeat(40_000),
    "unclosed links": "[a ".repeat(40_000),
    "unclosed colour": "{color:red}x ".repeat(20_000),
    "unclosed monospace": "{{".repeat(60_000),
    "backslashes": "\\\\x".repeat(40_000),
    "list of lines": "* a\n".repeat(20_000),
    "table rows": "|a|b|\n".repeat(20_000),
    "url run": `http://a.b/${"a".repeat(120_000)}`,
  };
  for (const [name, input] of Object.entries(cases)) {
    test(name, () => {
      const started = performance.now();
      wikiToAdf(input);
      expect(performance.now() - started).toBeLessThan(2_000);
    });
  }
});
