import { test } from "node:test";
import assert from "node:assert/strict";
import { ApiError, cancelRun, getRun, triggerRun, waitForRun } from "../dist/index.js";
import { until, withFake } from "./fake-control-plane.mjs";

const connection = (url) => ({ baseUrl: url, apiKey: "usk_test" });

test("triggerRun sends the baseline; getRun reads the RunView with its dataset and tasks", async () => {
  await withFake({ tasks: ["a"] }, async (fake) => {
    const answer = await triggerRun(connection(fake.url), { commit: "abcdef1", dataset: "crm", baseline: { ref: "main" } });
    assert.deepEqual(answer, { runId: "run1", status: "running", taskCount: 1, trialCount: 1 });
    assert.deepEqual(fake.state.triggered, [{ commit: "abcdef1", dataset: "crm", baseline: { ref: "main" } }]);
    const run = await getRun(connection(fake.url), "run1");
    assert.deepEqual([run.dataset, run.status, run.tasks, run.baseline], ["crm", "running", [], null]);
  });
});

test("triggerRun sends trials and alpha; the answer counts tasks and trials apart", async () => {
  await withFake({ tasks: ["a", "b"] }, async (fake) => {
    const answer = await triggerRun(connection(fake.url), { commit: "abcdef1", dataset: "crm", trials: 3, alpha: 0.1 });
    assert.deepEqual(answer, { runId: "run1", status: "running", taskCount: 2, trialCount: 6 });
    assert.deepEqual(fake.state.triggered, [{ commit: "abcdef1", dataset: "crm", trials: 3, alpha: 0.1 }]);
    assert.equal((await getRun(connection(fake.url), "run1")).trials, 3);
  });
});

test("cancelRun answers the cancelled run, again when repeated, and rejects with 409 once the run finished", async () => {
  await withFake({ tasks: ["a"] }, async (fake) => {
    assert.equal((await cancelRun(connection(fake.url), "run1")).status, "cancelled");
    assert.equal((await cancelRun(connection(fake.url), "run1")).status, "cancelled");
  });
  await withFake({ tasks: [] }, async (fake) => {
    await assert.rejects(cancelRun(connection(fake.url), "run1"), (error) => error instanceof ApiError && error.status === 409 && !error.retryable);
  });
});

test("waitForRun returns a cancelled run, and stops waiting when its signal aborts", async () => {
  await withFake({ tasks: ["a"] }, async (fake) => {
    const controller = new AbortController();
    const waiting = waitForRun(connection(fake.url), "run1", { pollIntervalMs: 20, signal: controller.signal });
    await until(() => fake.count("run") >= 2, "two polls of a running run");
    controller.abort(new Error("enough"));
    await assert.rejects(waiting, /enough/);
    fake.state.cancelled = true;
    assert.equal((await waitForRun(connection(fake.url), "run1", { pollIntervalMs: 20 })).status, "cancelled");
  });
});

test("waitForRun rides out a restarting service (5xx, dropped connections) but not a refusal", async () => {
  await withFake({ tasks: [] }, async (fake) => {
    fake.state.faults.run.push(503, "drop", 502);
    const run = await waitForRun(connection(fake.url), "run1", { pollIntervalMs: 20 });
    assert.equal(run.status, "succeeded");
    assert.equal(fake.count("run"), 4);
  });
  await withFake({ tasks: ["a"] }, async (fake) => {
    fake.state.faults.run.push(404);
    await assert.rejects(waitForRun(connection(fake.url), "run1", { pollIntervalMs: 20 }), (error) => error instanceof ApiError && error.status === 404);
  });
});
