// Group commit (commit-queue.ts): what one tick writes, across worlds, is one store transaction; each
// answer waits for the commit holding its change; a refused commit rejects and rolls the copy back, a
// failed one retires it.
import { afterEach, describe, expect, test } from "bun:test";
import { createSqliteStore } from "../store/sqlite-store.ts";
import type { Store, WorldCommit, WorldMeta } from "../store/types.ts";
import type { Logger } from "../log/logger.ts";
import { CommitQueue } from "./commit-queue.ts";
import { World } from "./world.ts";
import { WorldConflict } from "./world-conflict.ts";

const meta = (id: string): WorldMeta => ({
  id, orgId: "o", kind: "snapshot", packs: ["p"], config: {}, seed: {}, randomSeed: 1, counter: 0, createdAt: 0, expiresAt: 10 ** 12, mcpCredentialHash: null,
});

/** A promise settled from outside, to hold a commit in flight. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Turns of the event loop: the queue commits on the next one (setImmediate). */
const ticks = async (n = 3) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** Whether a promise has settled yet, without waiting for it. */
function tracked<T>(promise: Promise<T>) {
  const state = { settled: false, error: undefined as unknown };
  promise.then(() => (state.settled = true), (error) => ((state.settled = true), (state.error = error)));
  return state;
}

interface Harness {
  store: Store;
  /** Every commitWorlds call's units, in order. */
  calls: WorldCommit[][];
  commits: CommitQueue;
  world(id: string): Promise<World>;
  insert(world: World, id: string, data?: Record<string, unknown>): void;
}

