import { describe, expect, test } from "bun:test";
import { parseDateLiteral, parsePeriod, parseTimestamp } from "./date-values.ts";
import { matching, message } from "./test-helpers.fixture.ts";

describe("values", () => {
  test("Jira's rendered timestamps", () => {
    expect(parseTimestamp("2026-11-23T10:15:30.000+0000")).toBe(Date.UTC(2026, 10, 23, 10, 15, 30));
    expect(parseTimestamp("2026-11-23T10:15:30.000+0130")).toBe(Date.UTC(2026, 10, 23, 8, 45, 30));
    expect(parseTimestamp("2026-11-23T10:15:30.5-05:00")).toBe(Date.UTC(2026, 10, 23, 15, 15, 30, 500));
    expect(parseTimestamp("yesterday")).toBeNull();
  });

  test("the four literal formats, checked against the calendar", () => {
    expect(parseDateLiteral("2026-11-01")).toEqual({ year: 2026, month: 11, day: 1 });
    expect(parseDateLiteral("2026/11/01 10:00")).toEqual({ year: 2026, month: 11, day: 1, time: { hour: 10, minute: 0 } });
    expect(parseDateLiteral("2026-2-3 7:05")).toEqual({ year: 2026, month: 2, day: 3, time: { hour: 7, minute: 5 } });
    for (const bad of ["2026-02-30", "2010/02/35", "14/May/09", "09/1/1", "2026/11/01 bad", "2026-11-01 24:00", ""]) {
      expect(parseDateLiteral(bad)).toBeNull();
    }
  });

  test("periods: w d h m, signed, combined", () => {
    expect(parsePeriod("-7d")).toBe(-7 * 86_400_000);
    expect(parsePeriod("1h")).toBe(3_600_000);
    expect(parsePeriod("-2w")).toBe(-14 * 86_400_000);
    expect(parsePeriod("4w 2d")).toBe(30 * 86_400_000);
    expect(parsePeriod("-1d 4h")).toBe(-(86_400_000 + 4 * 3_600_000));
    expect(parsePeriod("+90m")).toBe(90 * 60_000);
    expect(parsePeriod("-5")).toBeNull();
    expect(parsePeriod("1y")).toBeNull();
  });
});

describe("date-time fields (created, updated, resolved)", () => {
  test("a date alone is midnight in the site's zone", () => {
    expect(matching('created >= "2026-11-23"')).toEqual(["HR-2", "OPS-3", "WEB-2"]);
    expect(matching('created >= "2026-11-23"', { timeZone: "Pacific/Auckland" })).toEqual(["HR-2", "OPS-3", "WEB-2"]);
    // 2026-11-23 12:00 UTC is 01:00 on the 24th in Auckland (UTC+13 in November).
    expect(matching('created >= "2026-11-24"', { timeZone: "Pacific/Auckland" })).toEqual(["HR-2", "OPS-3", "WEB-2"]);
    expect(matching('created >= "2026-11-24"')).toEqual(["OPS-3", "WEB-2"]);
  });

  test("= compares the instant, so a bare date rarely matches", () => {
    expect(matching('created = "2026-11-24"')).toEqual([]);
    expect(matching('created = "2026-11-24 08:00"')).toEqual(["OPS-3"]);
  });

  test("relative periods count from now", () => {
    expect(matching("updated >= -1d")).toEqual(["OPS-2", "OPS-4", "WEB-2"]);
    expect(matching('updated >= "-1d 4h"')).toEqual(["OPS-2", "OPS-4", "WEB-2"]);
    expect(matching("created < -8w")).toEqual(["WEB-3"]);
    expect(matching("createdDate > -2h")).toEqual([]);
    expect(matching("resolutiondate <= -3w")).toEqual(["OPS-1"]);
    expect(matching("resolutiondate <= -2w")).toEqual(["HR-1", "OPS-1"]);
  });

  test("epoch milliseconds, as Jira takes a bare number", () => {
    expect(matching(`created >= ${Date.UTC(2026, 10, 25)}`)).toEqual(["WEB-2"]);
  });

  test("IN and EMPTY", () => {
    expect(matching('created in ("2026-11-24 08:00", "2026-11-25 08:00")')).toEqual(["OPS-3", "WEB-2"]);
    expect(matching("resolved is EMPTY AND project = OPS")).toEqual(["OPS-2", "OPS-3", "OPS-4"]);
  });
});

describe("date fields (due, date custom fields) compare days", () => {
  test("a day, today, relative days", () => {
    expect(matching('due = "2026-11-25"')).toEqual(["WEB-2"]);
    expect(matching("due = now()")).toEqual(["WEB-2"]);
    expect(matching("due <= 5d")).toEqual(["OPS-1", "OPS-2", "WEB-1", "WEB-2"]);
    expect(matching("due <= 6d")).toEqual(["HR-2", "OPS-1", "OPS-2", "WEB-1", "WEB-2"]);
    expect(matching('"Release date" > "2026/12/01"')).toEqual(["OPS-4"]);
    expect(matching("cf[10012] >= startOfMonth(1)")).toEqual(["OPS-4", "WEB-1"]);
  });

  test("a time of day is refused on a date field", () => {
    expect(message('due < "2026-11-25 10:00"')).toBe(
      "Date value '2026-11-25 10:00' for field 'due' is invalid. Valid formats include: 'YYYY/MM/DD', 'YYYY-MM-DD', or a period format e.g. '-5d', '4w 2d'.",
    );
  });
});

describe("invalid dates, in Jira's words", () => {
  test("the value and the field as written", () => {
    const formats = "Valid formats include: 'yyyy/MM/dd HH:mm', 'yyyy-MM-dd HH:mm', 'yyyy/MM/dd', 'yyyy-MM-dd', or a period format e.g. '-5d', '4w 2d'.";
    expect(message("updated >= yesterday")).toBe(`Date value 'yesterday' for field 'updated' is invalid. ${formats}`);
    expect(message('created > "2026-02-30"')).toBe(`Date value '2026-02-30' for field 'created' is invalid. ${formats}`);
    expect(message('createdDate < ""')).toBe(`Date value '' for field 'createdDate' is invalid. ${formats}`);
  });
});
