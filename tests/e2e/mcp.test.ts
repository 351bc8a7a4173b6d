import { afterAll, expect, test } from "bun:test";
import { startServiceProcess } from "../support/service-process.ts";
import { registerNodeSuite, runNodeSuite } from "../support/node-suite.ts";

// The official MCP SDK client under plain Node, and the MCP Inspector's CLI, against a real service.
const service = await startServiceProcess();
afterAll(() => service.close());

const { url, snapshotId } = await service.createSnapshot("salesforce", { seed: { Account: [{ Name: "Acme" }] } });
const suite = runNodeSuite("mcp-suite.mjs", [url]);

registerNodeSuite("MCP SDK", "MCP SDK client", suite, 6);

const inspector = (...args: string[]) => {
  const run = Bun.spawnSync(["npx", "--no-install", "@modelcontextprotocol/inspector", "--cli", `${url}/mcp`, "--transport", "http", ...args], {
    cwd: `${import.meta.dir}/../..`, stderr: "pipe",
  });
  if (run.exitCode !== 0) throw new Error(`inspector failed: ${run.stderr.toString()}`);
  return JSON.parse(run.stdout.toString());
};

test("the MCP Inspector CLI lists the tools and calls one", () => {
  const listed = inspector("--method", "tools/list");
  expect(listed.tools.map((tool: { name: string }) => tool.name)).toContain("salesforce_query_records");
  const called = inspector("--method", "tools/call", "--tool-name", "salesforce_query_records", "--tool-arg", "soql=SELECT Name FROM Account");
  expect(JSON.parse(called.content[0].text).records[0].Name).toBe("Acme");
}, 60_000); // two npx starts of the Inspector: seconds each on a busy machine

test("every call above is in the world's gateway log, readable through the control plane", async () => {
  const log = await (await fetch(`${service.controlUrl}/api/v1/worlds/${snapshotId}/tool-calls`, { headers: { "x-api-key": service.key } })).json();
  const tools = log.calls.map((call: { tool: string }) => call.tool);
  expect(tools).toEqual([
    "salesforce_create_record", "salesforce_query_records", "salesforce_update_record", "salesforce_delete_record", "salesforce_get_record", "salesforce_query_records",
  ]);
  expect(log.calls[4]).toMatchObject({ outcome: "error", error: "ENTITY_IS_DELETED: entity is deleted" });
});
