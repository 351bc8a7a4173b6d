// The MCP tools and the JSON API act on the same records of one mail world.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mcpTestWorld, type McpTestWorld } from "../../../tests/support/mcp-test-world.ts";
import { startTestService, type TestService } from "../../../tests/support/test-service.ts";
import pack from "../pack.ts";

let t: TestService;
let w: McpTestWorld;
beforeAll(async () => {
  t = await startTestService();
  w = await mcpTestWorld(t, "mail", {});
});
afterAll(() => t.close());

async function api(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await t.mock(`${w.url}/api${path}`, {
    method: init.method ?? "GET",
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body), headers: { "content-type": "application/json" } }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, any> };
}

describe("the tool list", () => {
  test("every tool is named mail_…, described, typed and annotated", async () => {
    const { tools } = await w.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual((pack.tools ?? []).map((tool) => tool.name).sort());
    for (const tool of tools) {
      expect(tool.name).toMatch(/^mail_[a-z]+(_[a-z]+)+$/);
      expect(tool.description!.length).toBeGreaterThan(40);
      expect(tool.inputSchema).toMatchObject({ type: "object", additionalProperties: false });
      expect(tool.annotations).toMatchObject({ openWorldHint: false, readOnlyHint: expect.any(Boolean) });
    }
  });
});

describe("tools and the JSON API act on the same records", () => {
  test("a search with a tool finds what the API lists", async () => {
    const found = await w.tool("mail_search_messages", { query: "from:priya is:unread INV-4471" });
    expect(found.threads[0]).toMatchObject({ threadId: "t001", messageId: "m0001", unread: true });
    const listed = await api("/messages?q=from%3Apriya%20is%3Aunread%20INV-4471");
    expect(listed.json.threads[0].threadId).toBe("t001");
  });

  test("a reply sent with a tool is in the thread the API reads, and the API's archive shows in the tool's search", async () => {
    const sent = await w.tool("mail_reply_message", { message_id: "m0001", body: "It was paid on November 20." });
    expect(sent.subject).toStartWith("Re: ");
    const thread = await api("/threads/t001");
    expect(thread.json.messages.map((m: { id: string }) => m.id)).toEqual(["m0001", sent.id]);
    expect(thread.json.messages[0].read).toBe(true); // opening it marked it read
    expect((await api("/messages/m0001/archive", { method: "POST" })).status).toBe(200);
    const inbox = await w.tool("mail_search_messages", {});
    expect(inbox.threads.map((x: { threadId: string }) => x.threadId)).not.toContain("t001");
    const archived = await w.tool("mail_search_messages", { folder: "archive", query: "INV-4471" });
    expect(archived.threads[0].threadId).toBe("t001");
  });

  test("labels, read state and stars through tools show in the API", async () => {
    await w.tool("mail_label_thread", { message_id: "m0001", add: ["Travel"] });
    expect((await api("/messages/m0001")).json.message.labels).toContain("travel");
    await w.tool("mail_mark_read", { message_id: "m0001", read: false });
    await w.tool("mail_star_message", { message_id: "m0001" });
    expect((await api("/messages/m0001")).json.message).toMatchObject({ read: false, starred: true });
    const folders = await w.tool("mail_list_folders");
    expect(folders.folders.archive.unread).toBeGreaterThan(0);
    expect(folders.labels.map((l: { name: string }) => l.name)).toContain("Finance");
  });

  test("a message sent through the API reaches a colleague's mailbox; the tool reads it", async () => {
    const sent = await api("/messages", { method: "POST", body: { to: ["Sam Okafor <sam@northwind.example>"], subject: "Budget numbers", body: "Attached." } });
    expect(sent.status).toBe(200);
    const read = await w.tool("mail_read_thread", { thread_id: sent.json.message.threadId });
    expect(read.messages).toEqual([expect.objectContaining({ from: "Dana Reyes <dana@northwind.example>", to: ["Sam Okafor <sam@northwind.example>"], folder: "sent" })]);
    const fwd = await w.tool("mail_forward_message", { message_id: sent.json.message.id, to: "owen@contoso.example", body: "FYI" });
    expect(fwd.subject).toBe("Fwd: Budget numbers");
  });

  test("errors read the same from both sides", async () => {
    expect(await api("/messages", { method: "POST", body: { to: "nobody", subject: "x", body: "y" } })).toEqual({ status: 400, json: { error: { status: 400, message: '"nobody" is not a valid email address' } } });
    expect((await api("/threads/t999")).json).toEqual({ error: { status: 404, message: "No thread t999 in this mailbox" } });
    expect(await w.toolError("mail_send_message", { to: "nobody", subject: "x", body: "y" })).toContain("is not a valid email address");
    expect(await w.toolError("mail_archive_thread", { message_id: "m9999" })).toContain("No message m9999");
    expect((await api("/nope")).status).toBe(404);
  });
});
