import { expect, test } from "bun:test";
import { errorOf, world } from "./methods/fixture.ts";
import { searchMessages } from "./methods/search.ts";
import { MAX_SEARCH_QUERY_LENGTH, MAX_SEARCH_TERMS } from "./search-limits.ts";
import { SlackFault } from "./slack-errors.ts";
import { searchMessages as searchTool } from "./tools/search.ts";

const messagesOf = (run: () => unknown): string[] => {
  try {
    run();
  } catch (error) {
    if (error instanceof SlackFault) return error.extra.messages ?? [];
  }
  throw new Error("expected a Slack error");
};

test("REST search.messages refuses a query longer than the MCP tool takes, with invalid_arguments", () => {
  const w = world();
  const long = "a".repeat(MAX_SEARCH_QUERY_LENGTH + 1);
  expect(errorOf(() => searchMessages(w.as("U0ADA", { query: long })))).toBe("invalid_arguments");
  expect(messagesOf(() => searchMessages(w.as("U0ADA", { query: long })))).toEqual([`[ERROR] must be less than ${MAX_SEARCH_QUERY_LENGTH + 1} characters [json-pointer:/query]`]);
  expect((searchTool.inputSchema as any).properties.query.maxLength).toBe(MAX_SEARCH_QUERY_LENGTH);
  expect(searchMessages(w.as("U0ADA", { query: "a".repeat(MAX_SEARCH_QUERY_LENGTH) })).ok).toBe(true);
});

test("REST search.messages refuses more than 50 terms; a quoted phrase is one", () => {
  const w = world();
  const terms = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");
  expect(MAX_SEARCH_TERMS).toBe(50);
  expect(searchMessages(w.as("U0ADA", { query: terms(50) })).ok).toBe(true);
  expect(messagesOf(() => searchMessages(w.as("U0ADA", { query: terms(51) })))).toEqual(["[ERROR] the query has 51 terms; at most 50 are allowed [json-pointer:/query]"]);
  expect(searchMessages(w.as("U0ADA", { query: `"${terms(200)}"` })).ok).toBe(true);
});
