import { describe, expect, test } from "bun:test";
import { json, PackError } from "../pack/define-pack.ts";
import { hostPack, tinyPack } from "./pack-harness.fixture.ts";

describe("a thrown PackError", () => {
  test("a handler's is answered with its status and payload (default rendering), and onResponse still runs", async () => {
    const host = await hostPack(tinyPack({
      operations: { ping: () => { throw new PackError(404, { ok: false, error: "channel_not_found" }); } },
      onResponse: (_ctx, response) => { response.headers.set("x-seen", "1"); return response; },
    }));
    const response = await host.request("GET", "/ping");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ ok: false, error: "channel_not_found" });
    expect(response.headers.get("x-seen")).toBe("1");
    expect(host.logged.filter((line) => line.includes(" error "))).toEqual([]);
    await host.close();
  });

  test("the pack's errors.render shapes it, for handler, guard and onResponse alike", async () => {
    const where = { value: "handler" };
    const fail = () => { throw new PackError(400, "bad_thing", "bad_thing", { "x-why": "test" }); };
    const base = tinyPack();
    const host = await hostPack(tinyPack({
      errors: { ...base.errors, render: (error) => json({ ok: false, error: error.payload, status: error.status }, 200, error.headers) },
      guard: () => (where.value === "guard" ? fail() : undefined),
      operations: { ping: () => (where.value === "handler" ? fail() : { ok: true }) },
      onResponse: (_ctx, response) => (where.value === "onResponse" ? fail() : response),
    }));
    for (const at of ["handler", "guard", "onResponse"]) {
      where.value = at;
      const response = await host.request("GET", "/ping");
      expect(response.status).toBe(200);
      expect(response.headers.get("x-why")).toBe("test");
      expect(await response.json()).toEqual({ ok: false, error: "bad_thing", status: 400 });
    }
    await host.close();
  });

  test("is recognised by its brand, so a pack's own copy of the class still renders", async () => {
    const foreign = Object.assign(new Error("x"), { [Symbol.for("understudy.PackError")]: true, status: 409, payload: { conflict: true }, headers: {} });
    const host = await hostPack(tinyPack({ operations: { ping: () => { throw foreign; } } }));
    const response = await host.request("GET", "/ping");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ conflict: true });
    await host.close();
  });

  test("any other error is still errors.internal with a fixed message", async () => {
    const host = await hostPack(tinyPack({ operations: { ping: () => { throw new Error("secret"); } } }));
    const response = await host.request("GET", "/ping");
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "internal", message: "An unexpected error occurred in the mock." });
    await host.close();
  });
});

describe("async guard and onResponse", () => {
  test("an async guard's Response refuses the request; undefined lets it through", async () => {
    const host = await hostPack(tinyPack({
      guard: async (ctx) => {
        await Promise.resolve();
        return ctx.request.headers.get("authorization") ? undefined : json({ error: "not_authed" }, 401);
      },
    }));
    const refused = await host.request("GET", "/ping");
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: "not_authed" });
    const allowed = await host.request("GET", "/ping", { headers: { authorization: "Bearer x" } });
    expect(await allowed.json()).toEqual({ pong: true });
    await host.close();
  });

  test("an async onResponse's answer is what the client gets", async () => {
    const host = await hostPack(tinyPack({
      onResponse: async (_ctx, response) => {
        const body = await response.json();
        return json({ ...(body as object), wrapped: true }, 200, { "x-async": "yes" });
      },
    }));
    const response = await host.request("GET", "/ping");
    expect(response.headers.get("x-async")).toBe("yes");
    expect(await response.json()).toEqual({ pong: true, wrapped: true });
    await host.close();
  });
});
