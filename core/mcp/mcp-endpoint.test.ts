import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { connectInProcess } from "./in-process-client.ts";
import { mcpSchemaErrors } from "../../tests/support/mcp-schema.ts";
import { hashApiKey } from "../auth/api-keys.ts";

let t: TestService;
let url: string;
const handle = (request: Request) => t.service.mockApp.handle(request);
const sf = (path: string, init: RequestInit = {}) => t.mock(`${url}/services/data/v67.0${path}`, { ...init, headers: { "content-type": "application/json" } });
const textOf = (result: Record<string, unknown>): string => {
  const first = (result.content as Array<{ text: string }>)[0];
  if (first === undefined) throw new Error(`the tool result has no content: ${JSON.stringify(result)}`);
  return first.text;
};

beforeAll(async () => {
  t = await startTestService();
  url = (await t.createSnapshot("salesforce", { seed: { Account: [{ Id: "001000000000001AAA", Name: "Acme" }] } })).url;
});
afterAll(() => t.close());

describe("a snapshot's MCP endpoint", () => {
  test("lists the pack's tools with schemas and annotations, valid MCP", async () => {
    const client = await connectInProcess(handle, `${url}/mcp`);
    const listed = await client.listTools();
    expect(mcpSchemaErrors("ListToolsResult", listed)).toEqual([]);
    const names = listed.tools.map((tool) => tool.name).sort();
    expect(names).toEqual([
      "salesforce_create_record", "salesforce_delete_record", "salesforce_describe_object", "salesforce_get_record",
      "salesforce_list_objects", "salesforce_query_records", "salesforce_search_records", "salesforce_update_record",
    ]);
    const query = listed.tools.find((tool) => tool.name === "salesforce_query_records")!;
    expect(query.annotations).toMatchObject({ readOnlyHint: true });
    expect(query.inputSchema.required).toEqual(["soql"]);
    await client.close();
  });

  test("tools and REST act on the same records, both ways", async () => {
    const client = await connectInProcess(handle, `${url}/mcp`);
    const created = await client.callTool({ name: "salesforce_create_record", arguments: { sobject: "Contact", fields: { LastName: "Turing", AccountId: "001000000000001" } } });
    expect(mcpSchemaErrors("CallToolResult", created)).toEqual([]);
    const id = JSON.parse(textOf(created)).id;
    expect((await (await sf(`/sobjects/Contact/${id}`)).json()).LastName).toBe("Turing");

    expect((await sf(`/sobjects/Contact/${id}`, { method: "PATCH", body: JSON.stringify({ FirstName: "Alan" }) })).status).toBe(204);
    const queried = await client.callTool({ name: "salesforce_query_records", arguments: { soql: `SELECT Name, Account.Name FROM Contact WHERE Id = '${id}'` } });
    expect(JSON.parse(textOf(queried)).records[0]).toMatchObject({ Name: "Alan Turing", Account: { Name: "Acme" } });

    await client.callTool({ name: "salesforce_update_record", arguments: { sobject: "Contact", id, fields: { Title: "Mathematician" } } });
    expect((await (await sf(`/sobjects/Contact/${id}?fields=Title`)).json()).Title).toBe("Mathematician");
    const found = await client.callTool({ name: "salesforce_search_records", arguments: { text: "tur" } });
    expect(JSON.parse(textOf(found)).records).toEqual([{ sobject: "Contact", Id: id, name: "Alan Turing" }]);

    const deleted = await client.callTool({ name: "salesforce_delete_record", arguments: { sobject: "Contact", id } });
    expect(deleted.isError).toBeUndefined();
    expect((await sf(`/sobjects/Contact/${id}`)).status).toBe(404);
    await client.close();
  });

  test("a bad argument and an unknown record are tool errors; an unknown tool is a protocol error", async () => {
    const client = await connectInProcess(handle, `${url}/mcp`);
    const bad = await client.callTool({ name: "salesforce_query_records", arguments: { query: "SELECT Id FROM Account" } });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toContain("must have required property 'soql'");
    expect(mcpSchemaErrors("CallToolResult", bad)).toEqual([]);

    const missing = await client.callTool({ name: "salesforce_get_record", arguments: { sobject: "Account", id: "001000000000999" } });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toBe("NOT_FOUND: The requested resource does not exist");

    const refused = await client.callTool({ name: "salesforce_create_record", arguments: { sobject: "Contact", fields: { FirstName: "x" } } });
    expect(textOf(refused)).toBe("REQUIRED_FIELD_MISSING: Required fields are missing: [LastName] (fields: LastName)");

    const unknown = client.callTool({ name: "salesforce_reset_world", arguments: {} });
    await expect(unknown).rejects.toBeInstanceOf(McpError);
    await expect(unknown).rejects.toMatchObject({ code: -32602 });
    await client.close();
  });

  test("the gateway logs every call in order, survives a restart, and is readable by the world's organization", async () => {
    const world = (await t.service.worlds.get(url.split("/").at(-3)!))!;
    const calls = await world.toolCalls();
    expect(calls.map((c) => c.seq)).toEqual(calls.map((_, i) => i + 1));
    expect(calls.slice(-4).map((c) => [c.tool, c.outcome])).toEqual([
      ["salesforce_query_records", "error"], ["salesforce_get_record", "error"], ["salesforce_create_record", "error"], ["salesforce_reset_world", "error"],
    ]);
    expect(calls.at(-3)).toMatchObject({ arguments: { sobject: "Account", id: "001000000000999" }, error: "NOT_FOUND: The requested resource does not exist" });
    expect(calls.every((c) => c.latencyMs >= 0 && c.at === t.clock.now)).toBe(true);

    t = await t.restart();
    // The world loads on first use after the restart, its log with it.
    const reloaded = (await t.service.worlds.get(world.id))!;
    expect(reloaded.id).toBe(world.id);
    expect(await reloaded.toolCalls()).toEqual(calls);
    const response = await t.control(`/api/v1/worlds/${world.id}/tool-calls`);
    const body = await response.json();
    expect(body.calls.map((c: { tool: string }) => c.tool)).toEqual(calls.map((c) => c.tool));
    expect(body.calls[0].at).toBe(new Date(t.clock.now).toISOString());
    expect((await t.control(`/api/v1/worlds/${world.id}/tool-calls`, { key: null })).status).toBe(401);
  });
});

