import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { SHA, post, putDataset } from "../../tests/support/eval-fixtures.ts";
import { connectInProcess } from "../mcp/in-process-client.ts";

// A task names the MCP profile its agent uses; a trigger may set it for the whole run. The EvalTask's
// address is that surface, grading reads a profile's calls as the native tool's, and the run says which.
let t: TestService;
beforeAll(async () => (t = await startTestService()), 30_000);
afterAll(() => t.close());

const task = {
  id: "jot", ticket: "Add a note saying hello.", seed: { notes: { items: [] } }, mcp: { notes: { profile: "jotter" } },
  assertions: [
    { plugin: "tool-called", requirement: "The note tool was called with hello", options: { tool: "notes_create_note", arguments: { text: "hello" } } },
    { plugin: "record-count", requirement: "One note", options: { pack: "notes", collection: "notes", equals: 1 } },
  ],
};

/** Leases the run's one task, lets `act` use its MCP server, completes it; the EvalTask and the run. */
async function runOnce(body: Record<string, unknown>, act: (tools: string[], call: (name: string, args: Record<string, unknown>) => Promise<unknown>) => Promise<void>) {
  const { runId } = await (await post(t, "/api/v1/evals", { commit: SHA(1), dataset: "jot", ...body })).json();
  const { task: leased, lease } = await (await post(t, `/api/v1/evals/${runId}/lease`, { model: "m" })).json();
  const client = await connectInProcess((r) => t.service.mockApp.handle(r), leased.mcp.url, leased.mcp.headers);
  await act((await client.listTools()).tools.map((tool) => tool.name).sort(), (name, args) => client.callTool({ name, arguments: args }));
  await client.close();
  await post(t, `/api/v1/evals/${runId}/tasks/${leased.taskResultId}/complete`, { leaseId: lease.leaseId });
  return { leased, run: await (await t.control(`/api/v1/evals/${runId}`)).json() };
}

test("the task's profile is the EvalTask's surface; a call through it grades as the native tool", async () => {
  expect((await putDataset(t, "jot", [task])).status).toBe(200);
  const { leased, run } = await runOnce({}, async (tools, call) => {
    expect(tools).toEqual(["add_note", "count_notes"]);
    await call("add_note", { body: "hello" });
  });
  expect(leased.mcp.url).toMatch(/\/mcp\/jotter$/);
  expect(run).toMatchObject({ resolved: 1, assertions_passed: 2, mcp_profiles: {} });
}, 30_000);

test("mcp_profiles on the trigger overrides the tasks' choice for the run, and is recorded and compared", async () => {
  const { leased, run } = await runOnce({ mcp_profiles: { notes: "native" } }, async (tools, call) => {
    expect(tools).toEqual(["notes_create_note", "notes_list_notes"]);
    await call("notes_create_note", { text: "hello" });
  });
  expect(leased.mcp.url).toMatch(/\/mcp$/);
  expect(run).toMatchObject({ resolved: 1, mcp_profiles: { notes: "native" }, manifest: { mcp_profiles: { notes: "native" } } });
  // Another surface is another test: the task counts as changed, and the run says why.
  expect(run.comparability).toMatchObject({ comparable: false, changed_tasks: ["jot"] });
  expect(run.comparability.differences).toContain("MCP profile of notes for the run: each task's own → native");
}, 30_000);

test("an unknown profile is refused on upload and on the trigger", async () => {
  const bad = await putDataset(t, "bad", [{ ...task, mcp: { notes: { profile: "official" } } }]);
  expect(bad.status).toBe(400);
  expect((await bad.json()).error).toContain('mcp.notes.profile: notes has no MCP profile "official" (it has: native, jotter)');
  expect((await putDataset(t, "bad", [{ ...task, mcp: { slack: { profile: "official" } } }])).status).toBe(400);
  const trigger = await post(t, "/api/v1/evals", { commit: SHA(2), dataset: "jot", mcp_profiles: { notes: "nope" } });
  expect(trigger.status).toBe(400);
  expect((await trigger.json()).error).toContain('mcp_profiles.notes: notes has no MCP profile "nope"');
}, 30_000);
