// A task spanning the CRM, the chat and the tracker, its people named once (docs/evals.md "People"):
// accepted at upload, sound under `dataset check`, and served as one world with one MCP server whose
// graders see every pack's changes.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { SHA, checkDataset, post, putDataset } from "../../tests/support/eval-fixtures.ts";
import { connectInProcess } from "../mcp/in-process-client.ts";
import { runOracle } from "./run-oracle.ts";
import { diffStates, finalState, initialState } from "../grading/world-state.ts";
import type { DatasetTask } from "./types.ts";

let t: TestService;
beforeAll(async () => (t = await startTestService()));
afterAll(() => t.close());

const ACME = "001000000000001AAA";
const CASE = "500000000000001AAA";
const TASK: DatasetTask = {
  id: "escalate-checkout",
  ticket: "You are Grace. Tell #support that Ada's checkout bug is tracked as SUP-1, note on SUP-1 that Acme is affected, and close Acme's case.",
  people: [
    { key: "ada", name: "Ada Lovelace", email: "ada@acme.example", title: "Support Lead", slack: { is_admin: true }, salesforce: { contact: { AccountId: ACME, Phone: "555-0100" } } },
    { key: "grace", name: "Grace Hopper", email: "grace@acme.example" },
  ],
  seed: {
    salesforce: {
      Account: [{ Id: ACME, Name: "Acme", OwnerId: "person:grace" }],
      Case: [{ Id: CASE, Subject: "Checkout broken", Status: "New", AccountId: ACME, ContactId: "person:ada/contact", OwnerId: "person:grace" }],
    },
    slack: {
      conversations: [{ id: "C0SUPPORT", name: "support", members: ["person:ada", "person:grace"] }],
      messages: [{ channel: "C0SUPPORT", user: "person:ada", text: "Checkout is broken for Acme" }],
      mcp_user: "person:grace",
    },
    jira: {
      projects: [{ key: "SUP", name: "Support", leadAccountId: "person:grace" }],
      issues: [{ key: "SUP-1", fields: { summary: "Checkout broken", assignee: { accountId: "person:ada" }, reporter: { accountId: "person:grace" } } }],
      mcp_user: "person:grace",
    },
  },
  assertions: [
    { plugin: "slack-message", requirement: "Grace tells #support about SUP-1", options: { channel: "#support", text_contains: "SUP-1", by_user: "grace@acme.example", new: true } },
    { plugin: "jira-issue", requirement: "Grace notes on SUP-1 that Acme is affected", options: { key: "SUP-1", assignee: "ada@acme.example", comment: { contains: "Acme", by: "grace@acme.example" } } },
    { plugin: "record-exists", requirement: "Acme's case is closed", options: { pack: "salesforce", collection: "Case", where: { Id: CASE, Status: "Closed" } } },
  ],
  oracle: [
    { tool: "slack_post_message", arguments: { channel: "#support", text: "Ada's checkout bug is tracked as SUP-1." } },
    { tool: "jira_add_comment", arguments: { key: "SUP-1", body: "Acme is affected." } },
    { tool: "salesforce_update_record", arguments: { sobject: "Case", id: CASE, fields: { Status: "Closed" } } },
  ],
};

test("a task whose people span salesforce, slack and jira is accepted and sound under dataset check", async () => {
  expect((await putDataset(t, "support-people", [TASK])).status).toBe(200);
  const check = await checkDataset(t, "support-people");
  expect(check).toMatchObject({ status: "done", sound: true });
  expect(check.tasks[0]).toMatchObject({ task: TASK.id, sound: true, oracle: { reward: 1 }, idle: { reward: 0 } });
});

test("a reference to nobody or a duplicate person refuses the dataset, naming the task and the field", async () => {
  const stray = structuredClone(TASK);
  (stray.seed.slack!.messages as Array<{ user: string }>)[0]!.user = "person:bob";
  const refused = await putDataset(t, "support-stray", [stray]);
  expect(refused.status).toBe(400);
  expect((await refused.json()).error).toContain(`Task "escalate-checkout": seed.slack.messages[0].user: no person "bob" in people`);
  const twice = { ...TASK, people: [...TASK.people!, { key: "ada2", name: "Ada again", email: "ADA@acme.example" }] };
  expect((await (await putDataset(t, "support-twice", [twice])).json()).error).toContain(`Task "escalate-checkout": people[2].email: ADA@acme.example is also people[0]'s email`);
});

test("the task's world is one world with one MCP server over the three packs; one call in each shows in the graders' diff", async () => {
  expect((await putDataset(t, "support-run", [TASK])).status).toBe(200);
  const { runId } = await (await post(t, "/api/v1/evals", { commit: SHA(16), dataset: "support-run" })).json();
  const { task, lease } = await (await post(t, `/api/v1/evals/${runId}/lease`, { model: "m" })).json();
  const worldId = /\/w\/([^/]+)\/mcp$/.exec(task.mcp.url)![1]!;
  const world = (await t.service.worlds.get(worldId))!;
  expect(world.meta.packs.sort()).toEqual(["jira", "salesforce", "slack"]);

  // The people are the same persons in every pack, matched by email, and the references point at them.
  const initial = await initialState(world, t.service.packs);
  const emails = (records: Record<string, Record<string, unknown>> | undefined, read: (r: Record<string, unknown>) => unknown) =>
    Object.values(records ?? {}).map(read).map((email) => String(email).toLowerCase());
  for (const email of ["ada@acme.example", "grace@acme.example"]) {
    expect(emails(initial.slack?.users, (u) => (u.profile as { email?: string }).email)).toContain(email);
    expect(emails(initial.jira?.users, (u) => u.emailAddress)).toContain(email);
    expect(emails(initial.salesforce?.User, (u) => u.Email)).toContain(email);
  }
  expect(emails(initial.salesforce?.Contact, (c) => c.Email)).toEqual(["ada@acme.example"]);
  const slackAda = Object.values(initial.slack!.users!).find((u) => u.name === "ada")!;
  expect(Object.values(initial.slack!.messages!)[0]).toMatchObject({ user: slackAda.id });

  const client = await connectInProcess((r) => t.service.mockApp.handle(r), task.mcp.url, task.mcp.headers);
  const { tools } = await client.listTools();
  const prefixes = new Set(tools.map((tool) => tool.name.split("_")[0]));
  expect([...prefixes].sort()).toEqual(["jira", "salesforce", "slack"]);
  const played = await runOracle(client, TASK.oracle!);
  await client.close();
  expect(played.ok).toBe(true);

  // The world as the store now holds it (the registry catches up or reloads when it must).
  const after = (await t.service.worlds.get(worldId))!;
  const diff = diffStates(initial, finalState(after, t.service.packs));
  expect(Object.keys(diff).sort()).toEqual(["jira", "salesforce", "slack"]);
  expect(diff.slack!.messages!.added).toHaveLength(1);
  expect(diff.jira!.comments!.added).toHaveLength(1);
  expect(diff.salesforce!.Case!.changed.map((c) => c.id)).toEqual([CASE]);

  const completed = await (await post(t, `/api/v1/evals/${runId}/tasks/${task.taskResultId}/complete`, { leaseId: lease.leaseId })).json();
  expect(completed).toMatchObject({ status: "graded", reward: 1, assertionsPassed: 3 });
});
