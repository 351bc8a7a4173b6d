import { afterEach, beforeEach, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, RANDOM_BOARD_TASK, checkDataset, post, putDataset } from "../../tests/support/eval-fixtures.ts";
import { createApiKey, createOrganization } from "../auth/organizations.ts";
import { CHECKS_KEPT_PER_DATASET } from "./check-dataset.ts";

// POST .../check starts a background job and answers at once; GET .../checks/{id} shows its progress
// and, once done, the report. The control plane keeps answering while a large dataset is checked.
let t: TestService;
beforeEach(async () => (t = await startTestService()));
afterEach(() => t.close());

const manyTasks = (n: number) => Array.from({ length: n }, (_, i) => ({ ...structuredClone(CRM_TASKS[i % CRM_TASKS.length]!), id: `task-${i}` }));
const read = async (slug: string, checkId: string, key?: string) => t.control(`/api/v1/datasets/${slug}/checks/${checkId}`, { key });

test("POST answers 202 at once; the check then runs one task at a time to the same report as before", async () => {
  await putDataset(t, "crm", CRM_TASKS);
  const started = await post(t, "/api/v1/datasets/crm/check", {});
  expect(started.status).toBe(202);
  const body = await started.json();
  expect(body).toEqual({ checkId: expect.stringMatching(/^chk_[0-9a-f]{32}$/), status: "running", total: 3, trials: 1, mcp_profiles: {} });
  expect(started.headers.get("location")).toBe(`/api/v1/datasets/crm/checks/${body.checkId}`);
  // Nothing was checked before the answer went out.
  const first = await (await read("crm", body.checkId)).json();
  expect(first).toMatchObject({ checkId: body.checkId, dataset: "crm", trials: 1, status: "running", done: 0, total: 3, tasks: [] });
  expect(first).not.toHaveProperty("sound");

  const seen = new Set<number>();
  let check;
  for (;;) {
    check = await (await read("crm", body.checkId)).json();
    seen.add(check.done);
    // One task at a time: never more than one task's world alive.
    expect(t.service.worlds.size).toBeLessThanOrEqual(1);
    if (check.status !== "running") break;
    await Bun.sleep(1);
  }
  expect(check).toMatchObject({ status: "done", done: 3, total: 3, sound: true });
  expect(check.tasks).toEqual(CRM_TASKS.map((task) => ({
    task: task.id, sound: true, oracle: { reward: 1, failed: [], error: null }, idle: { reward: expect.any(Number) }, problem: null,
  })));
  expect(seen.size).toBeGreaterThan(1);
  expect(t.service.worlds.size).toBe(0);
});

test("the control plane keeps answering while a large dataset is checked", async () => {
  expect((await putDataset(t, "big", manyTasks(240))).status).toBe(200);
  const { checkId } = await (await post(t, "/api/v1/datasets/big/check", {})).json();
  // Probe until some tasks are done: the first grading waits for a grading worker to load the plugins and packs.
  let during;
  for (let i = 0; i < 20 || (during.done === 0 && i < 2000); i++) {
    expect((await t.control("/api/v1/datasets")).status).toBe(200);
    await Bun.sleep(5);
    during = await (await read("big", checkId)).json();
  }
  expect(during.status).toBe("running");
  expect(during.done).toBeGreaterThan(0);
  // Answered between tasks, not after the check: how fast is the benchmark's to say, not a test's.
  expect(during.done).toBeLessThan(240);
  // Starting it again while it runs answers the running check, not a second job.
  expect(await (await post(t, "/api/v1/datasets/big/check", { trials: 2 })).json()).toEqual({ checkId, status: "running", total: 240, trials: 1, mcp_profiles: {} });
  t.service.checks.stop();
  let stopped;
  do stopped = await (await read("big", checkId)).json();
  while (stopped.status === "running" && (await Bun.sleep(1), true));
  expect(stopped).toMatchObject({ status: "failed", error: expect.stringContaining("the service stopped before the check finished") });
  expect(stopped).not.toHaveProperty("sound");
  expect(t.service.worlds.size).toBe(0);
});

