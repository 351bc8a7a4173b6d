// Plain Node against a real service: runs with trials, driven through the built SDK by scripted
// agents of known success probability. Each trial's outcome is drawn from a seeded hash of (label,
// task, trial), so the suite gives the same runs every time while the agents stay "stochastic".
// Usage: node trials-suite.mjs <controlUrl> <apiKey>   (TRIALS_SUITE_REPORT=1 prints the counts on stderr)
import assert from "node:assert/strict";
import { EvalWorker, getRun, triggerRun, waitForRun } from "../../../sdk/dist/index.js";
import runScripted from "../../../examples/agents/scripted-agent.mjs";
import { createSuite } from "./run-cases.mjs";

const [baseUrl, apiKey] = process.argv.slice(2);
if (!baseUrl || !apiKey) throw new Error("usage: node trials-suite.mjs <controlUrl> <apiKey>");
const connection = { baseUrl, apiKey };
const suite = createSuite();
/** @param {string} line */
const report = (line) => process.env.TRIALS_SUITE_REPORT && console.error(line);
const TASKS = ["add-contact", "update-industry", "close-won", "open-case", "remove-duplicate", "move-contacts", "count-open-cases", "escalate-high", "fix-email", "new-lead"];
let commits = 0;
const commit = () => (++commits).toString(16).padStart(40, "c");

/** A number in [0, 1) from a string: FNV-1a, then a 32-bit finaliser (splitmix-style). @param {string} text */
function chance(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 32;
}

/**
 * Triggers a run and drains it with an agent that solves a trial (plays the task's oracle) with
 * probability `p` and otherwise does nothing. Returns the finished run and what the agent decided.
 * @param {{ model: string; label: string; p: number; trials?: number; tasks?: string[] }} options
 */
async function evaluate({ model, label, p, trials, tasks = TASKS }) {
  const answer = await triggerRun(connection, { commit: commit(), dataset: "crm-basics", tasks, ...(trials ? { trials } : {}) });
  /** @type {Array<{ taskId: string; trial: number; solved: boolean }>} */
  const decided = [];
  const worker = new EvalWorker({
    ...connection, runId: answer.runId, model, concurrency: 6, pollIntervalMs: 20,
    runAgent: async (task, context) => {
      const solved = chance(`${label}/${task.taskId}/${task.trial}`) < p;
      decided.push({ taskId: task.taskId, trial: task.trial, solved });
      if (solved) return runScripted(task, context);
    },
    onEvent: (event, data) => {
      if (event === "error") throw new Error(`${data.operation}: ${data.message}`);
    },
  });
  await worker.start();
  return { answer, run: await waitForRun(connection, answer.runId, { pollIntervalMs: 50 }), decided };
}

suite.check("at trials 1 every spec field and rule is unchanged", async () => {
  const subset = TASKS.slice(0, 4);
  const first = await evaluate({ model: "one-trial", label: "one-a", p: 1, tasks: subset });
  assert.deepEqual([first.answer.status, first.answer.taskCount, first.answer.trialCount], ["running", 4, 4]);
  assert.deepEqual(first.decided.map((d) => d.trial), [0, 0, 0, 0]);
  const run = first.run;
  assert.deepEqual([run.status, run.resolved, run.total, run.conclusion, run.regression, run.trials], ["succeeded", 4, 4, "neutral", null, 1]);
  assert.equal(run.assertions_passed, run.assertions_counted);
  assert.deepEqual(run.tasks.map((t) => [t.task, t.reward, t.trials.length]), subset.map((id) => [id, 1, 1]));
  assert.deepEqual([run.pass_at_1, run.pass_hat_k, run.pass_at_k], [1, 1, 1]);
  // The spec's rule: one task fewer resolved is a failure, with the flip named.
  const second = await evaluate({ model: "one-trial", label: "one-b", p: 1, tasks: subset.slice(1) }); // a subset: compared over its 3 tasks
  assert.deepEqual([second.run.conclusion, second.run.regression?.sharedTasks], ["success", 3]);
  const worse = await triggerRun(connection, { commit: commit(), dataset: "crm-basics", tasks: subset });
  await new EvalWorker({ ...connection, runId: worse.runId, model: "one-trial", runAgent: async (task, context) => (task.taskId === "close-won" ? undefined : runScripted(task, context)) }).start();
  const failed = await getRun(connection, worse.runId);
  assert.deepEqual([failed.conclusion, failed.resolved, failed.regression?.flipped.toFailing], ["failure", 3, ["close-won"]]);
  assert.match(failed.comment_markdown, /❌ \*\*Regression\*\*/);
});

