// checkAdf against Atlassian's own JSON schema (@atlaskit/adf-schema 57.7.22, a pinned
// devDependency): on a corpus of valid and broken documents both must say the same, and everything
// the converters produce must be valid ADF by the schema.
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import Ajv from "ajv";
import { explainAdf } from "./check-adf.ts";
import { textToAdf } from "./text-to-adf.ts";
import { wikiToAdf } from "./wiki-to-adf.ts";

const schemaPath = new URL("../../../node_modules/@atlaskit/adf-schema/dist/json-schema/v1/full.json", import.meta.url);
const schema = JSON.parse(readFileSync(schemaPath, "utf8")) as Record<string, unknown>;
// The schema declares draft-04; it uses nothing that differs from ajv's default draft.
delete schema.$schema;
const validate = new Ajv({ strict: false, allErrors: false }).compile(schema);

const doc = (...content: object[]) => ({ type: "doc", version: 1, content });
const p = (...content: object[]) => ({ type: "paragraph", content });
const t = (text: string, marks?: object[]) => (marks ? { type: "text", text, marks } : { type: "text", text });

const WIKI = [
  "plain\nlines\n\nparagraphs",
  "*b* _i_ -s- +u+ {{c}} ^sup^ ~sub~ ??cite?? {color:blue}c{color}",
  "[a|https://a.io] https://b.io [~accountid:x] [https://c.io|https://c.io|smart-link] [mailto:a@b.co]",
  "h1. a\nh3. *b*\n\n* a\n** b\n*# c\n# d\n- e",
  "{code:python}x{code}\n{code}{code}\n{noformat}y{noformat}\n{quote}q\n* in quote{quote}\nbq. b\n----",
  "{panel:bgColor=#ffebe6|title=Oops}\ntext\n{panel}",
  "||h||h2||\n|c|* list in cell|\n|{code}x{code}|[l|https://l.io]|",
  "* item\n{code}in item{code}\n* h1. heading in item",
  "{quote}h2. quoted heading{quote}",
];

const VALID: Record<string, unknown> = {
  ...Object.fromEntries(WIKI.map((wiki, i) => [`wiki ${i}`, wikiToAdf(wiki)])),
  text: textToAdf("a\nb\n\nc"),
  "empty doc": doc(),
  emoji: doc(p({ type: "emoji", attrs: { shortName: ":smile:", id: "1f604", text: "😄" } })),
  status: doc(p({ type: "status", attrs: { text: "DONE", color: "green" } })),
  date: doc(p({ type: "date", attrs: { timestamp: "1700000000000" } })),
  media: doc({ type: "mediaSingle", attrs: { layout: "center" }, content: [{ type: "media", attrs: { type: "file", id: "abc", collection: "c" } }] }),
  tasks: doc({ type: "taskList", attrs: { localId: "a" }, content: [{ type: "taskItem", attrs: { localId: "b", state: "TODO" }, content: [t("x")] }] }),
  "code with link": doc(p(t("x", [{ type: "code" }, { type: "link", attrs: { href: "https://x.io" } }]))),
  "list item starting with a list": doc({ type: "bulletList", content: [{ type: "listItem", content: [{ type: "bulletList", content: [{ type: "listItem", content: [p(t("x"))] }] }] }] }),
};

const BROKEN: Record<string, unknown> = {
  "wrong root": { type: "paragraph", version: 1, content: [] },
  "no version": { type: "doc", content: [] },
  "empty text": doc(p(t(""))),
  "unknown node": doc({ type: "marquee" }),
  "text at root": doc(t("x")),
  "paragraph in paragraph": doc(p(p())),
  "heading level 7": doc({ type: "heading", attrs: { level: 7 }, content: [] }),
  "mention without id": doc(p({ type: "mention", attrs: {} })),
  "empty list": doc({ type: "bulletList", content: [] }),
  "list item with text": doc({ type: "bulletList", content: [{ type: "listItem", content: [t("x")] }] }),
  "unknown mark": doc(p(t("x", [{ type: "blink" }]))),
  "link without href": doc(p(t("x", [{ type: "link", attrs: {} }]))),
  "colour name": doc(p(t("x", [{ type: "textColor", attrs: { color: "red" } }]))),
  "code and strong": doc(p(t("x", [{ type: "code" }, { type: "strong" }]))),
  "marked code block": doc({ type: "codeBlock", content: [t("x", [{ type: "em" }])] }),
  "panel type": doc({ type: "panel", attrs: { panelType: "shout" }, content: [p()] }),
  "panel without content": doc({ type: "panel", attrs: { panelType: "info" }, content: [] }),
  "extra property": doc(p({ type: "text", text: "x", style: "b" })),
  "task list without localId": doc({ type: "taskList", attrs: {}, content: [{ type: "taskItem", attrs: { localId: "b", state: "TODO" } }] }),
  "subsup without type": doc(p(t("x", [{ type: "subsup" }]))),
  "rule with content": doc({ type: "rule", content: [] }),
  "table without rows": doc({ type: "table", content: [] }),
  "cell without content": doc({ type: "table", content: [{ type: "tableRow", content: [{ type: "tableCell", content: [] }] }] }),
  "emoji without shortName": doc(p({ type: "emoji", attrs: { id: "x" } })),
  "hardBreak text": doc(p({ type: "hardBreak", attrs: { text: "x" } })),
};

describe("agreement with Atlassian's ADF JSON schema", () => {
  for (const [name, value] of Object.entries(VALID)) {
    test(`valid: ${name}`, () => {
      expect(validate(value) ? "valid" : JSON.stringify(validate.errors?.slice(0, 3))).toBe("valid");
      expect(explainAdf(value)).toBeUndefined();
    });
  }
  for (const [name, value] of Object.entries(BROKEN)) {
    test(`broken: ${name}`, () => {
      expect(validate(value)).toBe(false);
      expect(explainAdf(value)).toBeString();
    });
  }
});
