import { expect, test } from "bun:test";
import { isJiraDate, jiraTime, parseJiraTime, renderedDate, renderedTime } from "./jira-time.ts";

test("Jira writes times with milliseconds and +0000", () => {
  expect(jiraTime(new Date("2026-11-23T10:15:30Z"))).toBe("2026-11-23T10:15:30.000+0000");
  expect(parseJiraTime("2026-11-23T11:15:30.000+0100")).toBe("2026-11-23T10:15:30.000+0000");
  expect(parseJiraTime("2026-11-23T10:15:30Z")).toBe("2026-11-23T10:15:30.000+0000");
  expect(parseJiraTime("yesterday")).toBeUndefined();
});

test("dates are real calendar days", () => {
  expect(isJiraDate("2026-02-28")).toBe(true);
  expect(isJiraDate("2026-02-30")).toBe(false);
  expect(isJiraDate("2026-2-3")).toBe(false);
});

test("renderedFields' display formats", () => {
  expect(renderedTime("2026-11-20T09:00:00.000+0000")).toBe("20/Nov/26 9:00 AM");
  expect(renderedTime("2026-11-20T00:05:00.000+0000")).toBe("20/Nov/26 12:05 AM");
  expect(renderedTime("2026-11-20T13:30:00.000+0000")).toBe("20/Nov/26 1:30 PM");
  expect(renderedDate("2026-12-01")).toBe("01/Dec/26");
});
