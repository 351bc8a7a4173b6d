import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, putDataset } from "../../tests/support/eval-fixtures.ts";

// Uploads past MAX_DATASET_TASKS tasks, or with a task whose seed is past MAX_SEED_ROWS, are refused whole.
let t: TestService;
beforeAll(async () => (t = await startTestService({ limits: { datasetTasks: 3, seedRows: 2 } })));
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
