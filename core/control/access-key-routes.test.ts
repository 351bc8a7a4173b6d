import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { createApiKey, createOrganization } from "../auth/organizations.ts";

// GET /api/v1/organization and the organization's keys: any key reads, only an admin key changes.
let t: TestService;
let member: string;
let outsiderKeyId: string;
beforeAll(async () => {
  t = await startTestService();
  const org = (await t.service.store.findOrg("default"))!;
  member = (await createApiKey(t.service.store, org.id, { role: "member", name: "reader" })).key;
  const outsider = await createOrganization(t.service.store, "key-outsider");
  outsiderKeyId = (await createApiKey(t.service.store, outsider.id)).row.id;
});
afterAll(() => t.close());

const send = async (path: string, init: { method?: string; body?: unknown; key?: string } = {}) => {
  const response = await t.control(path, {
    method: init.method ?? "GET", key: init.key,
    ...(init.body === undefined ? {} : { body: typeof init.body === "string" ? init.body : JSON.stringify(init.body), headers: { "content-type": "application/json" } }),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
};

test("GET /api/v1/organization names the organization, the credential and the providers it may use", async () => {
  const { status, body } = await send("/api/v1/organization");
  expect(status).toBe(200);
  const keys = await t.service.store.listApiKeys(body.id);
  const first = keys.find((k) => k.name === null)!;
  expect(body).toEqual({
    id: first.orgId, name: "default", credential: { kind: "key", keyId: first.id, hint: first.hint, role: "admin", sessionId: null, csrfToken: null },
    providers: (await send("/providers/list")).body.providers,
  });
  expect(body.providers).toContain("salesforce");
  expect((await send("/api/v1/organization", { key: member })).body.credential).toMatchObject({ kind: "key", role: "member" });
  expect((await t.control("/api/v1/organization", { key: null })).status).toBe(401);
});

test("an admin creates keys (member unless asked) that work at once; the key is in that answer only", async () => {
  const made = await send("/api/v1/keys", { method: "POST", body: { name: "CI runner" } });
  expect(made.status).toBe(201);
  expect(made.headers.get("cache-control")).toBe("no-store");
  expect(made.body).toEqual({ id: expect.stringMatching(/^key_/), name: "CI runner", hint: expect.any(String), role: "member", createdAt: new Date(t.clock.now).toISOString(), key: expect.stringMatching(/^usk_/) });
  expect((await send("/api/v1/organization", { key: made.body.key })).body.credential).toMatchObject({ keyId: made.body.id, role: "member" });
  const admin = await send("/api/v1/keys", { method: "POST", body: { role: "admin" } });
  expect(admin.body).toMatchObject({ name: null, role: "admin" });
  // An empty body is a nameless member key.
  expect(await send("/api/v1/keys", { method: "POST" })).toMatchObject({ status: 201, body: { name: null, role: "member" } });

  const { body } = await send("/api/v1/keys");
  // (lastUsedAt: its own test below.)
  const { lastUsedAt: _, ...listed } = body.keys.find((k: { id: string }) => k.id === made.body.id);
  expect(listed).toEqual({ id: made.body.id, name: "CI runner", hint: made.body.hint, role: "member", createdAt: made.body.createdAt, revokedAt: null, current: false });
  expect(JSON.stringify(body)).not.toContain(made.body.key);
  expect(body.keys.filter((k: { current: boolean }) => k.current)).toHaveLength(1);
  // Any role reads the list; its own key is current.
  const asMember = await send("/api/v1/keys", { key: member });
  expect(asMember.body.keys.find((k: { current: boolean }) => k.current)).toMatchObject({ name: "reader", role: "member" });
  expect(asMember.body.keys.map((k: { id: string }) => k.id)).not.toContain(outsiderKeyId);
});

test("a bad key body is 400 {error} saying what is wrong; nothing is created", async () => {
  const before = (await send("/api/v1/keys")).body.keys.length;
  const cases: Array<[unknown, string]> = [
    [[], "must be a JSON object"],
    [{ name: "" }, '"name" must be a string of 1 to 100 characters'],
    [{ name: "x".repeat(101) }, '"name" must be a string of 1 to 100 characters'],
    [{ name: 7 }, '"name" must be a string'],
    [{ name: "two\nlines" }, "without control characters"],
    [{ role: "owner" }, '"role" must be "admin" or "member"'],
    [{ name: "ok", scopes: [] }, 'Unknown field "scopes"'],
    ["{not json", "not valid JSON"],
  ];
  for (const [body, message] of cases) {
    const answer = await send("/api/v1/keys", { method: "POST", body });
    expect({ message, status: answer.status }).toEqual({ message, status: 400 });
    expect(answer.body.error).toContain(message);
  }
  expect((await send("/api/v1/keys", { method: "POST", body: { name: "😀".repeat(100) } })).status).toBe(201);
  expect((await send("/api/v1/keys")).body.keys.length).toBe(before + 1);
});

test("a member may neither create nor revoke keys: 403 adminRequired", async () => {
  const victim = (await send("/api/v1/keys", { method: "POST", body: {} })).body;
  const created = await send("/api/v1/keys", { method: "POST", body: { role: "admin" }, key: member });
  expect(created.status).toBe(403);
  expect(created.body.error).toContain("Only an admin key may create keys");
  const revoked = await send(`/api/v1/keys/${victim.id}/revoke`, { method: "POST", key: member });
  expect(revoked.status).toBe(403);
  expect(revoked.body.error).toContain("Only an admin key may revoke keys");
  expect((await send("/api/v1/organization", { key: victim.key })).status).toBe(200);
});

test("revoking a key: 200 at once, the same answer again; another organization's or an unknown key is 404", async () => {
  const made = (await send("/api/v1/keys", { method: "POST", body: { name: "short-lived" } })).body;
  const revoked = await send(`/api/v1/keys/${made.id}/revoke`, { method: "POST" });
  expect(revoked).toMatchObject({ status: 200, body: { id: made.id, revokedAt: new Date(t.clock.now).toISOString() } });
  expect((await t.control("/api/v1/organization", { key: made.key })).status).toBe(401);
  t.clock.advance(60_000);
  expect((await send(`/api/v1/keys/${made.id}/revoke`, { method: "POST" })).body).toEqual(revoked.body);
  expect((await send("/api/v1/keys")).body.keys.find((k: { id: string }) => k.id === made.id).revokedAt).toBe(revoked.body.revokedAt);
  for (const id of [outsiderKeyId, "key_nope"]) {
    const answer = await send(`/api/v1/keys/${id}/revoke`, { method: "POST" });
    expect({ id, status: answer.status }).toEqual({ id, status: 404 });
    expect(answer.body.error).toContain(`No key "${id}" in your organization`);
  }
  expect((await t.service.store.findApiKey(outsiderKeyId))?.revokedAt).toBeNull();
});

test("a key's last use is recorded, and shown in the list", async () => {
  const made = (await send("/api/v1/keys", { method: "POST", body: { name: "used" } })).body;
  expect((await t.service.store.findApiKey(made.id))?.lastUsedAt).toBeNull();
  expect((await send("/api/v1/organization", { key: made.key })).status).toBe(200);
  // Written after the answer: wait for it, by turns of the event loop, not by the clock.
  for (let turn = 0; turn < 100 && (await t.service.store.findApiKey(made.id))?.lastUsedAt === null; turn++) await new Promise((r) => setImmediate(r));
  expect((await t.service.store.findApiKey(made.id))?.lastUsedAt).toBe(t.clock.now);
  const listed = (await send("/api/v1/keys")).body.keys.find((k: { id: string }) => k.id === made.id);
  expect(listed.lastUsedAt).toBe(new Date(t.clock.now).toISOString());
});
