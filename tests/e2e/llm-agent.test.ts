import { afterAll, expect, test } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";
import { createLlmAgent } from "../../examples/agents/llm-agent.mjs";

// The example LLM agent's loop, with a fake model in place of Claude: it must offer the world's MCP
// tools to the model, run the tool the model picks, and hand the result back.
const service = await startServiceProcess({ LOG_LEVEL: "warn" });
afterAll(() => service.close());

const snapshot = await (await fetch(`${service.controlUrl}/providers/salesforce/create-snapshot`, {
  method: "POST", headers: { "x-api-key": service.key }, body: JSON.stringify({ seed: { Account: [{ Name: "Acme" }] } }),
})).json();
const task = { runId: "r", taskResultId: "t", taskId: "x", trial: 0, ticket: "How many accounts are there?", mcp: { type: "http" as const, url: `${snapshot.url}/mcp`, headers: {} } };

test("the LLM agent offers the MCP tools, runs the model's tool call, returns the result to it, and answers with its last text", async () => {
  const requests: any[] = [];
  const replies = [
    { content: [{ type: "tool_use", id: "call1", name: "salesforce_query_records", input: { soql: "SELECT Name FROM Account" } }] },
    { content: [{ type: "text", text: "There is one account: Acme." }] },
  ];
  const client = { messages: { create: async (request: any) => (requests.push(structuredClone(request)), replies.shift()!) } };
  const answer = await createLlmAgent({ client, model: "fake-model" })(task, { signal: new AbortController().signal });
  // The model's last text is the task's answer (what the `answer` plugin grades).
  expect(answer).toBe("There is one account: Acme.");
  expect(requests.length).toBe(2);
  expect(requests[0].tools.map((tool: { name: string }) => tool.name)).toContain("salesforce_query_records");
  expect(requests[0].tools[0].input_schema.type).toBe("object");
  const toolResult = requests[1].messages[2].content[0];
  expect(toolResult).toMatchObject({ type: "tool_result", tool_use_id: "call1", is_error: false });
  expect(JSON.parse(toolResult.content).records[0].Name).toBe("Acme");
});

test("a model that never stops is cut off after maxTurns", async () => {
  const client = { messages: { create: async () => ({ content: [{ type: "tool_use", id: "c", name: "salesforce_list_objects", input: {} }] }) } };
  await expect(createLlmAgent({ client, maxTurns: 3 })(task, { signal: new AbortController().signal })).rejects.toThrow("no final answer after 3 turns");
});

// The one optional test: it calls a real model, which costs money and needs a key the user may not have.
if (!process.env.ANTHROPIC_API_KEY) console.log("skip: the live-model test needs ANTHROPIC_API_KEY (optional; everything else runs without it)");
test.skipIf(!process.env.ANTHROPIC_API_KEY)("with ANTHROPIC_API_KEY set, the real model answers through the tools", async () => {
  const agent = (await import("../../examples/agents/llm-agent.mjs")).default;
  await agent(task, { signal: new AbortController().signal });
  const log = await (await fetch(`${service.controlUrl}/api/v1/worlds/${snapshot.snapshotId}/tool-calls`, { headers: { "x-api-key": service.key } })).json();
  expect(log.calls.length).toBeGreaterThan(0);
});
