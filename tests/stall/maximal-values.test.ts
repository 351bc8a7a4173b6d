import { describe, expect, test } from "bun:test";
import { maximalValue, nestedJson } from "./maximal-values.ts";

describe("maximalValue", () => {
  test("fills every property, strings to maxLength, numbers to their maximum, enums to a member", () => {
    const schema = {
      type: "object",
      properties: { name: { type: "string", maxLength: 80 }, count: { type: "integer", maximum: 500 }, open: { type: "boolean" }, kind: { enum: ["a", "b"] }, size: { type: "number" } },
    };
    expect(maximalValue(schema, { bytes: 10_000 })).toEqual({ name: "x".repeat(80), count: 500, open: true, kind: "a", size: 1e15 });
  });

  test("grows arrays to maxItems, or to the byte budget when unbounded", () => {
    expect((maximalValue({ type: "array", items: { type: "integer" }, maxItems: 7 }, { bytes: 100_000 }) as unknown[]).length).toBe(7);
    const unbounded = maximalValue({ type: "array", items: { type: "string", maxLength: 8 } }, { bytes: 100_000 }) as string[];
    expect(JSON.stringify(unbounded).length).toBeGreaterThan(80_000);
    expect(JSON.stringify(unbounded).length).toBeLessThanOrEqual(110_000);
  });

  test("keeps formatted and patterned strings valid rather than long", () => {
    const value = maximalValue({ type: "object", properties: { at: { type: "string", format: "date-time" }, code: { type: "string", pattern: "^[A-Z]{3}$" } } }, { bytes: 10_000 }) as Record<string, string>;
    expect(Number.isNaN(Date.parse(value.at!))).toBe(false);
    expect(value.code).toMatch(/^[A-Z]{3}$/);
  });

  test("stops at a depth on recursive schemas", () => {
    const node: Record<string, unknown> = { type: "object", properties: {} };
    (node.properties as Record<string, unknown>).child = node;
    let depth = 0;
    for (let value = maximalValue(node, { bytes: 1_000, depth: 4 }) as Record<string, unknown> | undefined; value && Object.keys(value).length; value = value.child as Record<string, unknown>) depth++;
    expect(depth).toBe(4);
  });
});

test("nestedJson writes JSON as deep as asked, past what JSON.stringify can", () => {
  expect(JSON.parse(nestedJson(3))).toEqual({ a: { a: { a: "bottom" } } });
  expect(nestedJson(100_000).length).toBe(100_000 * 6 + 8);
});
