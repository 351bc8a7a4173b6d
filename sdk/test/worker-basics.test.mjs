import { test } from "node:test";
import assert from "node:assert/strict";
import { EvalWorker, triggerRun } from "../dist/index.js";
import { until, withFake } from "./fake-control-plane.mjs";
import { base, recorder } from "./worker-helpers.mjs";

test("the constructor names the option that is missing or empty", () => {
  const ok = base("http://127.0.0.1:1");
  for (const [name, value] of [["runId", ""], ["model", ""], ["baseUrl", undefined], ["apiKey", undefined], ["runId", "   "]])
    assert.throws(() => new EvalWorker({ ...ok, [name]: value }), new RegExp(`"${name}" must be a non-empty string`));
  assert.throws(() => new EvalWorker({ ...ok, runAgent: undefined }), /"runAgent" must be an async function/);
  assert.throws(() => new EvalWorker({ ...ok, concurrency: 0 }), /"concurrency"/);
  assert.throws(() => new EvalWorker({ ...ok, onEvent: "log" }), /"onEvent" must be a function/);
  assert.throws(() => new EvalWorker({ ...ok, baseUrl: "not a url" }), /"baseUrl" must be an http\(s\) URL/);
});

test("a baseUrl without an http(s) scheme is refused at construction, naming the option", async () => {
  // new URL("localhost:4000") parses, as the scheme "localhost:": the scheme itself is checked.
  for (const baseUrl of ["localhost:4000", "127.0.0.1:4000", "ftp://understudy.example.com", "understudy.example.com"])
    assert.throws(() => new EvalWorker({ ...base(baseUrl) }), (error) => error instanceof TypeError && /option "baseUrl" must be an http\(s\) URL.*got "/.test(error.message), baseUrl);
  assert.doesNotThrow(() => new EvalWorker(base("https://understudy.example.com/")));
  await assert.rejects(triggerRun({ baseUrl: "localhost:4000", apiKey: "k" }, { commit: "abcdef1", dataset: "crm" }), /baseUrl must be an http\(s\) URL/);
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

test("runAgent's answer (a string, or { answer, usage }) is sent with the completion", async () => {
  await withFake({ tasks: ["text", "object", "nothing", "usage-only", "odd"] }, async (fake) => {
    const usage = { inputTokens: 1200, outputTokens: 340, costUsd: 0.0123 };
    const results = { text: "42 open deals", object: { answer: "Acme", usage }, nothing: undefined, "usage-only": { usage: { inputTokens: 5, costUsd: -1, extra: 1 } }, odd: 7 };
    await new EvalWorker({ ...base(fake.url), runAgent: async (task) => results[task.taskId] }).start();
    const sent = Object.fromEntries(fake.state.completed.map(({ taskResultId, leaseId, ...rest }) => [taskResultId, rest]));
    assert.deepEqual(sent, {
      tr0: { error: null, answer: "42 open deals" },
      tr1: { error: null, answer: "Acme", usage },
      tr2: { error: null },
      tr3: { error: null, usage: { inputTokens: 5 } }, // only counts that are numbers of at least 0
      tr4: { error: null }, // neither a string nor an object: nothing to send
    });
  });
});

test("an empty queue with tasks still leased elsewhere polls and emits idle", async () => {
  await withFake({ tasks: [] }, async (fake) => {
    fake.state.drainedWhenEmpty = false;
    const { events, onEvent } = recorder();
    const done = new EvalWorker({ ...base(fake.url), onEvent }).start();
    // Wait for the polls themselves, not for a stretch of real time a busy machine may not fill.
    await until(() => fake.count("lease") >= 4, "four lease polls");
    fake.state.drainedWhenEmpty = true;
    await done;
    assert.ok(events.filter(([e]) => e === "idle").length >= 3);
  });
});

test("stop() lets the task in hand finish and be reported, and pulls no more", async () => {
  await withFake({ tasks: ["a", "b", "c"] }, async (fake) => {
    let worker;
    const runAgent = async () => {
      void worker.stop();
      await new Promise((r) => setTimeout(r, 100));
      return "done anyway";
    };
    worker = new EvalWorker({ ...base(fake.url), runAgent });
    await worker.start();
    assert.deepEqual(fake.state.completed.map((c) => [c.taskResultId, c.answer]), [["tr0", "done anyway"]]);
    assert.equal(fake.count("lease"), 1);
  });
});

test("stop({ abort: true }) aborts the agents' signals, reports nothing and pulls no more", async () => {
  await withFake({ tasks: ["a", "b"] }, async (fake) => {
    fake.state.drainIgnoringLeases = true;
    let worker;
    const reasons = [];
    const runAgent = (task, { signal }) =>
      new Promise((resolve) => {
        signal.addEventListener("abort", () => (reasons.push(signal.reason.message), resolve("too late")), { once: true });
        void worker.stop({ abort: true });
      });
    worker = new EvalWorker({ ...base(fake.url), runAgent });
    await worker.start();
    assert.deepEqual(reasons, ["The worker was stopped"]);
    assert.deepEqual(fake.state.completed, []);
    assert.equal(fake.count("lease"), 1);
  });
});
