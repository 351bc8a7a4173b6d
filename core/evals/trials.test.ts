import { afterEach, expect, test } from "bun:test";
import { join } from "node:path";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, SHA, post, putDataset } from "../../tests/support/eval-fixtures.ts";
import { connectInProcess } from "../mcp/in-process-client.ts";
import { createSqliteStore } from "../store/sqlite-store.ts";
import { newRun, newTaskRow } from "./create-run.ts";
import { evalUpkeep } from "./eval-upkeep.ts";
import { runOracle } from "./run-oracle.ts";

// Trials, infrastructure errors, comparability and regrading, driven through the HTTP API in-process
// (the SDK-driven statistics acceptance is tests/e2e/trials.test.ts).
// Each test starts a service; the first in a process also starts the grading workers (a few seconds).
let t: TestService;
afterEach(() => t?.close());

/** Drains a run; `solve(taskId, trial)` says whether the agent plays the oracle. Returns the EvalTasks handed out. */
async function drain(runId: string, model: string, solve: (taskId: string, trial: number) => boolean, tasks = CRM_TASKS) {
  const handed: Array<{ taskId: string; trial: number }> = [];
  for (;;) {
    const leased = await (await post(t, `/api/v1/evals/${runId}/lease`, { model })).json();
    if (!leased.task) return handed;
    const { task, lease } = leased;
    handed.push({ taskId: task.taskId, trial: task.trial });
    if (solve(task.taskId, task.trial)) {
      const client = await connectInProcess((r) => t.service.mockApp.handle(r), task.mcp.url, task.mcp.headers);
      const played = await runOracle(client, tasks.find((x) => x.id === task.taskId)!.oracle!);
      await client.close();
      if (!played.ok) throw new Error(played.error);
    }
    const completed = await post(t, `/api/v1/evals/${runId}/tasks/${task.taskResultId}/complete`, { leaseId: lease.leaseId });
    if (completed.status !== 200) throw new Error(`complete ${completed.status}: ${await completed.text()}`);
  }
}
const trigger = async (body: Record<string, unknown>) => post(t, "/api/v1/evals", { dataset: "crm", ...body });
const read = async (runId: string) => (await t.control(`/api/v1/evals/${runId}`)).json();

test("trials: each task is leased k times on fresh worlds; a task's reward is its trials' mean and it resolves only when every trial does", async () => {
  t = await startTestService();
  expect((await putDataset(t, "crm", CRM_TASKS)).status).toBe(200);
  const created = await (await trigger({ commit: SHA(1), trials: 3 })).json();
  expect(created).toEqual({ runId: expect.stringMatching(/^run_/), status: "running", taskCount: 3, trialCount: 9 });
  // add-contact passes every trial, rename-account its trial 1 only, delete-account none.
  const handed = await drain(created.runId, "m", (id, trial) => id === "add-contact" || (id === "rename-account" && trial === 1));
  expect(handed.map((h) => `${h.taskId}/${h.trial}`).sort()).toEqual(CRM_TASKS.flatMap((task) => [0, 1, 2].map((n) => `${task.id}/${n}`)).sort());
  const run = await read(created.runId);
  expect(run).toMatchObject({ status: "succeeded", trials: 3, total: 3, resolved: 1, conclusion: "neutral", noise_aware_conclusion: "neutral" });
  const byId = Object.fromEntries(run.tasks.map((task: { task: string }) => [task.task, task]));
  expect(byId["add-contact"]).toMatchObject({ reward: 1, pass_rate: 1, status: "graded", assertions_passed: 6, assertions_counted: 6 });
  expect(byId["rename-account"]).toMatchObject({ reward: 1 / 3, pass_rate: 1 / 3, status: "graded" });
  expect(byId["rename-account"].trials.map((trial: { trial: number; reward: number }) => [trial.trial, trial.reward])).toEqual([[0, 0], [1, 1], [2, 0]]);
  expect(byId["delete-account"].pass_rate).toBe(0);
  // pass@1 = mean trial success; pass^3 = every trial passed; pass@3 = some trial passed.
  expect(run.pass_at_1).toBeCloseTo((1 + 1 / 3 + 0) / 3, 12);
  expect([run.pass_hat_k, run.pass_at_k]).toEqual([1 / 3, 2 / 3]);
  expect(run.progress).toMatchObject({ graded: 9, queued: 0, leased: 0, infra_error: 0 });
  expect(run.comment_markdown).toContain("| pass^3 | 33.3% |");
  expect(t.service.worlds.size).toBe(0);
  // Each trial has its own record.
  const trial1 = await (await t.control(`/api/v1/evals/${created.runId}/tasks/${byId["rename-account"].trials[1].taskResultId}`)).json();
  expect(trial1).toMatchObject({ trial: 1, reward: 1, task: "rename-account" });
  expect(trial1.toolCalls.map((c: { tool: string }) => c.tool)).toEqual(["salesforce_update_record"]);
}, 30_000);

