import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { hostPack, tinyPack } from "./pack-harness.fixture.ts";
import { callOperation } from "./invoke-operation.ts";
import { createLoadedPack } from "../pack/loaded-pack.ts";
import { json } from "../pack/define-pack.ts";
import notes from "../../tests/fixtures/notes-pack/pack.ts";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";

const post = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("a pack's declared parameters and body are checked before its handler runs", () => {
  let host: Awaited<ReturnType<typeof hostPack>>;
  beforeAll(async () => (host = await hostPack(notes)));
  afterAll(() => host.close());

  test("a bad query parameter is answered in the pack's own shape (its errors.invalidRequest)", async () => {
    for (const [limit, problem] of [["abc", "must be integer"], ["0", "must be >= 1"], ["101", "must be <= 100"]]) {
      const response = await host.request("GET", `/notes?limit=${limit}`);
      expect([response.status, await response.json()]).toEqual([400, { error: `invalid_request: query parameter "limit" ${problem}` }]);
    }
  });

  test("a body that breaks the schema never reaches the handler, which trusts what the schema promises", async () => {
    for (const [body, problem] of [
      [{}, "body must have required property 'text'"],
      [{ text: 5 }, "body.text must be string"],
      [{ text: "" }, "body.text must NOT have fewer than 1 characters"],
      [{ text: "a", pinned: true }, 'body has an unknown property "pinned"'],
      [["a"], "body must be object"],
    ] as const) {
      const response = await host.request("POST", "/notes", post(body));
      expect([response.status, await response.json()]).toEqual([400, { error: `invalid_request: ${problem}` }]);
    }
    const empty = await host.request("POST", "/notes", { method: "POST" });
    expect(await empty.json()).toEqual({ error: "invalid_request: The request body is required." });
    expect(host.world.forPack("notes", () => 0).collection("notes").count()).toBe(0);
  });

  test("valid requests pass, with query values read as their declared type", async () => {
    for (const text of ["one", "two", "three"]) expect((await host.request("POST", "/notes", post({ text }))).status).toBe(201);
    const listed = await (await host.request("GET", "/notes?limit=2")).json();
    expect(listed.notes.map((n: { text: string }) => n.text)).toEqual(["one", "two"]);
  });

  test("in-process calls (tools, handlers composing others) are checked the same way", async () => {
    const refused = await callOperation(host.target, "createNote", { method: "POST", body: { text: 1 } });
    expect(await refused.json()).toEqual({ error: "invalid_request: body.text must be string" });
    expect((await callOperation(host.target, "listNotes", { query: { limit: "x" } })).status).toBe(400);
  });
});

describe("how the core answers and when", () => {
  const typed = { paths: { "/items/{n}": { get: { operationId: "item", parameters: [{ name: "n", in: "path", required: true, schema: { type: "integer" as const } }] } } } };

  test("without errors.invalidRequest, the pack's invalidJson answers with the problems as its message", async () => {
    const host = await hostPack(tinyPack({ ...typed, operations: { item: () => ({ ok: true }) } }));
    const response = await host.request("GET", "/items/x");
    expect([response.status, await response.json()]).toEqual([400, { error: "bad_json", message: 'Invalid request: path parameter "n" must be integer' }]);
    expect((await host.request("GET", "/items/3")).status).toBe(200);
    await host.close();
  });

  test("the guard runs first; onResponse still sees the refusal", async () => {
    const host = await hostPack(tinyPack({
      ...typed,
      operations: { item: () => ({ ok: true }) },
      guard: (ctx) => (ctx.request.headers.has("authorization") ? undefined : json({ error: "no_auth" }, 401)),
      onResponse: (_ctx, response) => new Response(response.body, { status: response.status, headers: { ...Object.fromEntries(response.headers), "x-usage": "1" } }),
    }));
    expect((await host.request("GET", "/items/x")).status).toBe(401);
    const refused = await host.request("GET", "/items/x", { headers: { authorization: "Bearer t" } });
    expect([refused.status, refused.headers.get("x-usage")]).toEqual([400, "1"]);
    await host.close();
  });

  test("x-understudy-validate: false lets the handler see the request as sent", async () => {
    const off = { paths: { "/items/{n}": { get: { ...typed.paths["/items/{n}"].get, "x-understudy-validate": false } } } };
    const host = await hostPack(tinyPack({ ...off, operations: { item: ({ params }) => ({ n: params.n }) } }));
    expect(await (await host.request("GET", "/items/x")).json()).toEqual({ n: "x" });
    await host.close();
  });

  test("a pack whose operation declares a schema ajv cannot compile is refused at load, naming the pack and operation", () => {
    const broken = tinyPack({ paths: { "/ping": { get: { operationId: "ping", parameters: [{ name: "q", in: "query", schema: { type: "string", pattern: "(" } }] } } } });
    expect(() => createLoadedPack(broken, "tiny.ts")).toThrow("tiny.ts: operation ping (GET /ping): its query parameters' schema does not compile");
  });
});

describe("through the mock plane", () => {
  let t: TestService;
  beforeAll(async () => {
    t = await startTestService();
  });
  afterAll(() => t.close());

  test("a fixture pack's bad query parameter gets the pack's error shape", async () => {
    const { url } = await t.createSnapshot("notes", { seed: { items: [{ text: "a" }, { text: "b" }] } });
    const refused = await t.mock(`${url}/notes?limit=many`);
    expect([refused.status, await refused.json()]).toEqual([400, { error: 'invalid_request: query parameter "limit" must be integer' }]);
    expect((await (await t.mock(`${url}/notes?limit=1`)).json()).notes).toHaveLength(1);
  });
});