suite.check("at trials 8, pass^k, pass@1 and pass@k match their definitions", async () => {
  const subset = TASKS.slice(0, 4);
  const { answer, run, decided } = await evaluate({ model: "eight", label: "eight", p: 0.7, trials: 8, tasks: subset });
  assert.deepEqual([answer.taskCount, answer.trialCount, run.trials, run.total], [4, 32, 8, 4]);
  // Every trial of every task reached the agent once.
  assert.deepEqual(decided.map((d) => `${d.taskId}/${d.trial}`).sort(), subset.flatMap((id) => [0, 1, 2, 3, 4, 5, 6, 7].map((n) => `${id}/${n}`)).sort());
  const solved = new Map(subset.map((id) => [id, decided.filter((d) => d.taskId === id && d.solved).length]));
  for (const task of run.tasks) {
    assert.equal(task.pass_rate, (solved.get(task.task) ?? NaN) / 8, task.task);
    const trialOf = new Map(decided.filter((d) => d.taskId === task.task).map((d) => [d.trial, d.solved]));
    for (const trial of task.trials) assert.equal(trial.reward === 1, trialOf.get(trial.trial), `${task.task} trial ${trial.trial}`);
    assert.equal(task.reward, task.trials.reduce((sum, t) => sum + t.reward, 0) / 8);
  }
  const counts = [...solved.values()];
  assert.equal(run.pass_at_1, counts.reduce((sum, s) => sum + s / 8, 0) / 4);
  assert.equal(run.pass_hat_k, counts.filter((s) => s === 8).length / 4);
  assert.equal(run.pass_at_k, counts.filter((s) => s > 0).length / 4);
  assert.equal(run.resolved, counts.filter((s) => s === 8).length);
  report(`trials 8: solved per task ${counts.join(", ")}; pass@1 ${run.pass_at_1}, pass^8 ${run.pass_hat_k}, pass@8 ${run.pass_at_k}`);
});

suite.check("40 reruns of an unchanged agent (p = 0.7): strict says failure often, noise-aware rarely", async () => {
  let strict = 0;
  let noiseAware = 0;
  for (let rerun = 0; rerun < 40; rerun++) {
    const { run } = await evaluate({ model: "steady", label: `steady-${rerun}`, p: 0.7, trials: 2 });
    if (rerun === 0) continue; // no baseline yet
    assert.equal(run.baseline?.runId != null, true);
    if (run.conclusion === "failure") strict++;
    if (run.noise_aware_conclusion === "failure") noiseAware++;
  }
  report(`39 compared reruns at p = 0.7, 10 tasks x 2 trials: strict failure ${strict}, noise-aware failure ${noiseAware}`);
  assert.ok(strict >= 10, `strict failures: ${strict} of 39`);
  assert.ok(noiseAware <= 4, `noise-aware failures: ${noiseAware} of 39 (5% is about 2)`);
});

suite.check("a truly worse agent (p = 0.3 against 0.7, 10 tasks x 6 trials) gives a noise-aware failure", async () => {
  await evaluate({ model: "shift", label: "shift-before", p: 0.7, trials: 6 });
  const { run } = await evaluate({ model: "shift", label: "shift-after", p: 0.3, trials: 6 });
  const statistics = run.statistics;
  assert.ok(statistics);
  report(`p 0.7 -> 0.3, 10 tasks x 6 trials: strict ${run.conclusion}, noise-aware ${run.noise_aware_conclusion}, resolution p ${statistics.resolution.p_value}, assertions p ${statistics.assertions.p_value}`);
  assert.equal(run.noise_aware_conclusion, "failure");
  assert.equal(statistics.resolution.significant || statistics.assertions.significant, true);
  assert.match(run.comment_markdown, /Significant regression/);
});

await suite.run();
