import { expect, test } from "bun:test";
import { world, type StoreHarness } from "./fixtures.ts";

const call = (i: number) => ({ at: 1_700_000_000_000 + i, tool: `tool_${i}`, arguments: { i, text: "é\"\\" }, outcome: "ok" as const, error: null, latencyMs: 12.5 });

export function logAndLockCases(h: StoreHarness): void {
  test("appendToolCall assigns 1, 2, 3… and lists them in order, with the result text when given", async () => {
    const { store } = h;
    await store.insertWorld(world("w1"), []);
    expect(await store.appendToolCall("w1", call(0))).toBe(1);
    expect(await store.appendToolCall("w1", { ...call(1), outcome: "error", error: "boom", arguments: undefined })).toBe(2);
    expect(await store.appendToolCall("w2", call(2))).toBe(1);
    expect(await store.appendToolCall("w1", { ...call(3), result: "{\"ok\": true} — ✓" })).toBe(3);
    expect(await store.listToolCalls("w1")).toEqual([
      { seq: 1, ...call(0) },
      { seq: 2, ...call(1), outcome: "error", error: "boom", arguments: null },
      { seq: 3, ...call(3), result: "{\"ok\": true} — ✓" },
    ]);
  });

  test("20 concurrent appends, from two handles, take positions 1..20 once each", async () => {
    const { store } = h;
    const other = await h.openAnother();
    await store.insertWorld(world("w1"), []);
    const seqs = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? other : store).appendToolCall("w1", call(i))));
    expect([...seqs].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const calls = await store.listToolCalls("w1");
    expect(calls.map((c) => c.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // Each call sits at the position its append answered.
    for (const [i, seq] of seqs.entries()) expect(calls[seq - 1]?.tool).toBe(`tool_${i}`);
    expect(typeof calls[0]?.latencyMs).toBe("number");
  });

  test("withLock runs the work and hands back its value; a failure still releases", async () => {
    const { store } = h;
    expect(await store.withLock("reaper", { wait: true }, async () => 42)).toEqual({ ran: true, value: 42 });
    await expect(store.withLock("reaper", { wait: false }, async () => { throw new Error("work failed"); })).rejects.toThrow("work failed");
    expect(await store.withLock("reaper", { wait: false }, async () => "again")).toEqual({ ran: true, value: "again" });
  });

  test.skipIf(h.kind !== "postgres")("withLock across nodes: a try while held gives up, a wait waits for the release", async () => {
    const { store } = h;
    const other = await h.openAnother();
    let release!: () => void;
    const holding = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const first = store.withLock("scheduler", { wait: true }, async () => {
      entered();
      await holding;
      return "first";
    });
    await inside;
    expect(await other.withLock("scheduler", { wait: false }, async () => "second")).toEqual({ ran: false });
    // The same node: its own holder counts too.
    expect(await store.withLock("scheduler", { wait: false }, async () => "third")).toEqual({ ran: false });
    // Another name is free.
    expect(await other.withLock("other-job", { wait: false }, async () => "free")).toEqual({ ran: true, value: "free" });
    const order: string[] = [];
    const waiting = other.withLock("scheduler", { wait: true }, async () => void order.push("waiter ran"));
    await Bun.sleep(100);
    order.push("released");
    release();
    expect(await first).toEqual({ ran: true, value: "first" });
    expect(await waiting).toEqual({ ran: true, value: undefined });
    expect(order).toEqual(["released", "waiter ran"]);
  });
}
