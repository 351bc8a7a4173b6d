import { describe, expect, test } from "bun:test";
import { readField } from "./field-path.ts";
import { parseInstant } from "./instants.ts";
import { matchesValue, matchesWhere, unmetFields, type Matcher } from "./matchers.ts";

const row = {
  Id: "003000000000001AAA",
  LastName: "Lovelace",
  Email: "Ada@Acme.example",
  Age: 36,
  IsActive: true,
  Title: null,
  CreatedDate: "2024-01-15T10:00:00.000+0000",
  CloseDate: "2024-03-31",
  Account: { Name: "Acme", Owner: { Alias: "jdoe" } },
  tags: ["a", "b"],
};

const cases: Array<[string, Matcher, boolean]> = [
  ["LastName", "Lovelace", true],
  ["LastName", "lovelace", false],
  ["Age", 36, true],
  ["Age", "36", false],
  ["IsActive", true, true],
  ["Title", null, true],
  ["Missing", null, true],
  ["LastName", { equals: "Lovelace" }, true],
  ["tags", { equals: ["a", "b"] }, true],
  ["LastName", { notEquals: "Byron" }, true],
  ["Missing", { notEquals: null }, false],
  ["Email", { contains: "@acme" }, true],
  ["Email", { contains: "@globex" }, false],
  ["Age", { contains: "3" }, true],
  ["Title", { contains: "" }, false],
  ["Email", { pattern: "^ada@" }, false],
  ["Email", { pattern: "^ada@", flags: "i" }, true],
  ["LastName", { oneOf: ["Byron", "Lovelace"] }, true],
  ["LastName", { oneOf: ["Byron"] }, false],
  ["Age", { gt: 35 }, true],
  ["Age", { gt: 36 }, false],
  ["Age", { gte: 36 }, true],
  ["Age", { lt: 40 }, true],
  ["Age", { lte: 35 }, false],
  ["Age", { gt: "2024-01-01" }, false],
  ["CreatedDate", { gt: "2024-01-15T09:59:59Z" }, true],
  ["CreatedDate", { lt: "2024-01-15T11:00:00+01:00" }, false],
  ["CreatedDate", { gte: "2024-01-15" }, true],
  ["CloseDate", { lte: "2024-03-31T00:00:00Z" }, true],
  ["CloseDate", { lt: 5 }, false],
  ["Email", { exists: true }, true],
  ["Title", { exists: true }, false],
  ["Missing", { exists: false }, true],
  ["Account.Name", "Acme", true],
  ["Account.Owner.Alias", { contains: "DOE" }, true],
  ["Parent.Name", { exists: false }, true],
  ["lastname", "Lovelace", true],
];

describe("matchesValue", () => {
  for (const [field, matcher, expected] of cases) {
    test(`${field} ${JSON.stringify(matcher)} -> ${expected}`, () => {
      expect(matchesValue(readField(row, field), matcher)).toBe(expected);
    });
  }

  test("a bad pattern or bound is a thrown error, not a silent miss", () => {
    expect(() => matchesValue("x", { pattern: "(" })).toThrow(/Invalid pattern/);
    expect(() => matchesValue("2024-01-01", { gt: "yesterday" })).toThrow(/Not an ISO date/);
    expect(() => matchesValue("x", { contains: "x", equals: "x" } as never)).toThrow(/Not a matcher/);
  });
});

describe("matchesWhere", () => {
  test("every condition must hold; unmetFields lists the failing ones in order", () => {
    expect(matchesWhere(row, { LastName: "Lovelace", Email: { contains: "acme" } })).toBe(true);
    expect(unmetFields(row, { LastName: "Byron", Age: 36, Email: { contains: "zzz" } })).toEqual(["LastName", "Email"]);
    expect(matchesWhere(row, {})).toBe(true);
    expect(matchesWhere(row, undefined)).toBe(true);
  });

  test("a key with a dot is read whole before it is read as a path", () => {
    expect(readField({ "a.b": 1, a: { b: 2 } }, "a.b")).toBe(1);
    expect(readField({ a: [{ b: 3 }] }, "a.0.b")).toBe(3);
  });

  test("ambiguous case-insensitive keys do not match", () => {
    expect(readField({ name: 1, NAME: 2 }, "Name")).toBeUndefined();
  });
});

test("parseInstant reads Salesforce zones, dates and bare datetimes as UTC", () => {
  expect(parseInstant("2024-01-15T10:00:00.000+0000")).toBe(Date.UTC(2024, 0, 15, 10));
  expect(parseInstant("2024-01-15T10:00:00+02:00")).toBe(Date.UTC(2024, 0, 15, 8));
  expect(parseInstant("2024-01-15T10:00")).toBe(Date.UTC(2024, 0, 15, 10));
  expect(parseInstant("2024-01-15")).toBe(Date.UTC(2024, 0, 15));
  expect(parseInstant("Jan 15")).toBeNaN();
});
