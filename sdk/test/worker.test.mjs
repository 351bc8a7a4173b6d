import { test } from "node:test";
import assert from "node:assert/strict";
import { EvalWorker } from "../dist/index.js";
import { backoffDelay, BACKOFF_CEILING_MS } from "../dist/backoff.js";
import { until, withFake } from "./fake-control-plane.mjs";

const base = (url, extra = {}) => ({ baseUrl: url, apiKey: "usk_test", runId: "run1", model: "m", runAgent: async () => {}, pollIntervalMs: 20, ...extra });
const recorder = () => {
  const events = [];
  return { events, onEvent: (event, data) => events.push([event, data]) };
};

test("the constructor names the option that is missing or empty", () => {
  const ok = base("http://127.0.0.1:1");
  for (const [name, value] of [["runId", ""], ["model", ""], ["baseUrl", undefined], ["apiKey", undefined], ["runId", "   "]])
    assert.throws(() => new EvalWorker({ ...ok, [name]: value }), new RegExp(`"${name}" must be a non-empty string`));
  assert.throws(() => new EvalWorker({ ...ok, runAgent: undefined }), /"runAgent" must be an async function/);
  assert.throws(() => new EvalWorker({ ...ok, concurrency: 0 }), /"concurrency"/);
  assert.throws(() => new EvalWorker({ ...ok, baseUrl: "not a url" }), /"baseUrl" must be a URL/);
});

test("a run with no tasks resolves at once with drained", async () => {
  await withFake({}, async (fake) => {
    const { events, onEvent } = recorder();
    await new EvalWorker({ ...base(fake.url), onEvent }).start();
    assert.deepEqual(events, [["drained", {}]]);
  });
});

test("tasks run up to the concurrency, events come in order, and the agent's error is reported", async () => {
  await withFake({ tasks: ["a", "b", "c", "d"] }, async (fake) => {
    const { events, onEvent } = recorder();
    let running = 0;
    let peak = 0;
    const runAgent = async (task) => {
      peak = Math.max(peak, ++running);
      await new Promise((r) => setTimeout(r, 30));
      running--;
      if (task.taskId === "c") throw new Error("model refused");
    };
    await new EvalWorker({ ...base(fake.url), runAgent, concurrency: 2, onEvent }).start();
    assert.equal(peak, 2);
    assert.deepEqual(fake.state.completed.map((c) => [c.taskResultId, c.error]).sort(), [["tr0", null], ["tr1", null], ["tr2", "model refused"], ["tr3", null]]);
    for (const id of ["tr0", "tr1", "tr2", "tr3"]) {
      const picked = events.findIndex(([e, d]) => e === "task" && d.taskResultId === id);
      const reported = events.findIndex(([e, d]) => e === "reported" && d.taskResultId === id);
      assert.ok(picked >= 0 && reported > picked, `task ${id} before reported`);
    }
    assert.deepEqual(events.find(([e, d]) => e === "reported" && d.taskResultId === "tr2")[1], { taskResultId: "tr2", error: "model refused" });
    assert.deepEqual(events.at(-1), ["drained", {}]);
    assert.ok(fake.state.requests.every((r) => r.auth === "Bearer usk_test"));
  });
});

test("an empty queue with tasks still leased elsewhere polls and emits idle", async () => {
  await withFake({ tasks: [] }, async (fake) => {
    fake.state.drainedWhenEmpty = false;
    const { events, onEvent } = recorder();
    const worker = new EvalWorker({ ...base(fake.url), onEvent });
    const done = worker.start();
    // Wait for the polls themselves, not for a stretch of real time a busy machine may not fill.
    await until(() => fake.state.requests.filter((r) => r.operation === "lease").length >= 4, "four lease polls");
    fake.state.drainedWhenEmpty = true;
    await done;
    assert.ok(events.filter(([e]) => e === "idle").length >= 3);
    assert.ok(fake.state.requests.filter((r) => r.operation === "lease").length >= 4);
  });
});

