import { afterEach, beforeEach, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { CRM_TASKS, SHA, post, putDataset } from "../../tests/support/eval-fixtures.ts";
import { connectInProcess } from "../mcp/in-process-client.ts";

// What a task leaves behind once graded: its tool-call log (the world itself is freed), the agent's
// answer, what it spent, and how long it took.
let t: TestService;
beforeEach(async () => {
  t = await startTestService();
  expect((await putDataset(t, "crm", CRM_TASKS)).status).toBe(200);
});
afterEach(() => t.close());

async function leaseOne() {
  const runId = (await (await post(t, "/api/v1/evals", { commit: SHA(1), dataset: "crm", tasks: ["rename-account"] })).json()).runId as string;
  const leased = await (await post(t, `/api/v1/evals/${runId}/lease`, { model: "m" })).json();
  return { runId, ...leased };
}

test("a graded task keeps its tool calls, answer, usage and duration", async () => {
  const { runId, task, lease } = await leaseOne();
  const client = await connectInProcess((r) => t.service.mockApp.handle(r), task.mcp.url, task.mcp.headers);
  await client.callTool({ name: "salesforce_update_record", arguments: { sobject: "Account", id: "001000000000001AAA", fields: { Name: "Acme Corporation" } } });
  await client.close();
  t.clock.advance(4200);
  const usage = { inputTokens: 1200, outputTokens: 300, costUsd: 0.0123 };
  const done = await post(t, `/api/v1/evals/${runId}/tasks/${task.taskResultId}/complete`, { leaseId: lease.leaseId, answer: "Renamed it.", usage });
  expect((await done.json()).reward).toBe(1);
  expect(t.service.worlds.size).toBe(0);

  const view = (await (await t.control(`/api/v1/evals/${runId}`)).json()).tasks[0];
  expect(view).toMatchObject({ taskResultId: task.taskResultId, answer: "Renamed it.", usage, durationMs: 4200 });
  const record = await (await t.control(`/api/v1/evals/${runId}/tasks/${task.taskResultId}`)).json();
  expect(record.toolCalls.map((c: { tool: string; outcome: string }) => [c.tool, c.outcome])).toEqual([["salesforce_update_record", "ok"]]);
  expect(record.toolCalls[0].at).toMatch(/^\d{4}-\d\d-\d\dT/);
  // What the agent was asked, and what each tool answered it.
  expect(record.ticket).toBe(CRM_TASKS.find((task) => task.id === "rename-account")!.ticket);
  expect(JSON.parse(record.toolCalls[0].result)).toEqual({ id: "001000000000001AAA", success: true });
  expect((await t.control(`/api/v1/evals/${runId}/tasks/tr_nope`)).status).toBe(404);
});

test("a report with a malformed answer or usage is refused whole and the lease still holds", async () => {
  const { runId, task, lease } = await leaseOne();
  const path = `/api/v1/evals/${runId}/tasks/${task.taskResultId}/complete`;
  for (const extra of [{ answer: 42 }, { usage: { tokens: 3 } }, { usage: { costUsd: -1 } }, { usage: "cheap" }, { error: {} }]) {
    const response = await post(t, path, { leaseId: lease.leaseId, ...extra });
    expect([JSON.stringify(extra), response.status]).toEqual([JSON.stringify(extra), 400]);
  }
  expect((await (await post(t, path, { leaseId: lease.leaseId })).json()).status).toBe("graded");
});
