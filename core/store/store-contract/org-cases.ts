import { expect, test } from "bun:test";
import { apiKey, type StoreHarness } from "./fixtures.ts";
import type { ApiKeyRow } from "../types.ts";

export function orgCases(h: StoreHarness): void {
  test("organizations: create, find by id or name, list in creation order, count", async () => {
    const { store } = h;
    expect(await store.countOrgs()).toBe(0);
    await store.createOrg({ id: "org_b", name: "beta", createdAt: 2000 });
    await store.createOrg({ id: "org_a", name: "alpha", createdAt: 1000 });
    expect(await store.findOrg("org_b")).toEqual({ id: "org_b", name: "beta", createdAt: 2000 });
    expect(await store.findOrg("alpha")).toEqual({ id: "org_a", name: "alpha", createdAt: 1000 });
    expect(await store.findOrg("nobody")).toBeUndefined();
    expect((await store.listOrgs()).map((o) => o.id)).toEqual(["org_a", "org_b"]);
    expect(await store.countOrgs()).toBe(2);
    await expect(store.createOrg({ id: "org_c", name: "alpha", createdAt: 3000 })).rejects.toThrow();
    expect(await store.countOrgs()).toBe(2);
  });

  test("API keys: create with a name and role, find by hash or id, revoke once, list", async () => {
    const { store } = h;
    await store.createOrg({ id: "org_a", name: "alpha", createdAt: 1 });
    await store.createApiKey(apiKey("key_1", { hint: "us_…a1", createdAt: 10, hash: "h1" }));
    await store.createApiKey(apiKey("key_2", { hint: "us_…b2", createdAt: 20, hash: "h2", name: "CI — ünïcode", role: "member" }));
    const second: ApiKeyRow = { id: "key_2", orgId: "org_a", hint: "us_…b2", createdAt: 20, revokedAt: null, name: "CI — ünïcode", role: "member", lastUsedAt: null };
    expect(await store.findApiKeyByHash("h2")).toEqual(second);
    expect(await store.findApiKey("key_2")).toEqual(second);
    expect(await store.findApiKeyByHash("nope")).toBeUndefined();
    expect(await store.findApiKey("key_x")).toBeUndefined();
    expect(await store.revokeApiKey("key_1", 30)).toBe(true);
    expect(await store.revokeApiKey("key_1", 40)).toBe(false);
    expect(await store.revokeApiKey("key_x", 40)).toBe(false);
    const keys = await store.listApiKeys("org_a");
    expect(keys).toEqual([
      { id: "key_1", orgId: "org_a", hint: "us_…a1", createdAt: 10, revokedAt: 30, name: null, role: "admin", lastUsedAt: null },
      second,
    ]);
    expect(await store.listApiKeys("org_other")).toEqual([]);
    // A key must belong to a stored organization.
    await expect(store.createApiKey(apiKey("key_3", { orgId: "org_missing", hash: "h3" }))).rejects.toThrow();
  });

  test("touchApiKey moves a key's last use forward, never back", async () => {
    const { store } = h;
    await store.createOrg({ id: "org_a", name: "alpha", createdAt: 1 });
    await store.createApiKey(apiKey("key_1"));
    await store.touchApiKey("key_1", 500);
    expect((await store.findApiKey("key_1"))?.lastUsedAt).toBe(500);
    await store.touchApiKey("key_1", 400);
    expect((await store.findApiKey("key_1"))?.lastUsedAt).toBe(500);
    await store.touchApiKey("key_1", 900);
    await store.touchApiKey("key_missing", 900);
    expect((await store.listApiKeys("org_a")).map((k) => k.lastUsedAt)).toEqual([900]);
  });

  test("grants: granting twice is harmless, revoke answers whether there was one, listed by slug", async () => {
    const { store } = h;
    await store.createOrg({ id: "org_a", name: "alpha", createdAt: 1 });
    await store.grantProvider("org_a", "stripe");
    await store.grantProvider("org_a", "github");
    await store.grantProvider("org_a", "stripe");
    expect(await store.listGrants("org_a")).toEqual(["github", "stripe"]);
    expect(await store.revokeProvider("org_a", "stripe")).toBe(true);
    expect(await store.revokeProvider("org_a", "stripe")).toBe(false);
    expect(await store.listGrants("org_a")).toEqual(["github"]);
  });
}
