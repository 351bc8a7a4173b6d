import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { connectInProcess } from "../mcp/in-process-client.ts";
import { ADA_AUTH } from "../../providers/jira/test-service.fixture.ts";
import { OPS_SEED } from "../../providers/jira/seed-example.ts";

// A checkpoint names the world's state; restoring it puts records, id sequences and the id counter
// back exactly, whatever was written since through REST or MCP, and survives a restart.
let t: TestService;
beforeAll(async () => (t = await startTestService()), 30_000);
afterAll(() => t.close());

const control = async (path: string, init: { method?: string; body?: unknown } = {}) => {
  const response = await t.control(path, { method: init.method ?? "GET", body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: response.status, body: await response.json() };
};
const jira = async (url: string, method: string, path: string, body?: unknown) => {
  const response = await t.mock(`${url.replace(/\/$/, "")}${path}`, { method, headers: { authorization: ADA_AUTH, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
};
const newIssue = (url: string, summary: string) => jira(url, "POST", "/rest/api/2/issue", { fields: { project: { key: "OPS" }, issuetype: { name: "Task" }, summary } });
/** Every record the world holds, as the state endpoint pages it. */
async function allRecords(id: string) {
  const records: unknown[] = [];
  for (let cursor = ""; ; ) {
    const { body } = await control(`/api/v1/worlds/${id}/state?limit=1000${cursor ? `&cursor=${cursor}` : ""}`);
    records.push(...body.records);
    if (!body.next) return records;
    cursor = body.next;
  }
}

test("restore after a burst of REST and MCP writes: the same records, and the next ids are the ones given after the checkpoint", async () => {
  const { snapshotId, url } = await t.createSnapshot("jira", { seed: OPS_SEED });
  await newIssue(url, "Before the checkpoint");
  const checkpoint = await control(`/api/v1/worlds/${snapshotId}/checkpoints`, { method: "POST", body: { name: "prepared" } });
  expect(checkpoint).toMatchObject({ status: 201, body: { name: "prepared", seq: expect.any(Number) } });
  const atCheckpoint = await allRecords(snapshotId);
  // What the world gives next after the checkpoint.
  const next = (await newIssue(url, "First after")).body;

  // A burst: REST creates, an edit, a delete, comments, and MCP tool calls.
  for (let i = 0; i < 5; i++) expect((await newIssue(url, `Burst ${i}`)).status).toBe(201);
  expect((await jira(url, "PUT", "/rest/api/2/issue/OPS-1", { fields: { summary: "Changed" } })).status).toBe(204);
  expect((await jira(url, "DELETE", "/rest/api/2/issue/OPS-3")).status).toBe(204);
  expect((await jira(url, "POST", "/rest/api/2/issue/OPS-2/comment", { body: "A comment" })).status).toBe(201);
  const mcp = await connectInProcess((request) => t.service.mockApp.handle(request), `${url.replace(/\/$/, "")}/mcp`, { authorization: ADA_AUTH });
  expect((await mcp.callTool({ name: "jira_create_issue", arguments: { project: "OPS", summary: "Through MCP" } })).isError).toBeFalsy();
  await mcp.close();
  expect(await allRecords(snapshotId)).not.toEqual(atCheckpoint);

  const restored = await control(`/api/v1/worlds/${snapshotId}/checkpoints/prepared/restore`, { method: "POST" });
  expect(restored.status).toBe(200);
  expect(restored.body.recordsRestored).toBeGreaterThan(8);
  expect(await allRecords(snapshotId)).toEqual(atCheckpoint);
  expect((await control(`/api/v1/worlds/${snapshotId}/diff?since=prepared`)).body).toMatchObject({ added: [], changed: [], removed: [] });
  // The issue sequence and the id counter went back: the same key and id as the first time.
  const again = (await newIssue(url, "First after")).body;
  expect(again).toEqual(next);
}, 30_000);

test("a restore is journaled: an older checkpoint undoes it; the checkpoints list and names are kept", async () => {
  const { snapshotId, url } = await t.createSnapshot("jira", { seed: OPS_SEED });
  await control(`/api/v1/worlds/${snapshotId}/checkpoints`, { method: "POST", body: { name: "empty" } });
  await newIssue(url, "One");
  await control(`/api/v1/worlds/${snapshotId}/checkpoints`, { method: "POST", body: { name: "one" } });
  const withOne = await allRecords(snapshotId);
  await newIssue(url, "Two");
  await control(`/api/v1/worlds/${snapshotId}/checkpoints/empty/restore`, { method: "POST" });
  await control(`/api/v1/worlds/${snapshotId}/checkpoints/one/restore`, { method: "POST" });
  expect(await allRecords(snapshotId)).toEqual(withOne);
  const { body } = await control(`/api/v1/worlds/${snapshotId}/checkpoints`);
  expect(body.checkpoints.map((c: { name: string }) => c.name)).toEqual(["empty", "one"]);
  // The diff since the seed reads the whole journal: One is there (restored), Two is not.
  const added = (await control(`/api/v1/worlds/${snapshotId}/diff`)).body.added.filter((e: { collection: string }) => e.collection === "issues");
  expect(added.map((e: { record: { fields: { summary: string } } }) => e.record.fields.summary)).toEqual(["One"]);
}, 30_000);

test("names: given once (409), a restore of an unknown one is 404, a bad body is 400", async () => {
  const { snapshotId } = await t.createSnapshot("notes");
  expect((await control(`/api/v1/worlds/${snapshotId}/checkpoints`, { method: "POST", body: { name: "a" } })).status).toBe(201);
  expect(await control(`/api/v1/worlds/${snapshotId}/checkpoints`, { method: "POST", body: { name: "a" } })).toEqual({
    status: 409, body: { error: `World "${snapshotId}" already has a checkpoint "a"; a name is given once. Choose another name.` },
  });
  expect((await control(`/api/v1/worlds/${snapshotId}/checkpoints/b/restore`, { method: "POST" })).status).toBe(404);
  for (const body of [{}, { name: "" }, { name: "has space" }, { name: "a", extra: 1 }, [], { name: 7 }])
    expect((await control(`/api/v1/worlds/${snapshotId}/checkpoints`, { method: "POST", body })).status).toBe(400);
  expect((await control(`/api/v1/worlds/${snapshotId}/diff?since=nope`)).status).toBe(404);
});

test("checkpoints survive a restart, and restore after it", async () => {
  const { snapshotId, url } = await t.createSnapshot("jira", { seed: OPS_SEED });
  await control(`/api/v1/worlds/${snapshotId}/checkpoints`, { method: "POST", body: { name: "kept" } });
  const before = await allRecords(snapshotId);
  await newIssue(url, "Lost on restore");
  t = await t.restart();
  expect((await control(`/api/v1/worlds/${snapshotId}/checkpoints`)).body.checkpoints.map((c: { name: string }) => c.name)).toEqual(["kept"]);
  expect((await control(`/api/v1/worlds/${snapshotId}/checkpoints/kept/restore`, { method: "POST" })).status).toBe(200);
  expect(await allRecords(snapshotId)).toEqual(before);
}, 30_000);
