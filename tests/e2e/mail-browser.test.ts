import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { planeServeOptions } from "../../core/http/listener.ts";
import { mockInternalError } from "../../core/mock/mock-faults.ts";
import type { MailMessage } from "../../providers/mail/records.ts";
import { describeBrowser, launchChromium } from "../support/browser.ts";
import { freePort } from "../support/service-process.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

// The mail UI pack as a person (or a browser agent) uses it: real headless Chromium, role and label
// locators only, against the service's mock plane on a real port (the listener main.ts uses, in this
// process, so the test reads the world through the core and moves its clock). Every change is checked
// in the world's records (what graders read), through the pack's JSON API, and in a second browser
// context with no cookies or history of its own, so what the first one saw is the server's state.
// The run also writes the screenshots docs/mail.md shows; the test clock is fixed, so they are the
// same on every run.

const IMAGES = resolve(import.meta.dir, "../../docs/images");
const VIEWPORT = { width: 1280, height: 800 };
const DEMO_USER = "dana@northwind.example";
const COLLEAGUE = "sam@northwind.example";

interface ThreadSummary { threadId: string; subject: string; unread: boolean; folders: string[] }

describeBrowser("the mail pages in headless Chromium", () => {
  let t: TestService;
  let listener: ReturnType<typeof Bun.serve>;
  let browser: Browser;
  let url: string;
  let snapshotId: string;
  let first: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const port = freePort();
    const started = startTestService({ mockPublicUrl: `http://127.0.0.1:${port}` }).then((harness) => {
      t = harness;
      const { mockApp, limits, log } = harness.service;
      // The mock plane's listener as core/main.ts opens it.
      listener = Bun.serve(planeServeOptions(
        { area: "mock", port, hostname: "127.0.0.1", bodyLimit: limits.mockBodyBytes, fetch: (request) => mockApp.handle(request), internalError: mockInternalError },
        log,
      ));
    });
    [browser] = await Promise.all([launchChromium(), started]);
    // Just after the built-in mailbox's newest message (it runs to 2026-11-22), so what the test sends is newest.
    t.clock.now = Date.parse("2026-11-23T09:00:00Z");
    ({ url, snapshotId } = await t.createSnapshot("mail", {}));
    first = await browser.newContext({ viewport: VIEWPORT });
    page = await first.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    listener?.stop(true);
    await t?.close();
  });

  /**
   * Every mailbox's copies of every message in a world, from the core's own view of its records (this
   * node's copy, the only one here: every answer waited for its changes' commit).
   */
  const records = (worldId = snapshotId): MailMessage[] => {
    const world = t.service.worlds.peek(worldId);
    if (!world) throw new Error(`world ${worldId} is not held in memory`);
    return world.forPack("mail", () => t.clock.now).collection("messages").all() as MailMessage[];
  };
  const threadRecords = (threadId: string) => records().filter((m) => m.threadId === threadId && m.mailbox === DEMO_USER);

  /** The demo user's threads through the pack's JSON API (`GET {url}/api/messages?…`); reading them changes nothing. */
  async function apiThreads(query: Record<string, string>, base = url): Promise<ThreadSummary[]> {
    const response = await fetch(`${base}/api/messages?${new URLSearchParams({ pageSize: "200", ...query })}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { threads: ThreadSummary[] }).threads;
  }

  /** A page in a context of its own (no shared cookies or cache), closed after `look`. */
  async function inFreshContext<T>(path: string, look: (other: Page) => Promise<T>, base = url): Promise<T> {
    const context = await browser.newContext({ viewport: VIEWPORT });
    try {
      const other = await context.newPage();
      const response = await other.goto(`${base}${path}`);
      expect(response?.status()).toBe(200);
      return await look(other);
    } finally {
      await context.close();
    }
  }

  const conversations = (p: Page) => p.getByRole("list", { name: "Conversations" });
  /** A list's links to threads, found by subject (the built-in mailbox has threads that share one). */
  const threadLinks = (p: Page, subject: string) => conversations(p).getByRole("link").filter({ hasText: subject });
  /** A list's link to one thread, by its id (each row carries `data-thread-id`). */
  const threadLink = (p: Page, threadId: string) => conversations(p).locator(`li[data-thread-id="${threadId}"]`).getByRole("link");
  const submitted = (p: Page, away: RegExp) => p.waitForURL((u) => !away.test(u.pathname));

  let thread: { id: string; subject: string };

  test("the inbox lists conversations and names the signed-in demo user; every request stays on the world's host", async () => {
    const hosts = new Set<string>();
    page.on("request", (request) => hosts.add(new URL(request.url()).host));
    const response = await page.goto(`${url}/`);
    expect(response?.status()).toBe(200);
    // Every asset (the stylesheet) comes from the world: nothing is fetched from anywhere else.
    expect([...hosts]).toEqual([new URL(url).host]);
    // MAIL_PAINT=1 prints the browser's own load timing (a figure for notes, not an assertion).
    if (process.env.MAIL_PAINT) {
      const timing = await page.evaluate(() => JSON.stringify(performance.getEntriesByType("navigation")[0]));
      const { responseEnd, domContentLoadedEventEnd, loadEventEnd } = JSON.parse(timing) as Record<string, number>;
      console.error(`mail inbox: response ${responseEnd!.toFixed(0)} ms, DOMContentLoaded ${domContentLoadedEventEnd!.toFixed(0)} ms, load ${loadEventEnd!.toFixed(0)} ms`);
    }
    expect(await page.getByRole("banner").textContent()).toContain("Dana Reyes");
    expect(await conversations(page).getByRole("link").count()).toBeGreaterThan(5);
    // The newest unread conversation: the one a person opens first.
    const unread = conversations(page).getByRole("listitem").filter({ hasText: "Unread:" }).first();
    const id = await unread.getAttribute("data-thread-id");
    const subject = (await unread.locator(".subject").textContent())?.trim();
    expect(id).toBeTruthy();
    expect(subject).toBeTruthy();
    thread = { id: id!, subject: subject! };
    mkdirSync(IMAGES, { recursive: true });
    await page.screenshot({ path: resolve(IMAGES, "mail-inbox.png") });
  });

  test("reading a thread shows its messages and marks them read in the world", async () => {
    expect(threadRecords(thread.id).some((m) => !m.read)).toBe(true);
    await threadLink(page, thread.id).click();
    await page.waitForURL(/\/thread\//);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain(thread.subject);
    expect(await page.getByRole("button", { name: "Reply", exact: true }).isVisible()).toBe(true);
    await page.screenshot({ path: resolve(IMAGES, "mail-thread.png") });

    expect(threadRecords(thread.id).every((m) => m.read)).toBe(true);
    expect((await apiThreads({ folder: "inbox" })).find((s) => s.threadId === thread.id)?.unread).toBe(false);
    await inFreshContext("/", async (other) => {
      expect(await threadLink(other, thread.id).textContent()).not.toContain("Unread:");
    });
  });

  test("Reply sends an answer in the same thread, to the sender", async () => {
    // Reply answers the thread's newest message: its sender, or its recipients when the user sent it.
    const newest = threadRecords(thread.id).filter((m) => !m.draft).sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id)).at(-1)!;
    const answered = newest.from.email === DEMO_USER ? newest.to[0]! : newest.from;
    await page.getByRole("button", { name: "Reply", exact: true }).click();
    await page.waitForURL(/\/compose|\/reply/);
    expect(await page.getByLabel("To").inputValue()).toContain(answered.email);
    expect(await page.getByLabel("Subject").inputValue()).toMatch(/^Re: /i);
    await page.getByLabel("Message", { exact: true }).fill("Thanks, this is in hand: I will confirm by Friday.\n\nDana");
    await page.getByRole("button", { name: "Send" }).click();
    await submitted(page, /\/compose|\/reply/);

    const sent = threadRecords(thread.id).filter((m) => m.folder === "sent" && m.body.includes("I will confirm by Friday"));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to.map((a) => a.email)).toContain(answered.email);
    expect(sent[0]!.inReplyTo).toBe(newest.messageId);
    expect((await apiThreads({ folder: "sent" })).some((s) => s.threadId === thread.id)).toBe(true);
    await inFreshContext(`/thread/${encodeURIComponent(thread.id)}`, async (other) => {
      expect(await other.getByRole("main").textContent()).toContain("I will confirm by Friday");
    });
  });

  test("Archive moves the thread out of the inbox into the archive", async () => {
    await page.goto(`${url}/thread/${encodeURIComponent(thread.id)}`);
    await page.getByRole("button", { name: "Archive" }).click();
    await submitted(page, /\/thread\//);
    expect(page.url()).toContain("/folder/inbox");
    expect(await threadLink(page, thread.id).count()).toBe(0);

    const received = threadRecords(thread.id).filter((m) => m.folder !== "sent");
    expect(received.length).toBeGreaterThan(0);
    expect(received.every((m) => m.folder === "archive")).toBe(true);
    expect((await apiThreads({ folder: "inbox" })).some((s) => s.threadId === thread.id)).toBe(false);
    expect((await apiThreads({ folder: "archive" })).some((s) => s.threadId === thread.id)).toBe(true);
    await inFreshContext("/", async (other) => expect(await threadLink(other, thread.id).count()).toBe(0));
    await inFreshContext("/folder/archive", async (other) => expect(await threadLink(other, thread.id).count()).toBe(1));
  });

  test("Search finds a conversation by a word of its subject", async () => {
    const word = thread.subject.split(/[^\p{L}\p{N}]+/u).sort((a, b) => b.length - a.length)[0]!;
    await page.goto(`${url}/`);
    const search = page.getByRole("search");
    await search.getByLabel("Search").fill(word);
    await search.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/search/);
    expect(await threadLink(page, thread.id).count()).toBe(1);
    expect(await page.getByRole("search").getByLabel("Search").inputValue()).toBe(word);
    expect((await apiThreads({ q: word })).some((s) => s.threadId === thread.id)).toBe(true);
  });

  test("Compose sends a new message, delivered to a colleague's mailbox", async () => {
    const subject = "Quarterly offsite: venue shortlist";
    await page.goto(`${url}/`);
    await page.getByRole("button", { name: "Compose" }).click();
    await page.waitForURL(/\/compose/);
    await page.getByLabel("To").fill(COLLEAGUE);
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Message", { exact: true }).fill("Sam, three venues below. Can finance approve the deposit by Thursday?");
    await page.getByRole("button", { name: "Send" }).click();
    await submitted(page, /\/compose/);

    const copies = records().filter((m) => m.subject === subject);
    expect(copies.map((m) => `${m.mailbox} ${m.folder}`).sort()).toEqual([`${DEMO_USER} sent`, `${COLLEAGUE} inbox`]);
    expect(new Set(copies.map((m) => m.messageId)).size).toBe(1);
    expect((await apiThreads({ folder: "sent" })).some((s) => s.subject === subject)).toBe(true);
    await inFreshContext("/folder/sent", async (other) => expect(await threadLinks(other, subject).count()).toBeGreaterThan(0));
  });

  test("two snapshots are isolated: the changes made in one are absent from the other", async () => {
    const other = await t.createSnapshot("mail", {});
    expect(other.url).not.toBe(url);
    expect(records(other.snapshotId).some((m) => m.subject.startsWith("Quarterly offsite"))).toBe(false);
    expect((await apiThreads({ folder: "inbox" }, other.url)).some((s) => s.threadId === thread.id)).toBe(true);
    await inFreshContext("/folder/sent", async (view) => {
      expect(await view.getByRole("banner").textContent()).toContain("Dana Reyes");
      expect(await view.getByRole("main").textContent()).not.toContain("Quarterly offsite");
    }, other.url);
    await inFreshContext("/", async (view) => expect(await threadLink(view, thread.id).count()).toBe(1), other.url);
  });

  test("an expired snapshot's pages are gone: a 404 page", async () => {
    const short = await t.createSnapshot("mail", { ttl: "1m" });
    const view = await first.newPage();
    expect((await view.goto(`${short.url}/`))?.status()).toBe(200);
    t.clock.advance(61_000);
    const gone = await view.goto(`${short.url}/`);
    expect(gone?.status()).toBe(404);
    expect(gone?.headers()["content-type"]).toContain("text/html");
    expect(await view.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
    await view.close();
  });
});
