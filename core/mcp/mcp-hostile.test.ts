import { afterAll, beforeAll, expect, test } from "bun:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { createWorldMcpServer } from "./world-mcp-server.ts";
import { createLogger } from "../log/logger.ts";

let t: TestService;
let url: string;
const HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  t.service.mockApp.handle(new Request(`${url}${path}`, { method: "POST", body, headers: { ...HEADERS, ...headers } }));
const initialize = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "raw", version: "1" } } };

beforeAll(async () => {
  t = await startTestService();
  url = (await t.createSnapshot("salesforce")).url;
});
afterAll(() => t.close());

/** The JSON-RPC answer of a session-mode POST (an SSE stream of one event) or a stateless one (JSON). */
async function answerOf(response: Response): Promise<{ status: number; text: string; body: { error?: { code: number; message: string; data?: unknown } } }> {
  const text = await response.text();
  const json = text.startsWith("{") ? text : (/^data: (.+)$/m.exec(text)?.[1] ?? "{}");
  return { status: response.status, text, body: JSON.parse(json) };
}

test("methods named after Object's members are -32601 Method not found, stateless and in a session, with no exception text", async () => {
  const init = await post("/mcp?mode=session", JSON.stringify(initialize));
  const sessionId = init.headers.get("mcp-session-id")!;
  await init.body?.cancel();
  const session = { "mcp-session-id": sessionId, "mcp-protocol-version": "2025-11-25" };
  for (const method of ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"]) {
    const call = JSON.stringify({ jsonrpc: "2.0", id: 5, method, params: {} });
    for (const [path, headers] of [["/mcp", {}], ["/mcp?mode=session", session]] as const) {
      const { status, text, body } = await answerOf(await post(path, call, headers));
      expect(`${method} ${path} ${status}`).toBe(`${method} ${path} 200`);
      expect(body.error?.code).toBe(-32601);
      expect(text).not.toContain("TypeError");
      expect(text).not.toContain("safeParse");
    }
  }
});

test("a JSON-RPC body nested 100,000 deep is 400 -32600 before the SDK recurses; malformed JSON is -32700", async () => {
  const deep = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x","arguments":{"a":${"[".repeat(100_000)}${"]".repeat(100_000)}}}}`;
  // Refused by the scan before any parse recurses (the SDK's schemas used to answer -32603, a stack overflow).
  const { status, body } = await answerOf(await post("/mcp", deep));
  expect(status).toBe(400);
  expect(body.error?.code).toBe(-32600);
  expect(body.error?.message).toContain("exceeds the maximum allowed (1000)");
  const malformed = await answerOf(await post("/mcp", "{nope"));
  expect([malformed.status, malformed.body.error?.code]).toEqual([400, -32700]);
  // 1,000 deep is still a request like any other.
  const fine = `{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"_meta":{"x":${"[".repeat(990)}${"]".repeat(990)}}}}`;
  expect((await answerOf(await post("/mcp", fine))).status).toBe(200);
});

test("a body past MAX_MOCK_BODY_BYTES is 413 with a JSON-RPC error and closes the connection", async () => {
  const limit = t.service.limits.mockBodyBytes;
  const response = await post("/mcp", "{}", { "content-length": String(limit + 1) });
  expect(response.status).toBe(413);
  expect(response.headers.get("connection")).toBe("close");
  expect((await response.json()).error.message).toContain("MAX_MOCK_BODY_BYTES");
});

test("a tool that fails with a plain error answers a fixed message and a request id; the error text goes only to the log", async () => {
  const lines: string[] = [];
  const toolbox = {
    list: async () => [{ name: "boom", inputSchema: { type: "object" as const } }],
    call: async () => {
      throw new Error("SQLITE_CORRUPT at /srv/understudy/.understudy/understudy.sqlite");
    },
  };
  const server = createWorldMcpServer(toolbox, ["Test"], createLogger("error", (line) => lines.push(line)));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "t", version: "1" });
  await client.connect(clientSide);
  const failure = await client.callTool({ name: "boom", arguments: {} }).catch((error: Error) => error);
  expect(failure).toBeInstanceOf(Error);
  expect((failure as Error).message).toContain("Internal error; see the service log (request ");
  expect((failure as Error).message).not.toContain("SQLITE");
  expect(lines.join("\n")).toContain("SQLITE_CORRUPT");
  await client.close();
});
