import { describe, expect, test } from "bun:test";
import { JqlError, parseJql } from "./index.ts";

function syntaxError(jql: string): string {
  try {
    parseJql(jql);
  } catch (error) {
    expect(error).toBeInstanceOf(JqlError);
    const e = error as JqlError;
    expect(e.kind).toBe("syntax");
    expect(e.status).toBe(400);
    expect(e.body).toEqual({ errorMessages: e.messages, errors: {} });
    return e.messages[0]!;
  }
  throw new Error(`expected ${jql} to be refused`);
}

const OPERATORS = "The valid operators are '=', '!=', '<', '>', '<=', '>=', '~', '!~', 'IN', 'NOT IN', 'IS' and 'IS NOT'.";

describe("syntax errors carry Jira's sentences and positions", () => {
  // Sentences as Jira Cloud answers them (recorded in public issue trackers, 2016-2026).
  const cases: [string, string][] = [
    ["project = LAUNCH AND", "Error in the JQL Query: Expecting a field name at the end of the query."],
    ["project =", "Error in JQL Query: Expecting either a value, list or function before the end of the query."],
    ["project = LAUNCH AND status = = Done", "Error in JQL Query: Expecting either a value, list or function but got '='. You must surround '=' in quotation marks to use it as a value. (line 1, character 31)"],
    ["project = LAUNCH status", "Error in the JQL Query: Expecting either 'OR' or 'AND' but got 'status'. (line 1, character 18)"],
    ["project = LAUNCH AND (status = Done", "Error in the JQL Query: Expecting ')' before the end of the query."],
    ['summary ~ "unclosed', "Error in the JQL Query: The quoted string 'unclosed' has not been completed. (line 1, character 11)"],
    ["non-parsable query", `Error in the JQL Query: Expecting operator but got 'query'. ${OPERATORS} (line 1, character 14)`],
    ["project & status = x", `Error in the JQL Query: Expecting operator but got '&'. ${OPERATORS} (line 1, character 9)`],
    ["labels = true", "Error in the JQL Query: 'true' is a reserved JQL word. You must surround it in quotation marks to use it in a query. (line 1, character 10)"],
    ["assignee = ada@acme.example", "Error in the JQL Query: The character '@' is a reserved JQL character. You must enclose it in a string or use the escape '\\u0040' instead. (line 1, character 15)"],
    ["project = OPS AND (status = Done ORDER BY created", "Error in the JQL Query: Expecting ')' but got 'ORDER'. (line 1, character 34)"],
    ["project = ENG ORDER created", "Error in the JQL Query: Expecting 'BY' but got 'created'. (line 1, character 21)"],
  ];
  for (const [jql, sentence] of cases) test(jql, () => expect(syntaxError(jql)).toBe(sentence));
});

describe("the sentence follows what the parser was reading", () => {
  test("an operator", () => {
    expect(syntaxError("project")).toBe(`Error in the JQL Query: Expecting operator before the end of the query. ${OPERATORS}`);
    expect(syntaxError("project OPS")).toBe(`Error in the JQL Query: Expecting operator but got 'OPS'. ${OPERATORS} (line 1, character 9)`);
  });

  test("an operand", () => {
    expect(syntaxError("status = (Done, Closed)")).toContain("Expecting either a value, list or function but got '('.");
    expect(syntaxError("labels in (a,)")).toContain("but got ')'. You must surround ')' in quotation marks");
    expect(syntaxError("project = OR")).toBe(
      "Error in JQL Query: Expecting either a value, list or function but got 'OR'. You must surround 'OR' in quotation marks to use it as a value. (line 1, character 11)",
    );
  });

  test("EMPTY after IS", () => {
    expect(syntaxError("status is Done")).toBe("Error in the JQL Query: Expecting 'EMPTY' but got 'Done'. (line 1, character 11)");
    expect(syntaxError("assignee is not")).toBe("Error in the JQL Query: Expecting 'EMPTY' before the end of the query.");
  });

  test("a field", () => {
    expect(syntaxError("NOT")).toBe("Error in the JQL Query: Expecting a field name at the end of the query.");
    expect(syntaxError("project = OPS AND )")).toBe(
      "Error in the JQL Query: Expecting a field name but got ')'. You must surround ')' in quotation marks to use it as a field name. (line 1, character 19)",
    );
    expect(syntaxError("cf[x] = 1")).toBe("Error in the JQL Query: Expecting a custom field id enclosed by '[ ]' after 'cf'. Example: 'cf[10021]'. (line 1, character 4)");
  });

  test("closing a list, a group or a function", () => {
    expect(syntaxError("labels in (a, b")).toBe("Error in the JQL Query: Expecting ')' before the end of the query.");
    expect(syntaxError("assignee = currentUser(")).toBe("Error in the JQL Query: Expecting ')' before the end of the query.");
    expect(syntaxError("(status = Done x")).toBe("Error in the JQL Query: Expecting ')' but got 'x'. (line 1, character 16)");
    expect(syntaxError("status in Done")).toBe("Error in the JQL Query: Expecting '(' before the end of the query.");
  });

  test("ORDER BY", () => {
    expect(syntaxError("order by")).toBe("Error in the JQL Query: Expecting a field name at the end of the query.");
    expect(syntaxError("order by priority highest")).toBe("Error in the JQL Query: Expecting either 'ASC' or 'DESC' but got 'highest'. (line 1, character 19)");
    expect(syntaxError("order by priority desc created")).toBe("Error in the JQL Query: Expecting ',' but got 'created'. (line 1, character 24)");
  });

  test("escapes and characters", () => {
    const escapes = "The valid escape sequences are \\', \\\", \\t, \\n, \\r, \\\\, '\\ ' and \\uXXXX.";
    expect(syntaxError("summary ~ 'a\\qb'")).toBe(`Error in the JQL Query: '\\q' is an illegal JQL escape sequence. ${escapes} (line 1, character 11)`);
    expect(syntaxError("summary ~ a\\")).toBe(`Error in the JQL Query: The escape sequence has not been completed. ${escapes} (line 1, character 12)`);
    expect(syntaxError("summary ~ x\u0001")).toBe("Error in the JQL Query: The character 'U+0001' must be escaped. Use the escape '\\u0001' instead. (line 1, character 12)");
    expect(syntaxError("summary ~ '")).toBe("Error in the JQL Query: The quoted string has not been completed. (line 1, character 11)");
  });

  test("positions count lines and characters from 1", () => {
    expect(syntaxError("project = OPS\nAND ) ")).toBe(
      "Error in the JQL Query: Expecting a field name but got ')'. You must surround ')' in quotation marks to use it as a field name. (line 2, character 5)",
    );
  });
});
