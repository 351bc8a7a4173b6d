// Plain Node against a real service: the support-desk example dataset (Slack, Salesforce and Jira in
// every world) drained by the built SDK with the scripted agent, then by a worse agent on a later commit.
// Usage: node support-desk-drain-suite.mjs <controlUrl> <apiKey>
import assert from "node:assert/strict";
import { EvalWorker, getRun, triggerRun } from "../../../sdk/dist/index.js";
import { createSuite } from "./run-cases.mjs";
/** @import { AgentContext, EvalTask } from "../../../sdk/dist/index.js" */

const [baseUrl, apiKey] = process.argv.slice(2);
if (!baseUrl || !apiKey) throw new Error("usage: node support-desk-drain-suite.mjs <controlUrl> <apiKey>");
const connection = { baseUrl, apiKey };
const suite = createSuite();
/** @param {number} n */
const sha = (n) => n.toString(16).repeat(40).slice(0, 40);

// The scripted agent reads its scripts when it is imported: point it at support-desk's tasks first.
process.env.SCRIPTED_AGENT_DATASET = new URL("../../../examples/datasets/support-desk/tasks/", import.meta.url).pathname;
const { default: runScripted } = /** @type {{ default: (task: EvalTask, context: AgentContext) => Promise<string | undefined> }} */ (
  await import("../../../examples/agents/scripted-agent.mjs")
);

// Two tasks the worse agent leaves undone: each has assertions an untouched world fails.
const SKIPPED = ["escalation-announce", "reopen-regression"];

/** The providers' own MCP servers: Slack's hosted one, Atlassian's remote one, Salesforce's hosted one. */
const OFFICIAL = { slack: "official", jira: "atlassian", salesforce: "hosted" };

/** @param {string} commit @param {string[]} [skip] @param {Record<string, string>} [profiles] */
async function drain(commit, skip = [], profiles) {
  const { runId, taskCount } = await triggerRun(connection, { commit, dataset: "support-desk", ...(profiles ? { mcp_profiles: profiles } : {}) });
  process.env.SCRIPTED_AGENT_SKIP = skip.join(",");
  try {
    /** @type {string[]} */
    const errors = [];
    const worker = new EvalWorker({
      ...connection, runId, model: "scripted", concurrency: 4, pollIntervalMs: 20,
      runAgent: runScripted,
      onEvent: (event, data) => {
        if (event === "error") errors.push(`${data.operation} ${data.message}`);
        if (event === "reported" && data.error) errors.push(`${data.taskResultId}: ${data.error}`);
      },
    });
    await worker.start();
    assert.deepEqual(errors, []);
  } finally {
    delete process.env.SCRIPTED_AGENT_SKIP;
  }
  return { run: await getRun(connection, runId), taskCount };
}

suite.check("the scripted agent resolves every support-desk task; no baseline yet: neutral", async () => {
  const { run, taskCount } = await drain(sha(1));
  assert.equal(taskCount, run.total);
  assert.ok(run.total >= 12, `${run.total} tasks`);
  const unresolved = run.tasks.filter((t) => t.reward !== 1).map((t) => `${t.task} ${t.reward} ${t.assertions.filter((a) => !a.passed).map((a) => `${a.requirement}: ${a.actual ?? a.error}`).join("; ")}`);
  assert.deepEqual(unresolved, []);
  assert.deepEqual([run.status, run.resolved, run.conclusion], ["succeeded", run.total, "neutral"]);
});

suite.check("a worse agent on the next commit concludes failure, naming exactly the flipped tasks", async () => {
  const { run } = await drain(sha(2), SKIPPED);
  assert.equal(run.status, "succeeded");
  assert.equal(run.resolved, run.total - SKIPPED.length);
  assert.equal(run.conclusion, "failure");
  assert.ok(run.regression, "a run with a baseline is compared with it");
  assert.equal(run.regression.baselineCommit, sha(1));
  assert.deepEqual([...run.regression.flipped.toFailing].sort(), [...SKIPPED].sort());
  assert.deepEqual(run.regression.flipped.toPassing, []);
  for (const task of SKIPPED) assert.match(run.comment_markdown, new RegExp(`\`${task}\`: passing → failing`));
});

suite.check("through the providers' own MCP servers the same agent resolves every task; the run says which surface", async () => {
  const { run } = await drain(sha(3), [], OFFICIAL);
  const unresolved = run.tasks.filter((t) => t.reward !== 1).map((t) => `${t.task} ${t.reward} ${t.assertions.filter((a) => !a.passed).map((a) => `${a.requirement}: ${a.actual ?? a.error}`).join("; ")}`);
  assert.deepEqual(unresolved, []);
  assert.deepEqual([run.status, run.resolved, run.total], ["succeeded", run.total, run.tasks.length]);
  assert.deepEqual(run.mcp_profiles, OFFICIAL);
  // Another surface is another test of the agent: every task counts as changed against the native baseline.
  assert.equal(run.comparability?.comparable, false);
  assert.equal(run.comparability?.changed_tasks.length, run.total);
});

await suite.run();
