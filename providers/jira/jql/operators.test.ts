import { describe, expect, test } from "bun:test";
import { matching } from "./test-helpers.fixture.ts";
import { ADA, GRACE, LINUS } from "./world.fixture.ts";

/** Expected keys are worked out by hand from world.fixture.ts. */
describe("= and !=", () => {
  test("project by key, name and id, in any case", () => {
    const ops = ["OPS-1", "OPS-2", "OPS-3", "OPS-4", "OPS-5"];
    expect(matching("project = OPS")).toEqual(ops);
    expect(matching("project = ops")).toEqual(ops);
    expect(matching('project = "Operations"')).toEqual(ops);
    expect(matching("project = 10000")).toEqual(ops);
    expect(matching("project != OPS")).toEqual(["HR-1", "HR-2", "WEB-1", "WEB-2", "WEB-3", "WEB-4"]);
  });

  test("status, issue type and priority by name or id", () => {
    expect(matching('status = "In Progress"')).toEqual(["OPS-2", "OPS-4", "WEB-3"]);
    expect(matching("status = 10001")).toEqual(["OPS-2", "OPS-4", "WEB-3"]);
    expect(matching("type = Bug")).toEqual(["OPS-1", "OPS-3", "WEB-2"]);
    expect(matching('issuetype = "sub-task"')).toEqual(["OPS-5"]);
    expect(matching("priority = Highest")).toEqual(["OPS-1", "WEB-2"]);
    expect(matching("priority = 1")).toEqual(["OPS-1", "WEB-2"]);
  });

  test("users by accountId, e-mail address or display name", () => {
    expect(matching(`assignee = "${GRACE.accountId}"`)).toEqual(["OPS-1", "WEB-3"]);
    expect(matching(`assignee = ${LINUS.accountId.replace(":", "\\u003a")}`)).toEqual(["OPS-4", "OPS-5"]);
    expect(matching('assignee = "ada@acme.example"')).toEqual(["OPS-2", "WEB-1"]);
    expect(matching('assignee = "Ada Lovelace"')).toEqual(["OPS-2", "WEB-1"]);
    expect(matching('reporter = "margaret hamilton"')).toEqual(["HR-1", "HR-2", "OPS-3", "WEB-1", "WEB-4"]);
  });

  test("!= never matches an empty field", () => {
    expect(matching(`assignee != "${ADA.accountId}"`)).toEqual(["HR-1", "OPS-1", "OPS-4", "OPS-5", "WEB-3", "WEB-4"]);
    expect(matching("priority != Medium")).toEqual(["OPS-1", "OPS-2", "OPS-4", "OPS-5", "WEB-1", "WEB-2", "WEB-4"]);
  });

  test("= EMPTY is IS EMPTY; != EMPTY is IS NOT EMPTY", () => {
    expect(matching("assignee = EMPTY")).toEqual(["HR-2", "OPS-3", "WEB-2"]);
    expect(matching("priority = null")).toEqual(["HR-1"]);
    expect(matching("duedate != EMPTY")).toEqual(["HR-2", "OPS-1", "OPS-2", "OPS-4", "WEB-1", "WEB-2"]);
  });

  test("labels: any label, without regard to case", () => {
    expect(matching("labels = kubernetes")).toEqual(["OPS-4", "OPS-5"]);
    expect(matching("labels = Frontend AND labels = ux")).toEqual(["WEB-1"]);
    expect(matching("labels != frontend")).toEqual(["HR-1", "OPS-1", "OPS-2", "OPS-4", "OPS-5", "WEB-4"]);
  });
});

describe("IN and NOT IN", () => {
  test("a list of values, with EMPTY and functions among them", () => {
    expect(matching('status in ("To Do", Done)')).toEqual(["HR-1", "HR-2", "OPS-1", "OPS-3", "OPS-5", "WEB-2", "WEB-4"]);
    expect(matching("assignee in (currentUser(), EMPTY)")).toEqual(["HR-2", "OPS-2", "OPS-3", "WEB-1", "WEB-2"]);
    expect(matching("priority in (High, 1)")).toEqual(["OPS-1", "OPS-2", "WEB-1", "WEB-2"]);
  });

  test("NOT IN leaves empty fields out, unless EMPTY is listed... which leaves them out too", () => {
    expect(matching("priority not in (Medium, Low, Lowest)")).toEqual(["OPS-1", "OPS-2", "WEB-1", "WEB-2"]);
    expect(matching("assignee not in (currentUser())")).toEqual(["HR-1", "OPS-1", "OPS-4", "OPS-5", "WEB-3", "WEB-4"]);
    expect(matching("assignee not in (currentUser(), EMPTY)")).toEqual(["HR-1", "OPS-1", "OPS-4", "OPS-5", "WEB-3", "WEB-4"]);
  });
});

describe("IS EMPTY and IS NOT EMPTY", () => {
  test("on single values, lists and texts", () => {
    expect(matching("assignee is EMPTY")).toEqual(["HR-2", "OPS-3", "WEB-2"]);
    expect(matching("labels is empty")).toEqual(["HR-2", "OPS-3", "WEB-3"]);
    expect(matching("description is not EMPTY")).toEqual(["OPS-1", "OPS-4", "WEB-1"]);
    expect(matching("summary is EMPTY")).toEqual([]);
    expect(matching("project is EMPTY")).toEqual([]);
  });
});

describe(">, >=, <, <=", () => {
  test("priority compares by rank: higher means more urgent", () => {
    expect(matching("priority > Medium")).toEqual(["OPS-1", "OPS-2", "WEB-1", "WEB-2"]);
    expect(matching("priority >= High")).toEqual(["OPS-1", "OPS-2", "WEB-1", "WEB-2"]);
    expect(matching("priority < Low")).toEqual(["WEB-4"]);
    expect(matching("priority <= Low")).toEqual(["OPS-4", "OPS-5", "WEB-4"]);
  });

  test("dates, numbers and issue keys", () => {
    expect(matching('created < "2026-10-01"')).toEqual(["WEB-3"]);
    expect(matching('created <= "2026/10/01 09:00"')).toEqual(["OPS-1", "WEB-3"]);
    expect(matching("cf[10010] >= 5")).toEqual(["OPS-2", "OPS-4", "WEB-1", "WEB-4"]);
    expect(matching("key >= OPS-4")).toEqual(["OPS-4", "OPS-5"]);
    expect(matching("issuekey < WEB-2")).toEqual(["WEB-1"]);
  });
});

describe("AND, OR, NOT and parentheses", () => {
  test("precedence and grouping", () => {
    expect(matching("project = HR OR project = WEB AND priority = Highest")).toEqual(["HR-1", "HR-2", "WEB-2"]);
    expect(matching("(project = HR OR project = WEB) AND priority = Medium")).toEqual(["HR-2", "WEB-3"]);
  });

  test("NOT flips the operator, as Jira does: empty fields stay out", () => {
    expect(matching("NOT assignee = currentUser()")).toEqual(matching("assignee != currentUser()"));
    expect(matching("NOT priority > Medium")).toEqual(["HR-2", "OPS-3", "OPS-4", "OPS-5", "WEB-3", "WEB-4"]);
    // project != OPS AND labels != ux: HR-2 and WEB-3 have no labels, so they stay out.
    expect(matching("NOT (project = OPS OR labels = ux)")).toEqual(["HR-1", "WEB-2"]);
    expect(matching("NOT NOT project = HR")).toEqual(["HR-1", "HR-2"]);
    expect(matching("!(assignee is EMPTY)")).toEqual(matching("assignee is not EMPTY"));
  });
});
