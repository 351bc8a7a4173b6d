import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, SHA, drainRun, post, putDataset } from "../../tests/support/eval-fixtures.ts";
import { createApiKey, createOrganization } from "../auth/organizations.ts";

let t: TestService;
beforeEach(async () => {
  t = await startTestService();
  expect((await putDataset(t, "crm", CRM_TASKS)).status).toBe(200);
});
afterEach(() => t.close());

const run = async (commit: number, tasks?: string[]) => (await (await post(t, "/api/v1/evals", { commit: SHA(commit), dataset: "crm", tasks })).json()).runId as string;
const read = async (runId: string) => (await t.control(`/api/v1/evals/${runId}`)).json();

describe("runs", () => {
  test("a full run scores from the worlds' final state and has every field of the spec", async () => {
    const created = await (await post(t, "/api/v1/evals", { commit: SHA(1), dataset: "crm", ref: "refs/heads/main" })).json();
    expect(created).toEqual({ runId: expect.stringMatching(/^run_/), status: "running", taskCount: 3, trialCount: 3 });
    const drained = await drainRun(t, created.runId, "model-a", () => "oracle");
    expect(drained).toEqual({ task: null, drained: true });
    const result = await read(created.runId);
    expect(result).toMatchObject({
      runId: created.runId, commit: SHA(1), dataset: "crm", model: "model-a", status: "succeeded", resolved: 3, total: 3,
      assertions_passed: 5, assertions_counted: 5, conclusion: "neutral", regression: null, ref: "refs/heads/main",
    });
    expect(result.comment_markdown).toContain("No baseline");
    expect(result.tasks.map((x: { task: string; status: string; reward: number; error: null }) => [x.task, x.status, x.reward, x.error]))
      .toEqual([["add-contact", "graded", 1, null], ["rename-account", "graded", 1, null], ["delete-account", "graded", 1, null]]);
    // Graded worlds are freed.
    expect(t.service.worlds.size).toBe(0);
  });

  test("a worse run is a failure with the flipped tasks; another model has no baseline; the same results succeed", async () => {
    const first = await run(1);
    await drainRun(t, first, "model-a", () => "oracle");
    const second = await run(2);
    await drainRun(t, second, "model-a", (id) => (id === "rename-account" ? "nothing" : "oracle"));
    const worse = await read(second);
    expect(worse).toMatchObject({ conclusion: "failure", resolved: 2, assertions_passed: 4 });
    expect(worse.regression).toMatchObject({ baselineCommit: SHA(1), baselineRunId: first, sharedTasks: 3, flipped: { toFailing: ["rename-account"], toPassing: [] } });
    expect(worse.comment_markdown).toContain("❌ **Regression**");
    expect(worse.comment_markdown).toContain("`rename-account`: passing → failing");
    expect(worse.comment_markdown).toContain("The account is named Acme Corporation");
    expect(worse.comment_markdown).toContain("| Resolution | 2/3 (66.7%) | 100.0% | −33.3 pts |");

    const other = await run(3);
    await drainRun(t, other, "model-b", () => "nothing");
    expect((await read(other)).conclusion).toBe("neutral");

    const fixed = await run(4);
    await drainRun(t, fixed, "model-a", () => "oracle");
    const recovered = await read(fixed);
    expect(recovered).toMatchObject({ conclusion: "success", regression: { baselineCommit: SHA(2), flipped: { toFailing: [], toPassing: ["rename-account"] } } });
  });

  test("a subset run compares over the shared tasks only", async () => {
    await drainRun(t, await run(1), "m", (id) => (id === "add-contact" ? "nothing" : "oracle"));
    const subset = await run(2, ["rename-account"]);
    await drainRun(t, subset, "m", () => "oracle");
    expect((await read(subset))).toMatchObject({ total: 1, conclusion: "success", regression: { sharedTasks: 1 } });
  });

  test("an agent that throws is recorded and the task is still graded on what it left", async () => {
    const id = await run(1, ["add-contact"]);
    await drainRun(t, id, "m", () => "throw");
    const result = await read(id);
    expect(result.tasks[0]).toMatchObject({ status: "graded", reward: 0, assertions_counted: 2, error: "Agent error: agent crashed: context length exceeded" });
    expect(result.status).toBe("succeeded");
    expect(result.comment_markdown).toContain("<details><summary>1 error</summary>");
  });

  test("bad bodies are 400, unknown datasets and task filters 404, a second model label 409", async () => {
    expect((await post(t, "/api/v1/evals", { commit: "xyz", dataset: "crm" })).status).toBe(400);
    expect((await post(t, "/api/v1/evals", { commit: "abc123", dataset: "crm" })).status).toBe(400);
    expect((await post(t, "/api/v1/evals", { commit: SHA(1), dataset: "crm", tasks: "x" })).status).toBe(400);
    expect((await post(t, "/api/v1/evals", { commit: SHA(1), dataset: "crm", extra: 1 })).status).toBe(400);
    const missing = await post(t, "/api/v1/evals", { commit: SHA(1), dataset: "nope" });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toContain('No dataset "nope"');
    const filtered = await post(t, "/api/v1/evals", { commit: SHA(1), dataset: "crm", tasks: ["ghost"] });
    expect(filtered.status).toBe(404);
    expect((await filtered.json()).error).toContain('no task "ghost"');
    expect((await t.control("/api/v1/evals/run_nope")).status).toBe(404);
    expect((await post(t, "/api/v1/evals", { commit: SHA(1), dataset: "crm" }, "usk_bad")).status).toBe(401);

    const id = await run(1);
    expect((await post(t, `/api/v1/evals/${id}/lease`, {})).status).toBe(400);
    expect((await post(t, `/api/v1/evals/${id}/lease`, { model: "a" })).status).toBe(200);
    const other = await post(t, `/api/v1/evals/${id}/lease`, { model: "b" });
    expect(other.status).toBe(409);
    expect((await other.json()).error).toContain('evaluated with model "a"');
  });
});

