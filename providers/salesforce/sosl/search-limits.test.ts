import { describe, expect, test } from "bun:test";
import { SoslError } from "./errors.ts";
import { MAX_SOSL_LENGTH, parseSosl } from "./parse-sosl.ts";
import { MAX_SEARCH_TERM_LENGTH, OPERATORS_KEPT_UP_TO, parseSearchTerm } from "./search-term.ts";
import { fieldWords, matches } from "./text-match.ts";

// Salesforce's limits on searches, which also bound the parse: no search term nests or runs long.
const finds = (term: string, text: string) => matches(parseSearchTerm(term), fieldWords({ F: text }, [{ name: "F", type: "string" }]));
const pad = (term: string, length: number) => `${term}${" ".repeat(length - term.length)}`;

describe("search term limits", () => {
  test(`a term longer than ${MAX_SEARCH_TERM_LENGTH} characters finds nothing, as Salesforce returns no rows`, () => {
    expect(finds(pad("acme", MAX_SEARCH_TERM_LENGTH), "Acme")).toBe(true);
    expect(finds(pad("acme", MAX_SEARCH_TERM_LENGTH + 1), "Acme")).toBe(false);
  });

  test(`past ${OPERATORS_KEPT_UP_TO} characters the logical operators are removed: the words all must match`, () => {
    const or = "acme OR globex";
    expect(finds(or, "Acme")).toBe(true);
    expect(finds(pad(or, OPERATORS_KEPT_UP_TO + 1), "Acme")).toBe(false);
    expect(finds(pad(or, OPERATORS_KEPT_UP_TO + 1), "Acme Globex")).toBe(true);
    expect(finds(pad("(acme) AND NOT (globex)", OPERATORS_KEPT_UP_TO + 1), "Acme Globex")).toBe(true);
  });

  test("nesting as deep as the length allows parses without exhausting the stack", () => {
    const depth = Math.floor((OPERATORS_KEPT_UP_TO - 4) / 2);
    expect(finds(`${"(".repeat(depth)}acme${")".repeat(depth)}`, "Acme")).toBe(true);
    expect(finds(`${"NOT ".repeat(Math.floor(OPERATORS_KEPT_UP_TO / 4) - 2)}acme`, "Acme")).toBe(true);
    // Deeper than that is past the length where operators count: parentheses are dropped, not recursed.
    expect(finds(`${"(".repeat(50_000)}acme${")".repeat(50_000)}`, "Acme")).toBe(false);
    expect(finds(`${"(".repeat(4_000)}acme${")".repeat(4_000)}`, "Acme")).toBe(true);
  });
});

test(`a statement longer than ${MAX_SOSL_LENGTH} characters is MALFORMED_SEARCH`, () => {
  const statement = `FIND {acme} RETURNING Account(Id WHERE Name = '${"x".repeat(MAX_SOSL_LENGTH)}')`;
  expect(() => parseSosl(statement)).toThrow(new SoslError("MALFORMED_SEARCH", `SOSL statements can not be longer than ${MAX_SOSL_LENGTH} characters`));
});
