// A cross-tool task: one world holding salesforce, slack and jira, leased as one MCP server; one gateway
// log for the three packs' calls; graders that see one diff across the three, in each pack's words.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { connectInProcess } from "../../core/mcp/in-process-client.ts";
import { finalState, initialState } from "../../core/grading/world-state.ts";
import { worldVocabulary } from "../../core/grading/vocabulary.ts";
import type { DatasetTask } from "../../core/evals/types.ts";
import { OPS_SEED } from "../../providers/jira/seed-example.ts";
import { ACME_SEED } from "../../providers/slack/seed-example.ts";
import { SHA, post, putDataset } from "../support/eval-fixtures.ts";
import { startTestService, type TestService } from "../support/test-service.ts";

const CASE_ID = "500000000000001AAA";
const a = (plugin: string, requirement: string, options: Record<string, unknown>) => ({ plugin, requirement, options });

const ESCALATE: DatasetTask = {
  id: "escalate-case",
  ticket: "Case 00001001 (Safari logins) needs engineering: escalate it, file it in OPS quoting the case number, and tell #support the issue key.",
  seed: {
    salesforce: {
      Account: [{ Id: "001000000000001AAA", Name: "Acme" }],
      Case: [{ Id: CASE_ID, CaseNumber: "00001001", Subject: "Login fails on Safari", Status: "New", AccountId: "001000000000001AAA" }],
    },
    slack: { ...ACME_SEED, conversations: [...ACME_SEED.conversations, { id: "C0SUPPORT", name: "support", members: ["U0ADA", "U0BOT"] }] },
    jira: OPS_SEED,
  },
  assertions: [
    a("expected-diff", "One case changed, one message posted, one issue filed", {
      changes: { "salesforce/Case": { changed: 1 }, "slack/messages": { added: 1, addedWhere: { channel: "C0SUPPORT" } }, "jira/issues": { added: 1 } },
    }),
    a("no-collateral-changes", "Nothing else changed", { allow: ["salesforce/Case:changed", "slack/messages:added", "jira/issues:added"] }),
    a("cross-reference", "The new issue quotes the case number", {
      from: { pack: "salesforce", collection: "Case", where: { Status: "Escalated" }, field: "CaseNumber" },
      in: { pack: "jira", collection: "issues", new: true, field: ["fields.summary", "fields.description"] },
    }),
    a("cross-reference", "#support is told the new issue's key", {
      from: { pack: "jira", collection: "issues", new: true, field: "key" },
      in: { pack: "slack", collection: "messages", where: { channel: "C0SUPPORT" }, new: true, field: "text" },
    }),
    // Fails by design: its report is the whole diff the graders saw, in each pack's words.
    a("no-collateral-changes", "Nothing changed at all", { allow: [] }),
  ],
};

let t: TestService;
beforeAll(async () => {
  t = await startTestService();
  const put = await putDataset(t, "cross-tool", [ESCALATE]);
  expect([put.status, await put.text()]).toEqual([200, expect.any(String)]);
});
afterAll(() => t.close());

