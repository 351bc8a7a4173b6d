// The mail pack's guard: in a task's world the JSON API takes the credential in Authorization only (the
// pages' cookie is refused, docs/api.md), and a form posted from another site changes nothing (CSRF).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { SHA, post, putDataset } from "../../tests/support/eval-fixtures.ts";

let t: TestService;
beforeAll(async () => (t = await startTestService()));
afterAll(() => t.close());

const TASK = {
  id: "mail-guard", ticket: "Archive Priya's thread.", seed: { mail: {} },
  assertions: [{ plugin: "record-exists", requirement: "archived", options: { pack: "mail", collection: "messages", where: { id: "m0001", folder: "archive" } } }],
};
const raw = (url: string, init: RequestInit = {}) => t.service.mockApp.handle(new Request(url, init));

async function leaseMailWorld() {
  expect((await putDataset(t, "mail-guard", [TASK])).status).toBe(200);
  const { runId } = await (await post(t, "/api/v1/evals", { commit: SHA(7), dataset: "mail-guard" })).json();
  const { task } = await (await post(t, `/api/v1/evals/${runId}/lease`, { model: "m" })).json();
  const url = String(task.apps.mail.url).replace(/\/+$/, "");
  const credential = String(task.mcp.headers.Authorization).replace(/^Bearer /, "");
  const signIn = await raw(task.apps.mail.signInUrl);
  const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
  return { url, credential, cookie };
}

describe("in a task's world", () => {
  test("the JSON API refuses the pages' cookie in its own shape, and takes the Bearer credential", async () => {
    const { url, credential, cookie } = await leaseMailWorld();
    expect((await raw(`${url}/`, { headers: { cookie } })).status).toBe(200);
    const refused = await raw(`${url}/api/messages/m0001/archive`, { method: "POST", headers: { cookie } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toContain("Bearer");
    expect(await refused.json()).toEqual({ error: { status: 401, message: expect.stringContaining("Authorization header") } });
    const read = await raw(`${url}/api/messages/m0001`, { headers: { cookie } });
    expect(read.status).toBe(401);
    const allowed = await raw(`${url}/api/messages/m0001`, { headers: { cookie, authorization: `Bearer ${credential}` } });
    expect(allowed.status).toBe(200);
    expect((await allowed.json()).message.folder).toBe("inbox");
  });
});

describe("forms", () => {
  let url = "";
  beforeAll(async () => (url = (await t.createSnapshot("mail", {})).url.replace(/\/+$/, "")));
  const archive = (headers: Record<string, string>) =>
    raw(`${url}/thread/t001/archive`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: "" });
  const folder = async () => (await (await raw(`${url}/api/messages/m0001`)).json()).message.folder;

  test("a form posted from another site is refused with the webmail's 403 page and changes nothing", async () => {
    const crossSite: Array<Record<string, string>> = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      // A sibling world on the same site (MOCK_DOMAIN) is another origin too.
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of crossSite) {
      const refused = await archive(headers);
      expect(refused.status).toBe(403);
      expect(refused.headers.get("content-type")).toContain("text/html");
      expect(await refused.text()).toContain("posted from another site");
    }
    expect(await folder()).toBe("inbox");
  });

  test("the world's own pages, and clients that are no browser, may post", async () => {
    const origin = new URL(url).origin;
    const same = await archive({ origin, "sec-fetch-site": "same-origin" });
    expect(same.status).toBe(303);
    expect(await folder()).toBe("archive");
    expect((await raw(`${url}/thread/t001/restore`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" })).status).toBe(303);
    expect(await folder()).toBe("inbox");
  });
});