describe("leases", () => {
  const lease = async (runId: string) => (await post(t, `/api/v1/evals/${runId}/lease`, { model: "m" })).json();
  const complete = (runId: string, trId: string, leaseId: string) => post(t, `/api/v1/evals/${runId}/tasks/${trId}/complete`, { leaseId });

  test("an expired lease requeues the task on a fresh world; its credential and late report are dead", async () => {
    const id = await run(1, ["rename-account"]);
    const first = await lease(id);
    t.clock.advance(t.service.settings.leaseMs + 1);
    const second = await lease(id);
    expect(second.task.taskResultId).toBe(first.task.taskResultId);
    expect(second.task.mcp.url).not.toBe(first.task.mcp.url);
    const stale = await t.service.mockApp.handle(new Request(first.task.mcp.url, { method: "POST", body: "{}", headers: first.task.mcp.headers }));
    expect(stale.status).toBe(404);
    const late = await complete(id, first.task.taskResultId, first.lease.leaseId);
    expect(late.status).toBe(409);
    expect((await read(id)).tasks[0]).toMatchObject({ status: "leased", attempts: 2 });
  });

  test("heartbeats keep a lease alive; a task that loses its lease too often is an infrastructure error, counted", async () => {
    const id = await run(1, ["rename-account"]);
    const first = await lease(id);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(t.service.settings.leaseMs - 1000);
      const beat = await post(t, `/api/v1/evals/${id}/tasks/${first.task.taskResultId}/heartbeat`, { leaseId: first.lease.leaseId });
      expect(beat.status).toBe(200);
    }
    expect((await read(id)).tasks[0].status).toBe("leased");
    for (let i = 0; i < t.service.settings.maxAttempts; i++) {
      t.clock.advance(t.service.settings.leaseMs + 1);
      await lease(id);
    }
    t.clock.advance(t.service.settings.leaseMs + 1);
    const result = await read(id);
    expect(result).toMatchObject({ status: "failed", total: 1, resolved: 0 });
    expect(result.tasks[0]).toMatchObject({ status: "infra_error", attempts: 3, error: expect.stringContaining("lease expired 3 times") });
    const beat = await post(t, `/api/v1/evals/${id}/tasks/${first.task.taskResultId}/heartbeat`, { leaseId: first.lease.leaseId });
    expect(beat.status).toBe(409);
  });

  test("completion is idempotent: a duplicate answers the same and changes nothing", async () => {
    const id = await run(1, ["add-contact"]);
    const leased = await lease(id);
    const once = await (await complete(id, leased.task.taskResultId, leased.lease.leaseId)).json();
    const twice = await complete(id, leased.task.taskResultId, leased.lease.leaseId);
    expect(twice.status).toBe(200);
    expect(await twice.json()).toEqual(once);
    expect((await complete(id, leased.task.taskResultId, "lease_other")).status).toBe(409);
    expect((await read(id)).tasks[0]).toMatchObject({ status: "graded", reward: 0 });
  });

  test("at the organization's world limit, leasing answers 429 with Retry-After", async () => {
    t.service.settings.worldLimit = 1;
    const id = await run(1);
    await lease(id);
    const refused = await post(t, `/api/v1/evals/${id}/lease`, { model: "m" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect((await refused.json()).error).toContain("limit of 1 evaluation worlds");
  });

  test("runs survive a restart mid-lease", async () => {
    const id = await run(1, ["add-contact"]);
    const leased = await lease(id);
    t = await t.restart();
    const body = { leaseId: leased.lease.leaseId };
    const done = await (await post(t, `/api/v1/evals/${id}/tasks/${leased.task.taskResultId}/complete`, body)).json();
    expect(done.status).toBe("graded");
    expect((await read(id)).status).toBe("succeeded");
  });
});

describe("isolation", () => {
  test("another organization can neither read nor lease runs, nor read or run datasets", async () => {
    const id = await run(1);
    const org = await createOrganization(t.service.store, "rival");
    await t.service.store.grantProvider(org.id, "salesforce");
    const { key } = await createApiKey(t.service.store, org.id);
    expect((await t.control(`/api/v1/evals/${id}`, { key })).status).toBe(404);
    expect((await post(t, `/api/v1/evals/${id}/lease`, { model: "m" }, key)).status).toBe(404);
    expect((await t.control("/api/v1/datasets/crm", { key })).status).toBe(404);
    expect((await post(t, "/api/v1/evals", { commit: SHA(1), dataset: "crm" }, key)).status).toBe(404);
    expect(await (await t.control("/api/v1/datasets", { key })).json()).toEqual({ datasets: [] });
  });
});
