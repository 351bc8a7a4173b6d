import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { loadConfig } from "../config.ts";

// Two sessions per world and one idle minute, so the bounds show with a handful of requests.
const limits = { ...loadConfig({}).limits, mcpSessionsPerWorld: 2, mcpSessionIdleMs: 60_000 };
let t: TestService;
let url: string;
const handle = (request: Request) => t.service.mockApp.handle(request);
const HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };
const rpc = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  handle(new Request(`${url}${path}`, { method: "POST", body: JSON.stringify(body), headers: { ...HEADERS, ...headers } }));
const initialize = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "raw", version: "1" } } };

/** Opens a session-mode MCP session; returns its id. */
async function openSession(): Promise<string> {
  const response = await rpc("/mcp?mode=session", initialize);
  expect(response.status).toBe(200);
  await response.body?.cancel();
  return response.headers.get("mcp-session-id")!;
}

/** tools/list on a session: 200 while it lives, 404 once it is closed. */
async function listOn(sessionId: string): Promise<number> {
  const response = await rpc("/mcp?mode=session", { jsonrpc: "2.0", id: 2, method: "tools/list" }, { "mcp-session-id": sessionId, "mcp-protocol-version": "2025-11-25" });
  await response.body?.cancel();
  return response.status;
}

beforeAll(async () => {
  t = await startTestService({ limits });
  url = (await t.createSnapshot("salesforce")).url;
});
afterAll(() => t.close());

describe("tools/call with malformed params", () => {
  for (const [label, params] of [["{}", {}], ["no params", undefined], ["a number for name", { name: 5 }], ["a string for arguments", { name: "salesforce_list_objects", arguments: "x" }]] as const) {
    test(`${label}: JSON-RPC -32602 Invalid params with a short message, not a -32603 schema dump`, async () => {
      const response = await rpc("/mcp", { jsonrpc: "2.0", id: 7, method: "tools/call", ...(params === undefined ? {} : { params }) });
      const body = await response.json();
      expect(body.id).toBe(7);
      expect(body.error.code).toBe(-32602);
      expect(body.error.message).toContain("tools/call");
      expect(body.error.message.length).toBeLessThan(200);
      expect(body.error.message).not.toContain('"code"');
      expect(body.error.message).not.toContain("\n");
    });
  }

  test("a well-formed call after a malformed one still works in the same session", async () => {
    const sessionId = await openSession();
    const bad = await rpc("/mcp?mode=session", { jsonrpc: "2.0", id: 3, method: "tools/call", params: {} }, { "mcp-session-id": sessionId, "mcp-protocol-version": "2025-11-25" });
    expect(await bad.text()).toContain("-32602");
    expect(await listOn(sessionId)).toBe(200);
  });
});

describe("session-mode sessions are bounded", () => {
  test("past limits.mcpSessionsPerWorld the least recently used session of that world is closed", async () => {
    const own = (await t.createSnapshot("salesforce")).url;
    const previous = url;
    url = own;
    try {
      const first = await openSession();
      const second = await openSession();
      expect(await listOn(first)).toBe(200); // first is now the most recently used
      const third = await openSession();
      expect(await listOn(second)).toBe(404);
      expect(await listOn(first)).toBe(200);
      expect(await listOn(third)).toBe(200);
      expect(t.service.sessions.countFor(own.split("/").at(-3)!)).toBe(2);
    } finally {
      url = previous;
    }
  });

  test("another world's sessions do not count against this one", async () => {
    const other = (await t.createSnapshot("salesforce")).url;
    const here = await openSession();
    const previous = url;
    url = other;
    try {
      await openSession();
      await openSession();
    } finally {
      url = previous;
    }
    expect(await listOn(here)).toBe(200);
  });

  test("an idle session closes after limits.mcpSessionIdleMs on the service's clock; a used one lives on", async () => {
    const isLive = (id: string) => t.service.worlds.peek(id) !== undefined; // as the reaper in main.ts asks
    // Sessions the tests above left open idle out first.
    t.clock.advance(60_000);
    await t.service.sessions.sweep(t.clock.now, isLive);
    expect(t.service.sessions.size).toBe(0);
    const idle = await openSession();
    const used = await openSession();
    t.clock.advance(45_000);
    expect(await listOn(used)).toBe(200);
    expect(await t.service.sessions.sweep(t.clock.now, isLive)).toBe(0);
    t.clock.advance(15_000);
    expect(await t.service.sessions.sweep(t.clock.now, isLive)).toBe(1);
    expect(await listOn(idle)).toBe(404);
    expect(await listOn(used)).toBe(200);
    t.clock.advance(60_000);
    expect(await t.service.sessions.sweep(t.clock.now, isLive)).toBe(1);
    expect(await listOn(used)).toBe(404);
  });
});
