import { describe, expect, test } from "bun:test";
import { textToAdf } from "./text-to-adf.ts";

const p = (...content: object[]) => ({ type: "paragraph", content });
const t = (text: string) => ({ type: "text", text });
const br = { type: "hardBreak" };
const doc = (...content: object[]) => ({ type: "doc", version: 1, content });

describe("textToAdf", () => {
  test("one line is one paragraph", () => {
    expect<unknown>(textToAdf("Checkout fails")).toEqual(doc(p(t("Checkout fails"))));
  });

  test("a line break is a hardBreak, a blank line a new paragraph (CRLF, CR and LF alike)", () => {
    expect<unknown>(textToAdf("a\nb\r\n\r\nc\rd")).toEqual(doc(p(t("a"), br, t("b")), p(t("c"), br, t("d"))));
  });

  test("several blank lines, or lines of spaces, make one paragraph break", () => {
    expect<unknown>(textToAdf("a\n\n \t\n\nb")).toEqual(doc(p(t("a")), p(t("b"))));
  });

  test("spaces opening a line are dropped, as Jira drops them; trailing ones stay", () => {
    expect<unknown>(textToAdf("  indented  \n\tnext")).toEqual(doc(p(t("indented  "), br, t("next"))));
  });

  test("markup is not interpreted", () => {
    expect<unknown>(textToAdf("*not bold* [~accountid:x] {code}")).toEqual(doc(p(t("*not bold* [~accountid:x] {code}"))));
  });

  test("empty or blank text is an empty document", () => {
    expect<unknown>(textToAdf("")).toEqual(doc());
    expect<unknown>(textToAdf("\n \n")).toEqual(doc());
  });
});
