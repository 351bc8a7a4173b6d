import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestService, type TestService } from "../../tests/support/test-service.ts";
import { mcpTestWorld, type McpTestWorld } from "../../tests/support/mcp-test-world.ts";
import type { FaultRule } from "../faults/fault-rule.ts";

// Through MCP a rule on a tool fires before the tool runs, a rule on a pack's operations on the
// operations a tool calls; either way the agent reads isError in the provider's words, and the
// tool-call log says which rule fired.
let t: TestService;
let crm: McpTestWorld;
let chat: McpTestWorld;
beforeAll(async () => {
  t = await startTestService();
  crm = await mcpTestWorld(t, "salesforce", {});
  chat = await mcpTestWorld(t, "slack", {});
}, 30_000);
afterAll(async () => {
  await Promise.all([crm.client.close(), chat.client.close()]);
  await t.close();
});

async function setRules(world: McpTestWorld, rules: FaultRule[]) {
  const response = await t.control(`/api/v1/worlds/${world.snapshotId}/faults`, { method: "PUT", body: JSON.stringify({ rules }), headers: { "content-type": "application/json" } });
  expect(response.status).toBe(200);
}
const logged = async (world: McpTestWorld) => (await (await t.control(`/api/v1/worlds/${world.snapshotId}/tool-calls`)).json()).calls;
const accounts = async () => (await crm.tool("salesforce_query_records", { soql: "SELECT Name FROM Account ORDER BY Name" })).records.map((r: { Name: string }) => r.Name);
const create = (name: string) => ({ sobject: "Account", fields: { Name: name } });

describe("Salesforce tools", () => {
  test("a pack operation rule fires on the operation a tool calls: isError with Salesforce's words, nothing written, the fault logged", async () => {
    await setRules(crm, [{ match: { pack: "salesforce", operation: "createRecord" }, effect: "rate_limit", nth: [1] }]);
    expect(await crm.toolError("salesforce_create_record", create("Refused"))).toBe("REQUEST_LIMIT_EXCEEDED: TotalRequests Limit exceeded.");
    await crm.tool("salesforce_create_record", create("Created"));
    expect(await accounts()).toEqual(["Created"]);
    const calls = (await logged(crm)).filter((c: { tool: string }) => c.tool === "salesforce_create_record");
    expect(calls.map((c: { outcome: string; fault?: unknown }) => [c.outcome, c.fault])).toEqual([
      ["error", { rule: 0, effect: "rate_limit", on: "salesforce.createRecord" }],
      ["ok", undefined],
    ]);
  });

  test("a tool rule fires before the tool runs; a dropped connection and a timeout read as failed calls", async () => {
    await setRules(crm, [
      { match: { tool: "salesforce_create_record" }, effect: "server_error", nth: [1] },
      { match: { tool: "salesforce_create_record" }, effect: "drop_connection", nth: [2] },
      { match: { tool: "salesforce_create_record" }, effect: "timeout", ms: 10, nth: [3] },
      { match: { tool: "salesforce_create_record" }, effect: "latency", ms: 10, nth: [4] },
    ]);
    expect(await crm.toolError("salesforce_create_record", create("A"))).toStartWith("UNKNOWN_EXCEPTION: An unexpected error occurred.");
    expect(await crm.toolError("salesforce_create_record", create("B"))).toBe(
      "Could not reach Salesforce-compatible CRM: the connection was reset before it answered (ECONNRESET).",
    );
    expect(await crm.toolError("salesforce_create_record", create("C"))).toBe("REQUEST_RUNNING_TOO_LONG: Your request was running for too long, and has been stopped.");
    await crm.tool("salesforce_create_record", create("D"));
    expect(await accounts()).toEqual(["Created", "D"]);
    const faults = (await logged(crm)).filter((c: { tool: string }) => c.tool === "salesforce_create_record").slice(-4);
    expect(faults.map((c: { fault: { effect: string; on: string } }) => [c.fault.effect, c.fault.on])).toEqual([
      ["server_error", "tool salesforce_create_record"],
      ["drop_connection", "tool salesforce_create_record"],
      ["timeout", "tool salesforce_create_record"],
      ["latency", "tool salesforce_create_record"],
    ]);
  });
});

test("Slack: a rate-limited tool answers isError ratelimited; the rule's count goes on between calls", async () => {
  await setRules(chat, [{ match: { tool: "slack_post_message" }, effect: "rate_limit", every: 2 }]);
  const post = (text: string) => chat.client.callTool({ name: "slack_post_message", arguments: { channel: "C0GENERAL", text } });
  const answers = [await post("one"), await post("two"), await post("three"), await post("four")];
  expect(answers.map((a) => (a.isError ? (a.content as Array<{ text: string }>)[0]!.text : "ok"))).toEqual(["ok", "ratelimited", "ok", "ratelimited"]);
});
