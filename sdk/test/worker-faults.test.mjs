import { test } from "node:test";
import assert from "node:assert/strict";
import { EvalWorker } from "../dist/index.js";
import { backoffDelay, BACKOFF_CEILING_MS } from "../dist/backoff.js";
import { withFake } from "./fake-control-plane.mjs";
import { base, recorder } from "./worker-helpers.mjs";

test("temporary 5xx and dropped connections are retried with backoff, and say so", async () => {
  await withFake({ tasks: ["a"] }, async (fake) => {
    fake.state.faults.lease.push(503, "drop", 500);
    const { of, onEvent } = recorder();
    await new EvalWorker({ ...base(fake.url), onEvent }).start();
    assert.deepEqual(of("error").map((d) => [d.status ?? "network", d.outcome]), [[503, "retrying"], ["network", "retrying"], [500, "retrying"]]);
    assert.equal(fake.state.completed.length, 1);
  });
});

test("backoff grows exponentially with jitter and never exceeds 30 seconds", () => {
  assert.equal(BACKOFF_CEILING_MS, 30_000);
  for (let attempt = 0; attempt < 30; attempt++) {
    assert.ok(backoffDelay(attempt, () => 0.999999) <= 30_000);
    assert.ok(backoffDelay(attempt, () => 0) >= 100);
  }
  assert.ok(backoffDelay(1, () => 0.99) < backoffDelay(4, () => 0.99));
  assert.equal(backoffDelay(20, () => 0.5), 15_000);
});

for (const status of [401, 403]) {
  test(`${status} stops the worker: a fatal error event, then start() rejects with a clear error`, async () => {
    await withFake({ tasks: ["a", "b"] }, async (fake) => {
      fake.state.faults.lease.push(status);
      const { of, onEvent } = recorder();
      await assert.rejects(new EvalWorker({ ...base(fake.url), concurrency: 1, onEvent }).start(), new RegExp(`refused the worker's API key .*HTTP ${status}`));
      assert.equal(fake.state.requests.length, 1);
      assert.deepEqual(of("error"), [{ operation: "lease", outcome: "fatal", status, message: `lease: HTTP ${status}: injected` }]);
      assert.deepEqual(of("drained"), []);
    });
  });
}

test("an unknown run (404 on lease) is fatal too, not retried", async () => {
  await withFake({ tasks: ["a"] }, async (fake) => {
    fake.state.faults.lease.push(404);
    const { of, onEvent } = recorder();
    await assert.rejects(new EvalWorker({ ...base(fake.url), onEvent }).start(), /refused the worker \(lease: HTTP 404/);
    assert.deepEqual(of("error").map((d) => d.outcome), ["fatal"]);
    assert.equal(fake.count("lease"), 1);
  });
});

test("429 waits for Retry-After before leasing again", async () => {
  await withFake({ tasks: ["a"] }, async (fake) => {
    fake.state.faults.lease.push({ status: 429, headers: { "retry-after": "1" } });
    const started = Date.now();
    await new EvalWorker(base(fake.url)).start();
    assert.ok(Date.now() - started >= 950, "waited for Retry-After");
    assert.equal(fake.state.completed.length, 1);
    assert.ok(fake.count("lease") >= 2);
  });
});

test("completion is tried three times, then dropped", async () => {
  await withFake({ tasks: ["a", "b"] }, async (fake) => {
    fake.state.faults.complete.push(500, 502, 503);
    fake.state.drainIgnoringLeases = true;
    const { of, onEvent } = recorder();
    await new EvalWorker({ ...base(fake.url), onEvent }).start();
    assert.equal(fake.count("complete"), 4); // three tries for the first task, one for the second
    assert.deepEqual(of("reported").map((d) => d.taskResultId), ["tr1"]);
    assert.deepEqual(of("error").map((d) => [d.taskResultId, d.status, d.outcome]), [["tr0", 500, "retrying"], ["tr0", 502, "retrying"], ["tr0", 503, "dropped"]]);
  });
});

test("a 409 on completion is a lost lease: not retried, not reported", async () => {
  await withFake({ tasks: ["a"] }, async (fake) => {
    fake.state.faults.complete.push(409);
    fake.state.drainIgnoringLeases = true;
    const { of, onEvent } = recorder();
    await new EvalWorker({ ...base(fake.url), onEvent }).start();
    assert.equal(fake.count("complete"), 1);
    assert.deepEqual(of("reported"), []);
    assert.deepEqual(of("error"), [{ operation: "complete", outcome: "lease-lost", status: 409, taskResultId: "tr0", message: "complete: HTTP 409: injected" }]);
  });
});
