import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { useOrg } from "../../operations/org.fixture.ts";
import { readReferenceJson } from "../../../../tests/reference/reference-file.ts";
import { mcpSchemaErrors } from "../../../../tests/support/mcp-schema.ts";
import { withNativeCalls } from "../../../../core/grading/native-calls.ts";
import { callProfileTool, connectProfile, worldIdOf } from "../profile-client.fixture.ts";

// The Salesforce DX MCP server's data tools through {snapshot}/mcp/dx. The listing is the one
// @salesforce/mcp 0.30.15 answered (tests/reference/mcp-servers/salesforce-dx.tools-list.raw.json);
// the expected texts are the ones the real server answered against a world after
// `sf org login access-token` (tests/reference/mcp-servers/README.md), with this world's user.
const org = useOrg({
  Account: [{ Id: "001000000000001AAA", Name: "Analytical Engines Ltd" }, { Id: "001000000000002AAA", Name: "Difference Works" }],
});
// The project directory the DX tools are told about: any absolute path; nothing is read there.
const DIR = join(tmpdir(), "sf-dx-project");
let client: Client;
let username = "";
beforeAll(async () => {
  client = await connectProfile(org, "dx");
  username = await org.integrationUsername();
});
afterAll(() => client.close());

async function text(name: string, args: Record<string, unknown>, isError = false): Promise<string> {
  const result = await callProfileTool(client, name, args);
  expect(mcpSchemaErrors("CallToolResult", result)).toEqual([]);
  expect({ isError: result.isError, blocks: result.content.length }).toEqual({ isError, blocks: 1 });
  return result.content[0]!.text;
}

test("tools/list is the recorded listing exactly; initialize names the server", async () => {
  const listed = await client.listTools();
  expect(mcpSchemaErrors("ListToolsResult", listed)).toEqual([]);
  expect(listed).toEqual(readReferenceJson("mcp-servers/salesforce-dx.tools-list.raw.json").result);
  expect(client.getServerVersion()).toEqual({ name: "sf-mcp-server", version: "0.30.15" });
});

describe("orgs", () => {
  test("get_username picks the world's org, names it as the default target org, and has no dev hub", async () => {
    expect(await text("get_username", { directory: DIR })).toBe(`
YOU MUST inform the user that we are going to use "${username}" for the "usernameOrAlias" parameter.
YOU MUST explain the reasoning for selecting this org, which is: "it was the only org found in the MCP Servers allowlisted orgs"
UNLESS THE USER SPECIFIES OTHERWISE, use this username for the "usernameOrAlias" parameter in future Tool calls.`);
    const config = (answer: string) => /- Full config: (.*)\n\nUNLESS/s.exec(answer)![1];
    const target = await text("get_username", { directory: DIR, defaultTargetOrg: true });
    expect(target.startsWith("ALWAYS notify the user the following 3 pieces of information:\n1. If it is default target-org")).toBe(true);
    expect(JSON.parse(config(target)!)).toEqual({ key: "target-org", location: "Local", value: username, path: `${DIR}/.sf/config.json` });
    expect(config(await text("get_username", { directory: DIR, defaultDevHub: true }))).toBe("undefined");
  });

  test("list_all_orgs lists the world's org as an access-token login", async () => {
    const me = (await org.send("/services/oauth2/userinfo")).body;
    const orgs = [{
      aliases: [], configs: ["target-org"], username, instanceUrl: org.url, isScratchOrg: false, isDevHub: false, isSandbox: false,
      orgId: me.organization_id, oauthMethod: "token", isExpired: "unknown",
    }];
    expect(await text("list_all_orgs", { directory: DIR })).toBe(`List of configured Salesforce orgs:\n\n${JSON.stringify(orgs, null, 2)}`);
  });
});

