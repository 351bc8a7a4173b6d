import { describe, expect, test } from "bun:test";
import { parseSearchTerm } from "./search-term.ts";
import { fieldWords, matches, words } from "./text-match.ts";

/** Whether the term finds a record whose searched fields hold these texts. */
const finds = (term: string, ...texts: string[]) =>
  matches(parseSearchTerm(term), fieldWords(Object.fromEntries(texts.map((t, i) => [`F${i}`, t])), texts.map((_, i) => ({ name: `F${i}`, type: "string" }))));

describe("search terms", () => {
  test("words are letters and digits, case and accents folded", () => {
    expect(words("Café-Bar, São Paulo #42")).toEqual(["cafe", "bar", "sao", "paulo", "42"]);
  });

  test("whole words, not substrings; * and ? are wildcards inside or at the end of a word", () => {
    expect(finds("acme", "Acme Corp")).toBe(true);
    expect(finds("acm", "Acme Corp")).toBe(false);
    expect(finds("ac*", "Acme Corp")).toBe(true);
    expect(finds("a*e", "Acme Corp")).toBe(true);
    expect(finds("acm?", "Acme Corp")).toBe(true);
    expect(finds("ac?", "Acme Corp")).toBe(false);
    expect(finds("acme\\*", "Acme Corp")).toBe(true);
  });

  test("adjacent terms must all match, in any fields; phrases must match in order within one field", () => {
    expect(finds("acme corp", "Corp of Acme")).toBe(true);
    expect(finds("acme london", "Acme", "London")).toBe(true);
    expect(finds('"acme corp"', "Corp of Acme")).toBe(false);
    expect(finds('"acme corp"', "The ACME corp.")).toBe(true);
    expect(finds('"acme london"', "Acme", "London")).toBe(false);
  });

  test("an email or a hyphenated term is a phrase of its words", () => {
    expect(finds("ada@acme.example", "ada@acme.example")).toBe(true);
    expect(finds("ada@acme.example", "ada acme example")).toBe(true);
    expect(finds("ada@acme.example", "acme ada example")).toBe(false);
  });

  test("OR, AND NOT, NOT, parentheses and precedence (AND NOT, then AND, then OR)", () => {
    expect(finds("acme OR globex", "Globex")).toBe(true);
    expect(finds("acme and not corp", "Acme Corp")).toBe(false);
    expect(finds("acme AND NOT corp", "Acme Ltd")).toBe(true);
    expect(finds("globex OR acme AND corp", "Acme")).toBe(false);
    expect(finds("(globex OR acme) AND ltd", "Acme Ltd")).toBe(true);
    expect(finds("NOT globex", "Acme")).toBe(true);
    expect(finds('"OR" acme', "Acme or")).toBe(true);
  });

  test("a term of punctuation only is dropped", () => {
    expect(finds("acme &", "Acme")).toBe(true);
  });
});
