// An evaluation task on a slack world: its seed names the user the agent's tools act as (`mcp_user`), its
// oracle plays through MCP and its assertions use slack-message (docs/slack.md, "Evaluation tasks").
import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { SHA, checkDataset, post, putDataset } from "../../tests/support/eval-fixtures.ts";
import { connectInProcess } from "../../core/mcp/in-process-client.ts";
import { ACME_SEED } from "./seed-example.ts";

let t: TestService;
beforeAll(async () => (t = await startTestService()));
afterAll(() => t.close());

const TASK = {
  id: "ada-thanks-helper",
  ticket: "You are Ada. Thank the helper bot in the thread of your welcome message, and react to it with a thumbs up.",
  seed: { slack: { ...ACME_SEED, mcp_user: "ada@acme.example" } },
  assertions: [
    { plugin: "slack-message", requirement: "Ada thanked the bot in the welcome thread", options: { in_thread_of: "1700000100.000100", by_user: "ada", text_contains: "thank", new: true } },
    { plugin: "slack-message", requirement: "Ada reacted to her welcome with a thumbs up", options: { where: { ts: "1700000100.000100" }, with_reaction: { name: "thumbsup", by_user: "ada" } } },
    { plugin: "no-collateral-changes", requirement: "Only messages changed", options: { allow: ["slack/messages"] } },
  ],
  oracle: [
    { tool: "slack_reply_in_thread", arguments: { channel: "#general", thread_ts: "1700000100.000100", text: "Thank you, helper!" } },
    { tool: "slack_add_reaction", arguments: { channel: "#general", ts: "1700000100.000100", name: "thumbsup" } },
  ],
};

test("a slack task whose seed acts as Ada is sound: its oracle passes as Ada, an idle world fails", async () => {
  const put = await putDataset(t, "slack-basics", [TASK]);
  expect(put.status).toBe(200);
  const check = await checkDataset(t, "slack-basics");
  expect(check).toMatchObject({ status: "done", sound: true });
  expect(check.tasks[0]).toMatchObject({ task: TASK.id, sound: true, oracle: { reward: 1 }, idle: { reward: 1 / 3 } });
});

test("a task whose mcp_user names no seeded user is refused at upload", async () => {
  const bad = { ...TASK, seed: { slack: { ...ACME_SEED, mcp_user: "grace" } } };
  const put = await putDataset(t, "slack-broken", [bad]);
  expect(put.status).toBe(400);
  expect((await put.json()).error).toContain(`Task "ada-thanks-helper": seed.slack.mcp_user: no user is "grace"`);
});

test("a task still giving config.slack.mcp_user is refused at upload, naming the seed field", async () => {
  const old = { ...TASK, seed: { slack: ACME_SEED }, config: { slack: { mcp_user: "ada@acme.example" } } };
  const put = await putDataset(t, "slack-old", [old]);
  expect(put.status).toBe(400);
  expect((await put.json()).error).toContain(`Task "ada-thanks-helper": config.slack: provider "slack" does not accept config. Who the MCP tools act as is set in the seed now: move config.slack.mcp_user to seed.slack.mcp_user`);
});

test("in a task world the lease's credential as the bearer acts as the task's user; a Slack token rides beside X-Understudy-Credential", async () => {
  expect((await putDataset(t, "slack-rest", [TASK])).status).toBe(200);
  const { runId } = await (await post(t, "/api/v1/evals", { commit: SHA(7), dataset: "slack-rest" })).json();
  const { task } = await (await post(t, `/api/v1/evals/${runId}/lease`, { model: "m" })).json();
  const api = `${String(task.mcp.url).replace(/\/mcp$/, "")}/slack/api`;
  const credential = String(task.mcp.headers.Authorization).replace(/^Bearer /, "");
  const call = async (method: string, headers: Record<string, string>) =>
    (await t.service.mockApp.handle(new Request(`${api}/${method}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body: "" }))).json();

  // The credential alone: no Slack token, so the call acts as the seed's mcp_user (Ada), as MCP tools do.
  expect(await call("auth.test", { authorization: `Bearer ${credential}` })).toMatchObject({ ok: true, user_id: "U0ADA" });
  // The credential in its own header and a seeded token in Authorization: the token's user acts.
  expect(await call("auth.test", { "x-understudy-credential": credential, authorization: "Bearer xoxb-acme-helper" })).toMatchObject({ ok: true, user_id: "U0BOT" });
  // A Slack token without the credential is refused in Slack's shape, before the pack sees it.
  expect(await call("auth.test", { authorization: "Bearer xoxb-acme-helper" })).toEqual({ ok: false, error: "invalid_auth" });
});

test("in a task world's MCP endpoint a Slack token beside X-Understudy-Credential names who the tools act as", async () => {
  expect((await putDataset(t, "slack-mcp", [TASK])).status).toBe(200);
  const { runId } = await (await post(t, "/api/v1/evals", { commit: SHA(8), dataset: "slack-mcp" })).json();
  const { task } = await (await post(t, `/api/v1/evals/${runId}/lease`, { model: "m" })).json();
  const credential = String(task.mcp.headers.Authorization).replace(/^Bearer /, "");
  const me = async (headers: Record<string, string>) => {
    const client = await connectInProcess((request) => t.service.mockApp.handle(request), String(task.mcp.url), headers);
    const result = (await client.callTool({ name: "slack_get_current_user", arguments: {} })) as { content: Array<{ text: string }> };
    await client.close();
    return JSON.parse(result.content[0]!.text).user_id;
  };
  // As handed out (the credential as the bearer): the seed's mcp_user.
  expect(await me(task.mcp.headers)).toBe("U0ADA");
  expect(await me({ "x-understudy-credential": credential, authorization: "Bearer xoxb-acme-helper" })).toBe("U0BOT");
  // Without the credential the endpoint refuses, whatever the token.
  await expect(me({ authorization: "Bearer xoxb-acme-helper" })).rejects.toThrow();
});
