import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { connectInProcess } from "./in-process-client.ts";
import { mcpSchemaErrors } from "../../tests/support/mcp-schema.ts";
import { MCP_LABEL } from "../mock/world-address.ts";

// MCP profiles through the notes fixture's "jotter" profile: the address picks the surface, the
// listing is served as declared, calls act on the same records, and the native surface is unchanged.
let t: TestService;
let url: string;
let worldId: string;
const handle = (request: Request) => t.service.mockApp.handle(request);

beforeAll(async () => {
  t = await startTestService();
  const snapshot = await t.createSnapshot("notes", { seed: { items: [{ text: "Buy milk" }] } });
  url = snapshot.url;
  worldId = snapshot.snapshotId;
});
afterAll(() => t.close());

test("a profile's tools/list is its listing exactly; initialize names the server it reproduces", async () => {
  const client = await connectInProcess(handle, `${url}/mcp/jotter`);
  const listed = await client.listTools();
  expect(mcpSchemaErrors("ListToolsResult", listed)).toEqual([]);
  const profile = t.service.packs.get("notes")!.def.mcpProfiles!.jotter!;
  expect(listed.tools).toEqual(profile.tools.map((tool) => tool.listing) as never);
  expect(client.getServerVersion()).toEqual({ name: "jotter-mcp", version: "2.1.0" });
  await client.close();
});

test("a profile's tool acts on the same records as REST and the native tools, answering in its own shapes", async () => {
  const client = await connectInProcess(handle, `${url}/mcp/jotter`);
  const added = await client.callTool({ name: "add_note", arguments: { body: "Call Ada" } });
  expect(added).toEqual({ content: [{ type: "text", text: expect.stringMatching(/^Added note n\d+$/) }], structuredContent: { id: expect.any(String) } });
  expect((await client.callTool({ name: "count_notes", arguments: {} })).content).toEqual([{ type: "text", text: "2 notes" }]);
  const invalid = await client.callTool({ name: "add_note", arguments: {} });
  expect(invalid.isError).toBe(true);
  // The native surface is unchanged and sees the profile's write.
  const native = await connectInProcess(handle, `${url}/mcp`);
  expect((await native.listTools()).tools.map((tool) => tool.name).sort()).toEqual(["notes_create_note", "notes_list_notes"]);
  const listed = JSON.parse(((await native.callTool({ name: "notes_list_notes", arguments: {} })).content as Array<{ text: string }>)[0]!.text);
  expect(listed.notes.map((note: { text: string }) => note.text)).toEqual(["Buy milk", "Call Ada"]);
  // A profile's tool is not on the native surface, nor the reverse.
  expect((await native.callTool({ name: "add_note", arguments: { body: "x" } }).catch((error) => error)).message).toContain("Unknown tool: add_note");
  expect((await client.callTool({ name: "notes_list_notes", arguments: {} }).catch((error) => error)).message).toContain("Unknown tool: notes_list_notes");
  // The gateway log records the names as called.
  const log = await t.service.store.listToolCalls(worldId);
  expect(log.map((call) => [call.tool, call.profile ?? "native"])).toEqual([
    ["add_note", "jotter"], ["count_notes", "jotter"], ["add_note", "jotter"], ["notes_list_notes", "native"], ["add_note", "native"], ["notes_list_notes", "jotter"],
  ]);
  await Promise.all([client.close(), native.close()]);
});

test("the world's own MCP address takes a profile too; native names the packs' own tools; unknown names are 404", async () => {
  const worldMcp = t.service.addressing.urlFor(worldId, MCP_LABEL);
  for (const [path, names] of [["/jotter", ["add_note", "count_notes"]], ["/native", ["notes_create_note", "notes_list_notes"]], ["/native+jotter", ["add_note", "count_notes"]]] as const) {
    const client = await connectInProcess(handle, `${worldMcp}${path}`);
    expect((await client.listTools()).tools.map((tool) => tool.name).sort()).toEqual([...names]);
    await client.close();
  }
  for (const path of [`${worldMcp}/official`, `${url}/mcp/nope`, `${url}/mcp/%E0%A4%A`]) {
    const response = await handle(new Request(path, { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) }));
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toContain("Its profiles: native, jotter (notes)");
  }
});
