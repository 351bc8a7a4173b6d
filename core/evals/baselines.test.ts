import { afterEach, beforeEach, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, SHA, drainRun, post, putDataset } from "../../tests/support/eval-fixtures.ts";

// Which earlier run a finishing run is compared with: the previous comparable one (succeeded and
// covering this run's tasks), or the one the trigger named.
let t: TestService;
beforeEach(async () => {
  t = await startTestService();
  expect((await putDataset(t, "crm", CRM_TASKS)).status).toBe(200);
});
afterEach(() => t.close());

const trigger = async (commit: number, extra: Record<string, unknown> = {}) => {
  const response = await post(t, "/api/v1/evals", { commit: SHA(commit), dataset: "crm", ...extra });
  expect(response.status).toBe(200);
  return (await response.json()).runId as string;
};
const read = async (runId: string) => (await t.control(`/api/v1/evals/${runId}`)).json();
const allSolved = () => "oracle" as const;
const renameUndone = (id: string) => (id === "rename-account" ? "nothing" : "oracle");

test("a subset run is passed over: the next full run compares with the last full one, and says so", async () => {
  const full = await trigger(1);
  await drainRun(t, full, "m", allSolved);
  await drainRun(t, await trigger(2, { tasks: ["add-contact"] }), "m", allSolved);
  const next = await trigger(3);
  await drainRun(t, next, "m", renameUndone);
  const result = await read(next);
  expect(result).toMatchObject({ conclusion: "failure", regression: { baselineRunId: full, sharedTasks: 3, flipped: { toFailing: ["rename-account"] } } });
  expect(result.baseline).toMatchObject({ requested: null, runId: full, commit: SHA(1) });
  expect(result.baseline.reason).toContain("ran 1 of this run's 3 tasks");
  expect(result.comment_markdown).toContain(`Baseline: \`${full}\``);
  expect(result.comment_markdown).toContain("| Resolution | 2/3 (66.7%) | 100.0% | −33.3 pts |");
});

test("a run that failed on infrastructure is never a baseline", async () => {
  const good = await trigger(1);
  await drainRun(t, good, "m", renameUndone);
  t.service.settings.maxAttempts = 1;
  const broken = await trigger(2, { tasks: ["rename-account"] });
  await post(t, `/api/v1/evals/${broken}/lease`, { model: "m" });
  t.clock.advance(t.service.settings.leaseMs + 1);
  await drainRun(t, broken, "m", allSolved);
  expect((await read(broken)).status).toBe("failed");
  t.service.settings.maxAttempts = 3;
  const next = await trigger(3);
  await drainRun(t, next, "m", renameUndone);
  const result = await read(next);
  // Against the failed run the unchanged results would read as an improvement or a drop; against the good one, no change.
  expect(result).toMatchObject({ conclusion: "success", regression: { baselineRunId: good, flipped: { toFailing: [], toPassing: [] } } });
  expect(result.baseline.reason).toContain(`${broken} (failed)`);
});

test("a trigger may name the baseline run; the run object shows the request before and the choice after", async () => {
  const solved = await trigger(1);
  await drainRun(t, solved, "m", allSolved);
  await drainRun(t, await trigger(2), "m", renameUndone);
  const pinned = await trigger(3, { baseline: { runId: solved } });
  expect((await read(pinned)).baseline).toEqual({ requested: { runId: solved }, runId: null, commit: null, reason: "chosen when the run finishes" });
  await drainRun(t, pinned, "m", renameUndone);
  // The previous run had the same failure (success against it); the named one did not.
  const result = await read(pinned);
  expect(result).toMatchObject({ conclusion: "failure", regression: { baselineRunId: solved } });
  expect(result.baseline).toEqual({ requested: { runId: solved }, runId: solved, commit: SHA(1), reason: "named by the trigger" });
});

test("baseline {ref} takes the newest comparable run on that branch, as a pull request compares with its base", async () => {
  const onMain = await trigger(1, { ref: "refs/heads/main" });
  await drainRun(t, onMain, "m", allSolved);
  await drainRun(t, await trigger(2, { ref: "refs/heads/feature" }), "m", renameUndone);
  const pr = await trigger(3, { ref: "refs/pull/7/merge", baseline: { ref: "main" } });
  await drainRun(t, pr, "m", renameUndone);
  const result = await read(pr);
  expect(result).toMatchObject({ conclusion: "failure", regression: { baselineRunId: onMain } });
  expect(result.baseline.reason).toContain("on main");

  const nothingThere = await trigger(4, { baseline: { ref: "release" } });
  await drainRun(t, nothingThere, "m", allSolved);
  const lonely = await read(nothingThere);
  expect(lonely).toMatchObject({ conclusion: "neutral", regression: null, baseline: { runId: null } });
  expect(lonely.comment_markdown).toContain("Baseline: none, no earlier run of crm with m on release");
});

test("a baseline request that cannot be met is refused at the trigger", async () => {
  await putDataset(t, "other", CRM_TASKS.slice(0, 1));
  const otherRun = (await (await post(t, "/api/v1/evals", { commit: SHA(1), dataset: "other" })).json()).runId;
  for (const baseline of [{ runId: "run_nope" }, { runId: otherRun }, { ref: "" }, { runId: otherRun, ref: "main" }, "main", { branch: "main" }]) {
    const response = await post(t, "/api/v1/evals", { commit: SHA(2), dataset: "crm", baseline });
    expect([JSON.stringify(baseline), response.status]).toEqual([JSON.stringify(baseline), 400]);
  }
});
