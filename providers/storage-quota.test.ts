// Each pack answers a world past its byte quota (MAX_WORLD_BYTES) in its provider's own shape, and keeps
// nothing of the refused write.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../tests/support/test-service.ts";
import { trimTrailingSlashes } from "../core/http/trim-trailing-slashes.ts";
import { METHODS_SEED } from "./slack/methods/fixture.ts";
import { OPS_SEED } from "./jira/seed-example.ts";

let t: TestService;
beforeAll(async () => (t = await startTestService({ limits: { worldBytes: 96 * 1024 } })));
afterAll(() => t.close());

const base = async (slug: string, seed: unknown) => trimTrailingSlashes((await t.createSnapshot(slug, { seed })).url);
/** Sends `write` until it is refused; the refused answer and how many went through. */
async function fillWith(write: (i: number) => Promise<Response>, accepted: (r: Response, body: any) => boolean) {
  for (let i = 0; i < 100; i++) {
    const response = await write(i);
    const body = await response.json();
    if (!accepted(response, body)) return { response, body, written: i };
  }
  throw new Error("the quota never refused a write");
}

test("Slack: storage_limit_reached (HTTP 200, ok:false), the message not stored", async () => {
  const url = await base("slack", METHODS_SEED);
  const post = (text: string) =>
    t.mock(`${url}/api/chat.postMessage`, { method: "POST", headers: { "content-type": "application/json", authorization: "Bearer xoxp-acme-ada" }, body: JSON.stringify({ channel: "C0GENERAL", text }) });
  const { response, body, written } = await fillWith((i) => post(`${i} ${"x".repeat(8000)}`), (_r, b) => b.ok === true);
  expect(response.status).toBe(200);
  expect(body).toMatchObject({ ok: false, error: "storage_limit_reached" });
  expect(body.response_metadata.messages[0]).toContain("MAX_WORLD_BYTES");
  const history = await (await t.mock(`${url}/api/conversations.history?channel=C0GENERAL&limit=999`, { headers: { authorization: "Bearer xoxp-acme-ada" } })).json();
  expect(history.messages.filter((m: { text: string }) => m.text.endsWith("x".repeat(8000)))).toHaveLength(written);
});

test("Jira: 413 with errorMessages naming the setting", async () => {
  const url = await base("jira", OPS_SEED);
  const auth = { authorization: `Basic ${btoa("ada@acme.example:token")}`, "content-type": "application/json" };
  const key = "OPS";
  const create = (i: number) =>
    t.mock(`${url}/rest/api/2/issue`, { method: "POST", headers: auth, body: JSON.stringify({ fields: { project: { key }, issuetype: { name: "Task" }, summary: `issue ${i}`, description: "x".repeat(8000) } }) });
  const { response, body, written } = await fillWith(create, (r) => r.status === 201);
  expect(response.status).toBe(413);
  expect(body.errorMessages[0]).toContain("MAX_WORLD_BYTES");
  expect(body.errors).toEqual({});
  const found = await (await t.mock(`${url}/rest/api/2/search?jql=${encodeURIComponent(`summary ~ "issue ${written}"`)}`, { headers: auth })).json();
  expect(found.issues ?? []).toHaveLength(0);
});

test("Salesforce: 400 STORAGE_LIMIT_EXCEEDED on a create, and in a collection's per-record results", async () => {
  const url = `${await base("salesforce", { Account: [{ Name: "Seeded" }] })}/services/data/v67.0`;
  const auth = { authorization: "Bearer x", "content-type": "application/json" };
  const create = (i: number) => t.mock(`${url}/sobjects/Account`, { method: "POST", headers: auth, body: JSON.stringify({ Name: `Account ${i}`, Description: "x".repeat(8000) }) });
  const { response, body, written } = await fillWith(create, (r) => r.status === 201);
  expect(response.status).toBe(400);
  expect(body).toEqual([expect.objectContaining({ errorCode: "STORAGE_LIMIT_EXCEEDED", message: expect.stringContaining("MAX_WORLD_BYTES") })]);
  const count = await (await t.mock(`${url}/query?q=${encodeURIComponent("SELECT COUNT() FROM Account")}`, { headers: auth })).json();
  expect(count.totalSize).toBe(1 + written);
  // A collection create in the full world: refused whole or per record, never a 500, nothing stored.
  const records = [0, 1].map((i) => ({ attributes: { type: "Account" }, Name: `Batch ${i}`, Description: "y".repeat(8000) }));
  const batch = await t.mock(`${url}/composite/sobjects`, { method: "POST", headers: auth, body: JSON.stringify({ allOrNone: false, records }) });
  expect(batch.status).toBeLessThan(500);
  expect(JSON.stringify(await batch.json())).toContain("STORAGE_LIMIT_EXCEEDED");
  expect((await (await t.mock(`${url}/query?q=${encodeURIComponent("SELECT COUNT() FROM Account")}`, { headers: auth })).json()).totalSize).toBe(1 + written);
});
