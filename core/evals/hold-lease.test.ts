import { afterAll, beforeAll, expect, test } from "bun:test";
import { resolve } from "node:path";
import { FIXTURE_PACKS, startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, SHA, post, putDataset } from "../../tests/support/eval-fixtures.ts";

// Grading can outlast a lease (it queues for a grading worker, then has GRADING_BUDGET_MS): the task
// must not be requeued and handed to a second worker meanwhile.
const SPIN = resolve(import.meta.dir, "../../tests/fixtures/spin-grader/plugin.ts");
const LEASE_MS = 600;
let t: TestService;
beforeAll(async () => {
  t = await startTestService({ extraPacks: [...FIXTURE_PACKS, SPIN], evals: { leaseMs: LEASE_MS, maxAttempts: 3, worldLimit: 32, stateRetentionMs: 0 }, limits: { gradingBudgetMs: 20_000 } });
});
afterAll(() => t.close());

test("a task whose grading takes several leases is graded once and never leased again meanwhile", async () => {
  const slow = { ...structuredClone(CRM_TASKS[0]!), assertions: [...CRM_TASKS[0]!.assertions, { plugin: "spin", requirement: "Grading takes a while", options: { ms: 4_000 } }] };
  expect((await putDataset(t, "slow-grading", [slow])).status).toBe(200);
  const { runId } = await (await post(t, "/api/v1/evals", { commit: SHA(7), dataset: "slow-grading" })).json();
  const { task, lease } = await (await post(t, `/api/v1/evals/${runId}/lease`, { model: "m" })).json();
  const completing = post(t, `/api/v1/evals/${runId}/tasks/${task.taskResultId}/complete`, { leaseId: lease.leaseId });
  // The service's clock moves well past the worker's lease while the grading worker loads and spins, in
  // steps a real clock would take (the test service's clock only moves when told); then another worker asks.
  for (let step = 0; step < 10; step++) {
    await Bun.sleep(250);
    t.clock.advance(LEASE_MS / 4);
  }
  const second = await post(t, `/api/v1/evals/${runId}/lease`, { model: "m" });
  expect((await second.json()).task ?? null).toBeNull();
  const completed = await completing;
  expect(completed.status).toBe(200);
  expect((await completed.json()).status).toBe("graded");
  const record = await (await t.control(`/api/v1/evals/${runId}/tasks/${task.taskResultId}`)).json();
  expect(record.attempts).toBe(1);
}, 60_000);
