import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { METHODS_SEED } from "./methods/fixture.ts";
import { tsFromPermalinkId } from "./permalink-page.ts";
import { trimTrailingSlashes } from "../../core/http/trim-trailing-slashes.ts";

let t: TestService;
let url: string;
beforeAll(async () => {
  t = await startTestService();
  url = trimTrailingSlashes((await t.createSnapshot("slack", { seed: METHODS_SEED })).url);
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({ method: "POST", headers: { authorization: "Bearer xoxp-acme-ada", "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields) });

test("a permalink id is the ts's digits after p", () => {
  expect(tsFromPermalinkId("p1700000100000100")).toBe("1700000100.000100");
  expect(tsFromPermalinkId("1700000100000100")).toBeUndefined();
  expect(tsFromPermalinkId("p17000001000001x0")).toBeUndefined();
});

test("a public message's permalink opens a page with the message, escaped, and its thread", async () => {
  const posted = await (await t.mock(`${url}/api/chat.postMessage`, form({ channel: "C0GENERAL", text: "<b>ship</b> it & done" }))).json();
  await t.mock(`${url}/api/chat.postMessage`, form({ channel: "C0GENERAL", text: "a reply", thread_ts: posted.ts }));
  const { permalink } = await (await t.mock(`${url}/api/chat.getPermalink`, form({ channel: "C0GENERAL", message_ts: posted.ts }))).json();
  expect(permalink.startsWith(`${url}/archives/C0GENERAL/p`)).toBe(true);
  const page = await t.mock(permalink, { headers: { authorization: "" } });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("&#60;b&#62;ship&#60;/b&#62; it &#38; done");
  expect(html).not.toContain("<b>ship");
  expect(html).toContain("a reply");
  expect(html).toContain("<h1>#general</h1>");
});

test("private channels, unknown messages and malformed ids are the same 404", async () => {
  const privateChannel = METHODS_SEED.conversations.find((c) => (c as { is_private?: boolean }).is_private)!;
  for (const path of [`archives/${privateChannel.id}/p1700000100000100`, "archives/C0GENERAL/p1111111111000100", "archives/C0GENERAL/nonsense", "archives/CNOPE/p1700000100000100"]) {
    const page = await t.mock(`${url}/${path}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("This message is not available");
  }
});
