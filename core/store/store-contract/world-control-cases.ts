import { expect, test } from "bun:test";
import { lease, mutation, storeRun, world, type StoreHarness } from "./fixtures.ts";

export function worldControlCases(h: StoreHarness): void {
  test("checkpoints: added once per name, read, listed oldest first, gone with their world", async () => {
    const { store } = h;
    await store.insertWorld(world("w1"), []);
    const control = store.worldControl;
    expect(await control.addCheckpoint("w1", { name: "start", seq: 0, counter: 3, createdAt: 10 })).toBe(true);
    expect(await control.addCheckpoint("w1", { name: "after", seq: 7, counter: 9, createdAt: 20 })).toBe(true);
    // A name is taken once: the first stays.
    expect(await control.addCheckpoint("w1", { name: "start", seq: 5, counter: 5, createdAt: 30 })).toBe(false);
    expect(await control.getCheckpoint("w1", "start")).toEqual({ name: "start", seq: 0, counter: 3, createdAt: 10 });
    expect(await control.getCheckpoint("w1", "nope")).toBeUndefined();
    expect(await control.getCheckpoint("w2", "start")).toBeUndefined();
    expect((await control.listCheckpoints("w1")).map((c) => c.name)).toEqual(["start", "after"]);
    await store.deleteWorld("w1");
    expect(await control.listCheckpoints("w1")).toEqual([]);
  });

  test("checkpoints of expired worlds go with them", async () => {
    const { store } = h;
    await store.insertWorld(world("old", { expiresAt: 5 }), []);
    await store.worldControl.addCheckpoint("old", { name: "x", seq: 0, counter: 0, createdAt: 1 });
    expect(await store.deleteExpiredWorlds(10)).toEqual(["old"]);
    expect(await store.worldControl.listCheckpoints("old")).toEqual([]);
  });

  test("journalPage reads the journal in pages after a position", async () => {
    const { store } = h;
    await store.insertWorld(world("w1"), []);
    const entries = Array.from({ length: 5 }, (_, i) => mutation(i + 1, `r${i}`));
    expect(await store.commitWorlds([{ worldId: "w1", baseSeq: 0, counter: 5, mutations: entries }])).toEqual([true]);
    expect((await store.worldControl.journalPage("w1", 0, 2)).map((m) => m.seq)).toEqual([1, 2]);
    expect((await store.worldControl.journalPage("w1", 2, 2)).map((m) => m.seq)).toEqual([3, 4]);
    expect(await store.worldControl.journalPage("w1", 4, 10)).toEqual([entries[4]!]);
    expect(await store.worldControl.journalPage("w1", 5, 10)).toEqual([]);
  });

  test("findTaskOfWorld names the run and trial a task world was leased for", async () => {
    const { store } = h;
    const [first, second] = await storeRun(store, "run_1", 2);
    await store.evals.updateTaskResult({ ...first!, status: "leased", worldId: "w_task", ...lease(1) });
    await store.evals.updateTaskResult({ ...second!, status: "leased", worldId: "w_other", ...lease(2) });
    expect(await store.worldControl.findTaskOfWorld("w_task")).toEqual({ runId: "run_1", taskResultId: first!.id });
    expect(await store.worldControl.findTaskOfWorld("w_none")).toBeUndefined();
  });

  test("forkWorld is one row that reads through its source up to a position; the source's later changes stay its own", async () => {
    const { store } = h;
    await store.insertWorld(world("src", { counter: 4 }), [{ pack: "crm", collection: "Account", id: "a1", data: { Name: "Acme" } }]);
    const entries = [mutation(1, "a2"), mutation(2, "a1", "update", { Name: "Acme Ltd" }), mutation(3, "a3")];
    await store.commitWorlds([{ worldId: "src", baseSeq: 0, counter: 7, mutations: entries }]);
    await store.worldControl.forkWorld(world("fork", { counter: 6, bytes: 123 }), "src", 2);
    const fork = (await store.loadWorld("fork"))!;
    expect(fork.lastSeq).toBe(2);
    expect(fork.meta).toMatchObject({ id: "fork", counter: 6, bytes: 123 });
    expect(fork.records.map((r) => [r.id, r.data]).sort()).toEqual([["a1", { Name: "Acme Ltd" }], ["a2", { n: 1 }]]);
    expect((await store.listJournal("fork")).map((m) => m.seq)).toEqual([1, 2]);
    // The fork goes on from position 2 on its own; a fork of the fork reads through both.
    expect(await store.commitWorlds([{ worldId: "fork", baseSeq: 2, counter: 7, mutations: [mutation(3, "b1")] }])).toEqual([true]);
    expect((await store.journalSince("fork", 1)).map((m) => [m.seq, m.recordId])).toEqual([[2, "a1"], [3, "b1"]]);
    expect((await store.worldControl.journalPage("fork", 0, 2)).map((m) => m.recordId)).toEqual(["a2", "a1"]);
    await store.worldControl.forkWorld(world("grandchild"), "fork", 3);
    expect((await store.loadWorld("grandchild"))!.records.map((r) => r.id).sort()).toEqual(["a1", "a2", "b1"]);
    expect((await store.loadWorld("src"))!.records.map((r) => r.id).sort()).toEqual(["a1", "a2", "a3"]);
  });

  test("a removed source is retired while a fork reads from it, and goes with its last fork", async () => {
    const { store } = h;
    await store.insertWorld(world("src"), [{ pack: "crm", collection: "Account", id: "a1", data: { Name: "Acme" } }]);
    await store.worldControl.forkWorld(world("fork", { expiresAt: 50 }), "src", 0);
    await store.deleteWorld("src");
    // Nothing serves the source any more, but the fork still reads it.
    expect((await store.worldVersion("src"))?.expiresAt).toBe(0);
    expect(await store.countLiveWorlds(10)).toEqual({ count: 1, soonestExpiresAt: 50 });
    expect((await store.loadWorld("fork"))!.records.map((r) => r.id)).toEqual(["a1"]);
    await expect(store.worldControl.forkWorld(world("late"), "src", 0)).rejects.toThrow("no longer stored");
    // The reaper leaves the retired source while its fork lives, then takes both.
    expect(await store.deleteExpiredWorlds(10)).toEqual([]);
    expect(await store.deleteExpiredWorlds(60)).toEqual(["fork"]);
    expect(await store.loadWorld("src")).toBeUndefined();
  });

  test("fault rules: inserted with the world, replaced, cleared, carried by the version check; a tool call keeps its fault", async () => {
    const { store } = h;
    const rules = JSON.stringify([{ match: { pack: "p" }, effect: "server_error" }]);
    await store.insertWorld(world("w1", { faults: rules }), []);
    expect((await store.worldVersion("w1"))?.faults).toBe(rules);
    expect((await store.loadWorld("w1"))?.meta.faults).toBe(rules);
    const replaced = JSON.stringify([{ match: { tool: "t" }, effect: "rate_limit", nth: [2] }]);
    expect(await store.worldControl.setFaults("w1", replaced)).toBe(true);
    expect((await store.worldVersion("w1"))?.faults).toBe(replaced);
    expect(await store.worldControl.setFaults("w1", null)).toBe(true);
    expect((await store.worldVersion("w1"))?.faults).toBeUndefined();
    expect((await store.loadWorld("w1"))?.meta.faults).toBeUndefined();
    expect(await store.worldControl.setFaults("nope", replaced)).toBe(false);

    const fault = { rule: 0, effect: "rate_limit", on: "tool t" };
    await store.appendToolCall("w1", { at: 1, tool: "t", arguments: {}, outcome: "error", error: "ratelimited", latencyMs: 1, fault });
    await store.appendToolCall("w1", { at: 2, tool: "t", arguments: {}, outcome: "ok", error: null, latencyMs: 1 });
    const calls = await store.listToolCalls("w1");
    expect(calls[0]!.fault).toEqual(fault);
    expect("fault" in calls[1]!).toBe(false);
  });
}
