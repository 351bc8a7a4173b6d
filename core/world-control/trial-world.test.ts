import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, drainRun, post, putDataset, SHA } from "../../tests/support/eval-fixtures.ts";
import { createApiKey, createOrganization } from "../auth/organizations.ts";

// A trial's world after grading: the world itself is gone, the diff comes from the state grading kept,
// and a fork rebuilds that state as a snapshot (docs/worlds.md "A trial's world").
let t: TestService;
let runId = "";
const trials: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestService();
  await putDataset(t, "trial-worlds", CRM_TASKS);
  runId = (await (await post(t, "/api/v1/evals", { commit: SHA(1), dataset: "trial-worlds" })).json()).runId;
  await drainRun(t, runId, "m", () => "oracle");
  const run = await (await t.control(`/api/v1/evals/${runId}`)).json();
  for (const task of run.tasks) trials[task.task] = task.taskResultId;
}, 30_000);
afterAll(() => t.close());

test("a graded trial's diff is read from its kept state, field by field, though its world is gone", async () => {
  const record = await (await t.control(`/api/v1/evals/${runId}/tasks/${trials["rename-account"]}`)).json();
  expect((await t.control(`/api/v1/worlds/${record.worldId}`)).status).toBe(404);
  const diff = await (await t.control(`/api/v1/evals/${runId}/tasks/${trials["rename-account"]}/diff`)).json();
  expect(diff).toMatchObject({ from: "kept", added: [], removed: [] });
  expect(diff.changed).toEqual([{ pack: "salesforce", collection: "Account", id: expect.any(String), changes: { Name: { before: "Acme", after: "Acme Corporation" } } }]);
  const added = await (await t.control(`/api/v1/evals/${runId}/tasks/${trials["add-contact"]}/diff`)).json();
  expect(added.added.map((a: { collection: string; record: { LastName: string } }) => [a.collection, a.record.LastName])).toEqual([["Contact", "Lovelace"]]);
});

test("a fork of a graded trial is a snapshot in the state the agent left, with its own url", async () => {
  const fork = await post(t, `/api/v1/evals/${runId}/tasks/${trials["rename-account"]}/fork`, { ttl: "10m" });
  expect(fork.status).toBe(201);
  const body = await fork.json();
  expect(body).toMatchObject({ kind: "snapshot", fromTrial: trials["rename-account"], forkedFrom: null, ttl: "10m" });
  const query = await t.mock(`${body.urls.salesforce}services/data/v67.0/query?q=${encodeURIComponent("SELECT Name FROM Account")}`, { headers: { authorization: "Bearer x" } });
  expect((await query.json()).records.map((r: { Name: string }) => r.Name)).toEqual(["Acme Corporation"]);
  // The fork is a world of its own: its diff from its seed is the trial's change.
  const diff = await (await t.control(`/api/v1/worlds/${body.worldId}/diff`)).json();
  expect(diff.changed.map((c: { changes: Record<string, unknown> }) => Object.keys(c.changes))).toEqual([["Name"]]);
});

test("another organization's trial, an unknown trial and a bad body are refused", async () => {
  const other = (await createApiKey(t.service.store, (await createOrganization(t.service.store, "other-trials")).id)).key;
  expect((await t.control(`/api/v1/evals/${runId}/tasks/${trials["rename-account"]}/diff`, { key: other })).status).toBe(404);
  expect((await post(t, `/api/v1/evals/${runId}/tasks/${trials["rename-account"]}/fork`, {}, other)).status).toBe(404);
  expect((await t.control(`/api/v1/evals/${runId}/tasks/tr_nope/diff`)).status).toBe(404);
  const bad = await post(t, `/api/v1/evals/${runId}/tasks/${trials["rename-account"]}/fork`, { ttl: "1h", extra: 1 });
  expect([bad.status, (await bad.json()).error]).toEqual([400, expect.stringContaining("ttl")]);
});
