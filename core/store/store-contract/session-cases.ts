import { expect, test } from "bun:test";
import { apiKey, consoleSession, type StoreHarness } from "./fixtures.ts";
import type { Store } from "../types.ts";

async function orgWithKeys(store: Store): Promise<void> {
  await store.createOrg({ id: "org_a", name: "alpha", createdAt: 1 });
  await store.createOrg({ id: "org_b", name: "beta", createdAt: 1 });
  await store.createApiKey(apiKey("key_1"));
  await store.createApiKey(apiKey("key_2"));
  await store.createApiKey(apiKey("key_b", { orgId: "org_b" }));
}

export function sessionCases(h: StoreHarness): void {
  test("console sessions: create, find by id or token hash; a token hash is taken once; key and organization must exist", async () => {
    const { sessions } = h.store;
    await orgWithKeys(h.store);
    await sessions.create(consoleSession("ses_1"));
    expect(await sessions.find("ses_1")).toEqual(consoleSession("ses_1"));
    expect(await sessions.findByTokenHash("token_ses_1")).toEqual(consoleSession("ses_1"));
    expect(await sessions.find("ses_x")).toBeUndefined();
    expect(await sessions.findByTokenHash("token_x")).toBeUndefined();
    await expect(sessions.create(consoleSession("ses_2", { tokenHash: "token_ses_1" }))).rejects.toThrow();
    await expect(sessions.create(consoleSession("ses_3", { keyId: "key_missing" }))).rejects.toThrow();
    await expect(sessions.create(consoleSession("ses_4", { orgId: "org_missing" }))).rejects.toThrow();
  });

  test("console sessions: touch moves last_seen_at forward only; revoke once; revokeForKey takes only that key's live ones", async () => {
    const { sessions } = h.store;
    await orgWithKeys(h.store);
    await sessions.create(consoleSession("ses_1"));
    await sessions.create(consoleSession("ses_2"));
    await sessions.create(consoleSession("ses_3", { keyId: "key_2" }));
    await sessions.touch("ses_1", 2000);
    await sessions.touch("ses_1", 1500);
    expect((await sessions.find("ses_1"))?.lastSeenAt).toBe(2000);
    expect(await sessions.revoke("ses_2", 2100)).toBe(true);
    expect(await sessions.revoke("ses_2", 2200)).toBe(false);
    expect(await sessions.revoke("ses_x", 2200)).toBe(false);
    expect((await sessions.find("ses_2"))?.revokedAt).toBe(2100);
    // ses_2 was revoked already and keeps its time; ses_3 is another key's.
    expect(await sessions.revokeForKey("key_1", 2300)).toBe(1);
    expect(await sessions.revokeForKey("key_1", 2400)).toBe(0);
    expect((await sessions.find("ses_1"))?.revokedAt).toBe(2300);
    expect((await sessions.find("ses_2"))?.revokedAt).toBe(2100);
    expect((await sessions.find("ses_3"))?.revokedAt).toBeNull();
  });

  test("console sessions: listActive shows an organization's unrevoked, unexpired ones, newest first; deleteExpired removes the expired", async () => {
    const { sessions } = h.store;
    await orgWithKeys(h.store);
    await sessions.create(consoleSession("ses_old", { createdAt: 1000 }));
    await sessions.create(consoleSession("ses_new", { createdAt: 2000, keyId: "key_2" }));
    await sessions.create(consoleSession("ses_short", { createdAt: 1500, expiresAt: 3000 }));
    await sessions.create(consoleSession("ses_revoked", { createdAt: 1800 }));
    await sessions.create(consoleSession("ses_b", { orgId: "org_b", keyId: "key_b" }));
    await sessions.revoke("ses_revoked", 1900);
    expect((await sessions.listActive("org_a", 2500)).map((s) => s.id)).toEqual(["ses_new", "ses_short", "ses_old"]);
    // Expiry is exclusive: at its expiresAt a session is over.
    expect((await sessions.listActive("org_a", 3000)).map((s) => s.id)).toEqual(["ses_new", "ses_old"]);
    expect((await sessions.listActive("org_b", 2500)).map((s) => s.id)).toEqual(["ses_b"]);
    expect(await sessions.deleteExpired(3000)).toBe(1);
    expect(await sessions.find("ses_short")).toBeUndefined();
    // A revoked session stays until it would have expired.
    expect(await sessions.find("ses_revoked")).toBeDefined();
    expect(await sessions.deleteExpired(5000)).toBe(4);
    expect(await sessions.listActive("org_a", 0)).toEqual([]);
  });
}
