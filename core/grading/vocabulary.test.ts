import { expect, test } from "bun:test";
import { createLoadedPack, createPackRegistry } from "../pack/loaded-pack.ts";
import type { RecordDescription } from "../pack/types.ts";
import { tinyPack } from "../mock/pack-harness.fixture.ts";
import type { WorldState } from "./types.ts";
import { worldVocabulary } from "./vocabulary.ts";

const initial: WorldState = { tiny: { lists: { L1: { name: "Groceries" } }, items: { a: { text: "Milk", list: "L1" } } } };
const final: WorldState = { tiny: { lists: {}, items: { a: { text: "Milk", list: "L1" }, b: { text: "Eggs", list: "L2" } } } };

function vocabularyOf(records: (collection: string) => RecordDescription | undefined, config: Record<string, unknown> = {}) {
  const packs = createPackRegistry([createLoadedPack(tinyPack({ records, private: ["_secrets"] }), "tiny.ts")]);
  return worldVocabulary(packs, initial, final, config);
}

test("a pack's declaration gives a collection's noun, plural, stamps and labels, reading other records", () => {
  const vocabulary = vocabularyOf((collection) =>
    collection === "items"
      ? { noun: "Tiny item", stamps: ["touched"], label: (item, { lookup, config }) => `“${item.text}” on ${lookup("lists", String(item.list))?.name ?? item.list}${config ? " (configured)" : ""}` }
      : collection === "lists" ? { noun: "Tiny list", plural: "Tiny lists of things" } : undefined,
  );
  const items = vocabulary.of("tiny", "items")!;
  expect([items.noun, items.plural, items.stamps]).toEqual(["Tiny item", "Tiny items", ["touched"]]);
  // The list is gone from the final state: its label reads the initial one.
  expect(items.label("a", final.tiny!.items!.a!)).toBe("“Milk” on Groceries");
  expect(items.label("b", final.tiny!.items!.b!)).toBe("“Eggs” on L2");
  // No label declared: the id.
  expect(vocabulary.of("tiny", "lists")!.label("L1", {})).toBe("L1");
  expect(vocabulary.of("tiny", "lists")!.plural).toBe("Tiny lists of things");
  expect(vocabularyOf(() => ({ noun: "x", label: (_r, { config }) => String(config) }), { tiny: "cfg" }).of("tiny", "items")!.label("a", {})).toBe("cfg");
});

test("undeclared collections, unknown packs, private collections and blank nouns have no terms", () => {
  const vocabulary = vocabularyOf((collection) => (collection === "items" ? { noun: "  " } : { noun: "Thing" }));
  expect(vocabulary.of("tiny", "items")).toBeUndefined();
  expect(vocabulary.of("tiny", "_secrets")).toBeUndefined();
  expect(vocabulary.of("other", "items")).toBeUndefined();
  expect(vocabulary.of("tiny", "lists")!.noun).toBe("Thing");
});

test("naming code that throws or says nothing never breaks a grade: the id, or the default words", () => {
  const throwing = vocabularyOf((collection) => {
    if (collection === "lists") throw new Error("bug");
    return { noun: "Tiny item", label: (item) => (item.text === "Milk" ? "" : (item as never as { x: { y: string } }).x.y) };
  });
  expect(throwing.of("tiny", "lists")).toBeUndefined();
  expect(throwing.of("tiny", "items")!.label("a", final.tiny!.items!.a!)).toBe("a");
  expect(throwing.of("tiny", "items")!.label("b", final.tiny!.items!.b!)).toBe("b");
});

test("the loader refuses records that are not a function", () => {
  expect(() => createLoadedPack(tinyPack({ records: { items: { noun: "x" } } as never }), "tiny.ts")).toThrow("records must be a function of a collection name");
});
