import { expect, test } from "bun:test";
import type { TaskResultRow } from "../../evals/types.ts";
import { dataset, lease, run, storeRun, task, type StoreHarness } from "./fixtures.ts";

export function evalCases(h: StoreHarness): void {
  test("datasets: put replaces, get, list by slug", async () => {
    const { evals } = h.store;
    await evals.putDataset(dataset("org_a", "zeta"));
    await evals.putDataset(dataset("org_a", "alpha", { description: "first" }));
    await evals.putDataset(dataset("org_b", "alpha"));
    await evals.putDataset(dataset("org_a", "zeta", { name: "Renamed", updatedAt: 3000 }));
    expect(await evals.getDataset("org_a", "zeta")).toEqual(dataset("org_a", "zeta", { name: "Renamed", updatedAt: 3000 }));
    expect(await evals.getDataset("org_a", "missing")).toBeUndefined();
    expect((await evals.listDatasets("org_a")).map((d) => [d.slug, d.description])).toEqual([["alpha", "first"], ["zeta", null]]);
    // Summaries: the same datasets, their tasks counted by the store and not returned.
    const three = dataset("org_a", "multi");
    await evals.putDataset({ ...three, tasks: [...three.tasks, ...three.tasks, ...three.tasks] });
    const summaries = await evals.listDatasetSummaries("org_a");
    const full = await evals.listDatasets("org_a");
    expect(summaries.map((d) => [d.slug, d.name, d.taskCount, "tasks" in d])).toEqual(full.map((d) => [d.slug, d.name, d.tasks.length, false]));
    expect(summaries.map((d) => d.taskCount)).toEqual([1, 3, 1]);
    expect(await evals.getDatasetSummary("org_a", "multi")).toEqual(summaries[1]);
    expect(await evals.getDatasetSummary("org_a", "missing")).toBeUndefined();
  });

  test("runs: insert with tasks (all or nothing), get, update, JSON fields round trip", async () => {
    const { evals } = h.store;
    const full = run("run_1", {
      regression: { baselineRunId: "run_0", resolvedDelta: -1 } as never, baselineRequest: { ref: "main" } as never,
      baseline: { runId: "run_0", reason: "named" } as never,
    });
    const tasks = [task("run_1", 0, { usage: { inputTokens: 3 } as never, reward: 0.25 }), task("run_1", 1)];
    await evals.insertRun(full, tasks);
    expect(await evals.getRun("run_1")).toEqual(full);
    expect(await evals.listTaskResults("run_1")).toEqual(tasks);
    await evals.updateRun({ ...full, status: "succeeded", finishedAt: 5000, conclusion: "success", commentMarkdown: "done" });
    expect(await evals.getRun("run_1")).toMatchObject({ status: "succeeded", finishedAt: 5000, conclusion: "success", commentMarkdown: "done" });
    await expect(evals.insertRun(run("run_2"), [task("run_2", 0), task("run_2", 0)])).rejects.toThrow();
    expect(await evals.getRun("run_2")).toBeUndefined();
    expect(await evals.listTaskResults("run_2")).toEqual([]);
    expect(await evals.getRun("missing")).toBeUndefined();
  });

  test("listRuns: newest first, filters, cursor paging; listFinishedRuns; listRunningRuns", async () => {
    const { evals } = h.store;
    const rows = [
      run("r1", { createdAt: 100, ref: "main", model: "m1" }),
      run("r2", { createdAt: 200, ref: "dev", model: "m2", status: "succeeded", finishedAt: 250 }),
      run("r3", { createdAt: 200, ref: "main", model: "m1", status: "failed", finishedAt: 400 }),
      run("r4", { createdAt: 300, dataset: "other", status: "cancelled" }),
      run("r5", { createdAt: 400, orgId: "org_b" }),
      run("r6", { createdAt: 500, ref: "main", model: "m1", status: "succeeded", finishedAt: 600 }),
    ];
    for (const r of rows) await evals.insertRun(r, []);
    const ids = (runs: { id: string }[]) => runs.map((r) => r.id);
    expect(ids(await evals.listRuns("org_a", {}, 10))).toEqual(["r6", "r4", "r3", "r2", "r1"]);
    const page1 = await evals.listRuns("org_a", {}, 2);
    expect(ids(page1)).toEqual(["r6", "r4"]);
    const page2 = await evals.listRuns("org_a", {}, 2, { createdAt: page1[1]!.createdAt, id: page1[1]!.id });
    expect(ids(page2)).toEqual(["r3", "r2"]);
    expect(ids(await evals.listRuns("org_a", {}, 2, { createdAt: 200, id: "r2" }))).toEqual(["r1"]);
    expect(ids(await evals.listRuns("org_a", { dataset: "crm", model: "m1" }, 10))).toEqual(["r6", "r3", "r1"]);
    expect(ids(await evals.listRuns("org_a", { status: "succeeded" }, 10))).toEqual(["r6", "r2"]);
    expect(ids(await evals.listRuns("org_a", { refs: ["dev", "nope"] }, 10))).toEqual(["r2"]);
    expect(ids(await evals.listFinishedRuns("org_a", "crm", {}, 600, "r6", 10))).toEqual(["r3", "r2"]);
    expect(ids(await evals.listFinishedRuns("org_a", "crm", { model: "m1" }, 1000, "none", 1))).toEqual(["r6"]);
    expect(ids(await evals.listFinishedRuns("org_a", "crm", { refs: ["main"] }, 300, "none", 10))).toEqual([]);
    expect(ids(await evals.listRunningRuns())).toEqual(["r1", "r4", "r5"]);
  });

  test("task results: outcomes, counts, cancel, expired leases, leased count per organization", async () => {
    const { evals } = h.store;
    await storeRun(h.store, "run_1", 4);
    await storeRun(h.store, "run_2", 2);
    await storeRun(h.store, "run_b", 1, { orgId: "org_b" });
    const [t0, t1] = await evals.listTaskResults("run_1");
    expect(await evals.updateTaskResult({ ...t0!, status: "graded", reward: 0.75, assertionsPassed: 3, assertionsCounted: 4, gradedAt: 900, durationMs: 120 })).toBe(true);
    expect(await evals.updateTaskResult({ ...t1!, status: "leased", leaseId: "l1", leaseExpiresAt: 1000, attempts: 1 })).toBe(true);
    const [u0] = await evals.listTaskResults("run_2");
    await evals.updateTaskResult({ ...u0!, status: "leased", leaseId: "l2", leaseExpiresAt: 2000 });
    const [b0] = await evals.listTaskResults("run_b");
    await evals.updateTaskResult({ ...b0!, status: "leased", leaseId: "lb", leaseExpiresAt: 1 });
    expect(await evals.getTaskResult(t0!.id)).toMatchObject({ status: "graded", reward: 0.75, gradedAt: 900, durationMs: 120 });
    expect(await evals.getTaskResult("missing")).toBeUndefined();
    expect(await evals.listTaskOutcomes("run_1")).toEqual([
      { status: "graded", reward: 0.75, assertionsPassed: 3, assertionsCounted: 4, position: 0, trial: 0 },
      { status: "leased", reward: 0, assertionsPassed: 0, assertionsCounted: 0, position: 1, trial: 0 },
      { status: "queued", reward: 0, assertionsPassed: 0, assertionsCounted: 0, position: 2, trial: 0 },
      { status: "queued", reward: 0, assertionsPassed: 0, assertionsCounted: 0, position: 3, trial: 0 },
    ]);
    expect(await evals.countTasksByStatus("run_1")).toEqual({ graded: 1, leased: 1, queued: 2 });
    expect(await evals.countLeasedTasks("org_a")).toBe(2);
    expect(await evals.countLeasedTasks("org_b")).toBe(1);
    expect((await evals.listExpiredLeases("run_1", 999)).map((t) => t.id)).toEqual([]);
    expect((await evals.listExpiredLeases("run_1", 1000)).map((t) => t.id)).toEqual([t1!.id]);
    expect(await evals.cancelQueuedTasks("run_1")).toBe(2);
    expect(await evals.cancelQueuedTasks("run_1")).toBe(0);
    expect(await evals.countTasksByStatus("run_1")).toEqual({ graded: 1, leased: 1, cancelled: 2 });
  });

  test("claimNextTask: first queued task by position, attempts + 1; undefined when none; 'limit' at the limit", async () => {
    const { evals } = h.store;
    await storeRun(h.store, "run_1", 3);
    const claimed = await evals.claimNextTask("run_1", "org_a", 2, { leaseId: "l0", leaseExpiresAt: 9000, leasedAt: 8000 });
    expect(claimed).toMatchObject({ id: "run_1_t0", status: "leased", attempts: 1, leaseId: "l0", leaseExpiresAt: 9000, leasedAt: 8000, worldId: null });
    expect(await evals.claimNextTask("run_1", "org_a", 2, { leaseId: "l1", leaseExpiresAt: 9000, leasedAt: 8000 })).toMatchObject({ id: "run_1_t1" });
    expect(await evals.claimNextTask("run_1", "org_a", 2, { leaseId: "l2", leaseExpiresAt: 9000, leasedAt: 8000 })).toBe("limit");
    expect(await evals.claimNextTask("run_1", "org_a", 3, { leaseId: "l2", leaseExpiresAt: 9000, leasedAt: 8000 })).toMatchObject({ id: "run_1_t2" });
    expect(await evals.claimNextTask("run_1", "org_a", 10, { leaseId: "l3", leaseExpiresAt: 9000, leasedAt: 8000 })).toBeUndefined();
    expect(await evals.claimNextTask("missing", "org_a", 10, { leaseId: "l3", leaseExpiresAt: 9000, leasedAt: 8000 })).toBeUndefined();
  });

  test("trials: claimed lowest trial first, listed by position then trial; trial outcomes; kept trial states", async () => {
    const { evals } = h.store;
    const rows = [0, 1].flatMap((trial) => [0, 1].map((position) => task("run_t", position, { id: `run_t_${position}_${trial}`, trial })));
    await evals.insertRun(run("run_t", { trials: 2 }), rows.reverse());
    expect((await evals.listTaskResults("run_t")).map((t) => t.id)).toEqual(["run_t_0_0", "run_t_0_1", "run_t_1_0", "run_t_1_1"]);
    const claims: string[] = [];
    for (let i = 0; i < 4; i++) claims.push(((await evals.claimNextTask("run_t", "org_a", 10, lease(i))) as { id: string }).id);
    expect(claims).toEqual(["run_t_0_0", "run_t_1_0", "run_t_0_1", "run_t_1_1"]);
    const [first] = await evals.listTaskResults("run_t");
    await evals.updateTaskResult({ ...first!, status: "graded", reward: 1 });
    expect(await evals.listTrialOutcomes(["run_t", "missing"])).toEqual([
      { runId: "run_t", taskId: "task-0", position: 0, trial: 0, status: "graded", reward: 1 },
      { runId: "run_t", taskId: "task-0", position: 0, trial: 1, status: "leased", reward: 0 },
      { runId: "run_t", taskId: "task-1", position: 1, trial: 0, status: "leased", reward: 0 },
      { runId: "run_t", taskId: "task-1", position: 1, trial: 1, status: "leased", reward: 0 },
    ]);
    expect(await evals.listTrialOutcomes([])).toEqual([]);
    const state = new Uint8Array([1, 2, 3, 250]);
    await evals.putTrialState({ taskResultId: "run_t_0_0", runId: "run_t", createdAt: 100, bytes: 4, state });
    await evals.putTrialState({ taskResultId: "run_t_1_0", runId: "run_t", createdAt: 300, bytes: 1, state: new Uint8Array([9]) });
    expect(await evals.getTrialState("run_t_0_0")).toEqual({ taskResultId: "run_t_0_0", runId: "run_t", createdAt: 100, bytes: 4, state });
    expect((await evals.listTrialStates("run_t")).map((s) => [s.taskResultId, s.bytes]).sort()).toEqual([["run_t_0_0", 4], ["run_t_1_0", 1]]);
    expect(await evals.deleteTrialStatesBefore(200)).toBe(1);
    expect(await evals.getTrialState("run_t_0_0")).toBeUndefined();
    expect(await evals.getTrialState("run_t_1_0")).toMatchObject({ bytes: 1 });
  });

  test("30 concurrent claims from two handles: each task leased once", async () => {
    const { store } = h;
    const other = await h.openAnother();
    await storeRun(store, "run_1", 40);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) =>
      (i % 2 ? other : store).evals.claimNextTask("run_1", "org_a", 1000, { leaseId: `lease_${i}`, leaseExpiresAt: 9000, leasedAt: 8000 })));
    const claimed = results.filter((r): r is TaskResultRow => typeof r === "object");
    expect(claimed).toHaveLength(30);
    expect(new Set(claimed.map((t) => t.id)).size).toBe(30);
    expect(new Set(claimed.map((t) => t.leaseId)).size).toBe(30);
    // The first 30 positions, none skipped.
    expect(claimed.map((t) => t.position).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(await store.evals.countTasksByStatus("run_1")).toEqual({ leased: 30, queued: 10 });
  });

  test("30 concurrent claims over two runs never pass the organization's limit", async () => {
    const { store } = h;
    const other = await h.openAnother();
    await storeRun(store, "run_1", 20);
    await storeRun(store, "run_2", 20);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) =>
      (i % 2 ? other : store).evals.claimNextTask(i % 3 ? "run_1" : "run_2", "org_a", 5, { leaseId: `lease_${i}`, leaseExpiresAt: 9000, leasedAt: 8000 })));
    expect(results.filter((r) => typeof r === "object")).toHaveLength(5);
    expect(results.filter((r) => r === "limit")).toHaveLength(25);
    expect(await store.evals.countLeasedTasks("org_a")).toBe(5);
  });

  test("updateTaskResult with expected writes only over the expected status and lease", async () => {
    const { evals } = h.store;
    const [queued] = await storeRun(h.store, "run_1", 1);
    // A null lease is matched as null (IS), not never.
    expect(await evals.updateTaskResult({ ...queued!, error: "x" }, { status: "queued", leaseId: null })).toBe(true);
    const leased = await evals.claimNextTask("run_1", "org_a", 5, { leaseId: "l1", leaseExpiresAt: 9000, leasedAt: 8000 });
    if (typeof leased !== "object") throw new Error("expected a claim");
    const graded = { ...leased, status: "graded" as const, reward: 1, leaseExpiresAt: null };
    expect(await evals.updateTaskResult(graded, { status: "leased", leaseId: "other-lease" })).toBe(false);
    expect(await evals.updateTaskResult(graded, { status: "queued", leaseId: "l1" })).toBe(false);
    expect(await evals.updateTaskResult(graded, { status: "leased", leaseId: null })).toBe(false);
    expect(await evals.getTaskResult(leased.id)).toMatchObject({ status: "leased", reward: 0 });
    const [first, second] = await Promise.all([
      evals.updateTaskResult(graded, { status: "leased", leaseId: "l1" }),
      evals.updateTaskResult({ ...leased, status: "queued", leaseId: null }, { status: "leased", leaseId: "l1" }),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect((await evals.getTaskResult(leased.id))?.status).toBe(first ? "graded" : "queued");
    expect(await evals.updateTaskResult({ ...graded, id: "missing" }, { status: "leased", leaseId: "l1" })).toBe(false);
  });
}