test("a task world's three packs share one world id, one MCP server, one gateway log and one graded diff", async () => {
  const { runId } = await (await post(t, "/api/v1/evals", { commit: SHA(1), dataset: "cross-tool" })).json();
  const { task, lease } = await (await post(t, `/api/v1/evals/${runId}/lease`, { model: "m" })).json();

  // One world, one MCP server: /w/<id>/mcp, serving every pack the task seeds.
  const [, worldId] = /^http:\/\/localhost:4001\/w\/([a-z0-9]+)\/mcp$/.exec(task.mcp.url) ?? [];
  expect(worldId).toBeDefined();
  expect((await t.service.worlds.get(worldId!))!.meta.packs.toSorted()).toEqual(["jira", "salesforce", "slack"]);
  const client = await connectInProcess((r) => t.service.mockApp.handle(r), task.mcp.url, task.mcp.headers);
  const { tools } = await client.listTools();
  const prefixes = new Set(tools.map((tool) => tool.name.split("_")[0]));
  expect([...prefixes].toSorted()).toEqual(["jira", "salesforce", "slack"]);

  // One write per pack, the way an agent would chain them.
  const call = async (name: string, args: Record<string, unknown>) => {
    const result = (await client.callTool({ name, arguments: args })) as { isError?: boolean; content: Array<{ text: string }> };
    expect([name, result.isError ?? false]).toEqual([name, false]);
    return JSON.parse(result.content[0]!.text);
  };
  await call("salesforce_update_record", { sobject: "Case", id: CASE_ID, fields: { Status: "Escalated" } });
  const filed = await call("jira_create_issue", { project: "OPS", type: "Bug", summary: "Safari login failures (Case 00001001)", description: "Escalated from Salesforce." });
  expect(filed.key).toMatch(/^OPS-\d+$/);
  await call("slack_post_message", { channel: "#support", text: `Escalated case 00001001 to engineering as ${filed.key}.` });
  await client.close();

  // One gateway log for the three packs, in call order, under the one world id.
  const log = await (await t.control(`/api/v1/worlds/${worldId}/tool-calls`)).json();
  expect(log.worldId).toBe(worldId);
  expect(log.calls.map((c: { seq: number; tool: string; outcome: string }) => [c.seq, c.tool, c.outcome])).toEqual([
    [1, "salesforce_update_record", "ok"],
    [2, "jira_create_issue", "ok"],
    [3, "slack_post_message", "ok"],
  ]);

  // Every graded collection of the three packs has its pack's words, and each record a label.
  const world = (await t.service.worlds.get(worldId!))!;
  const [initial, final] = [await initialState(world, t.service.packs), finalState(world, t.service.packs)];
  const vocabulary = worldVocabulary(t.service.packs, initial, final, world.meta.config);
  const named = Object.entries(final).flatMap(([pack, collections]) =>
    Object.entries(collections).flatMap(([collection, records]) =>
      Object.entries(records).map(([id, record]) => [`${pack}/${collection}`, vocabulary.of(pack, collection)?.noun, vocabulary.of(pack, collection)?.label(id, record)]),
    ),
  );
  expect(named.filter(([, noun]) => !noun)).toEqual([]);
  expect(named).toContainEqual(["slack/users", "Slack user", "ada (U0ADA)"]);
  expect(named).toContainEqual(["jira/projects", "Jira project", "OPS (Operations)"]);
  expect(named).toContainEqual(["jira/statuses", "Jira status", "In Progress"]);
  expect(named).toContainEqual(["salesforce/Account", "Salesforce Account", "001000000000001AAA (Acme)"]);

  const done = await post(t, `/api/v1/evals/${runId}/tasks/${task.taskResultId}/complete`, { leaseId: lease.leaseId });
  expect(await done.json()).toMatchObject({ status: "graded", assertionsPassed: 4, assertionsCounted: 5 });
  const record = await (await t.control(`/api/v1/evals/${runId}/tasks/${task.taskResultId}`)).json();
  expect(record.toolCalls.map((c: { tool: string }) => c.tool)).toEqual(["salesforce_update_record", "jira_create_issue", "slack_post_message"]);

  // The diff the graders saw covers the three packs, each named in its own words.
  const [diff, collateral, quoted, told, everything] = record.assertions;
  expect(diff).toMatchObject({
    passed: true,
    expected: 'Salesforce Case records: 1 changed; Slack messages: 1 added (each with channel = "C0SUPPORT"); Jira issues: 1 added',
    actual: "Salesforce Case records: 1 changed; Slack messages: 1 added; Jira issues: 1 added",
  });
  expect(collateral).toMatchObject({ passed: true, actual: "no other changes" });
  expect(quoted).toMatchObject({
    passed: true,
    actual: `the Jira issue ${filed.key} (“Safari login failures (Case 00001001)”) mentions "00001001" (the CaseNumber of the Salesforce Case ${CASE_ID} (00001001 “Login fails on Safari”))`,
  });
  expect(told).toMatchObject({
    passed: true,
    actual: `the Slack message in #support by helper: “Escalated case 00001001 to engineering…” mentions "${filed.key}" (the key of the Jira issue ${filed.key} (“Safari login failures (Case 00001001)”))`,
  });
  expect(everything).toMatchObject({
    passed: false,
    actual:
      `3 other changes: Salesforce Case ${CASE_ID} (00001001 “Login fails on Safari”) changed (Status); ` +
      `Slack message in #support by helper: “Escalated case 00001001 to engineering…” added; Jira issue ${filed.key} (“Safari login failures (Case 00001001)”) added`,
  });
  expect(t.service.worlds.size).toBe(0);
  expect(await t.service.store.loadWorld(worldId!)).toBeUndefined();
});
