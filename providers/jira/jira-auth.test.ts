import { describe, expect, test } from "bun:test";
import { actingUser, guardJira, readCredential } from "./jira-auth.ts";
import { withMcpUser } from "./jira-mcp-user.ts";
import { SITE_ADMIN } from "./jira-ids.ts";
import { normalizeJiraSeed } from "./seed.ts";
import { ADA_ACCOUNT_ID, GRACE_ACCOUNT_ID, OPS_SEED } from "./seed-example.ts";
import { recordsWorld, testClock } from "./test-context.ts";
import type { OperationContext } from "../../core/pack/index.ts";

const SEED = { ...OPS_SEED, users: [...OPS_SEED.users, { displayName: "Gone", emailAddress: "gone@acme.example", active: false }] };
const records = normalizeJiraSeed(SEED, { clock: testClock() });
const world = recordsWorld(records);
/** The same site with `mcp_user: grace` in its seed. */
const graceWorld = recordsWorld(withMcpUser({ mcp_user: " grace@acme.example " }, records));
const request = (authorization?: string) => new Request("http://localhost/w/x/jira/rest/api/3/myself", { headers: authorization ? { authorization } : {} });
const ctx = (authorization?: string, extra: Record<string, unknown> = {}) =>
  ({ request: request(authorization), world, credentialInAuthorization: false, ...extra }) as unknown as OperationContext;
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
  test("a task world's credential as the bearer acts as the seed's mcp_user, else the site admin", () => {
    expect(actingUser(ctx("Bearer world-credential", { credentialInAuthorization: true, world: graceWorld })).accountId).toBe(GRACE_ACCOUNT_ID);
    expect(actingUser(ctx("Bearer world-credential", { credentialInAuthorization: true })).accountId).toBe(SITE_ADMIN.accountId);
    // In-process calls (MCP tools) whose MCP request carried no credential: the same default.
    expect(actingUser(ctx(undefined, { world: graceWorld })).accountId).toBe(GRACE_ACCOUNT_ID);
  });
  test("a tool call acts as the user its MCP request's credential names, else the default; a deactivated one is a 401", () => {
    expect(actingUser(ctx(undefined, { world: graceWorld, mcpAuthorization: basic("ada@acme.example:t") })).accountId).toBe(ADA_ACCOUNT_ID);
    expect(actingUser(ctx(undefined, { world: graceWorld, mcpAuthorization: `Bearer ${ADA_ACCOUNT_ID}` })).accountId).toBe(ADA_ACCOUNT_ID);
    expect(actingUser(ctx(undefined, { world: graceWorld, mcpAuthorization: "Bearer not-a-jira-user" })).accountId).toBe(GRACE_ACCOUNT_ID);
    expect(actingUser(ctx(undefined, { mcpAuthorization: basic("who@else.example:t") })).accountId).toBe(SITE_ADMIN.accountId);
    expect(() => actingUser(ctx(undefined, { mcpAuthorization: basic("gone@acme.example:t") }))).toThrow("Client must be authenticated to access this resource.");
  });
  test("the guard refuses no credential and a deactivated user's, and lets a task world's credential through", () => {
    expect(guardJira(ctx())?.status).toBe(401);
    expect(guardJira(ctx(basic("gone@acme.example:x")))?.status).toBe(401);
    expect(guardJira(ctx(basic("ada@acme.example:x")))).toBeUndefined();
    expect(guardJira(ctx(undefined, { credentialInAuthorization: true }))).toBeUndefined();
  });
  test("the seed's mcp_user must name an active seeded user; it is kept on the site record", () => {
    expect(() => withMcpUser({ mcp_user: "nobody" }, records)).toThrow('seed.jira.mcp_user: no seeded user has the accountId or email "nobody"');
    expect(() => withMcpUser({ mcp_user: "gone@acme.example" }, records)).toThrow("seed.jira.mcp_user: Gone is deactivated");
    expect(withMcpUser({ mcp_user: ADA_ACCOUNT_ID }, records).site?.[0]?.record).toMatchObject({ mcpUserAccountId: ADA_ACCOUNT_ID });
    expect(withMcpUser({}, records)).toBe(records);
  });
});
