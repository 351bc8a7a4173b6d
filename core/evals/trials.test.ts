import { afterEach, expect, test } from "bun:test";
import { join } from "node:path";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, SHA, drainTrials, post, putDataset } from "../../tests/support/eval-fixtures.ts";
import { createSqliteStore } from "../store/sqlite-store.ts";

// Trials, infrastructure errors, comparability and regrading, driven through the HTTP API in-process
// (the SDK-driven statistics acceptance is tests/e2e/trials.test.ts).
// Each test starts a service; the first in a process also starts the grading workers (a few seconds).
let t: TestService;
afterEach(() => t?.close());

const trigger = async (body: Record<string, unknown>) => post(t, "/api/v1/evals", { dataset: "crm", ...body });
const read = async (runId: string) => (await t.control(`/api/v1/evals/${runId}`)).json();

test("trials: each task is leased k times on fresh worlds; a task's reward is its trials' mean and it resolves only when every trial does", async () => {
  t = await startTestService();
  expect((await putDataset(t, "crm", CRM_TASKS)).status).toBe(200);
  const created = await (await trigger({ commit: SHA(1), trials: 3 })).json();
  expect(created).toEqual({ runId: expect.stringMatching(/^run_/), status: "running", taskCount: 3, trialCount: 9 });
  // add-contact passes every trial, rename-account its trial 1 only, delete-account none.
  const handed = await drainTrials(t, created.runId, "m", (id, trial) => id === "add-contact" || (id === "rename-account" && trial === 1));
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
  await drainTrials(t, runId, "m", () => true);
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
  await drainTrials(t, baseline, "m", () => true);

  failures = 1; // the first lease's world fails once: retried on a fresh world
  const retried = (await (await trigger({ commit: SHA(2) })).json()).runId;
  await drainTrials(t, retried, "m", () => true);
  expect(await read(retried)).toMatchObject({ status: "succeeded", resolved: 3, conclusion: "success", noise_aware_conclusion: "success" });

  failures = 2; // twice: the first task is an infrastructure error
  const failed = (await (await trigger({ commit: SHA(3) })).json()).runId;
  await drainTrials(t, failed, "m", () => true);
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
  await drainTrials(t, first, "m", () => true);
  const edited = structuredClone(CRM_TASKS);
  edited[1]!.assertions[0]!.requirement = "The account is renamed to Acme Corporation";
  await putDataset(t, "crm", edited);
  const second = (await (await trigger({ commit: SHA(2) })).json()).runId;
  // rename-account now fails, but it changed: not a flip, not a regression.
  await drainTrials(t, second, "m", (id) => id !== "rename-account", edited);
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
  await drainTrials(t, third, "m", () => true, oracleOnly);
  expect((await read(third)).comparability).toEqual({ comparable: true, differences: [], changed_tasks: [] });
}, 30_000);
