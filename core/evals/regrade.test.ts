import { afterEach, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, SHA, drainTrials, post, putDataset, waitForRun } from "../../tests/support/eval-fixtures.ts";
import { newRun, newTaskRow } from "./create-run.ts";
import { evalUpkeep } from "./eval-upkeep.ts";

// Regrading kept final states, their retention, and a dataset's health, through the HTTP API in-process.
// Each test starts a service; the first in a process also starts the grading workers (a few seconds).
let t: TestService;
afterEach(() => t?.close());

const trigger = async (body: Record<string, unknown>) => post(t, "/api/v1/evals", { dataset: "crm", ...body });
const read = async (runId: string) => (await t.control(`/api/v1/evals/${runId}`)).json();

test("regrading grades the kept final states with today's assertions: no agent, no lease, no world", async () => {
  t = await startTestService();
  expect((await putDataset(t, "crm", CRM_TASKS)).status).toBe(200);
  const original = (await (await trigger({ commit: SHA(1), trials: 2 })).json()).runId;
  await drainTrials(t, original, "m", (id, trial) => id !== "delete-account" || trial === 0);
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
  const run = await waitForRun(t, started.runId);
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
    await drainTrials(t, runId, "m", (id, trial) => id !== "rename-account" || trial === 0);
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
  await drainTrials(t, passing, "m", () => true);
  const worse = (await (await trigger({ commit: SHA(9) })).json()).runId;
  await drainTrials(t, worse, "m", (id) => id !== "rename-account");
  const run = await read(worse);
  expect(run.statistics.tasks.find((task: { task: string }) => task.task === "rename-account")).toMatchObject({ known_flaky: true, baseline_rate: 1, current_rate: 0, significant: false });
  expect([run.conclusion, run.noise_aware_conclusion]).toEqual(["failure", "success"]);
  expect(run.comment_markdown).toMatch(/`rename-account`: passing → failing _\(within noise, p = [0-9.]+\)_ _\(known flaky\)_/);
}, 30_000);

test("a regrade left running (a restart, a node gone) is resumed by the reaper's pass and finishes", async () => {
  t = await startTestService();
  expect((await putDataset(t, "crm", CRM_TASKS)).status).toBe(200);
  const original = (await (await trigger({ commit: SHA(1) })).json()).runId;
  await drainTrials(t, original, "m", () => true);
  const source = (await t.service.store.evals.getRun(original))!;
  // What a regrade looks like when its node died before grading: a running run of queued trials.
  const rows = await t.service.store.evals.listTaskResults(original);
  const orphan = newRun(source.orgId, "crm", source.commit, { model: "m", trials: 1, alpha: 0.05, manifest: source.manifest, regradeOf: original, createdAt: t.clock.now });
  await t.service.store.evals.insertRun(orphan, rows.map((row) => ({ ...newTaskRow(orphan.id, row.task, row.position, row.trial), toolCalls: row.toolCalls, answer: row.answer })));
  await evalUpkeep(t.service);
  const run = await waitForRun(t, orphan.id);
  expect(run).toMatchObject({ status: "succeeded", resolved: 3, regradeOf: original, progress: { graded: 3 } });
}, 30_000);

test("states past EVAL_STATE_RETENTION_DAYS are forgotten; their trials regrade as not graded", async () => {
  t = await startTestService({ evals: { leaseMs: 120_000, maxAttempts: 3, worldLimit: 32, stateRetentionMs: 86_400_000 } });
  expect((await putDataset(t, "crm", CRM_TASKS)).status).toBe(200);
  const original = (await (await trigger({ commit: SHA(1) })).json()).runId;
  await drainTrials(t, original, "m", () => true);
  expect((await t.service.store.evals.listTrialStates(original)).length).toBe(3);
  t.clock.advance(86_400_000 + 1);
  expect(await evalUpkeep(t.service)).toMatchObject({ forgottenStates: 3 });
  const started = await (await post(t, `/api/v1/evals/${original}/regrade`, {})).json();
  const run = await waitForRun(t, started.runId);
  expect(run).toMatchObject({ total: 0, progress: { not_graded: 3 } });
  expect(run.tasks[0].error).toContain("EVAL_STATE_RETENTION_DAYS");
}, 30_000);
