import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, putDataset } from "../../tests/support/eval-fixtures.ts";

// Uploads past MAX_DATASET_TASKS tasks, MAX_DATASET_BYTES bytes, or with a task whose seed is past
// MAX_SEED_ROWS or whose assertions are past MAX_ASSERTIONS_PER_TASK, are refused whole.
let t: TestService;
beforeAll(async () => (t = await startTestService({ limits: { datasetTasks: 3, seedRows: 2, assertionsPerTask: 3, datasetBytes: 20_000 } })));
afterAll(() => t.close());

const tasks = (n: number) => Array.from({ length: n }, (_, i) => ({ ...structuredClone(CRM_TASKS[i % CRM_TASKS.length]!), id: `task-${i}` }));

test("a dataset of more tasks than MAX_DATASET_TASKS is 400 naming the setting", async () => {
  expect((await putDataset(t, "crm", tasks(3))).status).toBe(200);
  const refused = await putDataset(t, "bigger", tasks(4));
  expect(refused.status).toBe(400);
  expect((await refused.json()).error).toBe(
    "Dataset refused, nothing was stored: the dataset has 4 tasks; a dataset may hold at most 3 (MAX_DATASET_TASKS). Split it, or raise MAX_DATASET_TASKS on the service.",
  );
  expect((await t.control("/api/v1/datasets/bigger")).status).toBe(404);
});

test("a task whose seed holds more than MAX_SEED_ROWS records is 400 naming the task and the setting", async () => {
  const [, , deleteAccount] = tasks(3); // seeds two accounts: at the limit
  const big = { ...structuredClone(deleteAccount!), id: "too-big" };
  (big.seed as { salesforce: { Account: unknown[] } }).salesforce.Account.push({ Id: "001000000000003AAA", Name: "Initech" });
  const refused = await putDataset(t, "crm", [deleteAccount, big]);
  expect(refused.status).toBe(400);
  const { error } = await refused.json();
  expect(error).toContain(`Task "too-big": seed: the seed holds 3 records; one world's seed may hold at most 2`);
  expect(error).toContain("(MAX_SEED_ROWS)");
  // The stored dataset is the earlier one, untouched.
  expect((await (await t.control("/api/v1/datasets/crm")).json()).taskCount).toBe(3);
});

test("a body larger than MAX_DATASET_BYTES is 413 naming the setting, refused before it is parsed", async () => {
  const big = { ...structuredClone(CRM_TASKS[0]!), ticket: "x".repeat(20_000) };
  const refused = await putDataset(t, "large", [big]);
  expect(refused.status).toBe(413);
  expect(await refused.json()).toEqual({
    error: "Dataset refused, nothing was stored: the body is larger than 20000 bytes (MAX_DATASET_BYTES). Split the dataset, or raise MAX_DATASET_BYTES on the service.",
  });
  expect((await t.control("/api/v1/datasets/large")).status).toBe(404);
});

test("a task with more assertions than MAX_ASSERTIONS_PER_TASK is 400 naming the task and the setting", async () => {
  const task = structuredClone(CRM_TASKS[0]!);
  const accepted = { ...task, id: "three", assertions: [...task.assertions, task.assertions[0]!] };
  const refused = { ...task, id: "four", assertions: [...accepted.assertions, task.assertions[0]!] };
  expect((await putDataset(t, "asserting", [accepted])).status).toBe(200);
  const answer = await putDataset(t, "asserting", [accepted, refused]);
  expect(answer.status).toBe(400);
  expect((await answer.json()).error).toBe(
    'Dataset refused, nothing was stored: Task "four": assertions: the task has 4 assertions; a task may hold at most 3 (MAX_ASSERTIONS_PER_TASK). Split the task, or raise MAX_ASSERTIONS_PER_TASK on the service.',
  );
});

test("a pattern grading cannot run in linear time is 400 at upload, naming the task and the assertion", async () => {
  const task = structuredClone(CRM_TASKS[1]!);
  task.assertions.push({ plugin: "answer", requirement: "Says the name twice", options: { matches: "^(\\w+) \\1$" } });
  const answer = await putDataset(t, "patterns", [task]);
  expect(answer.status).toBe(400);
  expect((await answer.json()).error).toBe(
    'Dataset refused, nothing was stored: Task "rename-account": assertions[1].options.matches is not a pattern grading can run: Invalid pattern /^(\\w+) \\1$/: backreferences are not supported (patterns run in linear time, with RE2)',
  );
  // An exponential pattern for RegExp is linear for RE2: accepted.
  task.assertions[1]!.options = { matches: "^(a+)+$" };
  expect((await putDataset(t, "patterns", [task])).status).toBe(200);
});
