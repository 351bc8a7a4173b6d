import { describe, expect, test } from "bun:test";
import { pageWorld, threadLinks } from "./page-test-world.ts";

const w = pageWorld();
const ME = "dana@northwind.example";
const button = (name: string) => new RegExp(`<button type="submit"[^>]*>${name}</button>`);
const mine = () => w.messages().filter((m) => m.mailbox === ME);

async function firstInboxThread(): Promise<string> {
  return threadLinks((await w.get("/")).html)[0]!;
}

describe("the thread page", () => {
  test("shows the messages and the named buttons, and opening it marks the thread read", async () => {
    const id = await firstInboxThread();
    const { status, html } = await w.get(`/thread/${id}`);
    expect(status).toBe(200);
    for (const name of ["Reply", "Reply all", "Forward", "Archive", "Delete", "Star", "Mark as unread"]) expect(html).toMatch(button(name));
    const thread = mine().filter((m) => m.threadId === id);
    for (const m of thread) expect(html).toContain(`id="message-${m.id}"`);
    expect(thread.every((m) => m.read)).toBe(true);
  });

  test("Mark as unread, Star and Unstar post, 303 and change the thread", async () => {
    const id = await firstInboxThread();
    const unread = await w.post(`/thread/${id}/unread`, {});
    expect(unread.status).toBe(303);
    expect(unread.headers.get("location")).toBe(`${w.base}/folder/inbox?notice=unread`);
    expect(mine().filter((m) => m.threadId === id).every((m) => !m.read)).toBe(true);

    expect((await w.post(`/thread/${id}/star`, {})).headers.get("location")).toBe(`${w.base}/thread/${id}?notice=starred`);
    expect(mine().some((m) => m.threadId === id && m.starred)).toBe(true);
    expect((await w.get(`/thread/${id}`)).html).toMatch(button("Unstar"));
    await w.post(`/thread/${id}/unstar`, {});
    expect(mine().some((m) => m.threadId === id && m.starred)).toBe(false);
  });

  test("Archive takes the thread out of the inbox; Move to Inbox brings it back", async () => {
    const id = await firstInboxThread();
    const response = await w.post(`/thread/${id}/archive`, {});
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${w.base}/folder/inbox?notice=archived`);
    const inbox = await w.get("/folder/inbox?notice=archived");
    expect(threadLinks(inbox.html)).not.toContain(id);
    expect(inbox.html).toContain("Conversation archived.");
    expect(threadLinks((await w.get("/folder/archive")).html)).toContain(id);

    await w.post(`/thread/${id}/restore`, {});
    expect(threadLinks((await w.get("/folder/inbox")).html)).toContain(id);
  });

  test("Delete moves the thread to Trash", async () => {
    const id = await firstInboxThread();
    expect((await w.post(`/thread/${id}/delete`, {})).status).toBe(303);
    expect(mine().filter((m) => m.threadId === id).every((m) => m.folder === "trash")).toBe(true);
    expect(threadLinks((await w.get("/folder/trash")).html)).toContain(id);
  });

  test("labels are added and removed from the thread page", async () => {
    const id = await firstInboxThread();
    await w.post(`/thread/${id}/label`, { label: "travel" });
    expect(mine().filter((m) => m.threadId === id).every((m) => m.labels.includes("travel"))).toBe(true);
    expect((await w.get(`/thread/${id}`)).html).toMatch(button("Remove label Travel"));
    await w.post(`/thread/${id}/unlabel`, { label: "travel" });
    expect(mine().some((m) => m.threadId === id && m.labels.includes("travel"))).toBe(false);
  });

  test("an unknown thread or action is a 404 page and changes nothing", async () => {
    const before = JSON.stringify(w.messages());
    expect((await w.post("/thread/nope/archive", {})).status).toBe(404);
    const id = await firstInboxThread();
    expect((await w.post(`/thread/${id}/explode`, {})).status).toBe(404);
    expect(JSON.stringify(w.messages())).toBe(before);
  });
});

test("the nav marks the inbox as current for a thread still in the inbox, even when its newest message is Dana's sent reply", async () => {
  const copies = mine();
  const mixed = [...new Set(copies.map((m) => m.threadId))].find((id) => {
    const thread = copies.filter((m) => m.threadId === id && !m.draft).sort((a, b) => a.date.localeCompare(b.date));
    return thread.some((m) => m.folder === "inbox") && thread.at(-1)!.folder === "sent";
  })!;
  expect(mixed).toBeDefined();
  const { html } = await w.get(`/thread/${mixed}`);
  expect(html).toContain('id="nav-folder-inbox" aria-current="page"');
});
