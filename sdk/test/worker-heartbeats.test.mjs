import { test } from "node:test";
import assert from "node:assert/strict";
import { EvalWorker } from "../dist/index.js";
import { until, withFake } from "./fake-control-plane.mjs";
import { base, recorder } from "./worker-helpers.mjs";

const aborted = (signal) => new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true }));

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
    let reason;
    const runAgent = async (task, { signal }) => {
      await aborted(signal);
      reason = signal.reason.message;
    };
    const { of, onEvent } = recorder();
    await new EvalWorker({ ...base(fake.url), runAgent, onEvent }).start();
    assert.match(reason, /lease was lost/);
    assert.deepEqual(fake.state.completed, []);
    assert.deepEqual(of("error").map((d) => [d.operation, d.status, d.outcome, d.taskResultId]), [["heartbeat", 409, "lease-lost", "tr0"]]);
  });
});

test("a re-leased task is not aborted by its old lease's 409: heartbeats are keyed by lease", async () => {
  // The first lease of tr0 expires (the fake requeues the task) while its agent still runs; the other
  // lane leases tr0 again (same taskResultId, new leaseId). Only then does the old lease start
  // answering 409: that must abort the first run only, never the second.
  await withFake({ tasks: ["a"], heartbeatIntervalMs: 20 }, async (fake) => {
    const runs = [];
    let release;
    const released = new Promise((resolve) => (release = resolve));
    const beatsOf = (leaseId) => fake.state.heartbeats.filter((h) => h.leaseId === leaseId).length;
    const runAgent = async (task, { signal }) => {
      runs.push({ taskResultId: task.taskResultId, signal });
      if (runs.length === 1) {
        fake.requeue(task.taskResultId);
        await Promise.race([aborted(signal), released]); // before the fix the old lease never aborts
        return "first run";
      }
      try {
        fake.state.lostLeases.add("lease-tr0-1");
        await until(() => runs[0].signal.aborted || signal.aborted, "the first lease's 409");
        const beats = beatsOf("lease-tr0-2");
        await until(() => beatsOf("lease-tr0-2") >= beats + 3 || signal.aborted, "three more heartbeats of the second lease");
        return "second run";
      } finally {
        fake.state.drainIgnoringLeases = true; // whichever run lost its lease, it is never reported
        release();
      }
    };
    const { of, onEvent } = recorder();
    await new EvalWorker({ ...base(fake.url), runAgent, concurrency: 2, onEvent }).start();
    assert.deepEqual(runs.map((r) => r.taskResultId), ["tr0", "tr0"]);
    assert.equal(runs[1].signal.aborted, false, "the second run kept its lease");
    assert.equal(runs[0].signal.aborted, true, "the first run learnt its lease was lost");
    assert.deepEqual(fake.state.completed.map((c) => [c.leaseId, c.answer]), [["lease-tr0-2", "second run"]]);
    assert.deepEqual(of("error").map((d) => [d.operation, d.outcome, d.taskResultId]), [["heartbeat", "lease-lost", "tr0"]]);
    assert.deepEqual(of("reported"), [{ taskResultId: "tr0" }]);
  });
});

test("a heartbeat refused with 401 stops the worker (fatal), like any other request", async () => {
  await withFake({ tasks: ["a", "b"], heartbeatIntervalMs: 20 }, async (fake) => {
    fake.state.faults.heartbeat.push(401);
    fake.state.drainIgnoringLeases = true;
    const runAgent = async () => {
      await until(() => fake.state.heartbeats.length >= 2, "a beat after the refused one");
    };
    const { of, onEvent } = recorder();
    await assert.rejects(new EvalWorker({ ...base(fake.url), runAgent, onEvent }).start(), /refused the worker's API key \(heartbeat: HTTP 401\)/);
    assert.deepEqual(of("error")[0], { operation: "heartbeat", outcome: "fatal", status: 401, taskResultId: "tr0", message: "heartbeat: HTTP 401" });
    assert.equal(fake.count("lease"), 1, "no lease after the refusal");
  });
});