test("trials and alpha outside their ranges are 400; at trials 1 the trigger and the run keep the spec's fields", async () => {
  t = await startTestService();
  expect((await putDataset(t, "crm", CRM_TASKS)).status).toBe(200);
  for (const bad of [{ trials: 0 }, { trials: 21 }, { trials: 1.5 }, { trials: "2" }, { alpha: 0 }, { alpha: 0.6 }, { alpha: "0.1" }])
    expect((await trigger({ commit: SHA(1), ...bad })).status).toBe(400);
  const { runId, taskCount, trialCount } = await (await trigger({ commit: SHA(1) })).json();
  expect([taskCount, trialCount]).toEqual([3, 3]);
  await drain(runId, "m", () => true);
  const run = await read(runId);
  expect(run).toMatchObject({ trials: 1, resolved: 3, total: 3, pass_at_1: 1, pass_hat_k: 1, pass_at_k: 1, assertions_passed: 5, assertions_counted: 5 });
  expect(run.tasks.map((task: { trials: unknown[]; attempts: number }) => [task.trials.length, task.attempts])).toEqual([[1, 1], [1, 1], [1, 1]]);
  expect(run.manifest).toMatchObject({ trials: 1, tasks: { "add-contact": expect.stringMatching(/^[0-9a-f]{64}$/) } });
}, 30_000);

test("a world that cannot be provisioned is retried once; twice is an infra_error, reported apart and never a flip", async () => {
  let failures = 0;
  t = await startTestService({}, undefined, (dataDir) => {
    const store = createSqliteStore(join(dataDir, "understudy.sqlite"));
    return { ...store, insertWorld: async (meta, records) => (failures-- > 0 ? Promise.reject(new Error("disk I/O error")) : store.insertWorld(meta, records)) };
  });
  expect((await putDataset(t, "crm", CRM_TASKS)).status).toBe(200);
  const baseline = (await (await trigger({ commit: SHA(1) })).json()).runId;
  await drain(baseline, "m", () => true);

  failures = 1; // the first lease's world fails once: retried on a fresh world
  const retried = (await (await trigger({ commit: SHA(2) })).json()).runId;
  await drain(retried, "m", () => true);
  expect(await read(retried)).toMatchObject({ status: "succeeded", resolved: 3, conclusion: "success", noise_aware_conclusion: "success" });

  failures = 2; // twice: the first task is an infrastructure error
  const failed = (await (await trigger({ commit: SHA(3) })).json()).runId;
  await drain(failed, "m", () => true);
  const run = await read(failed);
  expect(run.tasks[0]).toMatchObject({ task: "add-contact", status: "infra_error", error: expect.stringContaining("Infrastructure: provisioning the task's world failed: disk I/O error") });
  expect(run).toMatchObject({ status: "failed", resolved: 2, total: 3, progress: { infra_error: 1, error: 1 } });
  // Not the agent's failure: left out of both verdicts, not a flip.
  expect(run.regression).toMatchObject({ sharedTasks: 2, flipped: { toFailing: [], toPassing: [] }, excluded: [{ task: "add-contact", reason: "infra_error" }] });
  expect([run.conclusion, run.noise_aware_conclusion]).toEqual(["success", "success"]);
  expect(run.comment_markdown).toContain("1 infrastructure error (the service's, not the agent's)");
  expect(run.comment_markdown).toContain("`add-contact`: an infrastructure error in this run or the baseline: excluded from the comparison");
}, 30_000);

