import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import type { FaultRule } from "./fault-rule.ts";

// Each provider's REST surface answers an injected fault in its own shape, before the operation runs.
let t: TestService;
const worlds: Record<string, { snapshotId: string; url: string }> = {};
beforeAll(async () => {
  t = await startTestService();
  for (const slug of ["salesforce", "slack", "jira", "mail", "notes"]) worlds[slug] = await t.createSnapshot(slug, {});
}, 30_000);
afterAll(() => t.close());

async function setRules(slug: string, rules: FaultRule[]) {
  const response = await t.control(`/api/v1/worlds/${worlds[slug]!.snapshotId}/faults`, { method: "PUT", body: JSON.stringify({ rules }), headers: { "content-type": "application/json" } });
  expect(response.status).toBe(200);
}
const call = (slug: string, path: string, init: RequestInit = {}) => t.mock(`${worlds[slug]!.url.replace(/\/$/, "")}${path}`, init);
const soql = (q: string) => call("salesforce", `/services/data/v67.0/query?q=${encodeURIComponent(q)}`);
const createAccount = (name: string) =>
  call("salesforce", "/services/data/v67.0/sobjects/Account", { method: "POST", body: JSON.stringify({ Name: name }), headers: { "content-type": "application/json" } });
const accountNames = async () => (await (await soql("SELECT Name FROM Account ORDER BY Name")).json()).records.map((r: { Name: string }) => r.Name);

describe("Salesforce", () => {
  test("rate_limit: 403 REQUEST_LIMIT_EXCEEDED with Sforce-Limit-Info; server_error: 500 UNKNOWN_EXCEPTION; neither write lands", async () => {
    await setRules("salesforce", [
      { match: { pack: "salesforce", operation: "createRecord" }, effect: "rate_limit", nth: [1] },
      { match: { pack: "salesforce", operation: "createRecord" }, effect: "server_error", nth: [2] },
    ]);
    const limited = await createAccount("Refused");
    expect(limited.status).toBe(403);
    expect(limited.headers.get("sforce-limit-info")).toBe("api-usage=100000/100000");
    expect(await limited.json()).toEqual([{ message: "TotalRequests Limit exceeded.", errorCode: "REQUEST_LIMIT_EXCEEDED" }]);
    const failed = await createAccount("Failed");
    expect(failed.status).toBe(500);
    expect((await failed.json())[0].errorCode).toBe("UNKNOWN_EXCEPTION");
    expect((await createAccount("Kept")).status).toBe(201);
    expect(await accountNames()).toEqual(["Kept"]);
  });

  test("timeout waits, then answers the gateway's 504; latency waits, then runs the call", async () => {
    await setRules("salesforce", [
      { match: { pack: "salesforce", operation: "createRecord" }, effect: "timeout", ms: 20, nth: [1] },
      { match: { pack: "salesforce", operation: "createRecord" }, effect: "latency", ms: 20, nth: [2] },
    ]);
    const timedOut = await createAccount("Timed out");
    expect(timedOut.status).toBe(504);
    expect((await timedOut.json())[0].errorCode).toBe("REQUEST_RUNNING_TOO_LONG");
    expect((await createAccount("Slow")).status).toBe(201);
    expect(await accountNames()).toEqual(["Kept", "Slow"]);
  });

  test("the SOAP endpoints answer a SOAP fault with the same code; the OAuth token endpoint OAuth's temporarily_unavailable", async () => {
    await setRules("salesforce", [{ match: { pack: "salesforce", operation: "soapCall" }, effect: "rate_limit" }, { match: { pack: "salesforce", operation: "requestToken" }, effect: "server_error" }]);
    const soap = await call("salesforce", "/services/Soap/u/67.0", { method: "POST", headers: { "content-type": "text/xml" }, body: "<x/>" });
    expect(soap.status).toBe(500);
    expect(await soap.text()).toContain("<faultcode>sf:REQUEST_LIMIT_EXCEEDED</faultcode><faultstring>REQUEST_LIMIT_EXCEEDED: TotalRequests Limit exceeded.</faultstring>");
    const token = await call("salesforce", "/services/oauth2/token", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "grant_type=password" });
    expect([token.status, (await token.json()).error]).toEqual([503, "temporarily_unavailable"]);
  });

  test("drop_connection closes without an answer: the body fails before a byte, and nothing is written", async () => {
    await setRules("salesforce", [{ match: { pack: "salesforce", operation: "createRecord" }, effect: "drop_connection" }]);
    const dropped = await createAccount("Dropped");
    await expect(dropped.text()).rejects.toBeUndefined();
    await setRules("salesforce", []);
    expect(await accountNames()).toEqual(["Kept", "Slow"]);
  });
});

