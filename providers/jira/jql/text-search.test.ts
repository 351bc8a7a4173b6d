import { describe, expect, test } from "bun:test";
import { plainText } from "./plain-text.ts";
import { analyse, stem, wildcardMatch } from "./text-analysis.ts";
import { textMatches } from "./text-match.ts";
import { parseTextQuery } from "./text-query.ts";
import { matching, message } from "./test-helpers.fixture.ts";

function matches(query: string, text: string): boolean {
  const parsed = parseTextQuery(query);
  if (!parsed.ok) throw new Error(`unparsable: ${query}`);
  return textMatches(parsed.node, analyse(text));
}

describe("Jira's text search syntax", () => {
  test("words, not substrings; any case; plurals", () => {
    expect(matches("login", "Login page returns 500")).toBe(true);
    expect(matches("log", "Login page returns 500")).toBe(false);
    expect(matches("page", "Pages are slow")).toBe(true);
    expect(matches("queries", "one query")).toBe(true);
  });

  test("several words must all appear, in any order", () => {
    expect(matches("page login", "Login page returns 500")).toBe(true);
    expect(matches("page logout", "Login page returns 500")).toBe(false);
  });

  test("quoted phrases keep their order", () => {
    expect(matches('"login page"', "Login page returns 500")).toBe(true);
    expect(matches('"page login"', "Login page returns 500")).toBe(false);
    expect(matches("lcls-ii", "the LCLS II detector")).toBe(true);
  });

  test("* and ? wildcards", () => {
    expect(matches("log*", "Login page")).toBe(true);
    expect(matches("l*n", "Login page")).toBe(true);
    expect(matches("pag?", "Login page")).toBe(true);
    expect(matches("pag?", "Login pages")).toBe(false);
    expect(matches("*gin", "Login page")).toBe(true);
    expect(wildcardMatch("a*b*c", "aXbYc")).toBe(true);
    expect(wildcardMatch("*".repeat(50) + "b", "a".repeat(5000))).toBe(false);
  });

  test("AND, OR, NOT, +, -, && and || and parentheses", () => {
    expect(matches("login OR logout", "Logout hangs")).toBe(true);
    expect(matches("login AND NOT page", "Login page")).toBe(false);
    expect(matches("login -page", "Login form")).toBe(true);
    expect(matches("+login +form", "Login form")).toBe(true);
    expect(matches("(login || logout) && form", "Logout form")).toBe(true);
    expect(matches("-page", "Login form")).toBe(true);
  });

  test("stop words drop out; a query of only stop words matches nothing", () => {
    expect(matches("the login", "Login page")).toBe(true);
    expect(matches("the", "the login page")).toBe(false);
    expect(matches("roam~ jira^4", "roam the jira")).toBe(true);
  });

  test("unparsable queries and a lone wildcard are refused", () => {
    expect(parseTextQuery("BAD +")).toEqual({ ok: false, reason: "unparsable" });
    expect(parseTextQuery("AND")).toEqual({ ok: false, reason: "unparsable" });
    expect(parseTextQuery('"unclosed')).toEqual({ ok: false, reason: "unparsable" });
    expect(parseTextQuery("?")).toEqual({ ok: false, reason: "bad-start", start: "?" });
  });

  test("the minimal English stemmer", () => {
    expect(["wins", "queries", "boxes", "bus", "glass", "toys", "does"].map(stem)).toEqual(["win", "query", "boxe", "bus", "glass", "toy", "does"]);
  });

  test("ADF documents read as their words, blocks apart", () => {
    const doc = {
      type: "doc",
      version: 1,
      content: [
        { type: "paragraph", content: [{ type: "text", text: "See" }, { type: "mention", attrs: { id: "1", text: "@Ada" } }] },
        { type: "paragraph", content: [{ type: "inlineCard", attrs: { url: "https://x.example/run" } }] },
      ],
    };
    expect(analyse(plainText(doc)).words).toEqual(["see", "ada", "https", "x", "example", "run"]);
    expect(plainText({ unexpected: true })).toBe("");
  });
});

describe("~ and !~ in queries", () => {
  test("summary, description, comment, environment and text", () => {
    expect(matching('summary ~ "page"')).toEqual(["OPS-1", "WEB-1"]);
    expect(matching("description ~ deploy")).toEqual(["OPS-1"]);
    expect(matching('comment ~ "design review"')).toEqual(["WEB-1"]);
    expect(matching("comment ~ accessibility")).toEqual(["WEB-1"]);
    expect(matching("text ~ staging")).toEqual(["OPS-4", "OPS-5"]);
    expect(matching('text ~ "acme corp"')).toEqual(["WEB-2"]);
    expect(matching("Customer ~ sale")).toEqual(["WEB-2"]);
  });

  test("every comment is searched on its own", () => {
    expect(matching('comment ~ "design accessibility"')).toEqual([]);
  });

  test("!~ needs text to be there: empty descriptions stay out", () => {
    expect(matching("description !~ checkout")).toEqual(["OPS-1", "OPS-4"]);
    expect(matching("NOT description ~ checkout")).toEqual(["OPS-1", "OPS-4"]);
    expect(matching("summary ~ -page AND project = OPS")).toEqual(["OPS-2", "OPS-3", "OPS-4", "OPS-5"]);
  });

  test("~ EMPTY is IS EMPTY where the field allows it", () => {
    expect(matching("description ~ EMPTY")).toEqual(["HR-1", "HR-2", "OPS-2", "OPS-3", "OPS-5", "WEB-2", "WEB-3", "WEB-4"]);
  });

  test("refusals, in Jira's words", () => {
    expect(message('summary ~ ""')).toBe("The field 'summary' does not support searching for an empty string.");
    expect(message('summary ~ "BAD +"')).toBe("Unable to parse the text 'BAD +' for field 'summary'.");
    expect(message('text ~ "AND"')).toBe("Unable to parse the text 'AND' for field 'text'.");
    expect(message('comment ~ "?"')).toBe("The text query '?' for field 'comment' is not allowed to start with '?'.");
    expect(message("comment ~ EMPTY")).toBe("The field 'comment' does not support searching for EMPTY values.");
    expect(message("text ~ EMPTY")).toBe("The field 'text' does not support searching for EMPTY values.");
    expect(message("text !~ foo")).toBe("The operator '!~' is not supported by the 'text' field.");
    expect(message("text = foo")).toBe("The operator '=' is not supported by the 'text' field.");
    expect(message("summary = foo")).toBe("The operator '=' is not supported by the 'summary' field.");
    expect(message("project ~ OPS")).toBe("The operator '~' is not supported by the 'project' field.");
  });
});
