import { afterAll, afterEach, beforeAll, describe, expect, spyOn, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../config.ts";
import { createService, type Service } from "../service.ts";
import { createLogger } from "../log/logger.ts";
import { BUILTIN_PROVIDERS_DIR, loadPacks } from "../pack/load-packs.ts";
import { createPackRegistry, type LoadedPack } from "../pack/loaded-pack.ts";
import type { PackDefinition } from "../pack/types.ts";
import { FIXTURE_PACKS } from "../../tests/support/test-service.ts";

const LIMIT = 1024;
const lines: string[] = [];
let service: Service;
let dataDir: string;
let sf: string;
let notes: string;

/** The salesforce pack with handlers and hooks that fail on demand, as a buggy pack would. */
const faults = { handler: false, guard: false, onResponse: false, notFound: false };
function faultySalesforce(pack: LoadedPack): LoadedPack {
  const def: PackDefinition = {
    ...pack.def,
    operations: { ...pack.def.operations, limits: (ctx) => (faults.handler ? boom() : pack.def.operations.limits!(ctx)) },
    guard: (ctx, id) => (faults.guard ? boom() : pack.def.guard?.(ctx, id)),
    onResponse: (ctx, response, id) => (faults.onResponse ? boom() : pack.def.onResponse ? pack.def.onResponse(ctx, response, id) : response),
    errors: { ...pack.def.errors, notFound: (request) => (faults.notFound ? boom() : pack.def.errors.notFound(request)) },
  };
  return { ...pack, def };
}
function boom(): never {
  throw new Error("secret detail from /srv/understudy/providers/x.ts");
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "understudy-mock-errors-"));
  const config = { ...loadConfig({}), dataDir, mockPublicUrl: "http://localhost:4001", extraPacks: FIXTURE_PACKS };
  config.limits = { ...config.limits, mockBodyBytes: LIMIT };
  const loaded = await loadPacks(BUILTIN_PROVIDERS_DIR, FIXTURE_PACKS);
  const packs = createPackRegistry(loaded.list().map((pack) => (pack.def.slug === "salesforce" ? faultySalesforce(pack) : pack)));
  service = await createService(config, { packs, log: createLogger("debug", (line) => lines.push(line)) });
  const world = await service.worlds.provision({ orgId: "o", kind: "snapshot", seeds: { salesforce: {}, notes: {} }, ttlMs: 3600_000 });
  sf = service.addressing.urlFor(world.id, "salesforce");
  notes = service.addressing.urlFor(world.id, "notes");
});
afterAll(async () => {
  await service.close();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  Object.assign(faults, { handler: false, guard: false, onResponse: false, notFound: false });
  lines.length = 0;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  service.mockApp.handle(new Request(url, { headers: { authorization: "Bearer t", ...headers } }));

describe("a fault inside a pack", () => {
  for (const where of ["handler", "guard", "onResponse"] as const) {
    test(`a throwing ${where} is the pack's errors.internal, logged through the logger with its stack and the answer's request id`, async () => {
      const consoleError = spyOn(console, "error");
      try {
        faults[where] = true;
        const response = await get(`${sf}/services/data/v67.0/limits`);
        expect(response.status).toBe(500);
        const text = await response.text();
        expect(JSON.parse(text)).toEqual([{ message: "An unexpected error occurred in the mock.", errorCode: "UNKNOWN_EXCEPTION" }]);
        expect(text).not.toContain("secret");
        const requestId = response.headers.get("x-request-id");
        expect(requestId).toBeTruthy();
        const logged = lines.filter((line) => line.includes(requestId!));
        expect(logged).toHaveLength(1);
        expect(logged[0]).toContain(" error ");
        expect(logged[0]).toContain("salesforce.limits");
        expect(logged[0]).toContain("secret detail");
        expect(logged[0]).toContain("at boom");
        expect(consoleError).not.toHaveBeenCalled();
      } finally {
        consoleError.mockRestore();
      }
    });
  }

  test("a fault outside any operation (here the pack's own notFound) is a generic JSON 500 with the request id, logged", async () => {
    faults.notFound = true;
    const response = await get(`${sf}/no/such/path`);
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await response.json();
    expect(body).toEqual({ error: "Internal error in the mock service; see the service log.", requestId: response.headers.get("x-request-id") });
    expect(lines.filter((line) => line.includes(body.requestId) && line.includes("secret detail"))).toHaveLength(1);
  });
});

describe("Host", () => {
  test("an unusable Host header is a JSON 400 that says so", async () => {
    for (const host of ["a b", "", "exa mple.com:80", "host/with/slash"]) {
      const response = await get(`${sf}/services/data/v67.0/limits`, { host });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toContain("Host");
    }
    expect((await get(`${sf}/services/data/v67.0/limits`, { host: "localhost:4001" })).status).toBe(200);
  });
});

describe("request bodies past limits.mockBodyBytes", () => {
  const post = (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
    service.mockApp.handle(new Request(url, { method: "POST", body, headers: { authorization: "Bearer t", "content-type": "application/json", ...headers } }));

  /** A body that never ends, and how many chunks of it were read. */
  function endless(): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
    let pulls = 0;
    const chunk = new TextEncoder().encode(" ".repeat(256));
    const stream = new ReadableStream<Uint8Array>({ pull: (controller) => { pulls++; controller.enqueue(chunk); } }, { highWaterMark: 0 });
    return { stream, pulled: () => pulls };
  }

  test("a declared Content-Length over the limit is 413 in the pack's shape before anything is read", async () => {
    const { stream, pulled } = endless();
    const response = await post(`${sf}/services/data/v67.0/sobjects/Account`, stream, { "content-length": String(10 * LIMIT) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual([{ message: `The size of the request body exceeded ${LIMIT} bytes.`, errorCode: "EXCEEDED_MAX_SIZE_REQUEST" }]);
    expect(response.headers.get("connection")).toBe("close");
    expect(pulled()).toBe(0);
  }, 5000);

  test("a chunked body is cut off once it passes the limit: 413, and the rest is never read", async () => {
    const { stream, pulled } = endless();
    const response = await post(`${sf}/services/data/v67.0/sobjects/Account`, stream);
    expect(response.status).toBe(413);
    expect((await response.json())[0].errorCode).toBe("EXCEEDED_MAX_SIZE_REQUEST");
    expect(pulled()).toBeLessThanOrEqual(LIMIT / 256 + 2);
  }, 5000);

  test("a pack without payloadTooLarge gets the core's 413 in its invalidJson shape", async () => {
    const response = await post(`${notes}/notes`, "x".repeat(LIMIT + 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: `invalid_json: The size of the request body exceeded ${LIMIT} bytes.` });
  }, 5000);

  test("a body the client aborts mid-way is the pack's 400 for an unreadable body, not a logged fault", async () => {
    let sent = 0;
    const aborted = new ReadableStream<Uint8Array>({
      pull: (controller) => (sent++ < 2 ? controller.enqueue(new TextEncoder().encode('{"Name":')) : controller.error(new Error("connection reset"))),
    });
    const response = await post(`${sf}/services/data/v67.0/sobjects/Account`, aborted);
    expect(response.status).toBe(400);
    expect((await response.json())[0].errorCode).toBe("JSON_PARSER_ERROR");
    expect(lines.filter((line) => line.includes(" error "))).toEqual([]);
  }, 5000);

  test("a body at the limit is read as usual", async () => {
    const fields = JSON.stringify({ Name: "x".repeat(40) });
    const response = await post(`${sf}/services/data/v67.0/sobjects/Account`, fields.padEnd(LIMIT, " "));
    expect(response.status).toBe(201);
  }, 5000);

  test("the MCP endpoint answers 413 with a JSON-RPC error", async () => {
    const { stream } = endless();
    const response = await post(`${sf}/mcp`, stream, { accept: "application/json, text/event-stream" });
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toContain(String(LIMIT));
  }, 5000);
});