test("checks are the organization's own, and the last few per dataset are kept", async () => {
  await putDataset(t, "crm", CRM_TASKS.slice(0, 1));
  const ids: string[] = [];
  for (let i = 0; i < CHECKS_KEPT_PER_DATASET + 1; i++) {
    const { checkId } = await (await post(t, "/api/v1/datasets/crm/check", {})).json();
    while ((await (await read("crm", checkId)).json()).status === "running") await Bun.sleep(1);
    ids.push(checkId);
  }
  expect((await read("crm", ids[0]!)).status).toBe(404);
  expect((await read("crm", ids.at(-1)!)).status).toBe(200);

  const other = await createOrganization(t.service.store, "other");
  await t.service.store.grantProvider(other.id, "salesforce");
  const { key } = await createApiKey(t.service.store, other.id);
  const foreign = await read("crm", ids.at(-1)!, key);
  expect(foreign.status).toBe(404);
  expect((await foreign.json()).error).toContain(`No check "${ids.at(-1)}" of dataset "crm"`);
  expect((await post(t, "/api/v1/datasets/crm/check", {}, key)).status).toBe(404);
  // The other organization's dataset of the same name is checked apart.
  await putDataset(t, "crm", CRM_TASKS, key);
  expect(await checkDataset(t, "crm", key)).toMatchObject({ status: "done", total: 3, sound: true });
  expect((await read("crm", "chk_unknown")).status).toBe(404);
});

test("a restart forgets checks (they live in memory)", async () => {
  await putDataset(t, "crm", CRM_TASKS.slice(0, 1));
  const done = await checkDataset(t, "crm");
  t = await t.restart();
  expect((await read("crm", done.checkId)).status).toBe(404);
});

test("with trials, each oracle is replayed on fresh worlds; a grade that differs between replays is unsound", async () => {
  await putDataset(t, "random", [RANDOM_BOARD_TASK, CRM_TASKS[0]!]);
  // One replay cannot tell: the random task fails for another reason (its oracle falls short, or idling passes).
  const once = await checkDataset(t, "random");
  expect(once).toMatchObject({ status: "done", trials: 1, sound: false });
  expect(once.tasks[0]).toMatchObject({ task: "random-board", sound: false, problem: expect.not.stringContaining("deterministic") });
  for (const task of once.tasks) expect(task).not.toHaveProperty("replays");

  const thrice = await checkDataset(t, "random", undefined, { trials: 3 });
  expect(thrice).toMatchObject({ status: "done", trials: 3, sound: false });
  const [random, contact] = thrice.tasks;
  expect(random).toMatchObject({ task: "random-board", sound: false, problem: expect.stringMatching(/^the grade is not deterministic: .* 3 replays/) });
  expect(random.replays).toHaveLength(3);
  expect(random.oracle).toEqual(random.replays[0]);
  expect(new Set(random.replays.map((r: unknown) => JSON.stringify(r))).size).toBeGreaterThan(1);
  expect(contact).toEqual({
    task: "add-contact", sound: true, oracle: { reward: 1, failed: [], error: null }, idle: { reward: 0 }, problem: null,
    replays: Array.from({ length: 3 }, () => ({ reward: 1, failed: [], error: null })),
  });
  expect(t.service.worlds.size).toBe(0);
});

test("trials is a whole number from 1 to 20; an empty body is one trial", async () => {
  await putDataset(t, "crm", CRM_TASKS.slice(0, 1));
  for (const body of [{ trials: 0 }, { trials: 21 }, { trials: 1.5 }, { trials: "3" }, { trials: null }, { trails: 3 }, [], null]) {
    const refused = await post(t, "/api/v1/datasets/crm/check", body);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toMatch(/trials|JSON object/);
  }
  const empty = await t.control("/api/v1/datasets/crm/check", { method: "POST" });
  expect(empty.status).toBe(202);
  expect(await empty.json()).toMatchObject({ status: "running", trials: 1 });
});
