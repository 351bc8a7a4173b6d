import { afterEach, beforeEach, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, SHA, drainRun, post, putDataset } from "../../tests/support/eval-fixtures.ts";
import { expireAllLeases } from "./expire-leases.ts";

let t: TestService;
beforeEach(async () => {
  t = await startTestService();
  expect((await putDataset(t, "crm", CRM_TASKS)).status).toBe(200);
});
afterEach(() => t.close());

const trigger = async (commit: number) => (await (await post(t, "/api/v1/evals", { commit: SHA(commit), dataset: "crm" })).json()).runId as string;
const read = async (runId: string) => (await t.control(`/api/v1/evals/${runId}`)).json();
const lease = async (runId: string) => (await post(t, `/api/v1/evals/${runId}/lease`, { model: "m" })).json();
const cancel = (runId: string) => post(t, `/api/v1/evals/${runId}/cancel`, {});

test("cancel drops queued tasks at once; a leased one still completes and is graded; then the run is finished", async () => {
  const runId = await trigger(1);
  const held = await lease(runId);
  const cancelled = await cancel(runId);
  expect(cancelled.status).toBe(200);
  expect(await cancelled.json()).toMatchObject({ status: "cancelled", conclusion: null, finishedAt: null, progress: { queued: 0, leased: 1, cancelled: 2 } });
  expect(await lease(runId)).toEqual({ task: null, drained: true });
  const done = await post(t, `/api/v1/evals/${runId}/tasks/${held.task.taskResultId}/complete`, { leaseId: held.lease.leaseId });
  expect((await done.json()).status).toBe("graded");
  const result = await read(runId);
  expect(result).toMatchObject({ status: "cancelled", conclusion: null, regression: null, progress: { graded: 1, cancelled: 2 } });
  expect(result.finishedAt).not.toBeNull();
  expect(result.baseline.reason).toBe("the run was cancelled");
  expect(result.comment_markdown).toContain("**Cancelled**: 1 of 3 tasks ran");
  expect(t.service.worlds.size).toBe(0);
});

test("a leased task of a cancelled run that expires is cancelled, not requeued, and frees its world", async () => {
  const runId = await trigger(1);
  await lease(runId);
  await cancel(runId);
  t.clock.advance(t.service.settings.leaseMs + 1);
  expect(await expireAllLeases(t.service)).toBe(1);
  const result = await read(runId);
  expect(result.progress).toMatchObject({ queued: 0, leased: 0, cancelled: 3 });
  expect(result.finishedAt).not.toBeNull();
  expect(t.service.worlds.size).toBe(0);
});

test("cancel is idempotent, refused on a finished run, and a cancelled run is never a baseline", async () => {
  const solved = await trigger(1);
  await drainRun(t, solved, "m", () => "oracle");
  const refused = await cancel(solved);
  expect(refused.status).toBe(409);
  expect((await refused.json()).error).toContain("already succeeded");

  const stopped = await trigger(2);
  await lease(stopped);
  expect((await cancel(stopped)).status).toBe(200);
  expect((await cancel(stopped)).status).toBe(200);
  t.clock.advance(t.service.settings.leaseMs + 1);
  await expireAllLeases(t.service);

  const next = await trigger(3);
  await drainRun(t, next, "m", () => "oracle");
  expect((await read(next)).regression.baselineRunId).toBe(solved);
  expect((await cancel("run_nope")).status).toBe(404);
});
