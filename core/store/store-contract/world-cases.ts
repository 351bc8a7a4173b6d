import { expect, test } from "bun:test";
import { FAR, mutation, world, type StoreHarness } from "./fixtures.ts";

const account = (id: string, data: Record<string, unknown>) => ({ pack: "crm", collection: "Account", id, data });

export function worldCases(h: StoreHarness): void {
  test("insertWorld then loadWorld gives the world back, numbers as numbers; worldVersion starts at 0", async () => {
    const { store } = h;
    const meta = world("w1", { mcpCredentialHash: "abc" });
    await store.insertWorld(meta, [account("b", { Name: "B", nested: { list: [1, "two"] } }), account("a", { Name: "quote \" backslash \\ ünï" })]);
    const loaded = await store.loadWorld("w1");
    expect(loaded).toEqual({ meta, lastSeq: 0, records: [account("a", { Name: "quote \" backslash \\ ünï" }), account("b", { Name: "B", nested: { list: [1, "two"] } })] });
    for (const value of [loaded!.meta.randomSeed, loaded!.meta.createdAt, loaded!.meta.expiresAt, loaded!.meta.counter, loaded!.lastSeq]) expect(typeof value).toBe("number");
    expect(await store.worldVersion("w1")).toEqual({ seq: 0, counter: 0, expiresAt: FAR, mcpCredentialHash: "abc" });
    expect(await store.worldVersion("missing")).toBeUndefined();
    expect(await store.loadWorld("missing")).toBeUndefined();
  });

  test("insertWorld is all or nothing", async () => {
    const { store } = h;
    await expect(store.insertWorld(world("w1"), [account("a", {}), account("a", { again: true })])).rejects.toThrow();
    expect(await store.loadWorld("w1")).toBeUndefined();
    expect(await store.worldVersion("w1")).toBeUndefined();
    await store.insertWorld(world("w2"), [account("a", { v: 1 })]);
    await expect(store.insertWorld(world("w2", { counter: 9 }), [account("z", {})])).rejects.toThrow();
    expect(await store.loadWorld("w2")).toMatchObject({ meta: { counter: 0 }, records: [account("a", { v: 1 })] });
  });

  test("commitWorlds applies a world's units in order, each from where the previous ended", async () => {
    const { store } = h;
    await store.insertWorld(world("w1"), [account("a", { v: 0 })]);
    const answers = await store.commitWorlds([
      { worldId: "w1", baseSeq: 0, counter: 1, mutations: [mutation(1, "a", "update", { v: 1 }), mutation(2, "b", "insert", { v: "b" })] },
      { worldId: "w1", baseSeq: 2, counter: 2, mutations: [mutation(3, "a", "update", { v: 3 })] },
      { worldId: "w1", baseSeq: 3, counter: 3, mutations: [mutation(4, "b", "delete"), mutation(5, "c", "insert", { v: "c" }), mutation(6, "c", "update", { v: "c2" })] },
    ]);
    expect(answers).toEqual([true, true, true]);
    expect(await store.worldVersion("w1")).toEqual({ seq: 6, counter: 3, expiresAt: FAR, mcpCredentialHash: null });
    const loaded = await store.loadWorld("w1");
    expect(loaded?.lastSeq).toBe(6);
    expect(loaded?.meta.counter).toBe(3);
    expect(loaded?.records).toEqual([account("a", { v: 3 }), account("c", { v: "c2" })]);
    const journal = await store.listJournal("w1");
    expect(journal).toEqual([1, 2, 3, 4, 5, 6].map((seq) => expect.objectContaining({ seq })));
    expect(journal[3]).toEqual(mutation(4, "b", "delete"));
    expect(await store.journalSince("w1", 4)).toEqual([mutation(5, "c", "insert", { v: "c" }), mutation(6, "c", "update", { v: "c2" })]);
    expect(await store.journalSince("w1", 6)).toEqual([]);
    expect(await store.journalSince("w1", 0)).toEqual(journal);
  });

  test("a world's stored bytes: written at insert, moved by each commit that carries them, summed per organization over live worlds", async () => {
    const { store } = h;
    await store.insertWorld(world("w1", { bytes: 500 }), []);
    await store.insertWorld(world("w2", { bytes: 70 }), []);
    await store.insertWorld(world("w3", { bytes: 9, orgId: "org_b" }), []);
    await store.insertWorld(world("w_old", { bytes: 1000, expiresAt: 50 }), []);
    expect(await store.commitWorlds([{ worldId: "w1", baseSeq: 0, counter: 1, mutations: [mutation(1, "a")], bytes: 900 }])).toEqual([true]);
    // A unit without bytes leaves them as they are.
    expect(await store.commitWorlds([{ worldId: "w1", baseSeq: 1, counter: 2, mutations: [mutation(2, "b")] }])).toEqual([true]);
    expect((await store.loadWorld("w1"))?.meta.bytes).toBe(900);
    expect(await store.sumLiveWorldBytes("org_a", 100)).toBe(970);
    expect(await store.sumLiveWorldBytes("org_a", 10)).toBe(1970);
    expect(await store.sumLiveWorldBytes("org_b", 100)).toBe(9);
    expect(await store.sumLiveWorldBytes("org_none", 100)).toBe(0);
  });

  test("commitWorlds refuses a stale or missing world and that world's later units, and commits the others", async () => {
    const { store } = h;
    for (const id of ["w1", "w2", "w3"]) await store.insertWorld(world(id), []);
    expect(await store.commitWorlds([{ worldId: "w2", baseSeq: 0, counter: 1, mutations: [mutation(1, "x")] }])).toEqual([true]);
    const answers = await store.commitWorlds([
      { worldId: "w1", baseSeq: 0, counter: 1, mutations: [mutation(1, "a")] },
      { worldId: "w2", baseSeq: 0, counter: 5, mutations: [mutation(1, "stale")] },
      { worldId: "gone", baseSeq: 0, counter: 1, mutations: [mutation(1, "a")] },
      { worldId: "w2", baseSeq: 1, counter: 6, mutations: [mutation(2, "built-on-stale")] },
      { worldId: "w3", baseSeq: 0, counter: 1, mutations: [mutation(1, "a")] },
      { worldId: "w1", baseSeq: 1, counter: 2, mutations: [mutation(2, "b")] },
    ]);
    expect(answers).toEqual([true, false, false, false, true, true]);
    expect(await store.worldVersion("w2")).toMatchObject({ seq: 1, counter: 1 });
    expect((await store.loadWorld("w2"))?.records.map((r) => r.id)).toEqual(["x"]);
    expect((await store.listJournal("w2")).map((m) => m.recordId)).toEqual(["x"]);
    expect(await store.worldVersion("w1")).toMatchObject({ seq: 2, counter: 2 });
    expect(await store.worldVersion("w3")).toMatchObject({ seq: 1, counter: 1 });
    expect(await store.loadWorld("gone")).toBeUndefined();
    expect(await store.commitWorlds([])).toEqual([]);
  });

  test("an empty unit at the right position still moves the counter; at a wrong one it is refused", async () => {
    const { store } = h;
    await store.insertWorld(world("w1"), []);
    expect(await store.commitWorlds([{ worldId: "w1", baseSeq: 0, counter: 7, mutations: [] }])).toEqual([true]);
    expect(await store.worldVersion("w1")).toMatchObject({ seq: 0, counter: 7 });
    expect(await store.commitWorlds([{ worldId: "w1", baseSeq: 3, counter: 8, mutations: [] }])).toEqual([false]);
    expect(await store.worldVersion("w1")).toMatchObject({ seq: 0, counter: 7 });
  });

  test("of concurrent commits from one position, exactly one wins, also from another handle", async () => {
    const { store } = h;
    const other = await h.openAnother();
    await store.insertWorld(world("w1"), []);
    const attempts = Array.from({ length: 12 }, (_, i) =>
      (i % 2 ? other : store).commitWorlds([{ worldId: "w1", baseSeq: 0, counter: i + 1, mutations: [mutation(1, `r${i}`)] }]));
    const answers = (await Promise.all(attempts)).map(([ok]) => ok);
    expect(answers.filter(Boolean)).toHaveLength(1);
    const winner = answers.indexOf(true);
    expect(await other.worldVersion("w1")).toMatchObject({ seq: 1, counter: winner + 1 });
    expect((await store.loadWorld("w1"))?.records.map((r) => r.id)).toEqual([`r${winner}`]);
  });

  test("worldVersion asked for several worlds at once answers each (PostgreSQL reads them in one query)", async () => {
    const { store } = h;
    await store.insertWorld(world("w1", { expiresAt: 111 }), []);
    await store.insertWorld(world("w2", { mcpCredentialHash: "h2" }), []);
    await store.commitWorlds([{ worldId: "w2", baseSeq: 0, counter: 4, mutations: [mutation(1, "a"), mutation(2, "b")] }]);
    const answers = await Promise.all(["w1", "missing", "w2", "w1"].map((id) => store.worldVersion(id)));
    expect(answers).toEqual([
      { seq: 0, counter: 0, expiresAt: 111, mcpCredentialHash: null },
      undefined,
      { seq: 2, counter: 4, expiresAt: FAR, mcpCredentialHash: "h2" },
      { seq: 0, counter: 0, expiresAt: 111, mcpCredentialHash: null },
    ]);
  });

  test("committers racing over the same worlds, in different orders, lose no write and never deadlock", async () => {
    const { store } = h;
    const other = await h.openAnother();
    const ids = ["w1", "w2", "w3", "w4", "w5"];
    for (const id of ids) await store.insertWorld(world(id), []);
    const committer = async (handle: typeof store, k: number) => {
      for (let round = 0; round < 4; round++) {
        let todo = k % 2 ? [...ids].reverse() : [...ids];
        for (let attempt = 0; todo.length > 0; attempt++) {
          if (attempt > 200) throw new Error("starved");
          const versions = await Promise.all(todo.map((id) => handle.worldVersion(id)));
          const units = todo.map((id, i) => {
            const seq = versions[i]!.seq;
            return { worldId: id, baseSeq: seq, counter: seq + 1, mutations: [mutation(seq + 1, `c${k}_${round}`)] };
          });
          const answers = await handle.commitWorlds(units);
          todo = todo.filter((_, i) => !answers[i]);
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, (_, k) => committer(k % 2 ? other : store, k)));
    for (const id of ids) {
      expect(await store.worldVersion(id)).toMatchObject({ seq: 24, counter: 24 });
      expect((await store.listJournal(id)).map((m) => m.seq)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
      expect((await store.loadWorld(id))?.records).toHaveLength(24);
    }
  });

  test("listLiveWorlds: live ones only, by organization and kind when asked; expiry and credential changes show", async () => {
    const { store } = h;
    await store.insertWorld(world("w_old", { createdAt: 1, expiresAt: 100 }), []);
    await store.insertWorld(world("w_b", { createdAt: 3, kind: "eval" }), []);
    await store.insertWorld(world("w_a", { createdAt: 2 }), []);
    await store.insertWorld(world("w_other", { createdAt: 4, orgId: "org_b" }), []);
    expect((await store.listLiveWorlds(100)).map((w) => w.id)).toEqual(["w_a", "w_b", "w_other"]);
    expect((await store.listLiveWorlds(99)).map((w) => w.id)).toEqual(["w_old", "w_a", "w_b", "w_other"]);
    expect(await store.listLiveWorlds(100, { orgId: "org_a", kind: "snapshot" })).toEqual([world("w_a", { createdAt: 2 })]);
    expect((await store.listLiveWorlds(100, { orgId: "org_a", kind: "eval" })).map((w) => w.id)).toEqual(["w_b"]);
    await store.setWorldExpiry("w_a", 50);
    await store.setMcpCredential("w_b", "hash_b");
    expect((await store.listLiveWorlds(100)).map((w) => w.id)).toEqual(["w_b", "w_other"]);
    expect(await store.worldVersion("w_a")).toMatchObject({ expiresAt: 50 });
    expect(await store.worldVersion("w_b")).toMatchObject({ mcpCredentialHash: "hash_b" });
    await store.setMcpCredential("w_b", null);
    expect((await store.listLiveWorlds(100, { orgId: "org_a", kind: "eval" }))[0]?.mcpCredentialHash).toBeNull();
    // An expired world is still stored until the reaper runs.
    expect((await store.loadWorld("w_old"))?.meta.id).toBe("w_old");
  });

  test("countLiveWorlds: how many are live and the soonest expiry, by organization and kind when asked", async () => {
    const { store } = h;
    await store.insertWorld(world("w_old", { expiresAt: 100 }), []);
    await store.insertWorld(world("w_a", { expiresAt: 500 }), []);
    await store.insertWorld(world("w_b", { expiresAt: 300 }), []);
    await store.insertWorld(world("w_eval", { expiresAt: 200, kind: "eval" }), []);
    expect(await store.countLiveWorlds(100)).toEqual({ count: 3, soonestExpiresAt: 200 });
    expect(await store.countLiveWorlds(100, { orgId: "org_a", kind: "snapshot" })).toEqual({ count: 2, soonestExpiresAt: 300 });
    expect(await store.countLiveWorlds(100, { orgId: "org_b", kind: "snapshot" })).toEqual({ count: 0, soonestExpiresAt: null });
    expect(await store.countLiveWorlds(1000)).toEqual({ count: 0, soonestExpiresAt: null });
  });

  test("deleteWorld and deleteExpiredWorlds remove a world with its records, journal and tool calls", async () => {
    const { store } = h;
    for (const [id, expiresAt] of [["w_c", 10], ["w_a", 20], ["w_live", FAR], ["w_b", 30]] as const) {
      await store.insertWorld(world(id, { expiresAt }), [account("a", {})]);
      await store.commitWorlds([{ worldId: id, baseSeq: 0, counter: 1, mutations: [mutation(1, "b")] }]);
      await store.appendToolCall(id, { at: 1, tool: "t", arguments: {}, outcome: "ok", error: null, latencyMs: 1 });
    }
    await store.deleteWorld("w_b");
    expect(await store.loadWorld("w_b")).toBeUndefined();
    expect(await store.listJournal("w_b")).toEqual([]);
    expect(await store.listToolCalls("w_b")).toEqual([]);
    expect(await store.commitWorlds([{ worldId: "w_b", baseSeq: 1, counter: 2, mutations: [mutation(2, "c")] }])).toEqual([false]);
    expect(await store.deleteExpiredWorlds(20)).toEqual(["w_a", "w_c"]);
    expect(await store.deleteExpiredWorlds(20)).toEqual([]);
    for (const id of ["w_a", "w_c"]) {
      expect(await store.loadWorld(id)).toBeUndefined();
      expect(await store.listJournal(id)).toEqual([]);
      expect(await store.listToolCalls(id)).toEqual([]);
    }
    expect((await store.loadWorld("w_live"))?.records.map((r) => r.id)).toEqual(["a", "b"]);
    expect(await store.listToolCalls("w_live")).toHaveLength(1);
  });
}
