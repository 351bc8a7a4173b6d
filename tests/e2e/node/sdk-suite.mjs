// Plain Node, as customers run it: the built SDK, the example scripted agent, a real service.
// Usage: node sdk-suite.mjs <controlUrl> <apiKey>
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { EvalWorker, triggerRun, getRun } from "../../../sdk/dist/index.js";
import runAgent from "../../../examples/agents/scripted-agent.mjs";
import { createSuite } from "./run-cases.mjs";
/** @import { EvalEvent, EvalEventData, RunView } from "../../../sdk/dist/index.js" */

/** @typedef {{ [E in EvalEvent]: [E, EvalEventData[E]] }[EvalEvent]} EventEntry One onEvent call: the event and its data. */

const [baseUrl, apiKey] = process.argv.slice(2);
if (!baseUrl || !apiKey) throw new Error("usage: node sdk-suite.mjs <controlUrl> <apiKey>");
const connection = { baseUrl, apiKey };
const suite = createSuite();
/** @param {number} n */
const sha = (n) => n.toString(16).repeat(40).slice(0, 40);

/**
 * @param {string} commit
 * @param {string} model
 */
async function drain(commit, model, concurrency = 4) {
  const { runId, taskCount } = await triggerRun(connection, { commit, dataset: "crm-basics" });
  /** @type {EventEntry[]} */
  const events = [];
  let active = 0;
  let peak = 0;
  const worker = new EvalWorker({
    ...connection, runId, model, concurrency, pollIntervalMs: 50,
    runAgent: async (task, context) => {
      peak = Math.max(peak, ++active);
      try {
        return await runAgent(task, context);
      } finally {
        active--;
      }
    },
    // onEvent's data is always its event's: the pair is one of EventEntry's.
    onEvent: (event, data) => events.push(/** @type {EventEntry} */ ([event, data])),
  });
  await worker.start();
  const run = await getRun(connection, runId);
  return { run, events, taskCount, peak };
}

suite.check("trigger, drain with concurrency 4, read: every task resolved, no baseline yet", async () => {
  const { run, events, taskCount, peak } = await drain(sha(1), "scripted");
  assert.equal(taskCount, 12);
  assert.deepEqual([run.status, run.resolved, run.total, run.conclusion], ["succeeded", 12, 12, "neutral"]);
  assert.ok(peak > 1 && peak <= 4, `peak concurrency ${peak}`);
  for (const [event, data] of events) {
    if (event !== "task") continue;
    const picked = events.findIndex(([e, d]) => e === "task" && d.taskResultId === data.taskResultId);
    const reported = events.findIndex(([e, d]) => e === "reported" && d.taskResultId === data.taskResultId);
    assert.ok(reported > picked, `${data.taskId}: reported after task`);
  }
  assert.equal(events.filter(([e]) => e === "reported").length, 12);
  assert.deepEqual(events.at(-1), ["drained", {}]);
});

suite.check("a worse agent on the next commit concludes failure, naming the flipped task", async () => {
  process.env.SCRIPTED_AGENT_SKIP = "fix-email";
  const { run } = await drain(sha(2), "scripted");
  delete process.env.SCRIPTED_AGENT_SKIP;
  assert.equal(run.conclusion, "failure");
  assert.ok(run.regression, "a run with a baseline is compared with it");
  assert.deepEqual(run.regression.flipped.toFailing, ["fix-email"]);
  assert.equal(run.regression.baselineCommit, sha(1));
  assert.match(run.comment_markdown, /`fix-email`: passing → failing/);
});

suite.check("another model has no baseline: neutral", async () => {
  const { run } = await drain(sha(3), "scripted-other", 2);
  assert.equal(run.conclusion, "neutral");
});

suite.check("an agent that throws is reported and the task still graded", async () => {
  process.env.SCRIPTED_AGENT_THROW = "new-lead";
  const { run, events } = await drain(sha(4), "scripted-throw", 4);
  delete process.env.SCRIPTED_AGENT_THROW;
  const task = run.tasks.find((t) => t.task === "new-lead");
  assert.ok(task, "new-lead has a result");
  // Half the assertions hold on an untouched world ("no contact was created"): graded as found.
  assert.deepEqual([task.status, task.reward, task.error], ["graded", 0.5, "Agent error: scripted failure on new-lead"]);
  assert.ok(events.some(([e, d]) => e === "reported" && d.error === "scripted failure on new-lead"));
});

/** @param {string} commit @param {Record<string, string>} [env] */
const cli = (commit, env = {}) =>
  spawnSync(process.execPath, ["sdk/dist/cli.js", "run", "--dataset", "crm-basics", "--agent", "examples/agents/scripted-agent.mjs", "--model", "scripted", "--commit", commit, "--concurrency", "4"], {
    env: { ...process.env, UNDERSTUDY_URL: baseUrl, UNDERSTUDY_API_KEY: apiKey, ...env }, encoding: "utf8",
  });

suite.check("the CLI exits 0 when the run recovers (success) and 1 on a regression", () => {
  const recovered = cli(sha(5));
  assert.equal(recovered.status, 0, recovered.stderr);
  assert.match(recovered.stdout, /No regression/);
  assert.match(recovered.stderr, /12\/12 tasks done/);
  const regressed = cli(sha(6), { SCRIPTED_AGENT_SKIP: "add-contact,close-won" });
  assert.equal(regressed.status, 1, regressed.stderr);
  assert.match(regressed.stdout, /Regression/);
});

await suite.run();
