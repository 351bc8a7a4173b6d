import { expect, test } from "bun:test";
import { cloneRecord } from "./clone-record.ts";

test("a deep copy: nested objects and arrays are new, values equal", () => {
  const record = { Name: "Acme", n: 3, flag: false, none: null, tags: ["a", { b: [1, 2] }], nested: { deep: { x: "y" } } };
  const copy = cloneRecord(record);
  expect(copy).toEqual(record);
  expect(copy.tags).not.toBe(record.tags);
  expect(copy.tags[1]).not.toBe(record.tags[1]);
  expect(copy.nested.deep).not.toBe(record.nested.deep);
  record.nested.deep.x = "changed";
  expect(copy.nested.deep.x).toBe("y");
});

test("a field named __proto__ stays an own field and sets no prototype", () => {
  const record = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}');
  const copy = cloneRecord(record);
  expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
  expect(Object.keys(copy)).toEqual(["__proto__", "a"]);
  expect((copy as Record<string, unknown>).polluted).toBeUndefined();
});

test("values that are not plain JSON (a Date, bytes) are copied as structuredClone copies them", () => {
  const at = new Date(0);
  const bytes = new Uint8Array([1, 2, 3]);
  const copy = cloneRecord({ at, bytes });
  expect(copy.at).toEqual(at);
  expect(copy.at).not.toBe(at);
  expect([...copy.bytes]).toEqual([1, 2, 3]);
  expect(copy.bytes).not.toBe(bytes);
});
