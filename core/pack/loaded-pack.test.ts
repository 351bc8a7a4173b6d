import { expect, test } from "bun:test";
import { createLoadedPack, createPackRegistry } from "./loaded-pack.ts";
import { loadPacks } from "./load-packs.ts";
import notes from "../../tests/fixtures/notes-pack/pack.ts";

test("a pack whose OpenAPI names an operation without a handler is refused at load", () => {
  const broken = { ...notes, operations: { listNotes: notes.operations.listNotes } };
  expect(() => createLoadedPack(broken as never, "broken.ts")).toThrow("operation getNote (/notes/{id}) has no handler");
  expect(() => createLoadedPack({ ...notes, slug: "Bad_Slug" }, "x.ts")).toThrow('slug "Bad_Slug"');
  expect(() => createLoadedPack(undefined as never, "empty.ts")).toThrow("not a pack");
});

test("two packs with one slug stop the start, naming both sources", () => {
  expect(() => createPackRegistry([createLoadedPack(notes, "a.ts"), createLoadedPack(notes, "b.ts")])).toThrow("a.ts and b.ts");
});

test("extra packs load from paths given in configuration", async () => {
  const registry = await loadPacks("/nonexistent", ["tests/fixtures/notes-pack/pack.ts"]);
  expect(registry.slugs()).toEqual(["notes"]);
});