test("editing one task's assertion marks the run not fully comparable and leaves that task out of the comparison", async () => {
  t = await startTestService();
  expect((await putDataset(t, "crm", CRM_TASKS)).status).toBe(200);
  const first = (await (await trigger({ commit: SHA(1) })).json()).runId;
  await drain(first, "m", () => true);
  const edited = structuredClone(CRM_TASKS);
  edited[1]!.assertions[0]!.requirement = "The account is renamed to Acme Corporation";
  await putDataset(t, "crm", edited);
  const second = (await (await trigger({ commit: SHA(2) })).json()).runId;
  // rename-account now fails, but it changed: not a flip, not a regression.
  await drain(second, "m", (id) => id !== "rename-account", edited);
  const run = await read(second);
  expect(run.comparability).toMatchObject({ comparable: false, changed_tasks: ["rename-account"] });
  expect(run.comparability.differences.join("\n")).toContain("rename-account");
  expect(run.regression).toMatchObject({ sharedTasks: 2, flipped: { toFailing: [], toPassing: [] }, excluded: [{ task: "rename-account", reason: "changed" }] });
  expect([run.conclusion, run.noise_aware_conclusion]).toEqual(["success", "success"]);
  expect(run.comment_markdown).toContain("Not fully comparable with the baseline");
  expect(run.comment_markdown).toContain("`rename-account`: changed since the baseline: excluded from the comparison");
  // Editing only the oracle changes nothing the agent or the grader sees.
  const oracleOnly = structuredClone(edited);
  oracleOnly[0]!.oracle = [...oracleOnly[0]!.oracle!];
  oracleOnly[0]!.oracle.push({ answer: "done" });
  await putDataset(t, "crm", oracleOnly);
  const third = (await (await trigger({ commit: SHA(3) })).json()).runId;
  await drain(third, "m", () => true, oracleOnly);
  expect((await read(third)).comparability).toEqual({ comparable: true, differences: [], changed_tasks: [] });
}, 30_000);

test("regrading grades the kept final states with today's assertions: no agent, no lease, no world", async () => {
  t = await startTestService();
  expect((await putDataset(t, "crm", CRM_TASKS)).status).toBe(200);
  const original = (await (await trigger({ commit: SHA(1), trials: 2 })).json()).runId;
  await drain(original, "m", (id, trial) => id !== "delete-account" || trial === 0);
  const before = await read(original);
  expect(before.tasks.map((task: { reward: number }) => task.reward)).toEqual([1, 1, 0.75]);

  // Tightened: the contact must also have an email, which no trial set; a task is added.
  const tightened = structuredClone(CRM_TASKS);
  tightened[0]!.assertions.push({ plugin: "record-exists", requirement: "Ada has an email", options: { pack: "salesforce", collection: "Contact", where: { LastName: "Lovelace", Email: "ada@example.com" } } });
  const added = { ...structuredClone(CRM_TASKS[1]!), id: "added-later" };
  await putDataset(t, "crm", [...tightened, added]);
  const leasesBefore = (await t.service.store.evals.listTaskResults(original)).reduce((sum, row) => sum + row.attempts, 0);

  const answer = await post(t, `/api/v1/evals/${original}/regrade`, {});
  expect(answer.status).toBe(202);
  const started = await answer.json();
  expect(started).toEqual({ runId: expect.stringMatching(/^run_/), status: "running", taskCount: 4, trialCount: 8, regradeOf: original });
  expect(answer.headers.get("location")).toBe(`/api/v1/evals/${started.runId}`);
  // Its trials are the service's to grade: a worker gets nothing.
  expect(await (await post(t, `/api/v1/evals/${started.runId}/lease`, { model: "m" })).json()).toEqual({ task: null, drained: true });
  let run = await read(started.runId);
  for (let i = 0; run.status === "running" && i < 500; i++) {
    await Bun.sleep(10);
    run = await read(started.runId);
  }
  expect(run).toMatchObject({ status: "succeeded", regradeOf: original, commit: SHA(1), model: "m", trials: 2, total: 3 });
  const byId = Object.fromEntries(run.tasks.map((task: { task: string }) => [task.task, task]));
  expect(byId["add-contact"]).toMatchObject({ reward: 2 / 3, pass_rate: 0, assertions_counted: 6, assertions_passed: 4 });
  expect(byId["rename-account"]).toMatchObject({ reward: 1, pass_rate: 1 });
  expect(byId["delete-account"]).toMatchObject({ reward: 0.75, pass_rate: 0.5 });
  expect(byId["added-later"]).toMatchObject({ status: "not_graded", reward: 0 });
  expect(run.progress).toMatchObject({ graded: 6, not_graded: 2, leased: 0 });
  expect(run.tasks.every((task: { attempts: number }) => task.attempts === 0)).toBe(true);
  expect(run.baseline.runId).toBe(original);
  expect(run.comment_markdown).toContain(`Regrade of \`${original}\``);
  expect(run.comment_markdown).toContain("`added-later`");
  // No lease was taken and no world made: the original's rows are untouched.
  expect((await t.service.store.evals.listTaskResults(original)).reduce((sum, row) => sum + row.attempts, 0)).toBe(leasesBefore);
  expect(t.service.worlds.size).toBe(0);
  // A running or unknown run cannot be regraded.
  const running = (await (await trigger({ commit: SHA(2) })).json()).runId;
  expect((await post(t, `/api/v1/evals/${running}/regrade`, {})).status).toBe(409);
  expect((await post(t, "/api/v1/evals/run_nope/regrade", {})).status).toBe(404);
}, 30_000);

