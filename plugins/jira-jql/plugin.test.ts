import { describe, expect, test } from "bun:test";
import type { WorldState } from "../../core/grading/index.ts";
import { OPS_SEED } from "../../providers/jira/seed-example.ts";
import { normalizeJiraSeed } from "../../providers/jira/seed.ts";
import { withMcpUser } from "../../providers/jira/jira-mcp-user.ts";
import { testClock } from "../../providers/jira/test-context.ts";
import { gradingInput, optionsValidator, toolCall } from "../shared/grading-input.fixture.ts";
import jiraJql, { type JiraJqlOptions } from "./plugin.ts";
import { queryNow } from "./query-clock.ts";

/** The example site as a graded state: OPS-1..3 and WEB-1, seeded on 2026-11-21 (OPS-1 on the 20th). */
function stateOf(seed: object): WorldState {
  const records = withMcpUser(seed as Record<string, unknown>, normalizeJiraSeed(seed, { clock: testClock() }));
  const jira = Object.fromEntries(Object.entries(records).filter(([name]) => name !== "sequences").map(([name, rows]) => [name, Object.fromEntries(rows.map((r) => [r.id, r.record]))]));
  return { jira };
}
const final = stateOf(OPS_SEED);
const grade = (options: JiraJqlOptions, parts: Parameters<typeof gradingInput>[0] = {}) => jiraJql.grade(gradingInput({ final, ...parts }), options);

describe("jira-jql", () => {
  test("names, not ids: status, assignee, priority; at least one by default", () => {
    expect(grade({ jql: 'project = OPS AND status = "To Do" AND assignee = "ada@acme.example" AND priority = High' })).toEqual({
      passed: true,
      expected: 'project = OPS AND status = "To Do" AND assignee = "ada@acme.example" AND priority = High selects at least 1 issue',
      actual: "1 issue: OPS-1",
    });
    expect(grade({ jql: "statusCategory = Done", count: 1 })).toMatchObject({ passed: true, actual: "1 issue: WEB-1" });
    expect(grade({ jql: 'comment ~ "safari" AND labels = frontend', count: 1 }).passed).toBe(true);
    expect(grade({ jql: "parent = OPS-2", count: 1 }).passed).toBe(true);
  });

  test("count, min and max, and what the report says when they miss", () => {
    expect(grade({ jql: "project = OPS ORDER BY key DESC", count: 2 })).toEqual({
      passed: false, expected: "project = OPS ORDER BY key DESC selects exactly 2 issues", actual: "3 issues: OPS-3, OPS-2, OPS-1",
    });
    expect(grade({ jql: "assignee is EMPTY", min: 1, max: 3 })).toMatchObject({ passed: true, expected: "assignee is EMPTY selects between 1 and 3 issues", actual: "2 issues: WEB-1, OPS-3" });
    expect(grade({ jql: "status = Done AND project = OPS", count: 0 })).toMatchObject({ passed: true, expected: "status = Done AND project = OPS selects exactly 0 issues", actual: "no issues" });
  });

  test("currentUser() is who the tools act as by default: the seed's mcp_user, else the site admin; as_user overrides", () => {
    expect(grade({ jql: "assignee = currentUser()" })).toMatchObject({ passed: false, actual: "no issues" });
    const asGrace = stateOf({ ...OPS_SEED, mcp_user: "grace@acme.example" });
    expect(grade({ jql: "assignee = currentUser()", count: 1 }, { final: asGrace })).toMatchObject({ passed: true, actual: "1 issue: OPS-2" });
    expect(grade({ jql: "assignee = currentUser()", as_user: "Ada Lovelace" })).toMatchObject({ passed: true, expected: "assignee = currentUser() selects at least 1 issue (as Ada Lovelace)", actual: "1 issue: OPS-1" });
    expect(() => grade({ jql: "assignee = currentUser()", as_user: "zed" })).toThrow('as_user: no jira user has the email, name or accountId "zed"');
  });

  test("relative dates count from the last tool call or the latest write, never the wall clock", () => {
    const at = Date.parse("2026-11-21T18:00:00Z");
    expect(grade({ jql: "created >= -1d", count: 3 }, { toolCalls: [{ ...toolCall(1, "jira_get_issue", {}), at }] }).passed).toBe(true);
    expect(grade({ jql: "created >= startOfDay()", count: 3 }).passed).toBe(true);
    expect(queryNow([], {}).toISOString()).toBe("1970-01-01T00:00:00.000Z");
  });

  test("a query Jira would refuse is a grader error with Jira's sentence", () => {
    expect(() => grade({ jql: "projct = OPS" })).toThrow(/^The assertion's JQL query failed: Field 'projct' does not exist/);
    expect(() => grade({ jql: 'status = "Blocked"' })).toThrow(/The value 'Blocked' does not exist for the field 'status'/);
    expect(() => grade({ jql: "status was Done" })).toThrow(/Not supported by this mock/);
    expect(() => grade({ jql: "project = OPS", min: 3, max: 1 })).toThrow("min (3) is greater than max (1)");
    expect(() => jiraJql.grade(gradingInput(), { jql: "project = OPS" })).toThrow("The world has no jira site");
  });

  test("options schema", () => {
    const check = optionsValidator(jiraJql.optionsSchema);
    expect(check({ jql: "project = OPS", count: 1, as_user: "ada@acme.example" })).toBeUndefined();
    expect(check({ jql: "" })).toBe("options.jql must NOT have fewer than 1 characters");
    expect(check({ count: 1 })).toBe("options must have required property 'jql'");
    expect(check({ jql: "x", equals: 1 })).toBe('options has an unknown property "equals"');
    expect(check({ jql: "x", min: -1 })).toBe("options.min must be >= 0");
  });
});
