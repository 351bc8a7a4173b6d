import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { createApiKey, createOrganization } from "../auth/organizations.ts";
import { createConsoleSession } from "../auth/console-sessions.ts";

// The browser console's sessions: a cookie authenticates like the key it was made with, a write needs
// the page's CSRF token, and a session ends on expiry or when it or its key is revoked.
const HOUR = 3_600_000;
let t: TestService;
let memberKey: string;
beforeAll(async () => {
  t = await startTestService();
  const org = (await t.service.store.findOrg("default"))!;
  memberKey = (await createApiKey(t.service.store, org.id, { role: "member" })).key;
});
afterAll(() => t.close());

async function signIn(key = t.key) {
  const made = (await createConsoleSession(t.service.store, key, { now: t.clock.now, ttlMs: t.service.config.consoleSessionMs }))!;
  return { id: made.session.id, csrf: made.csrfToken, cookie: `theme=dark; understudy_session=${made.token}` };
}
const asSession = async (session: { cookie: string; csrf?: string }, path: string, method = "GET") => {
  const headers: Record<string, string> = { cookie: session.cookie, ...(session.csrf ? { "x-csrf-token": session.csrf } : {}) };
  const response = await t.control(path, { method, key: null, headers });
  return { status: response.status, body: await response.json() };
};

test("a session cookie reads like its key; a write without X-CSRF-Token is 403, with it works", async () => {
  const session = await signIn();
  const org = await asSession(session, "/api/v1/organization");
  expect(org.status).toBe(200);
  expect(org.body.credential).toMatchObject({ kind: "session", role: "admin", sessionId: session.id });
  expect((await asSession(session, "/api/v1/evals")).status).toBe(200);
  const refused = await asSession({ cookie: session.cookie }, "/api/v1/keys", "POST");
  expect(refused.status).toBe(403);
  expect(refused.body.error).toContain("send the X-CSRF-Token the console page carries");
  expect((await asSession({ cookie: session.cookie, csrf: "forged" }, "/api/v1/keys", "POST")).status).toBe(403);
  // Existing routes take the cookie too, and check the token the same way.
  expect((await asSession({ cookie: session.cookie }, "/providers/salesforce/create-snapshot", "POST")).status).toBe(403);
  const made = await asSession(session, "/api/v1/keys", "POST");
  expect(made.status).toBe(201);
  expect(made.body.role).toBe("member");
});

test("an expired session is 401, and gone from the list; its cookie is no key", async () => {
  const session = await signIn();
  expect(t.service.config.consoleSessionMs).toBe(12 * HOUR);
  t.clock.advance(12 * HOUR - 1);
  expect((await asSession(session, "/api/v1/organization")).status).toBe(200);
  t.clock.advance(1);
  const expired = await asSession(session, "/api/v1/organization");
  expect(expired.status).toBe(401);
  expect(expired.body.error).toContain("console session has ended");
  expect((await (await t.control("/api/v1/sessions")).json()).sessions.map((s: { id: string }) => s.id)).not.toContain(session.id);
  expect((await asSession({ cookie: "understudy_session=forged" }, "/api/v1/organization")).status).toBe(401);
});

test("revoking a key ends its sessions at once", async () => {
  const made = await (await t.control("/api/v1/keys", { method: "POST", body: JSON.stringify({ role: "admin" }) })).json();
  const session = await signIn(made.key);
  expect((await asSession(session, "/api/v1/keys")).status).toBe(200);
  expect((await t.control(`/api/v1/keys/${made.id}/revoke`, { method: "POST" })).status).toBe(200);
  expect((await asSession(session, "/api/v1/keys")).status).toBe(401);
  expect((await t.service.store.sessions.find(session.id))?.revokedAt).toBe(t.clock.now);
});

test("GET /api/v1/sessions lists the organization's active sessions; the request's own is current", async () => {
  const mine = await signIn();
  const theirs = await signIn(memberKey);
  const { status, body } = await asSession(mine, "/api/v1/sessions");
  expect(status).toBe(200);
  const own = body.sessions.find((s: { id: string }) => s.id === mine.id);
  const at = new Date(t.clock.now).toISOString();
  const key = (await t.service.store.findApiKey(own.keyId))!;
  expect(own).toEqual({ id: mine.id, keyId: key.id, keyHint: key.hint, createdAt: at, lastSeenAt: at, expiresAt: new Date(t.clock.now + 12 * HOUR).toISOString(), current: true });
  expect(body.sessions.find((s: { id: string }) => s.id === theirs.id)?.current).toBe(false);
  // A member reads it too.
  expect((await asSession(theirs, "/api/v1/sessions")).body.sessions.length).toBe(body.sessions.length);
});

test("revoking a session: an admin any of the organization's, a member only its own; another organization's is 404", async () => {
  const admin = await signIn();
  const member = await signIn(memberKey);
  const other = await signIn(memberKey);
  const denied = await asSession(member, `/api/v1/sessions/${other.id}/revoke`, "POST");
  expect(denied.status).toBe(403);
  expect(denied.body.error).toContain("Only an admin key may revoke another console session");
  // Signing out: a member ends its own session.
  const own = await asSession(member, `/api/v1/sessions/${member.id}/revoke`, "POST");
  expect(own).toEqual({ status: 200, body: { id: member.id, revokedAt: new Date(t.clock.now).toISOString() } });
  expect((await asSession(member, "/api/v1/sessions")).status).toBe(401);
  expect((await asSession(admin, `/api/v1/sessions/${other.id}/revoke`, "POST")).status).toBe(200);
  expect((await asSession(other, "/api/v1/organization")).status).toBe(401);
  // Idempotent: the first revocation's time.
  t.clock.advance(1000);
  expect((await t.control(`/api/v1/sessions/${other.id}/revoke`, { method: "POST" })).status).toBe(200);
  expect((await t.service.store.sessions.find(other.id))?.revokedAt).toBe(t.clock.now - 1000);

  const outsider = await createOrganization(t.service.store, "session-outsider");
  const outsiderSession = await signIn((await createApiKey(t.service.store, outsider.id)).key);
  for (const id of [outsiderSession.id, "ses_nope"]) {
    const answer = await asSession(admin, `/api/v1/sessions/${id}/revoke`, "POST");
    expect({ id, status: answer.status }).toEqual({ id, status: 404 });
    expect(answer.body.error).toContain(`No console session "${id}"`);
  }
  expect((await asSession(outsiderSession, "/api/v1/organization")).status).toBe(200);
});

test("a session's last sighting is recorded", async () => {
  const session = await signIn();
  t.clock.advance(5 * 60_000);
  expect((await asSession(session, "/api/v1/organization")).status).toBe(200);
  const seen = async () => (await t.service.store.sessions.find(session.id))?.lastSeenAt;
  for (let turn = 0; turn < 100 && (await seen()) !== t.clock.now; turn++) await new Promise((r) => setImmediate(r));
  expect(await seen()).toBe(t.clock.now);
});
