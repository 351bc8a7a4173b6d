import { expect, test } from "bun:test";
import type { JsonRecord, OperationContext } from "../../../core/pack/index.ts";
import { builtinDescribes } from "../describes/index.ts";
import { lastUsed, markRecentlyUsed } from "./recent.ts";

// What SOQL's FOR VIEW / FOR REFERENCE record (markRecentlyUsed), and how recency is read (lastUsed).
const rows = new Map<string, JsonRecord>([["001000000000001AAA", { Id: "001000000000001AAA", LastModifiedDate: "2026-01-01T00:00:00.000+0000" }]]);
const ctx = {
  clock: { now: () => new Date("2026-11-21T12:00:00Z") },
  world: { collection: () => ({ has: (id: string) => rows.has(id), update: (id: string, patch: JsonRecord) => rows.set(id, { ...rows.get(id), ...patch }) }) },
} as unknown as OperationContext;
const describeOf = (name: string) => builtinDescribes().find((d) => d.name === name)!;

test("FOR REFERENCE stamps LastReferencedDate; FOR VIEW both; unknown ids and objects without the fields are left alone", () => {
  markRecentlyUsed(ctx, describeOf("Account"), ["001000000000001", "001000000000009AAA", "garbage"], "reference");
  expect(rows.get("001000000000001AAA")).toEqual({ Id: "001000000000001AAA", LastModifiedDate: "2026-01-01T00:00:00.000+0000", LastReferencedDate: "2026-11-21T12:00:00.000+0000" });
  markRecentlyUsed(ctx, describeOf("Account"), ["001000000000001AAA"], "view");
  expect(rows.get("001000000000001AAA")?.LastViewedDate).toBe("2026-11-21T12:00:00.000+0000");
  expect(rows.size).toBe(1);
  const before = structuredClone(rows.get("001000000000001AAA"));
  // Task has no LastViewedDate / LastReferencedDate.
  markRecentlyUsed(ctx, describeOf("Task"), ["001000000000001AAA"], "view");
  expect(rows.get("001000000000001AAA")).toEqual(before);
});

test("a record was last used at the latest of its view, reference and change", () => {
  expect(lastUsed({ LastModifiedDate: "2026-01-02T00:00:00.000+0000", LastViewedDate: "2026-01-03T00:00:00.000+0000", LastReferencedDate: "2026-01-01T00:00:00.000+0000" })).toBe("2026-01-03T00:00:00.000+0000");
  expect(lastUsed({})).toBe("");
});
