import { afterEach, expect, test } from "bun:test";
import { loadConfig } from "../config.ts";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, SHA, post, putDataset } from "../../tests/support/eval-fixtures.ts";
import { expireAllLeases } from "./expire-leases.ts";

// Leases arrive at once from many workers: each queued task must reach exactly one of them, and the
// organization's world limit must hold however many ask together.
let t: TestService;
afterEach(() => t.close());

const manyTasks = (n: number) => Array.from({ length: n }, (_, i) => ({ ...structuredClone(CRM_TASKS[i % CRM_TASKS.length]!), id: `task-${i}` }));
async function startRun(taskCount: number, evals: Partial<ReturnType<typeof loadConfig>["evals"]> = {}) {
  t = await startTestService({ evals: { ...loadConfig({}).evals, ...evals } });
  expect((await putDataset(t, "crm", manyTasks(taskCount))).status).toBe(200);
  return (await (await post(t, "/api/v1/evals", { commit: SHA(1), dataset: "crm" })).json()).runId as string;
}
const leaseAll = (runId: string, n: number) => Promise.all(Array.from({ length: n }, () => post(t, `/api/v1/evals/${runId}/lease`, { model: "m" })));

test("30 concurrent leases on 12 tasks hand each task out once, on one world each", async () => {
  const runId = await startRun(12);
  const answers = await Promise.all((await leaseAll(runId, 30)).map((r) => r.json()));
  const leased = answers.filter((a) => a.task).map((a) => a.task.taskResultId);
  expect(leased.length).toBe(12);
  expect(new Set(leased).size).toBe(12);
  expect(answers.filter((a) => !a.task).every((a) => a.drained === false)).toBe(true);
  const run = await (await t.control(`/api/v1/evals/${runId}`)).json();
  expect(run.tasks.map((task: { attempts: number; status: string }) => [task.status, task.attempts])).toEqual(Array(12).fill(["leased", 1]));
  expect(t.service.worlds.size).toBe(12);
  expect(await t.service.store.listLiveWorlds(t.clock.now)).toHaveLength(12);
});

test("100 concurrent leases against a limit of 32 worlds make 32 worlds and 68 answers of 429", async () => {
  const runId = await startRun(100, { worldLimit: 32 });
  const responses = await leaseAll(runId, 100);
  const statuses = responses.map((r) => r.status);
  expect(statuses.filter((s) => s === 200).length).toBe(32);
  expect(statuses.filter((s) => s === 429).length).toBe(68);
  const refused = responses.find((r) => r.status === 429)!;
  expect(refused.headers.get("retry-after")).toBe("2");
  expect((await refused.json()).error).toContain("limit of 32 evaluation worlds");
  expect(t.service.worlds.size).toBe(32);
  expect(await t.service.store.listLiveWorlds(t.clock.now)).toHaveLength(32);
});

test("reading a run never writes: an expired lease shows as leased until a writer or the reaper expires it", async () => {
  const runId = await startRun(1, { maxAttempts: 3 });
  expect((await leaseAll(runId, 1))[0]!.status).toBe(200);
  t.clock.advance(t.service.settings.leaseMs + 1);
  const read = async () => (await (await t.control(`/api/v1/evals/${runId}`)).json()).tasks[0];
  expect(await read()).toMatchObject({ status: "leased", attempts: 1 });
  expect(await read()).toMatchObject({ status: "leased", attempts: 1 });
  expect(t.service.worlds.size).toBe(1);
  expect(await expireAllLeases(t.service)).toBe(1);
  expect(await read()).toMatchObject({ status: "queued", attempts: 1 });
  expect(t.service.worlds.size).toBe(0);
});