test("Slack: 429 ratelimited with Retry-After from ms; 503 for server_error; a path rule meets only its methods", async () => {
  await setRules("slack", [
    { match: { path: "^/api/chat\\." }, effect: "rate_limit", ms: 2500, nth: [1] },
    { match: { pack: "slack", operation: "conversationsList" }, effect: "server_error", nth: [1] },
  ]);
  const headers = { authorization: "Bearer xoxb-acme-helper", "content-type": "application/json" };
  const post = await call("slack", "/api/chat.postMessage", { method: "POST", headers, body: JSON.stringify({ channel: "C0GENERAL", text: "hi" }) });
  expect([post.status, post.headers.get("retry-after"), await post.json()]).toEqual([429, "3", { ok: false, error: "ratelimited" }]);
  const list = await call("slack", "/api/conversations.list", { headers });
  expect([list.status, await list.json()]).toEqual([503, { ok: false, error: "internal_error" }]);
  expect((await call("slack", "/api/conversations.list", { headers })).status).toBe(200);
});

test("Jira: 429 with Retry-After, X-RateLimit-Reset and its error collection; 503 for server_error", async () => {
  await setRules("jira", [
    { match: { pack: "jira", operation: "getCurrentUser" }, effect: "rate_limit", nth: [1] },
    { match: { pack: "jira" }, effect: "server_error", nth: [3] },
  ]);
  const myself = () => call("jira", "/rest/api/3/myself", { headers: { authorization: "Bearer whatever" } });
  const limited = await myself();
  expect([limited.status, limited.headers.get("retry-after"), await limited.json()]).toEqual([429, "1", { errorMessages: ["Rate limit exceeded."], errors: {} }]);
  expect(limited.headers.get("x-ratelimit-reset")).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\dZ$/);
  expect((await myself()).status).toBe(200);
  const failed = await myself();
  expect([failed.status, (await failed.json()).errorMessages.length]).toEqual([503, 1]);
});

test("mail: a page answers a 503 page; its JSON API the API's error", async () => {
  await setRules("mail", [{ match: { pack: "mail" }, effect: "server_error" }]);
  const page = await call("mail", "/");
  expect([page.status, page.headers.get("content-type")]).toEqual([503, "text/html; charset=utf-8"]);
  expect(await page.text()).toContain("Mail is temporarily unavailable");
  const api = await call("mail", "/api/messages");
  expect([api.status, await api.json()]).toEqual([503, { error: { status: 503, message: "Mail is temporarily unavailable. Try again in a few minutes." } }]);
});

test("a pack without faults hooks answers in its errors.internal shape: 429 with Retry-After, 503, 504", async () => {
  await setRules("notes", [
    { match: { pack: "notes" }, effect: "rate_limit", nth: [1] },
    { match: { pack: "notes" }, effect: "server_error", nth: [2] },
    { match: { pack: "notes" }, effect: "timeout", ms: 1, nth: [3] },
  ]);
  const answers = [];
  for (let i = 0; i < 4; i++) {
    const response = await call("notes", "/notes");
    answers.push([response.status, response.headers.get("retry-after"), response.status === 200 ? "listed" : await response.json()]);
  }
  const internal = { error: "internal" };
  expect(answers).toEqual([[429, "1", internal], [503, null, internal], [504, null, internal], [200, null, "listed"]]);
});
