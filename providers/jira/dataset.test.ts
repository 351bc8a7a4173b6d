// An evaluation task on a jira world: its seed names the user the agent's tools act as (`mcp_user`), its
// oracle plays through MCP and its assertions use jira-issue and jira-jql (docs/jira.md, "Evaluation tasks").
import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { SHA, checkDataset, post, putDataset } from "../../tests/support/eval-fixtures.ts";
import { ADA_ACCOUNT_ID, GRACE_ACCOUNT_ID, OPS_SEED } from "./seed-example.ts";
import { basicAuth } from "./tools/test-world.fixture.ts";
import { connectInProcess } from "../../core/mcp/in-process-client.ts";

let t: TestService;
beforeAll(async () => (t = await startTestService()));
afterAll(() => t.close());

const TASK = {
  id: "grace-files-checkout-bug",
  ticket: "You are Grace. File a High-priority Bug in OPS for the checkout timeouts on Safari, assign it to Ada and note that it shows in the Safari 17 logs. Then start work on OPS-1.",
  seed: { jira: { ...OPS_SEED, mcp_user: "grace@acme.example" } },
  assertions: [
    {
      plugin: "jira-issue",
      requirement: "A new High-priority Bug about checkout, Ada's, reported by Grace with her note",
      options: { project: "OPS", type: "Bug", summary_contains: "checkout", priority: "High", assignee: "ada@acme.example", reporter: "Grace Hopper", comment: { contains: "Safari 17 logs", by: "grace@acme.example" }, new: true },
    },
    { plugin: "jira-jql", requirement: "OPS-1 is in progress", options: { jql: 'key = OPS-1 AND status = "In Progress"', count: 1 } },
    { plugin: "no-collateral-changes", requirement: "Only issues, comments and their histories changed", options: { allow: ["jira/issues", "jira/comments", "jira/changelog"] } },
  ],
  oracle: [
    { tool: "jira_create_issue", arguments: { project: "OPS", type: "Bug", summary: "Checkout times out on Safari", priority: "High", assignee: "ada@acme.example" } },
    { tool: "jira_add_comment", arguments: { key: "${steps.0.key}", body: "Shows in the Safari 17 logs." } },
    { tool: "jira_transition_issue", arguments: { key: "OPS-1", transition: "In Progress" } },
  ],
};

test("a jira task whose seed acts as Grace is sound: its oracle passes as Grace, an idle world fails", async () => {
  const put = await putDataset(t, "jira-basics", [TASK]);
  expect(put.status).toBe(200);
  const check = await checkDataset(t, "jira-basics");
  expect(check).toMatchObject({ status: "done", sound: true });
  expect(check.tasks[0]).toMatchObject({ task: TASK.id, sound: true, oracle: { reward: 1 }, idle: { reward: 1 / 3 } });
});

test("a task whose mcp_user names no seeded user, or whose assertion names no status, is refused or unsound", async () => {
  const bad = { ...TASK, seed: { jira: { ...OPS_SEED, mcp_user: "linus@acme.example" } } };
  const put = await putDataset(t, "jira-broken", [bad]);
  expect(put.status).toBe(400);
  expect((await put.json()).error).toContain(`Task "grace-files-checkout-bug": seed.jira.mcp_user: no seeded user has the accountId or email "linus@acme.example"`);
  const old = { ...TASK, seed: { jira: OPS_SEED }, config: { jira: { mcp_user: "grace@acme.example" } } };
  const refused = await putDataset(t, "jira-old", [old]);
  expect(refused.status).toBe(400);
  expect((await refused.json()).error).toContain(`Task "grace-files-checkout-bug": config.jira: provider "jira" does not accept config. Who the MCP tools act as is set in the seed now: move config.jira.mcp_user to seed.jira.mcp_user`);
  const wrong = { ...TASK, assertions: [{ plugin: "jira-issue", requirement: "r", options: { key: "OPS-1", status: "Started" } }] };
  expect((await putDataset(t, "jira-wrong", [wrong])).status).toBe(200);
  const check = await checkDataset(t, "jira-wrong");
  expect(check).toMatchObject({ status: "done", sound: false });
  expect(JSON.stringify(check.tasks[0])).toContain('status: the jira site has no status \\"Started\\"');
});

test("in a task world the lease's credential as the bearer acts as the task's user; Basic auth rides beside X-Understudy-Credential", async () => {
  expect((await putDataset(t, "jira-rest", [TASK])).status).toBe(200);
  const { runId } = await (await post(t, "/api/v1/evals", { commit: SHA(9), dataset: "jira-rest" })).json();
  const { task } = await (await post(t, `/api/v1/evals/${runId}/lease`, { model: "m" })).json();
  const myself = `${String(task.mcp.url).replace(/\/mcp$/, "")}/jira/rest/api/3/myself`;
  const credential = String(task.mcp.headers.Authorization).replace(/^Bearer /, "");
  const call = async (headers: Record<string, string>) => t.service.mockApp.handle(new Request(myself, { headers }));

  // The credential alone: no Jira credential, so the call acts as the seed's mcp_user (Grace), as MCP tools do.
  expect((await (await call({ authorization: `Bearer ${credential}` })).json()).accountId).toBe(GRACE_ACCOUNT_ID);
  // The credential in its own header and Ada's Basic credential in Authorization: Ada acts.
  expect((await (await call({ "x-understudy-credential": credential, authorization: basicAuth("ada@acme.example") })).json()).accountId).toBe(ADA_ACCOUNT_ID);
  // A Jira credential without the lease's is refused as Jira refuses a request without credentials.
  const refused = await call({ authorization: basicAuth("ada@acme.example") });
  expect(refused.status).toBe(401);
  expect(await refused.text()).toBe("Client must be authenticated to access this resource.");
});

test("in a task world's MCP endpoint a Basic credential beside X-Understudy-Credential names who the tools act as", async () => {
  expect((await putDataset(t, "jira-mcp", [TASK])).status).toBe(200);
  const { runId } = await (await post(t, "/api/v1/evals", { commit: SHA(10), dataset: "jira-mcp" })).json();
  const { task } = await (await post(t, `/api/v1/evals/${runId}/lease`, { model: "m" })).json();
  const credential = String(task.mcp.headers.Authorization).replace(/^Bearer /, "");
  const me = async (headers: Record<string, string>) => {
    const client = await connectInProcess((request) => t.service.mockApp.handle(request), String(task.mcp.url), headers);
    const result = (await client.callTool({ name: "jira_get_current_user", arguments: {} })) as { content: Array<{ text: string }> };
    await client.close();
    return JSON.parse(result.content[0]!.text).user.accountId;
  };
  // As handed out (the credential as the bearer): the seed's mcp_user.
  expect(await me(task.mcp.headers)).toBe(GRACE_ACCOUNT_ID);
  expect(await me({ "x-understudy-credential": credential, authorization: basicAuth("ada@acme.example") })).toBe(ADA_ACCOUNT_ID);
});
