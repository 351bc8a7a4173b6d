import { afterAll, beforeAll, expect, test } from "bun:test";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, SHA, checkDataset, post, putDataset } from "../../tests/support/eval-fixtures.ts";
import { connectInProcess } from "../mcp/in-process-client.ts";
import type { DatasetTask } from "./types.ts";

// A dataset task may declare fault rules: its world's CRM times out on the first create, so the task
// tells an agent that retries a failed create (resolved) from one that ends up with two records (not).
let t: TestService;
beforeAll(async () => (t = await startTestService()), 30_000);
afterAll(() => t.close());

const ADD_CONTACT = CRM_TASKS[0]!;
const TIMED_OUT: DatasetTask = {
  ...structuredClone(ADD_CONTACT),
  id: "add-contact-through-a-timeout",
  faults: [{ match: { pack: "salesforce", operation: "createRecord" }, effect: "timeout", ms: 10, nth: [1] }],
};
const createArgs = (ADD_CONTACT.oracle![0] as { arguments: Record<string, unknown> }).arguments;

async function callCreate(client: Client) {
  const result = await client.callTool({ name: "salesforce_create_record", arguments: createArgs });
  return result.isError ? `error: ${(result.content as Array<{ text: string }>)[0]!.text}` : "ok";
}

test("a task's faults are checked against its providers at upload, naming the field", async () => {
  const bad = { ...structuredClone(TIMED_OUT), faults: [{ match: { pack: "slack" }, effect: "rate_limit" }] };
  const response = await putDataset(t, "faulty", [bad]);
  expect(response.status).toBe(400);
  expect((await response.json()).error).toBe(
    `Dataset refused, nothing was stored: Task "add-contact-through-a-timeout": faults[0].match.pack: the world has no provider "slack" (it has salesforce)`,
  );
}, 30_000);

test("the check proves the task through its fault (the oracle calls a faulted step again)", async () => {
  expect((await putDataset(t, "resilience", [TIMED_OUT])).status).toBe(200);
  const check = await checkDataset(t, "resilience");
  expect(check).toMatchObject({ status: "done", sound: true });
  expect(check.tasks[0]).toMatchObject({ oracle: { reward: 1, error: null }, idle: { reward: 0 } });
}, 30_000);

test("an agent that retries the timed-out create is resolved; one that creates the contact twice is not", async () => {
  expect((await putDataset(t, "resilience", [TIMED_OUT])).status).toBe(200);
  const { runId } = await (await post(t, "/api/v1/evals", { commit: SHA(7), dataset: "resilience", trials: 2 })).json();
  const agents: Array<(client: Client) => Promise<string[]>> = [
    async (client) => [await callCreate(client), await callCreate(client)],
    async (client) => [await callCreate(client), await callCreate(client), await callCreate(client)],
  ];
  const outcomes: Array<{ calls: string[]; reward: number }> = [];
  for (const agent of agents) {
    const { task, lease } = await (await post(t, `/api/v1/evals/${runId}/lease`, { model: "m" })).json();
    const client = await connectInProcess((r) => t.service.mockApp.handle(r), task.mcp.url, task.mcp.headers);
    const calls = await agent(client);
    await client.close();
    const graded = await (await post(t, `/api/v1/evals/${runId}/tasks/${task.taskResultId}/complete`, { leaseId: lease.leaseId })).json();
    outcomes.push({ calls, reward: graded.reward });
  }
  const timedOut = "error: REQUEST_RUNNING_TOO_LONG: Your request was running for too long, and has been stopped.";
  expect(outcomes).toEqual([
    { calls: [timedOut, "ok"], reward: 1 },
    { calls: [timedOut, "ok", "ok"], reward: 0.5 },
  ]);
}, 30_000);
