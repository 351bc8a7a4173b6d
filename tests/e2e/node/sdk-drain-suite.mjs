// Plain Node against a real service: two SDK workers drain one 60-task run at once, and the CLI is
// interrupted as a user would with Ctrl-C.
// Usage: node sdk-drain-suite.mjs <controlUrl> <apiKey>
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EvalWorker, getRun, triggerRun } from "../../../sdk/dist/index.js";
import runScripted from "../../../examples/agents/scripted-agent.mjs";
import { createSuite } from "./run-cases.mjs";

const [baseUrl, apiKey] = process.argv.slice(2);
if (!baseUrl || !apiKey) throw new Error("usage: node sdk-drain-suite.mjs <controlUrl> <apiKey>");
const connection = { baseUrl, apiKey };
const suite = createSuite();
/** @param {string} path @param {RequestInit} [init] */
const api = async (path, init = {}) => {
  const response = await fetch(`${baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" } });
  if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
};
const liveWorlds = async () => /** @type {{ worlds: number }} */ (await (await fetch(`${baseUrl}/health`)).json()).worlds;

// Five copies of the example dataset's twelve tasks ("add-contact--3"): the scripted agent plays each copy's oracle.
const source = /** @type {{ tasks: Array<{ id: string }> }} */ (await api("/api/v1/datasets/crm-basics"));
const tasks = [0, 1, 2, 3, 4].flatMap((copy) => source.tasks.map((task) => ({ ...task, id: `${task.id}--${copy}` })));
await api("/api/v1/datasets/crm-60", { method: "PUT", body: JSON.stringify({ name: "crm-basics x5", tasks }) });

suite.check("two workers at concurrency 8 drain 60 tasks: each reaches an agent once, one attempt each, no world left", async () => {
  const worldsBefore = await liveWorlds();
  const { runId, taskCount } = await triggerRun(connection, { commit: "6".repeat(40), dataset: "crm-60" });
  assert.equal(taskCount, 60);
  /** @type {Map<string, number>} */
  const reached = new Map();
  /** @param {string} name */
  const worker = (name) => new EvalWorker({
    ...connection, runId, model: "scripted", concurrency: 8, pollIntervalMs: 20,
    runAgent: async (task, context) => {
      reached.set(task.taskResultId, (reached.get(task.taskResultId) ?? 0) + 1);
      return runScripted(task, context);
    },
    onEvent: (event, data) => {
      if (event === "error") throw new Error(`${name}: ${data.operation} ${data.message}`);
    },
  });
  await Promise.all([worker("first").start(), worker("second").start()]);
  assert.equal(reached.size, 60);
  assert.deepEqual([...new Set(reached.values())], [1]);
  const run = await getRun(connection, runId);
  assert.deepEqual([run.status, run.resolved, run.total], ["succeeded", 60, 60]);
  assert.deepEqual([...new Set(run.tasks.map((t) => t.attempts))], [1]);
  assert.equal(await liveWorlds(), worldsBefore);
});

suite.check("Ctrl-C on the CLI finishes the task in hand, cancels the run and exits 2", async () => {
  const dir = mkdtempSync(join(tmpdir(), "understudy-sigint-"));
  try {
    // An agent slow enough to be interrupted mid-run; it finishes what it started.
    const agent = join(dir, "slow-agent.mjs");
    writeFileSync(agent, "export default async function runAgent() { await new Promise((r) => setTimeout(r, 300)); }\n");
    const child = spawn(process.execPath, ["sdk/dist/cli.js", "run", "--dataset", "crm-basics", "--agent", agent, "--model", "slow", "--commit", "7".repeat(40)], {
      env: { ...process.env, UNDERSTUDY_URL: baseUrl, UNDERSTUDY_API_KEY: apiKey, GITHUB_OUTPUT: "", GITHUB_STEP_SUMMARY: "" },
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
    const deadline = Date.now() + 30_000;
    while (!/1\/12 tasks done/.test(stderr)) {
      if (Date.now() > deadline) throw new Error(`no progress from the CLI:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    child.kill("SIGINT");
    assert.equal(await exited, 2, stderr);
    const runId = /run (run_[a-z0-9]+)/.exec(stderr)?.[1];
    assert.ok(runId, `the CLI named its run:\n${stderr}`);
    const run = await getRun(connection, runId);
    assert.equal(run.status, "cancelled");
    assert.ok(run.progress.graded >= 1 && run.progress.cancelled >= 1, JSON.stringify(run.progress));
    assert.equal(run.progress.leased, 0, "the task in hand finished before the CLI exited");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

await suite.run();
