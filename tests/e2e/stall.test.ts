import { afterAll, expect, test } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";
import { probeDuring } from "../support/stall-probe.ts";
import { loadConfig } from "../../core/config.ts";
import { CRM_TASKS } from "../support/eval-fixtures.ts";

// No request may stall the process: while the heaviest request the service accepts runs, the control
// plane and another world keep answering within 250 ms. Probes run from this process against a real
// service process, as a second client would.
const BUDGET_MS = 250;
// The dataset check yields between tasks, so a smaller dataset shows the same as the 2,000-task
// default while keeping the suite short; the seed uses the default cap.
const DATASET_TASKS = 300;
const SEED_ROWS = loadConfig({}).limits.seedRows;
const service = await startServiceProcess({ LOG_LEVEL: "warn", MAX_DATASET_TASKS: String(DATASET_TASKS) });
afterAll(() => service.close());

const control = (path: string, init: RequestInit = {}) =>
  fetch(`${service.controlUrl}${path}`, { ...init, headers: { authorization: `Bearer ${service.key}`, "content-type": "application/json" } });
async function snapshot(seed: unknown): Promise<string> {
  const response = await control("/providers/salesforce/create-snapshot", { method: "POST", body: JSON.stringify({ seed: { salesforce: seed } }) });
  expect(response.status).toBe(200);
  return `${(await response.json()).url}/services/data/v67.0`;
}
const bystander = await snapshot({ Account: [{ Name: "Bystander" }] });

/** Runs `load` while probing /health and the bystander world every 20 ms; the slowest probe answer, in ms. */
async function slowestProbeDuring(load: () => Promise<unknown>): Promise<number> {
  const { slowestMs } = await probeDuring([{ url: `${service.controlUrl}/health` }, { url: `${bystander}/sobjects/Account/describe`, init: { headers: { authorization: "Bearer x" } } }], load);
  console.log(`stall probe: slowest answer ${slowestMs.toFixed(1)} ms`);
  return slowestMs;
}

test("the worst-case LIKE over long names", async () => {
  const world = await snapshot({ Account: Array.from({ length: 50 }, (_, i) => ({ Name: `${"a".repeat(250)}${i}` })) });
  const slowest = await slowestProbeDuring(async () => {
    for (const pattern of ["%a%a%a%a%b", `${"%a".repeat(60)}%z`]) {
      const response = await fetch(`${world}/query?q=${encodeURIComponent(`SELECT Id FROM Account WHERE Name LIKE '${pattern}'`)}`, { headers: { authorization: "Bearer x" } });
      expect((await response.json()).totalSize).toBe(0);
    }
  });
  expect(slowest).toBeLessThan(BUDGET_MS);
});

test("a composite nested 3,000 deep", async () => {
  let body: unknown = { compositeRequest: [{ method: "GET", url: "/services/data/v67.0/limits", referenceId: "leaf" }] };
  for (let depth = 0; depth < 3000; depth++) body = { compositeRequest: [{ method: "POST", url: "/services/data/v67.0/composite", referenceId: `r${depth}`, body }] };
  const slowest = await slowestProbeDuring(async () => {
    const response = await fetch(`${bystander}/composite`, { method: "POST", body: JSON.stringify(body), headers: { authorization: "Bearer x", "content-type": "application/json" } });
    expect(response.status).toBe(400);
  });
  expect(slowest).toBeLessThan(BUDGET_MS);
});

test(`the largest accepted seed (${SEED_ROWS} rows)`, async () => {
  const slowest = await slowestProbeDuring(() => snapshot({ Account: Array.from({ length: SEED_ROWS }, (_, i) => ({ Name: `Account ${i}` })) }));
  expect(slowest).toBeLessThan(BUDGET_MS);
});

test(`a dataset check of the largest accepted dataset (${DATASET_TASKS} tasks)`, async () => {
  const tasks = Array.from({ length: DATASET_TASKS }, (_, i) => ({ ...structuredClone(CRM_TASKS[i % CRM_TASKS.length]!), id: `task-${i}` }));
  expect((await control("/api/v1/datasets/big", { method: "PUT", body: JSON.stringify({ name: "Big", tasks }) })).status).toBe(200);
  const slowest = await slowestProbeDuring(async () => {
    const started = await control("/api/v1/datasets/big/check", { method: "POST" });
    expect(started.status).toBe(202);
    const { checkId } = await started.json();
    for (;;) {
      const check = await (await control(`/api/v1/datasets/big/checks/${checkId}`)).json();
      if (check.status !== "running") return expect([check.status, check.done, check.sound]).toEqual(["done", DATASET_TASKS, true]);
      await Bun.sleep(100);
    }
  });
  expect(slowest).toBeLessThan(BUDGET_MS);
}, 120_000);
