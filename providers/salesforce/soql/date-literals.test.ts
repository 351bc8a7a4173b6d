import { describe, expect, test } from "bun:test";
import { dateLiteralRange } from "./date-literals.ts";

const now = new Date("2024-02-29T23:30:00.000Z"); // a Thursday in a leap year

describe("date literal ranges", () => {
  test.each([
    ["TODAY", "2024-02-29", "2024-03-01"],
    ["YESTERDAY", "2024-02-28", "2024-02-29"],
    ["TOMORROW", "2024-03-01", "2024-03-02"],
    ["THIS_WEEK", "2024-02-25", "2024-03-03"],
    ["LAST_WEEK", "2024-02-18", "2024-02-25"],
    ["NEXT_WEEK", "2024-03-03", "2024-03-10"],
    ["THIS_MONTH", "2024-02-01", "2024-03-01"],
    ["LAST_MONTH", "2024-01-01", "2024-02-01"],
    ["NEXT_MONTH", "2024-03-01", "2024-04-01"],
    ["THIS_QUARTER", "2024-01-01", "2024-04-01"],
    ["LAST_QUARTER", "2023-10-01", "2024-01-01"],
    ["THIS_YEAR", "2024-01-01", "2025-01-01"],
    ["LAST_YEAR", "2023-01-01", "2024-01-01"],
    ["NEXT_YEAR", "2025-01-01", "2026-01-01"],
    ["LAST_N_DAYS:3", "2024-02-26", "2024-03-01"],
    ["NEXT_N_DAYS:3", "2024-03-01", "2024-03-04"],
    ["N_DAYS_AGO:2", "2024-02-27", "2024-02-28"],
    ["LAST_N_MONTHS:2", "2023-12-01", "2024-02-01"],
    ["NEXT_N_WEEKS:1", "2024-03-03", "2024-03-10"],
    ["LAST_90_DAYS", "2023-12-01", "2024-03-01"],
    ["THIS_FISCAL_YEAR", "2024-01-01", "2025-01-01"],
  ])("%s", (literal, start, end) => {
    expect(dateLiteralRange(literal, now)).toEqual({ start, end });
  });

  test("unknown literals are undefined", () => {
    expect(dateLiteralRange("SOMEDAY", now)).toBeUndefined();
  });

  test("a huge n is clipped to the dates Salesforce can store (1700-01-01 to 4000-12-31)", () => {
    expect(dateLiteralRange("LAST_N_DAYS:2147483647", now)).toEqual({ start: "1700-01-01", end: "2024-03-01" });
    expect(dateLiteralRange("NEXT_N_YEARS:99999", now)).toEqual({ start: "2025-01-01", end: "4001-01-01" });
    expect(dateLiteralRange("N_QUARTERS_AGO:2000000000", now)).toEqual({ start: "1700-01-01", end: "1700-01-01" });
    expect(dateLiteralRange("LAST_N_FISCAL_YEARS:1000000", now)).toEqual({ start: "1700-01-01", end: "2024-01-01" });
  });

  test("an n that is not a Java int is no literal at all", () => {
    for (const literal of ["LAST_N_DAYS:99999999999", "LAST_N_DAYS:2147483648", "LAST_N_MONTHS:1e3", "NEXT_N_DAYS:-1", "LAST_N_DAYS:"])
      expect([literal, dateLiteralRange(literal, now)]).toEqual([literal, undefined]);
  });
});
