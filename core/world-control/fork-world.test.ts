import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { post, putDataset, SHA } from "../../tests/support/eval-fixtures.ts";
import { ADA_AUTH } from "../../providers/jira/test-service.fixture.ts";
import { OPS_SEED } from "../../providers/jira/seed-example.ts";

// A fork is a new snapshot whose state equals the world's at the fork: independent both ways, with the
// same next ids (one prepared state, many identical rollouts), under the snapshot rules.
let t: TestService;
beforeAll(async () => (t = await startTestService({ limits: { snapshotsPerOrg: 8 } })), 30_000);
afterAll(() => t.close());

const control = async (path: string, init: { method?: string; body?: unknown } = {}) => {
  const response = await t.control(path, { method: init.method ?? "GET", body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: response.status, body: await response.json(), headers: response.headers };
};
const newIssue = async (url: string, summary: string) =>
  (await t.mock(`${url.replace(/\/$/, "")}/rest/api/2/issue`, {
    method: "POST", headers: { authorization: ADA_AUTH, "content-type": "application/json" },
    body: JSON.stringify({ fields: { project: { key: "OPS" }, issuetype: { name: "Task" }, summary } }),
  })).json();
const records = async (id: string) => (await control(`/api/v1/worlds/${id}/state?limit=1000`)).body.records;

test("a fork holds the world's state now, then each goes its own way; both give the same next ids", async () => {
  const parent = await t.createSnapshot("jira", { seed: OPS_SEED });
  await newIssue(parent.url, "Prepared");
  const rules = [{ match: { pack: "jira", operation: "createIssue" }, effect: "server_error", nth: [9] }];
  expect((await t.control(`/api/v1/worlds/${parent.snapshotId}/faults`, { method: "PUT", body: JSON.stringify({ rules }) })).status).toBe(200);
  const fork = await control(`/api/v1/worlds/${parent.snapshotId}/fork`, { method: "POST", body: { ttl: "15m" } });
  expect(fork.status).toBe(201);
  expect(fork.body).toMatchObject({ kind: "snapshot", packs: ["jira"], forkedFrom: parent.snapshotId, ttl: "15m" });
  expect(fork.body.worldId).not.toBe(parent.snapshotId);
  expect(Date.parse(fork.body.expiresAt) - t.clock.now).toBe(15 * 60_000);
  expect(await records(fork.body.worldId)).toEqual(await records(parent.snapshotId));

  // The same next issue in both: a rollout from the fork starts where the parent stood.
  const inFork = await newIssue(fork.body.urls.jira, "Rollout");
  const inParent = await newIssue(parent.url, "Rollout");
  expect(inFork).toEqual({ ...inParent, self: expect.stringContaining(fork.body.worldId) });
  // Independent both ways.
  await newIssue(parent.url, "Only in the parent");
  await newIssue(fork.body.urls.jira, "Only in the fork");
  const summaries = async (id: string) => (await records(id)).filter((r: any) => r.collection === "issues").map((r: any) => r.record.fields.summary);
  expect(await summaries(parent.snapshotId)).toContain("Only in the parent");
  expect(await summaries(parent.snapshotId)).not.toContain("Only in the fork");
  expect(await summaries(fork.body.worldId)).toContain("Only in the fork");
  expect(await summaries(fork.body.worldId)).not.toContain("Only in the parent");
  // The fork carries the parent's history up to the fork: its diff since the seed has the prepared
  // issue and its own two, none of the parent's later ones; the parent's checkpoints stay with the parent.
  const added = (await control(`/api/v1/worlds/${fork.body.worldId}/diff`)).body.added.filter((e: any) => e.collection === "issues");
  expect(added.map((e: any) => e.record.fields.summary).sort()).toEqual(["Only in the fork", "Prepared", "Rollout"]);
  expect((await control(`/api/v1/worlds/${fork.body.worldId}/checkpoints`)).body.checkpoints).toEqual([]);
  // Fault rules are the parent's settings, not its state.
  expect((await control(`/api/v1/worlds/${fork.body.worldId}/faults`)).body.rules).toEqual([]);
  expect((await control(`/api/v1/worlds/${parent.snapshotId}/faults`)).body.rules).toEqual(rules);
}, 30_000);

test("a three-provider task world forks whole, as a snapshot of all three", async () => {
  const task = {
    id: "three", ticket: "Do things across three providers.",
    seed: {
      jira: OPS_SEED,
      slack: { conversations: [{ id: "C0OPS", name: "ops" }], messages: [{ channel: "C0OPS", text: "Deploy at noon" }] },
      salesforce: { Account: [{ Id: "001000000000001AAA", Name: "Acme" }] },
    },
    assertions: [{ plugin: "record-count", requirement: "Acme is there", options: { pack: "salesforce", collection: "Account", equals: 1 } }],
  };
  expect((await putDataset(t, "three", [task])).status).toBe(200);
  const { runId } = await (await post(t, "/api/v1/evals", { commit: SHA(7), dataset: "three" })).json();
  const { task: leased } = await (await post(t, `/api/v1/evals/${runId}/lease`, { model: "m" })).json();
  const record = (await control(`/api/v1/evals/${runId}/tasks/${leased.taskResultId}`)).body;
  expect(record.worldId).toEqual(expect.any(String));
  const summary = (await control(`/api/v1/worlds/${record.worldId}`)).body;
  expect(summary).toMatchObject({ kind: "task", packs: ["jira", "slack", "salesforce"], runId, taskResultId: leased.taskResultId, task: "three", trial: 0 });

  const fork = await control(`/api/v1/worlds/${record.worldId}/fork`, { method: "POST" });
  expect(fork.status).toBe(201);
  expect(fork.body).toMatchObject({ kind: "snapshot", packs: ["jira", "slack", "salesforce"], ttl: "1h" });
  expect(Object.keys(fork.body.urls).sort()).toEqual(["jira", "salesforce", "slack"]);
  expect(await records(fork.body.worldId)).toEqual(await records(record.worldId));
  // Each of its providers answers at its own url, open as a snapshot is.
  const info = await (await t.mock(`${fork.body.urls.slack.replace(/\/$/, "")}/api/conversations.info?channel=C0OPS`, { headers: { authorization: "Bearer xoxb-any" } })).json();
  expect(info.channel?.name ?? info.error).toBe("ops");
  // A graded task's world is removed: the fork, one row reading through it, lives on (the task world is
  // retired, not served), and still reads the same after a restart of this node's memory.
  const before = await records(fork.body.worldId);
  await t.service.worlds.remove(record.worldId);
  expect((await control(`/api/v1/worlds/${record.worldId}`)).status).toBe(404);
  t.service.worlds.evict(0);
  expect(await records(fork.body.worldId)).toEqual(before);
}, 30_000);

test("a fork counts as a snapshot: past the organization's cap it is 429 with Retry-After; a bad ttl is 400", async () => {
  const parent = await t.createSnapshot("notes");
  expect((await control(`/api/v1/worlds/${parent.snapshotId}/fork`, { method: "POST", body: { ttl: "9d" } })).status).toBe(400);
  expect((await control(`/api/v1/worlds/${parent.snapshotId}/fork`, { method: "POST", body: { other: 1 } })).status).toBe(400);
  let last;
  for (let i = 0; i < 10 && (last = await control(`/api/v1/worlds/${parent.snapshotId}/fork`, { method: "POST" })).status === 201; i++);
  expect(last!.status).toBe(429);
  expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
}, 30_000);
