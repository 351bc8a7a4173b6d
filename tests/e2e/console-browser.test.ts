import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { describeBrowser, eventually, launchChromium } from "../support/browser.ts";
import { seriousViolations } from "./console/axe-check.ts";
import { DATASET, REGRESSED_TASK, startConsoleFixture, type ConsoleFixture } from "./console/console-fixture.ts";

// The console as a person uses it, in headless Chromium (docs/console.md): sign in with a key, create
// a key and see it once, read a dataset's trend and its regression down to the failing assertion, the
// world's diff and tool log, fork the world and reach the fork, check the dataset with its progress,
// revoke a key, sign out. A second organization sees none of it; a form without its CSRF token is
// refused. axe-core checks every page; the run writes the screenshots docs/console.md shows.

// Each step drives a browser and a service process on a shared 2-core machine: seconds, not milliseconds.
setDefaultTimeout(60_000);

const IMAGES = resolve(import.meta.dir, "../../docs/images");
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

describeBrowser("the console in headless Chromium", () => {
  let f: ConsoleFixture;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const a11y: string[] = [];
  let createdKey = "";
  let forkUrl = "";

  /** Opens a console path, checks it with axe, and saves its screenshots when named. */
  async function visit(path: string, shot?: string): Promise<void> {
    await page.goto(`${f.service.controlUrl}${path}`);
    a11y.push(...(await seriousViolations(page)));
    if (shot) await screenshots(shot);
  }
  async function screenshots(name: string): Promise<void> {
    mkdirSync(IMAGES, { recursive: true });
    await page.screenshot({ path: `${IMAGES}/console-${name}.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${IMAGES}/console-${name}-phone.png`, fullPage: false });
    await page.setViewportSize(WIDE);
  }
  async function signIn(into: Page, key: string): Promise<void> {
    await into.goto(`${f.service.controlUrl}/console/runs`);
    await into.getByLabel("Organization API key").fill(key);
    await into.getByRole("button", { name: "Sign in" }).click();
    await into.waitForURL(/\/console\/runs$/);
  }

  beforeAll(async () => {
    [f, browser] = await Promise.all([startConsoleFixture(), launchChromium()]);
    context = await browser.newContext({ viewport: WIDE, bypassCSP: true });
    page = await context.newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await f?.service.close();
  }, 30_000);

  test("sign in: a key becomes an HttpOnly, SameSite session cookie; the key itself is kept nowhere", async () => {
    await visit("/console/sign-in", "sign-in");
    await signIn(page, f.key);
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === "understudy_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict" });
    expect(JSON.stringify(cookies)).not.toContain(f.key);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain("usk_");
  });

  test("Settings: a new key is shown once, listed by its prefix, and works on the API", async () => {
    await visit("/console/settings");
    await page.getByLabel("Name").fill("CI worker");
    await page.getByRole("button", { name: "Create key" }).click();
    createdKey = (await page.getByTestId("new-key").textContent())!.trim();
    expect(createdKey).toMatch(/^usk_/);
    await screenshots("settings-new-key");
    expect((await f.control("/providers/list", {}, createdKey)).status).toBe(200);
    await visit("/console/settings", "settings");
    expect(await page.content()).not.toContain(createdKey);
    await expect(page.getByRole("cell", { name: "CI worker" })).toBeTruthy();
    expect(await page.getByRole("cell", { name: "CI worker" }).count()).toBe(1);
  });

  test("Runs: the dataset's trend over three runs, the regression marked", async () => {
    await visit(`/console/runs?dataset=${DATASET}`, "trend");
    await eventually(async () => expect(await page.locator("#trend-chart canvas").count()).toBeGreaterThan(0));
    const table = page.locator("details table tbody tr");
    expect(await table.count()).toBe(3);
    expect(await table.nth(2).textContent()).toContain("failure");
    expect(await table.nth(1).textContent()).toContain("success");
  });

  test("the regression's page: the flipped task and its failing assertion, the markdown as posted", async () => {
    await page.getByRole("link", { name: /UTC/ }).first().click();
    await page.waitForURL(new RegExp(`/console/runs/${f.runs[2]}$`));
    a11y.push(...(await seriousViolations(page)));
    const task = page.locator(`#task-${REGRESSED_TASK}`);
    expect(await task.getAttribute("open")).not.toBeNull();
    expect(await task.textContent()).toContain("flipped to failing");
    const failing = task.locator("tr", { hasText: "Globex's industry is Biotechnology" });
    expect(await failing.textContent()).toContain("failed");
    const posted = ((await (await f.control(`/api/v1/evals/${f.runs[2]}`)).json()) as { comment_markdown: string }).comment_markdown;
    expect(await page.locator("#markdown-title + pre").textContent()).toBe(posted);
    await screenshots("run");
  });

  test("the trial's world: its diff field by field and its tool-call log", async () => {
    await page.locator(`#task-${REGRESSED_TASK}`).getByRole("link", { name: /Trial 0/ }).click();
    a11y.push(...(await seriousViolations(page)));
    const diff = page.locator("section", { has: page.locator("#diff-title") });
    const industry = diff.locator("tr", { hasText: "Industry" });
    expect(await industry.locator("del").textContent()).toBe("Energy");
    expect(await industry.locator("ins").textContent()).toBe("Biotech");
    const log = page.locator("section", { has: page.locator("#tools-title") });
    expect(await log.textContent()).toContain("salesforce_update_record");
    await log.locator("summary").first().click();
    expect(await log.textContent()).toContain('"Industry": "Biotech"');
    await screenshots("task-world");
  });

  test("fork this world: the fork's page gives a url that answers", async () => {
    await page.getByRole("button", { name: "Fork this world" }).click();
    await page.waitForURL(/\/console\/worlds\/[^/]+\?forked=1$/);
    expect(await page.getByRole("status").textContent()).toContain("Forked");
    forkUrl = (await page.getByTestId("world-url").first().getAttribute("href"))!;
    const answer = await page.request.get(`${forkUrl}services/data/v67.0/query?q=${encodeURIComponent("SELECT Industry FROM Account WHERE Name = 'Globex'")}`, { headers: { authorization: "Bearer x" } });
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { records: Array<{ Industry: string }> }).records[0]!.Industry).toBe("Biotech");
    a11y.push(...(await seriousViolations(page)));
    await screenshots("world");
  });

  test("Datasets: a check shows its progress and ends sound", async () => {
    await visit(`/console/datasets/${DATASET}`, "dataset");
    await page.getByRole("button", { name: "Check the dataset" }).click();
    await page.waitForURL(/\/checks\//);
    expect(await page.locator("progress").count()).toBe(1);
    await eventually(async () => expect(await page.locator("h1").textContent()).toContain("sound"), 90_000);
    expect(await page.locator("tbody tr").count()).toBe(12);
    a11y.push(...(await seriousViolations(page)));
    await screenshots("check");
  }, 120_000);

  test("revoking the key in Settings: the next request with it is refused", async () => {
    await visit("/console/settings");
    await page.getByRole("button", { name: `Revoke key ${createdKey.slice(0, 8)}`, exact: false }).click();
    await page.waitForURL(/revoked=key/);
    expect((await f.control("/providers/list", {}, createdKey)).status).toBe(401);
  });

  test("a form posted without its CSRF token is refused and changes nothing", async () => {
    const before = ((await (await f.control("/api/v1/keys")).json()) as { keys: unknown[] }).keys.length;
    const answer = await page.request.post(`${f.service.controlUrl}/console/settings/keys`, { form: { name: "forged", role: "admin" }, maxRedirects: 0 });
    expect(answer.status()).toBe(403);
    expect(((await (await f.control("/api/v1/keys")).json()) as { keys: unknown[] }).keys.length).toBe(before);
  });

  test("a second organization's session sees none of the first one's keys, runs, datasets or worlds", async () => {
    const other = await browser.newContext({ viewport: WIDE });
    const page2 = await other.newPage();
    await signIn(page2, f.otherKey);
    expect(await page2.locator("main").textContent()).not.toContain(DATASET);
    for (const path of [`/console/runs/${f.runs[0]}`, `/console/datasets/${DATASET}`, `/console/worlds/${new URL(forkUrl).pathname.split("/")[2]}`]) {
      const answer = await page2.goto(`${f.service.controlUrl}${path}`);
      expect([path, answer!.status()]).toEqual([path, 404]);
    }
    await page2.goto(`${f.service.controlUrl}/console/settings`);
    expect(await page2.locator("main").textContent()).not.toContain("CI worker");
    await other.close();
  });

  test("sign out: the session ends on the server, and the console asks to sign in again", async () => {
    const cookie = (await context.cookies()).find((c) => c.name === "understudy_session")!.value;
    await page.goto(`${f.service.controlUrl}/console/runs`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/console\/sign-in/);
    expect((await fetch(`${f.service.controlUrl}/api/v1/keys`, { headers: { cookie: `understudy_session=${cookie}` } })).status).toBe(401);
    await page.goto(`${f.service.controlUrl}/console/settings`);
    expect(page.url()).toContain("/console/sign-in?next=");
  });

  test("axe-core found no serious or critical violation on any page", () => {
    expect(a11y).toEqual([]);
  });
});
