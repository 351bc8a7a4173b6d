import { expect, test } from "bun:test";
import { adfToPlainText } from "./adf-to-plain-text.ts";
import { wikiToAdf } from "./wiki-to-adf.ts";

test("blocks, list items and line breaks each on a line; marks dropped", () => {
  const doc = wikiToAdf("h2. Steps\n\nOpen *cart*\nthen pay.\n\n* add item\n** pick size\n# pay\n\n{code}x = 1{code}");
  expect(adfToPlainText(doc)).toBe("Steps\nOpen cart\nthen pay.\nadd item\npick size\npay\nx = 1");
});

test("mentions read as their text, or @ and the account id; emoji, cards and tables as words", () => {
  const doc = {
    type: "doc" as const,
    version: 1 as const,
    content: [
      { type: "paragraph", content: [
        { type: "mention", attrs: { id: "u1", text: "@Ana Lima" } }, { type: "text", text: " and " },
        { type: "mention", attrs: { id: "u2" } }, { type: "text", text: " " },
        { type: "emoji", attrs: { shortName: ":tada:", text: "🎉" } }, { type: "text", text: " " },
        { type: "inlineCard", attrs: { url: "https://x.io/a" } },
      ] },
      { type: "rule" },
      wikiToAdf("||Name||Qty||\n|Apple|3|").content[0]!,
    ],
  };
  expect(adfToPlainText(doc)).toBe("@Ana Lima and @u2 🎉 https://x.io/a\nName | Qty\nApple | 3");
});

test("nothing gives an empty string", () => {
  expect(adfToPlainText(null)).toBe("");
  expect(adfToPlainText({ type: "doc", version: 1, content: [] } as never)).toBe("");
});
