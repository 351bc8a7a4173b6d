import { describe, expect, test } from "bun:test";
import { dateFunctionValue, parseIncrement, type ClockSettings } from "./date-functions.ts";
import { matching, message, refusal } from "./test-helpers.fixture.ts";
import { GRACE, NOW } from "./world.fixture.ts";

const UTC: ClockSettings = { timeZone: "UTC", firstDayOfWeek: 0 };
const at = (name: string, arg?: string, clock = UTC) => {
  const period = name.toLowerCase().replace(/^(start|end)of/, "") as "day" | "week" | "month" | "year";
  const increment = arg === undefined ? null : parseIncrement(arg, period);
  return new Date(dateFunctionValue(name.toLowerCase(), increment, NOW.getTime(), clock)).toISOString();
};

describe("date functions (now: Wednesday 2026-11-25 15:30 UTC)", () => {
  test("start and end of day, week, month and year", () => {
    expect(at("startOfDay")).toBe("2026-11-25T00:00:00.000Z");
    expect(at("endOfDay")).toBe("2026-11-25T23:59:59.999Z");
    expect(at("startOfWeek")).toBe("2026-11-22T00:00:00.000Z");
    expect(at("endOfWeek")).toBe("2026-11-28T23:59:59.999Z");
    expect(at("startOfMonth")).toBe("2026-11-01T00:00:00.000Z");
    expect(at("endOfMonth")).toBe("2026-11-30T23:59:59.999Z");
    expect(at("startOfYear")).toBe("2026-01-01T00:00:00.000Z");
    expect(at("endOfYear")).toBe("2026-12-31T23:59:59.999Z");
  });

  test("increments: (+/-)n(y|M|w|d|h|m), the function's own period when no unit", () => {
    expect(at("startOfDay", "-1")).toBe("2026-11-24T00:00:00.000Z");
    expect(at("startOfDay", "-1d")).toBe("2026-11-24T00:00:00.000Z");
    expect(at("startOfWeek", "1")).toBe("2026-11-29T00:00:00.000Z");
    expect(at("startOfMonth", "+14d")).toBe("2026-11-15T00:00:00.000Z");
    expect(at("startOfMonth", "-1M")).toBe("2026-10-01T00:00:00.000Z");
    expect(at("endOfMonth", "-1M")).toBe("2026-10-31T23:59:59.999Z");
    expect(at("endOfDay", "+1h")).toBe("2026-11-26T00:59:59.999Z");
    expect(at("startOfYear", "-1y")).toBe("2025-01-01T00:00:00.000Z");
    expect(parseIncrement("-6q", "day")).toBeNull();
  });

  test("weeks may start on Monday, and days follow the site's time zone", () => {
    expect(at("startOfWeek", undefined, { timeZone: "UTC", firstDayOfWeek: 1 })).toBe("2026-11-23T00:00:00.000Z");
    expect(at("startOfDay", undefined, { timeZone: "America/New_York", firstDayOfWeek: 0 })).toBe("2026-11-25T05:00:00.000Z");
    expect(at("startOfDay", undefined, { timeZone: "Asia/Tokyo", firstDayOfWeek: 0 })).toBe("2026-11-25T15:00:00.000Z");
  });

  test("in queries", () => {
    expect(matching("created >= startOfDay()")).toEqual(["WEB-2"]);
    expect(matching("created >= startOfWeek()")).toEqual(["HR-2", "OPS-3", "WEB-2"]);
    expect(matching("updated < startOfMonth()")).toEqual(["OPS-1"]);
    expect(matching("resolved >= startOfMonth(-1)")).toEqual(["HR-1", "OPS-1", "OPS-5"]);
    expect(matching("due <= endOfWeek()")).toEqual(["OPS-1", "OPS-2", "WEB-2"]);
    expect(matching("duedate < now()")).toEqual(["OPS-1"]);
    expect(matching("created > now()")).toEqual([]);
  });
});

describe("user functions", () => {
  test("currentUser(): the caller; nobody for an anonymous caller", () => {
    expect(matching("assignee = currentUser()")).toEqual(["OPS-2", "WEB-1"]);
    expect(matching("reporter = currentUser()", { currentUser: GRACE.accountId })).toEqual(["OPS-2", "OPS-4", "OPS-5"]);
    expect(matching("assignee = currentUser()", { currentUser: null })).toEqual([]);
    expect(matching("Reviewers = currentUser()")).toEqual(["WEB-4"]);
  });

  test("membersOf(group), by any case of its name", () => {
    expect(matching('assignee in membersOf("jira-developers")')).toEqual(["OPS-2", "OPS-4", "OPS-5", "WEB-1"]);
    expect(matching("assignee not in membersOf(OPS-ONCALL)")).toEqual(["OPS-2", "OPS-4", "OPS-5", "WEB-1"]);
    expect(message('assignee in membersOf("nobody")')).toBe(
      "Function 'membersOf' can not generate a list of usernames for group 'nobody'; the group does not exist.",
    );
  });
});

describe("other functions", () => {
  test("issue types and project leads", () => {
    expect(matching("issuetype in subTaskIssueTypes()")).toEqual(["OPS-5"]);
    expect(matching("issuetype in standardIssueTypes() AND project = OPS")).toEqual(["OPS-1", "OPS-2", "OPS-3", "OPS-4"]);
    expect(matching("project in projectsLeadByUser()")).toEqual(["WEB-1", "WEB-2", "WEB-3", "WEB-4"]);
    expect(matching('project in projectsLeadByUser("grace@acme.example")')).toEqual(["OPS-1", "OPS-2", "OPS-3", "OPS-4", "OPS-5"]);
  });

  test("sprints and versions: the world has none", () => {
    expect(matching("sprint in openSprints()")).toEqual([]);
    expect(matching("fixVersion in unreleasedVersions()")).toEqual([]);
    expect(matching("fixVersion is EMPTY AND project = HR")).toEqual(["HR-1", "HR-2"]);
  });
});

describe("function errors, in Jira's words", () => {
  test("unknown, wrong arity, wrong field, bad duration", () => {
    expect(message("assignee = noSuchFn()")).toBe("Unable to find JQL function 'noSuchFn()'.");
    expect(message('created > now("-30d")')).toBe("Function 'now' expected '0' arguments but received '1'.");
    expect(message("created > startOfDay(a, b, c, d)")).toBe("Function 'startOfDay' expected between '0' and '1' arguments but received '4'.");
    expect(message("assignee in membersOf()")).toBe("Function 'membersOf' expected '1' arguments but received '0'.");
    expect(message("status = currentUser()")).toBe("A value provided by the function 'currentUser' is invalid for the field 'status'.");
    expect(message("assignee = now()")).toBe("A value provided by the function 'now' is invalid for the field 'assignee'.");
    expect(message("created > startOfDay(-6q)")).toBe("Duration for function 'startOfDay' should have the format (+/-)n(yMwdm), e.g -1M for 1 month earlier.");
  });

  test("functions over data the world does not keep are refused as unsupported", () => {
    const e = refusal("issue in watchedIssues()");
    expect(e.kind).toBe("unsupported");
    expect(e.messages).toEqual(["Not supported by this mock: the JQL function 'watchedIssues()'."]);
  });
});
