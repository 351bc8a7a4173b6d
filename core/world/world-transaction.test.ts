import { expect, test } from "bun:test";
import { createSqliteStore } from "../store/sqlite-store.ts";
import { CommitQueue } from "./commit-queue.ts";
import { World } from "./world.ts";

const meta = () => ({ id: "w", orgId: "o", kind: "snapshot" as const, packs: ["p"], config: {}, seed: {}, randomSeed: 1, counter: 0, createdAt: 0, expiresAt: 10 ** 12, mcpCredentialHash: null });

test("a failed transaction undoes every change in memory and writes nothing", async () => {
  const store = createSqliteStore(":memory:");
  const commits = new CommitQueue(store);
  const m = meta();
  await store.insertWorld(m, [{ pack: "p", collection: "c", id: "a", data: { v: 1 } }]);
  const world = new World(m, store, commits, [{ pack: "p", collection: "c", id: "a", data: { v: 1 } }]);
  const c = world.forPack("p", () => 0).collection("c");
  await expect(world.transaction(() => {
    c.update("a", { v: 2 });
    c.insert("b", { v: 3 });
    c.delete("a");
    throw new Error("boom");
  })).rejects.toThrow("boom");
  expect(c.all()).toEqual([{ v: 1 }]);
  expect(world.hasUncommitted).toBe(false);
  await commits.drain();
  expect(await store.listJournal("w")).toEqual([]);

  await world.transaction(() => {
    c.update("a", { v: 5 });
    c.insert("b", { v: 6 });
  });
  await world.flushed();
  expect((await store.listJournal("w")).map((j) => [j.seq, j.op, j.recordId])).toEqual([[1, "update", "a"], [2, "insert", "b"]]);
  expect((await store.listLiveWorlds(0)).map((w) => w.id)).toEqual(["w"]);
  const reloaded = (await store.loadWorld("w"))!;
  expect(reloaded.lastSeq).toBe(2);
  expect(reloaded.records.map((r) => r.data)).toEqual([{ v: 5 }, { v: 6 }]);
  await store.close();
});
