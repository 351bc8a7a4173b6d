import { expect, test } from "bun:test";
import { describeBounds } from "./bounds.ts";
import { describeWhere, withWhere } from "./describe-where.ts";
import { describeFields, formatValue } from "./format.ts";

test("describeWhere puts each condition in words", () => {
  expect(describeWhere({ LastName: "Lovelace", Email: { contains: "@acme" } })).toBe('LastName = "Lovelace" and Email contains "@acme"');
  expect(describeWhere({
    a: { notEquals: 1 },
    b: { pattern: "^x", flags: "i" },
    c: { oneOf: ["x", 2] },
    d: { gte: "2024-01-01" },
    e: { lt: 3 },
    f: { exists: true },
    g: null,
    h: { exists: false },
  })).toBe('a != 1 and b matches /^x/i and c is one of "x", 2 and d >= "2024-01-01" and e < 3 and f is set and g is not set and h is not set');
  expect(withWhere({})).toBe("");
  expect(withWhere({ Name: "Acme" })).toBe(' with Name = "Acme"');
});

test("values are compact and short", () => {
  expect(formatValue(undefined)).toBe("unset");
  expect(formatValue({ a: [1, 2] })).toBe('{"a":[1,2]}');
  expect(formatValue("x".repeat(100))).toHaveLength(60);
  expect(describeFields({ Email: "ada@x.com" }, ["Email", "LastName"])).toBe('Email "ada@x.com", LastName unset');
});

test("describeBounds", () => {
  expect(describeBounds({ equals: 1 }, "record")).toBe("exactly 1 record");
  expect(describeBounds({ min: 2, max: 2 }, "record")).toBe("exactly 2 records");
  expect(describeBounds({ min: 1, max: 3 }, "call")).toBe("between 1 and 3 calls");
  expect(describeBounds({ max: 0 }, "call")).toBe("at most 0 calls");
  expect(describeBounds({ min: 1 }, "call")).toBe("at least 1 call");
});
