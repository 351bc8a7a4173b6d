import { afterAll, beforeAll, expect, test } from "bun:test";
import { resolve } from "node:path";
import { FIXTURE_PACKS, startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, SHA, checkDataset, post, putDataset } from "../../tests/support/eval-fixtures.ts";

// A task whose plugins overrun GRADING_BUDGET_MS is the service's failure (an infrastructure error),
// never the agent's: the worker grading it is ended, and the next task is graded as usual.
const SPIN = resolve(import.meta.dir, "../../tests/fixtures/spin-grader/plugin.ts");
let t: TestService;
beforeAll(async () => (t = await startTestService({ extraPacks: [...FIXTURE_PACKS, SPIN], limits: { gradingBudgetMs: 1_000 } })));
afterAll(() => t.close());

const [addContact, rename] = CRM_TASKS;
const spinning = { ...structuredClone(addContact!), assertions: [...addContact!.assertions, { plugin: "spin", requirement: "Grading never ends", options: {} }] };

test("grading past the budget is retried once on a fresh world, then recorded as an infrastructure error; the run fails", async () => {
  expect((await putDataset(t, "spin", [spinning, rename])).status).toBe(200);
  const { runId } = await (await post(t, "/api/v1/evals", { commit: SHA(1), dataset: "spin" })).json();
  const outcomes: Record<string, unknown[]> = {};
  for (;;) {
    const { task, lease } = await (await post(t, `/api/v1/evals/${runId}/lease`, { model: "m" })).json();
    if (!task) break;
    const completed = await post(t, `/api/v1/evals/${runId}/tasks/${task.taskResultId}/complete`, { leaseId: lease.leaseId });
    expect(completed.status).toBe(200);
    (outcomes[task.taskId] ??= []).push((await completed.json()).status);
  }
  expect(outcomes).toEqual({ "add-contact": ["queued", "infra_error"], "rename-account": ["graded"] });
  const run = await (await t.control(`/api/v1/evals/${runId}`)).json();
  expect(run.status).toBe("failed");
  const addContact = run.tasks.find((task: { task: string }) => task.task === "add-contact");
  expect(addContact).toMatchObject({ status: "infra_error", attempts: 2 });
  expect(addContact.error).toBe("Infrastructure: grading took longer than 1000 ms (GRADING_BUDGET_MS) and was stopped; not graded (the service's failure, not the agent's)");
  expect(run.progress).toMatchObject({ infra_error: 1, graded: 1 });
  expect(run.comment_markdown).toContain("Infrastructure: grading took longer than 1000 ms");
}, 60_000);

test("a dataset check reports the task whose grading overran as unsound, and checks the others", async () => {
  const check = await checkDataset(t, "spin");
  expect(check.status).toBe("done");
  expect(check.tasks.map((task: { task: string; sound: boolean; problem: string | null }) => [task.task, task.sound, task.problem])).toEqual([
    ["add-contact", false, "grading failed: grading took longer than 1000 ms (GRADING_BUDGET_MS) and was stopped"],
    ["rename-account", true, null],
  ]);
}, 60_000);
