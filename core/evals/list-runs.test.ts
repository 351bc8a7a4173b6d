import { afterEach, beforeEach, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, SHA, drainRun, post, putDataset } from "../../tests/support/eval-fixtures.ts";

let t: TestService;
beforeEach(async () => {
  t = await startTestService();
  expect((await putDataset(t, "crm", CRM_TASKS)).status).toBe(200);
  expect((await putDataset(t, "other", CRM_TASKS.slice(0, 1))).status).toBe(200);
});
afterEach(() => t.close());

const list = async (query = "") => {
  const response = await t.control(`/api/v1/evals${query}`);
  expect(response.status).toBe(200);
  return response.json();
};
const trigger = async (commit: number, dataset = "crm", ref?: string) => {
  t.clock.advance(1000); // distinct creation times, as real runs have
  return (await (await post(t, "/api/v1/evals", { commit: SHA(commit), dataset, ref })).json()).runId as string;
};

test("runs list newest first, filtered by dataset, model, ref and status, paged with a cursor", async () => {
  const a = await trigger(1, "crm", "refs/heads/main");
  await drainRun(t, a, "model-a", () => "oracle");
  const b = await trigger(2, "crm", "refs/heads/feature");
  await drainRun(t, b, "model-b", () => "oracle");
  const c = await trigger(3, "other", "refs/heads/main");
  const d = await trigger(4, "crm", "refs/heads/main");

  expect((await list()).runs.map((r: { runId: string }) => r.runId)).toEqual([d, c, b, a]);
  expect((await list("?dataset=crm")).runs.map((r: { runId: string }) => r.runId)).toEqual([d, b, a]);
  expect((await list("?model=model-a")).runs.map((r: { runId: string }) => r.runId)).toEqual([a]);
  expect((await list("?ref=main")).runs.map((r: { runId: string }) => r.runId)).toEqual([d, c, a]);
  expect((await list("?status=running")).runs.map((r: { runId: string }) => r.runId)).toEqual([d, c]);
  const summary = (await list("?model=model-b")).runs[0];
  expect(summary).toMatchObject({ runId: b, dataset: "crm", commit: SHA(2), status: "succeeded", resolved: 3, total: 3, conclusion: "neutral" });
  expect(summary.tasks).toBeUndefined();
  expect(summary.comment_markdown).toBeUndefined();

  const first = await list("?limit=3");
  expect(first.runs.map((r: { runId: string }) => r.runId)).toEqual([d, c, b]);
  const second = await list(`?limit=3&cursor=${first.nextCursor}`);
  expect(second).toMatchObject({ runs: [{ runId: a }], nextCursor: null });
});

test("bad list queries are 400 with a reason", async () => {
  for (const query of ["?limit=0", "?limit=101", "?limit=x", "?status=done", "?cursor=%%%", "?colour=red"]) {
    const response = await t.control(`/api/v1/evals${query}`);
    expect([query, response.status]).toEqual([query, 400]);
    expect((await response.json()).error).toBeString();
  }
  expect((await t.control("/api/v1/evals", { key: "usk_bad" })).status).toBe(401);
});