describe("run_soql_query", () => {
  test("answers jsforce's query result (records, totalSize, done) of the world's records", async () => {
    const soql = "SELECT Id, Name FROM Account ORDER BY Name LIMIT 2";
    const rest = (await org.query(soql)).body;
    const answer = await text("run_soql_query", { directory: DIR, usernameOrAlias: username, query: soql });
    expect(answer).toBe(`SOQL query results:\n\n${JSON.stringify({ records: rest.records, totalSize: rest.totalSize, done: rest.done }, null, 2)}`);
    expect(JSON.parse(answer.slice(answer.indexOf("{"))).records.map((r: any) => r.Name)).toEqual(["Analytical Engines Ltd", "Difference Works"]);
  });

  test("a failed query is the REST error's message; an unknown or missing org is the server's text", async () => {
    const rest = (await org.query("SELECT Nope FROM Account")).body[0].message;
    expect(rest).toContain("No such column 'Nope' on entity 'Account'");
    expect(await text("run_soql_query", { directory: DIR, usernameOrAlias: username, query: "SELECT Nope FROM Account" }, true)).toBe(`Failed to query org: ${rest}`);
    expect(await text("run_soql_query", { directory: DIR, usernameOrAlias: "someone@else.example", query: "SELECT Id FROM Account" }, true))
      .toBe("Failed to query org: No org found with the provided username/alias. Ask the user to specify one or check their MCP Server startup config.");
    expect(await text("run_soql_query", { directory: DIR, usernameOrAlias: "", query: "SELECT Id FROM Account" }, true))
      .toBe("The usernameOrAlias parameter is required, if the user did not specify one use the #get_username tool");
  });

  test("useToolingApi asks the Tooling API's query resource; a world without it answers as the real server does then", async () => {
    const answer = await text("run_soql_query", { directory: DIR, usernameOrAlias: username, query: "SELECT Id, Name FROM ApexClass", useToolingApi: true }, !toolingServed());
    if (!toolingServed()) expect(answer).toBe("Failed to query org: The requested resource does not exist");
    else expect(answer.startsWith("SOQL query results:\n\n")).toBe(true);
  });

  test("arguments that do not fit are zod's issues in the MCP SDK's words", async () => {
    expect(await text("run_soql_query", { directory: DIR }, true)).toBe(`MCP error -32602: Input validation error: Invalid arguments for tool run_soql_query: [
  {
    "code": "invalid_type",
    "expected": "string",
    "received": "undefined",
    "path": [
      "query"
    ],
    "message": "Required"
  },
  {
    "code": "invalid_type",
    "expected": "string",
    "received": "undefined",
    "path": [
      "usernameOrAlias"
    ],
    "message": "Required"
  }
]`);
    const relative = await text("run_soql_query", { directory: "relative/dir", usernameOrAlias: username, query: "SELECT Id FROM Account", useToolingApi: "yes" }, true);
    expect(JSON.parse(relative.slice(relative.indexOf("[")))).toEqual([
      { code: "custom", message: "Invalid path: Must be an absolute path and cannot contain path traversal sequences", path: ["directory"] },
      { code: "invalid_type", expected: "boolean", received: "string", path: ["useToolingApi"], message: "Expected boolean, received string" },
    ]);
    expect(await text("list_all_orgs", { directory: "/a/../../etc" }, true)).toContain(`"code": "custom"`);
  });
});

test("resume_tool_operation: the world runs no long operations, so each job is the server's failure for a job the org lacks", async () => {
  const resume = (jobId: string, isError = true) => text("resume_tool_operation", { directory: DIR, usernameOrAlias: username, jobId }, isError);
  expect(await resume("")).toBe("The jobId parameter is required.");
  expect(await resume("0Af12")).toBe("The jobId parameter is not a valid Salesforce id.");
  expect(await resume("0Af000000000001")).toBe("Resumed deployment failed: Metadata API request failed: The client has timed out.");
  expect(await resume("4KB000000000001")).toBe("Resumed agent test failed: The client has timed out.");
  expect(await resume("2SR000000000001AAA")).toBe("Resumed scratch org creation failed: The ScratchOrgInfoId 2SR000000000001AAA was not found in the cache.");
  const rest = (await org.query("SELECT Status, Id, SnapshotName, Description, ExpirationDate, CreatedDate FROM OrgSnapshot WHERE Id = '0Oo000000000001'")).body[0].message;
  expect(await resume("0Oo000000000001")).toBe(`Resumed org snapshot failed: ${rest}`);
  expect(await text("resume_tool_operation", { directory: DIR, usernameOrAlias: username, jobId: "0Oo000000000001", wait: 0 }, true)).toBe("Resumed org snapshot failed: The client has timed out.");
  expect(await resume("001000000000001")).toBe("The job id: 001000000000001 is not resumeable.");
  expect(await text("resume_tool_operation", { directory: DIR, usernameOrAlias: "nobody", jobId: "0Af000000000001" }, true))
    .toBe("No org found with the provided username/alias. Ask the user to specify one or check their MCP Server startup config.");
});

test("graders read run_soql_query as the native query tool", async () => {
  const calls = withNativeCalls(org.t.service.packs, await org.t.service.store.listToolCalls(worldIdOf(org)));
  expect(calls.find((c) => c.tool === "run_soql_query")?.native).toEqual({ tool: "salesforce_query_records", arguments: { soql: "SELECT Id, Name FROM Account ORDER BY Name LIMIT 2" } });
  expect(calls.find((c) => c.tool === "get_username")?.native).toBeUndefined();
});

/** Whether the pack serves the Tooling API's query resource yet (another change adds it). */
function toolingServed(): boolean {
  return org.t.service.packs.get("salesforce")!.routes.routes.some((r) => [...r.operations.values()].includes("toolingQuery"));
}
