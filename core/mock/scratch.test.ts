import { describe, expect, test } from "bun:test";
import { hostPack, tinyPack } from "./pack-harness.fixture.ts";

describe("ctx.scratch", () => {
  const counting = () =>
    tinyPack({ operations: { ping: (ctx) => ({ calls: ++ctx.scratch("counter", () => ({ n: 0 })).n }) } });

  test("keeps a value per world across requests, made once by init", async () => {
    const host = await hostPack(counting());
    expect(await (await host.request("GET", "/ping")).json()).toEqual({ calls: 1 });
    expect(await (await host.request("GET", "/ping")).json()).toEqual({ calls: 2 });
    await host.close();
  });

  test("is separate per world and per pack", async () => {
    const host = await hostPack(counting());
    const other = await host.worlds.provision({ orgId: "o", kind: "snapshot", seeds: { tiny: {} }, ttlMs: 60_000 });
    host.world.scratch("tiny", "k", () => ({ v: 1 }));
    expect(other.scratch("tiny", "k", () => ({ v: 2 }))).toEqual({ v: 2 });
    expect(host.world.scratch("other-pack", "k", () => ({ v: 3 }))).toEqual({ v: 3 });
    expect(host.world.scratch("tiny", "k", () => ({ v: 4 }))).toEqual({ v: 1 });
    await host.close();
  });

  test("is freed when the world is removed or expires", async () => {
    const host = await hostPack(counting());
    const world = host.world;
    world.scratch("tiny", "k", () => "kept");
    await host.worlds.remove(world.id);
    expect(world.scratch("tiny", "k", () => "fresh")).toBe("fresh");

    const now = 0;
    const expiring = await host.worlds.provision({ orgId: "o", kind: "snapshot", seeds: { tiny: {} }, ttlMs: 1 });
    expiring.scratch("tiny", "k", () => "kept");
    // The registry's clock is fixed: move the expiry to before it.
    expiring.meta.expiresAt = now;
    await host.worlds.reap();
    expect(expiring.scratch("tiny", "k", () => "fresh")).toBe("fresh");
    await host.close();
  });
});
