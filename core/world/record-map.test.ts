import { expect, test } from "bun:test";
import { memoryCollection } from "./memory-collection.ts";
import { RecordMap } from "./record-map.ts";

// A value derived from a collection is kept until one of its records changes, whoever changes it.
test("a memo is computed once, and again after an insert, an update, a delete or a write to the map itself", () => {
  let computed = 0;
  const notes = memoryCollection("notes", [["n1", { text: "b" }], ["n2", { text: "a" }]]);
  const sorted = () => notes.memo("by-text", () => (computed++, notes.all().map((n) => n.text).sort()));
  expect(sorted()).toEqual(["a", "b"]);
  expect(sorted()).toEqual(["a", "b"]);
  expect(computed).toBe(1);
  notes.insert("n3", { text: "c" });
  expect(sorted()).toEqual(["a", "b", "c"]);
  notes.update("n1", { text: "d" });
  expect(sorted()).toEqual(["a", "c", "d"]);
  notes.delete("n2");
  expect(sorted()).toEqual(["c", "d"]);
  expect(computed).toBe(4);
  // Keys are independent.
  expect(notes.memo("count", () => notes.count())).toBe(2);
  expect(sorted()).toEqual(["c", "d"]);
  expect(computed).toBe(4);
});

test("a replayed mutation or a rolled-back transaction writes the map directly: the memo sees it", () => {
  const records = new RecordMap();
  records.set("a", { v: 1 });
  const size = () => records.memo("size", () => records.size);
  expect(size()).toBe(1);
  records.set("b", { v: 2 });
  expect(size()).toBe(2);
  records.delete("a");
  expect(size()).toBe(1);
  records.clear();
  expect(size()).toBe(0);
});
