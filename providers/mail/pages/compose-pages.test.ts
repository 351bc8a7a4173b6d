import { describe, expect, test } from "bun:test";
import { pageWorld, threadLinks } from "./page-test-world.ts";

const w = pageWorld();
const ME = "dana@northwind.example";
const mine = () => w.messages().filter((m) => m.mailbox === ME);
const field = (html: string, id: string) => new RegExp(`<label for="${id}">[^<]+</label>\\s*<(input|textarea)[^>]* id="${id}"`).test(html);

describe("compose", () => {
  test("the blank form has labelled To, Cc, Subject and Message fields and Send / Save draft buttons", async () => {
    const { status, html } = await w.get("/compose");
    expect(status).toBe(200);
    for (const id of ["to", "cc", "subject", "body"]) expect(field(html, id)).toBe(true);
    expect(html).toMatch(/<label for="to">To<\/label>/);
    expect(html).toMatch(/<label for="body">Message<\/label>/);
    expect(html).toMatch(/<button[^>]*>Send<\/button>/);
    expect(html).toMatch(/<button[^>]*>Save draft<\/button>/);
    expect(html).toContain(`<form method="post" action="${w.base}/compose"`);
  });

  test("a reply posts, 303s to its thread, and is in Sent and in the thread", async () => {
    const threadId = threadLinks((await w.get("/")).html)[0]!;
    const thread = await w.get(`/thread/${threadId}`);
    const target = /name="reply" value="([^"]+)"/.exec(thread.html)![1]!;
    const form = await w.get(`/compose?reply=${target}`);
    const original = mine().find((m) => m.id === target)!;
    const subject = original.subject.startsWith("Re:") ? original.subject : `Re: ${original.subject}`;
    expect(form.html).toContain(`id="subject" name="subject" value="${subject}"`);
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(form.html)?.[1]?.replace(/&lt;/g, "<").replace(/&gt;/g, ">") ?? "";
    const to = /id="to" name="to" value="([^"]*)"/.exec(form.html)![1]!.replace(/&lt;/g, "<").replace(/&gt;/g, ">");
    expect(to).toContain("@");

    const response = await w.post("/compose", { to, cc: "", subject, body: "Thanks, on it.", inReplyTo: hidden("inReplyTo"), threadId: hidden("threadId"), intent: "send" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${w.base}/thread/${threadId}?notice=sent`);
    const reply = mine().find((m) => m.folder === "sent" && m.body.startsWith("Thanks, on it."))!;
    expect(reply).toMatchObject({ threadId, inReplyTo: original.messageId });
    expect(threadLinks((await w.get("/folder/sent")).html)).toContain(threadId);
    const page = await w.get(`/thread/${threadId}?notice=sent`);
    expect(page.html).toContain(`id="message-${reply.id}"`);
    expect(page.html).toContain("Message sent.");
  });

  test("reply all and forward come prefilled", async () => {
    const received = mine().find((m) => m.folder === "inbox" && m.to.length + m.cc.length > 1) ?? mine().find((m) => m.folder === "inbox")!;
    const all = await w.get(`/compose?replyAll=${received.id}`);
    expect(all.html).toContain(received.from.email);
    expect(all.html).not.toMatch(new RegExp(`id="to"[^>]*${ME}`));
    const fwd = await w.get(`/compose?forward=${received.id}`);
    expect(fwd.html).toContain("Fwd: ");
    expect(fwd.html).toContain("---------- Forwarded message ---------");
    expect((await w.get("/compose?reply=nope")).status).toBe(404);
  });

  test("a message to a colleague's mailbox is delivered to their inbox", async () => {
    const response = await w.post("/compose", { to: "Sam Okafor <sam@northwind.example>", subject: "Budget review", body: "Can we meet Thursday?", intent: "send" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${w.base}/folder/sent?notice=sent`);
    const copies = w.messages().filter((m) => m.subject === "Budget review");
    expect(copies.map((m) => [m.mailbox, m.folder]).sort()).toEqual([["dana@northwind.example", "sent"], ["sam@northwind.example", "inbox"]]);
  });

  test("a bad address or no recipient re-shows the form with the message and the input, as 400", async () => {
    const bad = await w.post("/compose", { to: "not an address", subject: "Hello <b>there</b>", body: "Keep this text", intent: "send" });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain("is not a valid email address");
    expect(html).toContain('value="not an address"');
    expect(html).toContain('value="Hello &lt;b&gt;there&lt;/b&gt;"');
    expect(html).toContain(">\nKeep this text</textarea>");
    const none = await w.post("/compose", { to: "", subject: "x", body: "y", intent: "send" });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Add at least one recipient");
  });

  test("Save draft keeps a draft; editing and sending it replaces the draft", async () => {
    const saved = await w.post("/compose", { to: "", subject: "Half-written", body: "First line", intent: "draft" });
    expect(saved.headers.get("location")).toBe(`${w.base}/folder/drafts?notice=draft-saved`);
    const draft = mine().find((m) => m.draft && m.subject === "Half-written")!;
    const drafts = await w.get("/folder/drafts");
    expect(drafts.html).toContain(`${w.base}/compose?draft=${draft.id}`);
    const edit = await w.get(`/compose?draft=${draft.id}`);
    expect(edit.html).toContain(">\nFirst line</textarea>");
    const sent = await w.post("/compose", { draft: draft.id, to: "lena@northwind.example", subject: "Half-written", body: "Now complete", intent: "send" });
    expect(sent.status).toBe(303);
    expect(w.messages().some((m) => m.id === draft.id)).toBe(false);
    expect(w.messages().some((m) => m.mailbox === "lena@northwind.example" && m.body === "Now complete")).toBe(true);
  });

  test("text from a message is escaped on every page", async () => {
    const evil = `<img src=x onerror="alert(1)"> & <script>alert(2)</script>`;
    await w.post("/compose", { to: ME, subject: evil, body: evil, intent: "send" });
    const copy = mine().find((m) => m.subject === evil && m.folder === "inbox")!;
    for (const path of ["/", "/folder/sent", `/search?q=${encodeURIComponent("onerror")}`, `/thread/${copy.threadId}`, `/compose?reply=${copy.id}`]) {
      const { html } = await w.get(path);
      expect(html).not.toContain("<img src=x");
      expect(html).not.toContain("<script>");
      expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    }
  });

  test("more than 500 recipients: the form comes back 400 with the reason, and nothing is sent", async () => {
    const before = w.messages().length;
    const to = Array.from({ length: 40_000 }, (_, i) => `r${i}@x.example`).join(", ");
    const response = await w.post("/compose", { to, subject: "Everyone", body: "hi", intent: "send" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Too many recipients: a message can have at most 500");
    expect(w.messages()).toHaveLength(before);
    const api = await w.t.mock(`${w.url}/api/messages`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ to }) });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: { status: 400, message: "Too many recipients: a message can have at most 500 (To and Cc together)" } });
  });
});