const opened: Store[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

/**
 * Worlds on an in-memory SQLite store wrapped to count commitWorlds calls; `around` may hold a call
 * (a gate), answer for the store or throw instead.
 */
function harness(around?: (units: WorldCommit[], real: () => Promise<boolean[]>, call: number) => Promise<boolean[]>, log?: Logger): Harness {
  const real = createSqliteStore(":memory:");
  opened.push(real);
  const calls: WorldCommit[][] = [];
  const store: Store = {
    ...real,
    commitWorlds: async (units) => {
      calls.push(structuredClone(units));
      const commit = () => real.commitWorlds(units);
      return around ? around(units, commit, calls.length) : commit();
    },
  };
  const commits = new CommitQueue(store, log);
  return {
    store: real,
    calls,
    commits,
    async world(id) {
      await real.insertWorld(meta(id), [{ pack: "p", collection: "c", id: "seed", data: { v: 0 } }]);
      return new World(meta(id), store, commits, [{ pack: "p", collection: "c", id: "seed", data: { v: 0 } }]);
    },
    insert: (world, id, data = { v: 1 }) => void world.forPack("p", () => 0).collection("c").insert(id, data),
  };
}

const journalIds = async (store: Store, worldId: string) => (await store.listJournal(worldId)).map((m) => [m.seq, m.op, m.recordId]);

describe("group commit", () => {
  test("many writes to several worlds in one tick are one commitWorlds call, one unit per world, in order", async () => {
    const h = harness();
    const [a, b, c] = await Promise.all(["wa", "wb", "wc"].map((id) => h.world(id)));
    // As concurrent requests do: each writes, then waits for its commit.
    h.insert(a!, "a1");
    h.insert(b!, "b1");
    h.insert(a!, "a2");
    h.insert(c!, "c1");
    await a!.transaction(() => {
      h.insert(a!, "a3");
      h.insert(a!, "a4");
    });
    h.insert(b!, "b2");
    expect(h.calls).toHaveLength(0); // nothing is written before the tick ends
    await Promise.all([a!.flushed(), b!.flushed(), c!.flushed()]);

    expect(h.calls).toHaveLength(1);
    expect(h.calls[0]!.map((u) => [u.worldId, u.baseSeq, u.mutations.map((m) => [m.seq, m.recordId])])).toEqual([
      ["wa", 0, [[1, "a1"], [2, "a2"], [3, "a3"], [4, "a4"]]],
      ["wb", 0, [[1, "b1"], [2, "b2"]]],
      ["wc", 0, [[1, "c1"]]],
    ]);
    expect(await journalIds(h.store, "wa")).toEqual([[1, "insert", "a1"], [2, "insert", "a2"], [3, "insert", "a3"], [4, "insert", "a4"]]);
    expect(await journalIds(h.store, "wb")).toEqual([[1, "insert", "b1"], [2, "insert", "b2"]]);
    expect(await journalIds(h.store, "wc")).toEqual([[1, "insert", "c1"]]);
    expect([a!.committedSeq, b!.committedSeq, c!.committedSeq]).toEqual([4, 2, 1]);
    expect((await h.store.loadWorld("wa"))!.records.map((r) => r.id).sort()).toEqual(["a1", "a2", "a3", "a4", "seed"]);
  });

  test("each request's flushed() resolves only after the commit that holds its change", async () => {
    const first = gate();
    const order: string[] = [];
    const h = harness(async (_units, real, call) => {
      if (call === 1) await first.opened;
      const outcomes = await real();
      order.push(`commit ${call}`);
      return outcomes;
    });
    const world = await h.world("w");
    h.insert(world, "r1");
    const early = world.flushed().then(() => order.push("flushed r1"));
    const earlyState = tracked(early);
    await ticks();
    // The commit is in flight, held: the answer must not go out, and the store has nothing yet.
    expect(h.calls).toHaveLength(1);
    expect(earlyState.settled).toBe(false);
    expect(world.hasUncommitted).toBe(true);
    expect(await h.store.listJournal("w")).toEqual([]);

    // A write while that batch is in flight forms the next batch; its answer waits for that one.
    h.insert(world, "r2");
    const late = world.flushed().then(() => order.push("flushed r2"));
    first.open();
    await early;
    expect(order).toEqual(["commit 1", "flushed r1"]);
    await late;
    expect(order).toEqual(["commit 1", "flushed r1", "commit 2", "flushed r2"]);
    expect(h.calls.map((units) => units.map((u) => [u.baseSeq, u.mutations.map((m) => m.recordId)]))).toEqual([[[0, ["r1"]]], [[1, ["r2"]]]]);
    expect(await journalIds(h.store, "w")).toEqual([[1, "insert", "r1"], [2, "insert", "r2"]]);
    expect(world.hasUncommitted).toBe(false);
    // Nothing pending: it resolves at once.
    await world.flushed();
    expect(h.calls).toHaveLength(2);
  });

  test("a unit the store refuses (another writer moved the world first) rejects flushed() with WorldConflict and rolls the copy back to its last commit; the batch's other worlds commit", async () => {
    const h = harness();
    const stale = await h.world("w");
    const other = await h.world("other");
    // Another node (or process on the file) commits to the stored world: it is now at seq 1.
    const elsewhere = { seq: 1, pack: "p", collection: "c", recordId: "theirs", op: "insert" as const, before: null, after: { v: 9 }, at: 0 };
    expect(await h.store.commitWorlds([{ worldId: "w", baseSeq: 0, counter: 0, mutations: [elsewhere] }])).toEqual([true]);

    h.insert(stale, "mine");
    h.insert(other, "fine");
    const refused = stale.flushed();
    const accepted = other.flushed();
    const error = await refused.then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(WorldConflict);
    expect((error as WorldConflict).worldId).toBe("w");
    await accepted;
    expect(h.calls).toHaveLength(1);
    expect(h.calls[0]!.map((u) => u.worldId)).toEqual(["w", "other"]);

    // The copy is back at its last commit (its own change undone), still usable: the registry replays
    // the other writer's change from the journal before the request runs again.
    expect(stale.usable).toBe(true);
    expect(stale.hasUncommitted).toBe(false);
    expect(stale.committedSeq).toBe(0);
    expect(stale.forPack("p", () => 0).collection("c").get("mine")).toBeUndefined();
    await stale.flushed();
    expect(other.usable).toBe(true);
    // The store kept the other writer's change only, and the other world's.
    expect(await journalIds(h.store, "w")).toEqual([[1, "insert", "theirs"]]);
    expect(await journalIds(h.store, "other")).toEqual([[1, "insert", "fine"]]);
  });

  test("a refusal undoes the changes made while the refused commit was in flight too, back to the last commit", async () => {
    const hold = gate();
    const h = harness(async (units, real, call) => {
      if (call > 1) return real();
      await hold.opened;
      return units.map(() => false);
    });
    const world = await h.world("w");
    const view = world.forPack("p", () => 0).collection("c");
    h.insert(world, "first");
    const first = tracked(world.flushed());
    await ticks();
    // While the first commit is in flight: an update of the seed and a second insert.
    view.update("seed", { v: 2 });
    h.insert(world, "second");
    const second = tracked(world.flushed());
    hold.open();
    await ticks();
    expect([first.error, second.error].map((e) => e instanceof WorldConflict)).toEqual([true, true]);
    expect([view.get("first"), view.get("second"), view.get("seed")]).toEqual([undefined, undefined, { v: 0 }]);
    expect([world.usable, world.hasUncommitted, world.committedSeq]).toEqual([true, false, 0]);
    // Nothing is left to commit: the second batch never reaches the store.
    await h.commits.drain();
    expect(h.calls).toHaveLength(1);
  });

  test("a refusal while a transaction is open retires the copy (its changes were made on state now undone)", async () => {
    const h = harness(async (units) => units.map(() => false));
    const world = await h.world("w");
    h.insert(world, "outside");
    const refused = tracked(world.flushed());
    const pack = world.forPack("p", () => 0);
    await pack.transaction(async () => {
      pack.collection("c").insert("inside", { v: 3 });
      await ticks();
    }).catch(() => undefined);
    expect(refused.error).toBeInstanceOf(WorldConflict);
    expect(world.usable).toBe(false);
  });

  test("a refusal the store answers (false) rejects only that world's waiters", async () => {
    const h = harness(async (units, real) => {
      const outcomes = await real();
      return units.map((u, i) => (u.worldId === "refused" ? false : outcomes[i]!));
    });
    const refused = await h.world("refused");
    const kept = await h.world("kept");
    h.insert(refused, "x");
    h.insert(kept, "y");
    const [lost, won] = await Promise.allSettled([refused.flushed(), kept.flushed()]);
    expect(lost.status).toBe("rejected");
    expect((lost as PromiseRejectedResult).reason).toBeInstanceOf(WorldConflict);
    expect(won.status).toBe("fulfilled");
    expect([refused.usable, kept.usable]).toEqual([true, true]);
    expect([refused.committedSeq, refused.hasUncommitted, kept.committedSeq]).toEqual([0, false, 1]);
    expect(refused.forPack("p", () => 0).collection("c").get("x")).toBeUndefined();
  });

  test("a store error rejects every waiter of the batch with it, retires those copies and is logged", async () => {
    const failure = new Error("disk I/O error");
    const logged: string[] = [];
    const log: Logger = {
      debug: () => {},
      info: () => {},
      warn: () => {},
      error: (area, message) => void logged.push(`${area}: ${message}`),
    };
    let failing = true;
    const h = harness(async (_units, real) => {
      if (failing) throw failure;
      return real();
    }, log);
    const a = await h.world("a");
    const b = await h.world("b");
    h.insert(a, "a1");
    h.insert(b, "b1");
    const results = await Promise.allSettled([a.flushed(), b.flushed()]);
    expect(results.map((r) => (r.status === "rejected" ? r.reason : r.status))).toEqual([failure, failure]);
    expect([a.usable, b.usable]).toEqual([false, false]);
    expect(logged).toEqual(["store: committing 2 world change(s) failed"]);
    expect(await h.store.listJournal("a")).toEqual([]);

    // The queue itself goes on: a later batch of another world commits.
    failing = false;
    const c = await h.world("c");
    h.insert(c, "c1");
    await c.flushed();
    expect(await journalIds(h.store, "c")).toEqual([[1, "insert", "c1"]]);
  });

  test("drain() waits for everything pending and in flight, the batch formed meanwhile included", async () => {
    const first = gate();
    const h = harness(async (_units, real, call) => {
      if (call === 1) await first.opened;
      return real();
    });
    await h.commits.drain(); // nothing pending: at once
    const a = await h.world("a");
    const b = await h.world("b");
    h.insert(a, "a1");
    await ticks(); // the first batch is in flight, held
    expect(h.calls).toHaveLength(1);
    h.insert(a, "a2");
    h.insert(b, "b1");
    const drained = tracked(h.commits.drain());
    await ticks();
    expect(drained.settled).toBe(false);
    first.open();
    await h.commits.drain();
    expect(h.calls).toHaveLength(2);
    expect([a.hasUncommitted, b.hasUncommitted]).toEqual([false, false]);
    expect(await journalIds(h.store, "a")).toEqual([[1, "insert", "a1"], [2, "insert", "a2"]]);
    expect(await journalIds(h.store, "b")).toEqual([[1, "insert", "b1"]]);
    await ticks();
    expect(drained.settled).toBe(true);
    expect(drained.error).toBeUndefined();
  });
});
