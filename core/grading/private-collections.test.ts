import { expect, test } from "bun:test";
import { createLoadedPack, createPackRegistry } from "../pack/loaded-pack.ts";
import { createSqliteStore } from "../store/sqlite-store.ts";
import { WorldRegistry } from "../world/world-registry.ts";
import { tinyPack } from "../mock/pack-harness.fixture.ts";
import { gradeWorld } from "./grade-world.ts";
import type { GradingInput } from "./types.ts";
import type { GraderRegistry } from "./load-graders.ts";

test("a pack's private collections never reach the grading input (initial, final, diff)", async () => {
  const def = tinyPack({
    private: ["_secrets"],
    seed: {
      schema: { type: "object" },
      normalize: () => ({ items: [{ id: "a", record: { id: "a" } }], _secrets: [{ id: "a", record: { password: "hunter2" } }] }),
    },
  });
  const packs = createPackRegistry([createLoadedPack(def, "tiny.ts")]);
  const store = createSqliteStore(":memory:");
  const world = await new WorldRegistry(store, packs, () => 0).provision({ orgId: "o", kind: "snapshot", seeds: { tiny: {} }, ttlMs: 60_000 });
  const pw = world.forPack("tiny", () => 0);
  pw.collection("_secrets").update("a", { password: "changed" });
  pw.collection("items").insert("b", { id: "b" });
  let seen: GradingInput | undefined;
  const graders = { get: () => ({ def: { grade: (input: GradingInput) => ((seen = input), { passed: true }) } }) } as unknown as GraderRegistry;
  await gradeWorld({ graders, packs }, world, [{ plugin: "spy", requirement: "r", options: {} } as never], null);
  expect(seen!.initial).toEqual({ tiny: { items: { a: { id: "a" } } } });
  expect(seen!.final).toEqual({ tiny: { items: { a: { id: "a" }, b: { id: "b" } } } });
  expect(Object.keys(seen!.diff.tiny!)).toEqual(["items"]);
  expect(JSON.stringify(seen)).not.toContain("hunter2");
  await store.close();
});

test("the loader refuses a private list that is not collection names", () => {
  expect(() => createLoadedPack(tinyPack({ private: [""] }), "tiny.ts")).toThrow("private must be a list of collection names");
});