describe("transport modes", () => {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    handle(new Request(`${url}${path}`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers } }));
  const initialize = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "raw", version: "1" } } };

  test("stateless mode answers JSON and refuses GET and DELETE with 405", async () => {
    const response = await post("/mcp", initialize);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("mcp-session-id")).toBeNull();
    expect((await response.json()).result.serverInfo.name).toBe("understudy-world");
    for (const method of ["GET", "DELETE"]) expect((await handle(new Request(`${url}/mcp`, { method }))).status).toBe(405);
  });

  test("session mode issues a session id, serves GET streams, and ends the session on DELETE", async () => {
    const client = await connectInProcess(handle, `${url}/mcp?mode=session`);
    expect((await client.listTools()).tools.length).toBe(8);
    await client.close();

    const opened = await post("/mcp?mode=session", initialize);
    const sessionId = opened.headers.get("mcp-session-id")!;
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const stream = await handle(new Request(`${url}/mcp?mode=session`, { headers: { accept: "text/event-stream", "mcp-session-id": sessionId, "mcp-protocol-version": "2025-11-25" } }));
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream");
    await stream.body?.cancel();
    const ended = await handle(new Request(`${url}/mcp?mode=session`, { method: "DELETE", headers: { "mcp-session-id": sessionId, "mcp-protocol-version": "2025-11-25" } }));
    expect(ended.status).toBe(200);
    const after = await post("/mcp?mode=session", { jsonrpc: "2.0", id: 2, method: "tools/list" }, { "mcp-session-id": sessionId });
    expect(after.status).toBe(404);
  });
});

describe("worlds with several packs and with credentials", () => {
  test("a world's MCP server offers the tools of all its packs, at /w/<id>/mcp and under each pack", async () => {
    const world = await t.service.worlds.provision({ orgId: "o", kind: "eval", seeds: { salesforce: {}, notes: { items: [{ text: "hello" }] } }, ttlMs: 60_000 });
    for (const address of [`http://localhost:4001/w/${world.id}/mcp`, `http://localhost:4001/w/${world.id}/notes/mcp`]) {
      const client = await connectInProcess(handle, address);
      const names = (await client.listTools()).tools.map((tool) => tool.name);
      expect(names).toContain("notes_list_notes");
      expect(names).toContain("salesforce_query_records");
      const notes = await client.callTool({ name: "notes_list_notes", arguments: {} });
      expect(JSON.parse(textOf(notes)).notes[0].text).toBe("hello");
      await client.close();
    }
  });

  test("an eval world's MCP endpoint needs its current credential", async () => {
    const world = await t.service.worlds.provision({ orgId: "o", kind: "eval", seeds: { notes: {} }, ttlMs: 60_000, mcpCredentialHash: await hashApiKey("task-secret") });
    const address = `http://localhost:4001/w/${world.id}/mcp`;
    await expect(connectInProcess(handle, address)).rejects.toThrow();
    await expect(connectInProcess(handle, address, { authorization: "Bearer wrong" })).rejects.toThrow();
    const client = await connectInProcess(handle, address, { authorization: "Bearer task-secret" });
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(["notes_list_notes", "notes_create_note"]);
    await client.close();
    // In its own header, beside a provider's credential in Authorization (the packs read that one).
    const beside = await connectInProcess(handle, address, { authorization: "Bearer xoxp-a-slack-user", "x-understudy-credential": "task-secret" });
    expect((await beside.listTools()).tools).toHaveLength(2);
    await beside.close();
    await expect(connectInProcess(handle, address, { authorization: "Bearer xoxp-a-slack-user", "x-understudy-credential": "wrong" })).rejects.toThrow();
    // A new lease rotates the credential: the old one dies with its lease.
    await world.setMcpCredentialHash(await hashApiKey("next-lease"));
    const stale = await handle(new Request(address, { method: "POST", body: "{}", headers: { authorization: "Bearer task-secret" } }));
    expect(stale.status).toBe(401);
    expect((await stale.json()).error.message).toContain("credential handed out with the task");
  });
});
