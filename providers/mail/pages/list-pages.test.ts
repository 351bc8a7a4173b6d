import { describe, expect, test } from "bun:test";
import { pageWorld, threadLinks } from "./page-test-world.ts";

const w = pageWorld();

describe("list pages", () => {
  test("the home page is the inbox, each thread a link, unread ones marked in words", async () => {
    const { status, html } = await w.get("/");
    expect(status).toBe(200);
    const links = threadLinks(html);
    expect(links.length).toBeGreaterThan(3);
    const inboxThreads = new Set(w.messages().filter((m) => m.mailbox === "dana@northwind.example" && m.folder === "inbox").map((m) => m.threadId));
    for (const id of links) expect(inboxThreads.has(id)).toBe(true);
    expect(html).toContain(`href="${w.base}/thread/`);
    expect(html).toMatch(/<li class="unread"[^>]*>\s*<a [^>]*><span class="visually-hidden">Unread: <\/span>/);
    expect(html).toContain("<strong>");
  });

  test("the header names the signed-in user, the nav links folders and labels with unread counts", async () => {
    const { html } = await w.get("/folder/inbox");
    expect(html).toMatch(/id="signed-in-user">Signed in as <strong>Dana Reyes<\/strong> <span>&lt;dana@northwind.example&gt;<\/span>/);
    for (const folder of ["inbox", "sent", "drafts", "archive", "trash", "spam"]) expect(html).toContain(`href="${w.base}/folder/${folder}"`);
    expect(html).toMatch(/href="[^"]*\/label\/[^"]+"/);
    expect(html).toMatch(/<span class="count">\d+<span class="visually-hidden"> unread<\/span>/);
    expect(html).toContain('aria-current="page"');
  });

  test("every page has main, nav, a search form and labelled fields", async () => {
    const { html: thread } = await w.get("/");
    const threadId = threadLinks(thread)[0]!;
    for (const path of ["/", "/folder/sent", "/folder/drafts", "/label/clients", "/search?q=invoice", `/thread/${threadId}`, "/compose", "/contacts"]) {
      const { status, html } = await w.get(path);
      expect([path, status]).toEqual([path, 200]);
      expect(html).toContain("<main");
      expect(html).toContain("<nav");
      expect(html).toContain('<form role="search"');
      expect(html).toContain('<label for="search-q"');
      expect(html).toContain('id="search-q"');
      expect(html).not.toMatch(/<script|https?:\/\/(?!localhost)/);
    }
  });

  test("search finds threads by their words", async () => {
    const { html } = await w.get("/search?q=invoice+INV-4471");
    const found = threadLinks(html);
    expect(found.length).toBeGreaterThan(0);
    const hits = new Set(w.messages().filter((m) => /inv-4471/i.test(`${m.subject} ${m.body}`) && /invoice/i.test(`${m.subject} ${m.body}`)).map((m) => m.threadId));
    for (const id of found) expect(hits.has(id)).toBe(true);
    expect(html).toContain('value="invoice INV-4471"');
    const none = await w.get("/search?q=zzqqxx-nothing");
    expect(threadLinks(none.html)).toEqual([]);
    expect(none.html).toContain("0 conversations found");
  });

  test("an unknown folder, label or thread is the webmail's own 404 page", async () => {
    for (const path of ["/folder/nope", "/label/nope", "/thread/nope"]) {
      const { status, html } = await w.get(path);
      expect(status).toBe(404);
      expect(html).toContain("<main");
    }
  });

  test("the stylesheet is served by the world", async () => {
    const response = await w.t.mock(`${w.url}/assets/mail.css`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/css");
    expect(await response.text()).not.toMatch(/@import|url\(/);
  });
});
