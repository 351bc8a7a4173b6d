import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { putDataset } from "../../tests/support/eval-fixtures.ts";

// The console's pages over HTTP, without a browser (the browser tests are tests/e2e/console-browser.test.ts):
// sign-in and its tokens, the policy headers, escaping, the API's refusals as pages.
let t: TestService;
let cookie = "";
const page = (path: string, init: RequestInit = {}) => t.service.controlApp.handle(new Request(`http://127.0.0.1${path}`, { redirect: "manual", ...init, headers: { cookie, ...(init.headers as Record<string, string>) } }));

async function signIn(key: string): Promise<{ status: number; cookies: string[]; location: string | null }> {
  const form = await t.service.controlApp.handle(new Request("http://127.0.0.1/console/sign-in"));
  const token = /name="_csrf" value="([^"]+)"/.exec(await form.text())![1]!;
  const answer = await t.service.controlApp.handle(new Request("http://127.0.0.1/console/sign-in", {
    method: "POST", headers: { cookie: `understudy_sign_in=${token}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ _csrf: token, key, next: "/console/settings" }),
  }));
  return { status: answer.status, cookies: answer.headers.getSetCookie(), location: answer.headers.get("location") };
}

beforeAll(async () => {
  t = await startTestService();
  const signed = await signIn(t.key);
  cookie = signed.cookies.find((c) => c.startsWith("understudy_session="))!.split(";")[0]!;
}, 30_000);
afterAll(() => t.close());

test("a page without a session sends the browser to sign in, and back to it afterwards", async () => {
  const answer = await t.service.controlApp.handle(new Request("http://127.0.0.1/console/runs?dataset=x"));
  expect([answer.status, answer.headers.get("location")]).toEqual([303, "/console/sign-in?next=%2Fconsole%2Fruns%3Fdataset%3Dx"]);
});

test("signing in: the form's token must match its cookie; a bad key is refused; a good one gets an HttpOnly, Strict cookie", async () => {
  const ok = await signIn(t.key);
  expect([ok.status, ok.location]).toEqual([303, "/console/settings"]);
  expect(ok.cookies.find((c) => c.startsWith("understudy_session="))).toMatch(/HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/);
  expect((await signIn("usk_not_a_key")).status).toBe(401);
  const forged = await t.service.controlApp.handle(new Request("http://127.0.0.1/console/sign-in", {
    method: "POST", headers: { cookie: "understudy_sign_in=aaa", "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ _csrf: "bbb", key: t.key }),
  }));
  expect([forged.status, forged.headers.getSetCookie().some((c) => c.startsWith("understudy_session="))]).toEqual([403, false]);
});

test("pages carry the strict policy and are not cached; the script and stylesheet are served under their hash", async () => {
  const answer = await page("/console/settings");
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-security-policy")).toContain("script-src 'self'");
  expect(answer.headers.get("cache-control")).toBe("no-store");
  const html = await answer.text();
  const script = /src="(\/console\/assets\/console-[0-9a-f]{16}\.js)"/.exec(html)![1]!;
  const asset = await page(script);
  expect([asset.status, asset.headers.get("content-type"), asset.headers.get("cache-control")]).toEqual([200, "text/javascript; charset=utf-8", "public, max-age=31536000, immutable"]);
  expect((await page("/console/assets/console-0000000000000000.js")).status).toBe(404);
});

test("what a dataset says is shown as text, never as markup", async () => {
  await putDataset(t, "escaping", [{ id: "t1", ticket: "<script>alert(1)</script>", seed: { salesforce: { Account: [{ Name: "A" }] } }, assertions: [{ plugin: "record-count", requirement: "<b>one</b>", options: { pack: "salesforce", collection: "Account", equals: 1 } }] }]);
  const html = await (await page("/console/datasets/escaping")).text();
  expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(html).not.toContain("<script>alert(1)");
});

test("what the API refuses is a page with the API's words: a run of no one's is 404", async () => {
  const answer = await page("/console/runs/run_nope");
  expect(answer.status).toBe(404);
  expect(await answer.text()).toContain("No run &quot;run_nope&quot; in your organization.");
});