test("temporary 5xx and dropped connections are retried with backoff", async () => {
  await withFake({ tasks: ["a"] }, async (fake) => {
    fake.state.faults.lease.push(503, "drop", 500);
    const { events, onEvent } = recorder();
    await new EvalWorker({ ...base(fake.url), onEvent }).start();
    const errors = events.filter(([e]) => e === "error").map(([, d]) => d.status ?? "network");
    assert.deepEqual(errors, [503, "network", 500]);
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
  test(`${status} stops the worker and start() rejects with a clear error`, async () => {
    await withFake({ tasks: ["a", "b"] }, async (fake) => {
      fake.state.faults.lease.push(status);
      await assert.rejects(new EvalWorker({ ...base(fake.url), concurrency: 1 }).start(), new RegExp(`refused the worker's API key .*HTTP ${status}`));
      assert.equal(fake.state.requests.length, 1);
    });
  });
}

test("429 waits for Retry-After before leasing again", async () => {
  await withFake({ tasks: ["a"] }, async (fake) => {
    fake.state.faults.lease.push({ status: 429, headers: { "retry-after": "1" } });
    const started = Date.now();
    await new EvalWorker(base(fake.url)).start();
    const leases = fake.state.requests.filter((r) => r.operation === "lease");
    assert.ok(Date.now() - started >= 950, "waited for Retry-After");
    assert.equal(fake.state.completed.length, 1);
    assert.ok(leases.length >= 2);
  });
});

test("completion is tried three times, then given up", async () => {
  await withFake({ tasks: ["a", "b"] }, async (fake) => {
    fake.state.faults.complete.push(500, 502, 503);
    fake.state.drainIgnoringLeases = true;
    const { events, onEvent } = recorder();
    await new EvalWorker({ ...base(fake.url), onEvent }).start();
    const completes = fake.state.requests.filter((r) => r.operation === "complete");
    assert.equal(completes.length, 4); // three tries for the first task, one for the second
    assert.deepEqual(events.filter(([e]) => e === "reported").map(([, d]) => d.taskResultId), ["tr1"]);
  });
});

test("stop() lets the task in hand finish and be reported, and pulls no more", async () => {
  await withFake({ tasks: ["a", "b", "c"] }, async (fake) => {
    let worker;
    const runAgent = async () => {
      void worker.stop();
      await new Promise((r) => setTimeout(r, 100));
    };
    worker = new EvalWorker({ ...base(fake.url), runAgent });
    await worker.start();
    assert.deepEqual(fake.state.completed.map((c) => c.taskResultId), ["tr0"]);
    assert.equal(fake.state.requests.filter((r) => r.operation === "lease").length, 1);
  });
});

test("heartbeats keep coming while the agent blocks the main thread", async () => {
  await withFake({ tasks: ["a"], heartbeatIntervalMs: 100 }, async (fake) => {
    const runAgent = async () => {
      await new Promise((r) => setTimeout(r, 50));
      const blockedUntil = Date.now() + 1500;
      while (Date.now() < blockedUntil); // a synchronous, CPU-bound agent step
    };
    await new EvalWorker({ ...base(fake.url), runAgent }).start();
    // About 15 are due in the 1.5 s block; a timer on the blocked main thread could send at most 1.
    // 3 leaves room for a busy machine's scheduler without letting a main-thread timer pass.
    assert.ok(fake.state.heartbeats.length >= 3, `got ${fake.state.heartbeats.length} heartbeats`);
  });
});

test("a lost lease aborts the agent's signal and reports nothing", async () => {
  await withFake({ tasks: ["a"], heartbeatIntervalMs: 50 }, async (fake) => {
    fake.state.lostLeases.add("tr0");
    fake.state.drainIgnoringLeases = true;
    let aborted = false;
    const runAgent = (task, { signal }) =>
      new Promise((resolve) => signal.addEventListener("abort", () => ((aborted = true), resolve()), { once: true }));
    const { events, onEvent } = recorder();
    await new EvalWorker({ ...base(fake.url), runAgent, onEvent }).start();
    assert.equal(aborted, true);
    assert.deepEqual(fake.state.completed, []);
    assert.ok(events.some(([e, d]) => e === "error" && d.operation === "heartbeat" && d.status === 409));
  });
});
