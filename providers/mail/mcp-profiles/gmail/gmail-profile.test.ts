// The gmail profile: its tools/list is the recording exactly; its reads answer what the JSON API holds,
// in the output schemas' shapes, and change nothing; drafts it makes are the pack's drafts.
import { describe, expect, test } from "bun:test";
import { mcpSchemaErrors } from "../../../../tests/support/mcp-schema.ts";
import { gmailWorld, REFERENCE } from "./gmail-test-world.fixture.ts";

const w = gmailWorld();

describe("the listing", () => {
  test("tools/list is the recorded listing, deep-equal and in the same key order", async () => {
    const listed = await w.client.listTools();
    expect(mcpSchemaErrors("ListToolsResult", listed)).toEqual([]);
    expect(listed.tools).toEqual(REFERENCE.result.tools as never);
    // On the wire, byte for byte as JSON: the client's parse would reorder keys, so ask without it.
    const response = await w.t.mock(`${w.url}/mcp/gmail`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(JSON.stringify((await response.json()).result.tools)).toBe(JSON.stringify(REFERENCE.result.tools));
  });
});

describe("reading", () => {
  test("search_threads finds what the JSON API finds, with each thread's messages, and marks nothing read", async () => {
    const found = await w.call("search_threads", { query: "from:priya INV-4471" });
    const listed = await w.api(`/messages?q=${encodeURIComponent("(from:priya INV-4471) -in:draft")}`);
    expect(found.threads.map((t: { id: string }) => t.id)).toEqual(listed.threads.map((t: { threadId: string }) => t.threadId));
    expect(found.resultCountEstimate).toBe(String(listed.total));
    expect(found.threads[0]).toEqual({
      id: "t001",
      messages: [{
        id: "m0001", snippet: expect.stringMatching(/^Dear Dana, Could you confirm/), subject: "Invoice INV-4471: payment status", sender: "Priya Natarajan <priya.natarajan@contoso.example>",
        toRecipients: ["Dana Reyes <dana@northwind.example>"], date: "2026-11-18", labelIds: ["clients", "UNREAD", "INBOX"],
      }],
    });
    expect((await w.thread("t001"))[0]!.read).toBe(false);
    const metadata = await w.call("search_threads", { query: "INV-4471", view: "THREAD_VIEW_METADATA_ONLY" });
    expect(Object.keys(metadata.threads[0].messages[0]).sort()).toEqual(["date", "id", "labelIds", "sender", "toRecipients"]);
  });

  test("search_threads pages with a token bound to its query; drafts stay out, Trash joins with includeTrash", async () => {
    const first = await w.call("search_threads", { pageSize: 5 });
    const all = await w.api(`/messages?q=${encodeURIComponent("-in:draft")}&pageSize=10`);
    expect(first.threads.map((t: { id: string }) => t.id)).toEqual(all.threads.slice(0, 5).map((t: { threadId: string }) => t.threadId));
    const second = await w.call("search_threads", { pageSize: 5, pageToken: first.nextPageToken });
    expect(second.threads.map((t: { id: string }) => t.id)).toEqual(all.threads.slice(5, 10).map((t: { threadId: string }) => t.threadId));
    expect(await w.failure("search_threads", { query: "invoice", pageToken: first.nextPageToken })).toBe("Invalid page token.");
    expect(await w.failure("search_threads", { pageSize: -1 })).toBe("The page size must not be negative.");
    expect((await w.call("search_threads", { pageSize: 500 })).threads).toHaveLength(50);
    // A thread of drafts alone is not found, even by in:anywhere; every thread found has a message that is no draft.
    const everything = (await w.call("search_threads", { pageSize: 50, query: "in:anywhere" })).threads;
    for (const thread of everything) expect(thread.messages.some((m: { labelIds: string[] }) => !m.labelIds.includes("DRAFT"))).toBe(true);
    const alone = (await w.api("/drafts", { method: "POST", body: { subject: "Quarterly zebra plan" } })).message;
    expect((await w.call("search_threads", { query: "zebra" })).threads).toBeUndefined();
    expect((await w.call("search_threads", { query: "zebra in:draft" })).threads.map((t: { id: string }) => t.id)).toEqual([alone.threadId]);
    const trashed = (await w.api("/messages?folder=trash&pageSize=1")).threads[0];
    const subject = `subject:"${trashed.subject}"`;
    expect((await w.call("search_threads", { query: subject })).threads ?? []).not.toContainEqual(expect.objectContaining({ id: trashed.threadId }));
    expect((await w.call("search_threads", { query: subject, includeTrash: true })).threads).toContainEqual(expect.objectContaining({ id: trashed.threadId }));
  });

  test("get_thread and get_message answer the JSON API's records in each format; unknown ids are NOT_FOUND", async () => {
    const thread = await w.call("get_thread", { threadId: "t001" });
    const stored = await w.thread("t001");
    expect(thread.id).toBe("t001");
    expect(thread.messages.map((m: { id: string; plaintextBody: string }) => [m.id, m.plaintextBody])).toEqual(stored.map((m) => [m.id, m.body]));
    const message = await w.call("get_message", { messageId: "m0001" });
    expect(message).toEqual(thread.messages[0]);
    expect(message.plaintextBody).toBe((await w.api("/messages/m0001")).message.body);
    const minimal = await w.call("get_message", { messageId: "m0001", messageFormat: "MINIMAL" });
    expect(minimal.plaintextBody).toBeUndefined();
    expect(minimal.subject).toBe("Invoice INV-4471: payment status");
    const metadata = await w.call("get_thread", { threadId: "t001", messageFormat: "METADATA_ONLY" });
    expect(metadata.messages[0].subject).toBeUndefined();
    expect((await w.thread("t001"))[0]!.read).toBe(false); // reading changed nothing
    expect(await w.failure("get_thread", { threadId: "t999" })).toBe("Requested entity was not found.");
    expect(await w.failure("get_message", { messageId: "m9999" })).toBe("Requested entity was not found.");
    expect(await w.failure("get_thread", {})).toContain("must have required property 'threadId'");
  });
});

describe("drafts", () => {
  test("create_draft saves a draft the JSON API reads; a reply draft joins the thread with the original quoted", async () => {
    const created = await w.call("create_draft", { to: ["sam@northwind.example"], cc: ["owen@contoso.example"], subject: "Budget", body: "Numbers attached tomorrow." });
    expect(Object.keys(created)).toEqual(["id"]);
    expect((await w.api(`/messages/${created.id}`)).message).toMatchObject({
      folder: "drafts", draft: true, subject: "Budget", body: "Numbers attached tomorrow.",
      to: [{ name: "Sam Okafor", email: "sam@northwind.example" }], cc: [{ email: "owen@contoso.example" }],
    });
    const reply = await w.call("create_draft", { replyToMessageId: "m0001", to: ["priya.natarajan@contoso.example"], body: "Paid on November 20." });
    const stored = (await w.api(`/messages/${reply.id}`)).message;
    expect(stored).toMatchObject({ threadId: "t001", subject: "Re: Invoice INV-4471: payment status", draft: true });
    expect(stored.body).toStartWith("Paid on November 20.\n\nOn 2026-11-18");
    expect((await w.call("create_draft", { htmlBody: "<p>Hi &amp; bye</p>" }))).toHaveProperty("id");
  });

  test("create_draft refuses what Gmail refuses and what the mailbox cannot keep", async () => {
    const before = (await w.api("/folders")).folders.drafts.total;
    expect(await w.failure("create_draft", { to: ["Sam <sam@northwind.example>"] })).toBe("Invalid To header");
    expect(await w.failure("create_draft", { cc: ["nobody"] })).toBe("Invalid Cc header");
    expect(await w.failure("create_draft", { bcc: ["sam@northwind.example"] })).toBe("Operation is not implemented, or supported, or enabled.");
    expect(await w.failure("create_draft", { attachments: [{ content: "aGk=", filename: "hi.txt" }] })).toBe("Operation is not implemented, or supported, or enabled.");
    expect(await w.failure("create_draft", { replyToMessageId: "m9999" })).toBe("Requested entity was not found.");
    expect((await w.api("/folders")).folders.drafts.total).toBe(before);
  });

  test("list_drafts lists every draft newest first, metadata by default, filtered by a query", async () => {
    const listed = await w.call("list_drafts", {});
    const stored = (await w.api("/folders")).folders.drafts.total;
    expect(listed.drafts).toHaveLength(Math.min(stored, 20));
    for (const draft of listed.drafts) expect(["ccRecipients", "date", "id", "threadId", "toRecipients"]).toEqual(expect.arrayContaining(Object.keys(draft)));
    const dates = listed.drafts.map((d: { date: string }) => d.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const full = await w.call("list_drafts", { query: "subject:Budget", view: "DRAFT_VIEW_FULL" });
    expect(full.drafts).toEqual([expect.objectContaining({ subject: "Budget", plaintextBody: "Numbers attached tomorrow.", toRecipients: ["Sam Okafor <sam@northwind.example>"] })]);
    const paged = await w.call("list_drafts", { pageSize: 2 });
    expect(paged.drafts).toEqual(listed.drafts.slice(0, 2));
    expect((await w.call("list_drafts", { pageSize: 2, pageToken: paged.nextPageToken })).drafts).toEqual(listed.drafts.slice(2, 4));
  });
});
