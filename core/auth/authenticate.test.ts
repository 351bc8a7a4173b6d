import { afterEach, beforeEach, expect, test } from "bun:test";
import { createSqliteStore } from "../store/sqlite-store.ts";
import type { OrgRow, Store } from "../store/types.ts";
import { createLogger } from "../log/logger.ts";
import { authenticateRequest, readCredential, type Principal } from "./authenticate.ts";
import { createConsoleSession, endConsoleSession } from "./console-sessions.ts";
import { createApiKey, createOrganization, revokeApiKey } from "./organizations.ts";

const HOUR = 3_600_000;
const log = createLogger("silent");
let store: Store;
let org: OrgRow;
beforeEach(async () => {
  store = createSqliteStore(":memory:");
  org = await createOrganization(store, "acme");
});
afterEach(() => store.close());

const request = (method: string, headers: Record<string, string>) => new Request("http://localhost/api/v1/keys", { method, headers });
const as = (method: string, headers: Record<string, string>, now = 1000) => authenticateRequest(store, request(method, headers), { now, log });

test("a key authenticates as itself with its role; an unknown or revoked one does not", async () => {
  const { key, row } = await createApiKey(store, org.id, { role: "member" });
  expect(await as("POST", { authorization: `Bearer ${key}` })).toEqual({ ok: true, principal: { org, keyId: row.id, role: "member", sessionId: null } });
  expect(await as("GET", { "x-api-key": key })).toMatchObject({ ok: true });
  expect(await as("GET", { authorization: "Bearer usk_nope" })).toEqual({ ok: false, reason: "unknownKey" });
  expect(await as("GET", {})).toEqual({ ok: false, reason: "none" });
  await revokeApiKey(store, row.id, 5);
  expect(await as("GET", { authorization: `Bearer ${key}` })).toEqual({ ok: false, reason: "unknownKey" });
});

test("a console session authenticates by its cookie; writes need its CSRF token, compared whole", async () => {
  const { key, row } = await createApiKey(store, org.id);
  const made = (await createConsoleSession(store, ` ${key}\n`, { now: 1000, ttlMs: 12 * HOUR }))!;
  expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(made.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // Only the token's hash is stored.
  expect(JSON.stringify(await store.sessions.find(made.session.id))).not.toContain(made.token);
  const cookie = `understudy_session=${made.token}`;
  const principal: Principal = { org, keyId: row.id, role: "admin", sessionId: made.session.id };
  for (const method of ["GET", "HEAD", "OPTIONS"]) expect(await as(method, { cookie })).toEqual({ ok: true, principal });
  expect(await as("POST", { cookie })).toEqual({ ok: false, reason: "csrfRequired" });
  expect(await as("DELETE", { cookie, "x-csrf-token": made.csrfToken.slice(0, -1) })).toEqual({ ok: false, reason: "csrfRequired" });
  expect(await as("POST", { cookie, "x-csrf-token": `${made.csrfToken}x` })).toEqual({ ok: false, reason: "csrfRequired" });
  expect(await as("POST", { cookie, "x-csrf-token": made.csrfToken })).toEqual({ ok: true, principal });
  // A key, when presented, is what counts.
  expect(await as("POST", { cookie, authorization: "Bearer usk_nope" })).toEqual({ ok: false, reason: "unknownKey" });
  expect(await as("GET", { cookie: "understudy_session=forged" })).toEqual({ ok: false, reason: "sessionEnded" });
});

test("a session ends when it expires, is revoked, or its key is revoked; an unknown or revoked key makes none", async () => {
  const { key, row } = await createApiKey(store, org.id);
  const session = async () => `understudy_session=${(await createConsoleSession(store, key, { now: 1000, ttlMs: HOUR }))!.token}`;
  const expiring = await session();
  expect(await as("GET", { cookie: expiring }, 1000 + HOUR - 1)).toMatchObject({ ok: true });
  expect(await as("GET", { cookie: expiring }, 1000 + HOUR)).toEqual({ ok: false, reason: "sessionEnded" });
  const signedOut = await session();
  expect(await endConsoleSession(store, signedOut.split("=")[1]!, { now: 2000 })).toBe(true);
  expect(await as("GET", { cookie: signedOut })).toEqual({ ok: false, reason: "sessionEnded" });
  const orphaned = await session();
  await revokeApiKey(store, row.id, 3000);
  expect(await as("GET", { cookie: orphaned })).toEqual({ ok: false, reason: "sessionEnded" });
  expect(await createConsoleSession(store, key, { now: 4000, ttlMs: HOUR })).toBeUndefined();
  expect(await createConsoleSession(store, "usk_unknown", { now: 4000, ttlMs: HOUR })).toBeUndefined();
});

test("the rate limiter's credential is the key, else the session token", () => {
  expect(readCredential(new Headers({ authorization: "Bearer k1", cookie: "understudy_session=t1" }))).toBe("k1");
  expect(readCredential(new Headers({ cookie: "understudy_session=t1" }))).toBe("t1");
  expect(readCredential(new Headers())).toBeUndefined();
});
