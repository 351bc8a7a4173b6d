import { describe, expect, test } from "bun:test";
import { actingUser, guardJira, readCredential } from "./jira-auth.ts";
import { applyJiraConfig, checkMcpUser } from "./jira-config.ts";
import { SITE_ADMIN } from "./jira-ids.ts";
import { normalizeJiraSeed } from "./seed.ts";
import { ADA_ACCOUNT_ID, GRACE_ACCOUNT_ID, OPS_SEED } from "./seed-example.ts";
import { recordsWorld, testClock } from "./test-context.ts";
import type { OperationContext } from "../../core/pack/index.ts";

const records = normalizeJiraSeed({ ...OPS_SEED, users: [...OPS_SEED.users, { displayName: "Gone", emailAddress: "gone@acme.example", active: false }] }, { clock: testClock() });
const world = recordsWorld(records);
const request = (authorization?: string) => new Request("http://localhost/w/x/jira/rest/api/3/myself", { headers: authorization ? { authorization } : {} });
const ctx = (authorization?: string, extra: Partial<OperationContext> = {}) =>
  ({ request: request(authorization), world, config: undefined, credentialInAuthorization: false, ...extra }) as unknown as OperationContext;
const basic = (pair: string) => `Basic ${btoa(pair)}`;

describe("readCredential", () => {
  test("Basic takes the email before the first colon; Bearer its token; anything else is none", () => {
    expect(readCredential(request(basic("ada@acme.example:tok:en")))).toEqual({ kind: "basic", email: "ada@acme.example" });
    expect(readCredential(request("Basic !!!"))).toEqual({ kind: "basic", email: "" });
    expect(readCredential(request("Bearer abc"))).toEqual({ kind: "bearer", token: "abc" });
    expect(readCredential(request("Token abc"))).toEqual({ kind: "none" });
    expect(readCredential(request())).toEqual({ kind: "none" });
  });
});

describe("who acts", () => {
  test("a seeded user's email (any case) or accountId; anyone else is the site admin", () => {
    expect(actingUser(ctx(basic("ADA@acme.example:x"))).accountId).toBe(ADA_ACCOUNT_ID);
    expect(actingUser(ctx(`Bearer ${GRACE_ACCOUNT_ID}`)).accountId).toBe(GRACE_ACCOUNT_ID);
    expect(actingUser(ctx(basic("who@else.example:x"))).accountId).toBe(SITE_ADMIN.accountId);
  });
  test("a task world's credential as the bearer acts as mcp_user, else the site admin", () => {
    const config = applyJiraConfig({ mcp_user: " grace@acme.example " });
    expect(actingUser(ctx("Bearer world-credential", { credentialInAuthorization: true, config } as Partial<OperationContext>)).accountId).toBe(GRACE_ACCOUNT_ID);
    expect(actingUser(ctx("Bearer world-credential", { credentialInAuthorization: true } as Partial<OperationContext>)).accountId).toBe(SITE_ADMIN.accountId);
    // In-process calls (MCP tools) carry no credential: the same default.
    expect(actingUser(ctx(undefined, { config } as Partial<OperationContext>)).accountId).toBe(GRACE_ACCOUNT_ID);
  });
  test("the guard refuses no credential and a deactivated user's, and lets a task world's credential through", () => {
    expect(guardJira(ctx())?.status).toBe(401);
    expect(guardJira(ctx(basic("gone@acme.example:x")))?.status).toBe(401);
    expect(guardJira(ctx(basic("ada@acme.example:x")))).toBeUndefined();
    expect(guardJira(ctx(undefined, { credentialInAuthorization: true } as Partial<OperationContext>))).toBeUndefined();
  });
  test("config.mcp_user must name an active seeded user", () => {
    expect(() => checkMcpUser({ mcp_user: "nobody" }, records)).toThrow('config.jira.mcp_user: no seeded user has the accountId or email "nobody"');
    expect(() => checkMcpUser({ mcp_user: "gone@acme.example" }, records)).toThrow("config.jira.mcp_user: Gone is deactivated");
    expect(() => checkMcpUser({ mcp_user: ADA_ACCOUNT_ID }, records)).not.toThrow();
  });
});