test("dataset health: pass rates and flakiness over the last runs; the flip list marks known-flaky tasks", async () => {
  t = await startTestService();
  expect((await putDataset(t, "crm", CRM_TASKS)).status).toBe(200);
  // rename-account passes its trial 0 only: its two trials always disagree.
  for (const n of [1, 2, 3]) {
    const runId = (await (await trigger({ commit: SHA(n), trials: 2 })).json()).runId;
    await drain(runId, "m", (id, trial) => id !== "rename-account" || trial === 0);
  }
  const health = await (await t.control("/api/v1/datasets/crm/health?model=m&last=2")).json();
  expect(health.runs).toHaveLength(2);
  const byId = Object.fromEntries(health.tasks.map((task: { task: string }) => [task.task, task]));
  expect(byId["rename-account"]).toMatchObject({ runs: 2, trials: 4, pass_rate: 0.5, flakiness: 1, disagreeing_runs: 2, known_flaky: true });
  expect(byId["add-contact"]).toMatchObject({ pass_rate: 1, flakiness: 0, known_flaky: false });
  expect((await t.control("/api/v1/datasets/crm/health?last=0")).status).toBe(400);
  expect((await t.control("/api/v1/datasets/nope/health")).status).toBe(404);

  // One trial that passes, then one that fails: a flip to failing, within noise, marked as known flaky.
  const passing = (await (await trigger({ commit: SHA(8) })).json()).runId;
  await drain(passing, "m", () => true);
  const worse = (await (await trigger({ commit: SHA(9) })).json()).runId;
  await drain(worse, "m", (id) => id !== "rename-account");
  const run = await read(worse);
  expect(run.statistics.tasks.find((task: { task: string }) => task.task === "rename-account")).toMatchObject({ known_flaky: true, baseline_rate: 1, current_rate: 0, significant: false });
  expect([run.conclusion, run.noise_aware_conclusion]).toEqual(["failure", "success"]);
  expect(run.comment_markdown).toMatch(/`rename-account`: passing → failing _\(within noise, p = [0-9.]+\)_ _\(known flaky\)_/);
}, 30_000);

test("a regrade left running (a restart, a node gone) is resumed by the reaper's pass and finishes", async () => {
  t = await startTestService();
  expect((await putDataset(t, "crm", CRM_TASKS)).status).toBe(200);
  const original = (await (await trigger({ commit: SHA(1) })).json()).runId;
  await drain(original, "m", () => true);
  const source = (await t.service.store.evals.getRun(original))!;
  // What a regrade looks like when its node died before grading: a running run of queued trials.
  const rows = await t.service.store.evals.listTaskResults(original);
  const orphan = newRun(source.orgId, "crm", source.commit, { model: "m", trials: 1, alpha: 0.05, manifest: source.manifest, regradeOf: original, createdAt: t.clock.now });
  await t.service.store.evals.insertRun(orphan, rows.map((row) => ({ ...newTaskRow(orphan.id, row.task, row.position, row.trial), toolCalls: row.toolCalls, answer: row.answer })));
  await evalUpkeep(t.service);
  let run = await read(orphan.id);
  for (let i = 0; run.status === "running" && i < 500; i++) {
    await Bun.sleep(10);
    run = await read(orphan.id);
  }
  expect(run).toMatchObject({ status: "succeeded", resolved: 3, regradeOf: original, progress: { graded: 3 } });
}, 30_000);

test("states past EVAL_STATE_RETENTION_DAYS are forgotten; their trials regrade as not graded", async () => {
  t = await startTestService({ evals: { leaseMs: 120_000, maxAttempts: 3, worldLimit: 32, stateRetentionMs: 86_400_000 } });
  expect((await putDataset(t, "crm", CRM_TASKS)).status).toBe(200);
  const original = (await (await trigger({ commit: SHA(1) })).json()).runId;
  await drain(original, "m", () => true);
  expect((await t.service.store.evals.listTrialStates(original)).length).toBe(3);
  t.clock.advance(86_400_000 + 1);
  expect(await evalUpkeep(t.service)).toMatchObject({ forgottenStates: 3 });
  const started = await (await post(t, `/api/v1/evals/${original}/regrade`, {})).json();
  let run = await read(started.runId);
  for (let i = 0; run.status === "running" && i < 500; i++) {
    await Bun.sleep(10);
    run = await read(started.runId);
  }
  expect(run).toMatchObject({ total: 0, progress: { not_graded: 3 } });
  expect(run.tasks[0].error).toContain("EVAL_STATE_RETENTION_DAYS");
}, 30_000);
