import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../../tests/support/test-service.ts";
import { SITE_ADMIN } from "../jira-ids.ts";
import { ADA_ACCOUNT_ID, GRACE_ACCOUNT_ID, OPS_SEED } from "../seed-example.ts";
import { basicAuth, jiraWorld } from "./test-world.fixture.ts";

// Who a world's MCP tools act as: the user the MCP request's own credential names (Basic email, or a Bearer
// accountId or email, as on REST), else the seed's `mcp_user`, else the site admin.
let t: TestService;
beforeAll(async () => (t = await startTestService()));
afterAll(() => t.close());

const GONE = { displayName: "Gone", emailAddress: "gone@acme.example", active: false };
const me = async (w: Awaited<ReturnType<typeof jiraWorld>>) => (await w.tool("jira_get_current_user")).user.accountId;

describe("the MCP request's credential", () => {
  test("a Basic email names the user, over the seed's mcp_user; writes are theirs", async () => {
    const w = await jiraWorld(t, { seed: { ...OPS_SEED, mcp_user: "grace@acme.example" } }, { authorization: basicAuth("ADA@acme.example") });
    expect(await me(w)).toBe(ADA_ACCOUNT_ID);
    const { key } = await w.tool("jira_create_issue", { project: "OPS", summary: "Filed by Ada's agent" });
    expect((await w.rest("GET", `/issue/${key}?fields=reporter`)).body.fields.reporter.accountId).toBe(ADA_ACCOUNT_ID);
  });

  test("a Bearer accountId names the user too", async () => {
    const w = await jiraWorld(t, { seed: OPS_SEED }, { authorization: `Bearer ${GRACE_ACCOUNT_ID}` });
    expect(await me(w)).toBe(GRACE_ACCOUNT_ID);
  });

  test("a credential naming no one falls back to the seed's mcp_user, else the site admin", async () => {
    const seeded = await jiraWorld(t, { seed: { ...OPS_SEED, mcp_user: "grace@acme.example" } }, { authorization: basicAuth("who@else.example") });
    expect(await me(seeded)).toBe(GRACE_ACCOUNT_ID);
    const plain = await jiraWorld(t, { seed: OPS_SEED }, { authorization: "Bearer some-other-servers-token" });
    expect(await me(plain)).toBe(SITE_ADMIN.accountId);
  });

  test("a deactivated user's credential is refused, as on REST", async () => {
    const w = await jiraWorld(t, { seed: { ...OPS_SEED, users: [...OPS_SEED.users, GONE] } }, { authorization: basicAuth("gone@acme.example") });
    expect(await w.toolError("jira_get_current_user")).toBe("Jira answered 401: Client must be authenticated to access this resource.");
  });
});

describe("seed.mcp_user", () => {
  test("by accountId or email; an unknown or deactivated user refuses the world with 400", async () => {
    expect(await me(await jiraWorld(t, { seed: { ...OPS_SEED, mcp_user: GRACE_ACCOUNT_ID } }))).toBe(GRACE_ACCOUNT_ID);
    const cases: Array<[unknown, string]> = [
      [{ ...OPS_SEED, mcp_user: "nobody" }, 'seed.jira.mcp_user: no seeded user has the accountId or email "nobody"'],
      [{ ...OPS_SEED, users: [...OPS_SEED.users, GONE], mcp_user: "gone@acme.example" }, "seed.jira.mcp_user: Gone is deactivated"],
      [{ ...OPS_SEED, mcp_user: "" }, "seed.jira.mcp_user must NOT have fewer than 1 characters"],
    ];
    for (const [seed, message] of cases) {
      const response = await t.control("/providers/jira/create-snapshot", { method: "POST", body: JSON.stringify({ seed }) });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toContain(message);
    }
  });

  test("config is refused with 400, naming where mcp_user went", async () => {
    const response = await t.control("/providers/jira/create-snapshot", { method: "POST", body: JSON.stringify({ seed: OPS_SEED, config: { mcp_user: "grace@acme.example" } }) });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error).toStartWith('Provider "jira" does not accept config; only salesforce does. Remove "config" from the body.');
    expect(error).toContain("move config.jira.mcp_user to seed.jira.mcp_user");
  });
});
