import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { resolve } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { startServiceProcess } from "../support/service-process.ts";
import { ensureSfCli, requestToken, sfMachine } from "../support/sf-cli.ts";
import { readReferenceJson } from "../reference/reference-file.ts";
import { trimTrailingSlashes } from "../../core/http/trim-trailing-slashes.ts";
import { alphaSnapshot } from "./sf-cli-fixtures.ts";

// The real Salesforce DX MCP server (@salesforce/mcp 0.30.1 under Node, installed into .cache/sf-mcp
// by scripts/ensure-sf-mcp.mjs) run unchanged against a world, as a developer runs it: `sf org login
// access-token` to the snapshot, then the server over stdio with `--orgs DEFAULT_TARGET_ORG`. Each of
// its answers is compared with what the world's `dx` profile ({snapshot}/mcp/dx) answers the same call.

setDefaultTimeout(60_000);
const ROOT = resolve(import.meta.dir, "../..");
const runJs = ensureSfCli();
const install = Bun.spawnSync(["node", "scripts/ensure-sf-mcp.mjs"], { cwd: ROOT, stdout: "pipe", stderr: "inherit" });
const serverJs = install.stdout.toString().trim();
if (install.exitCode !== 0 || !serverJs.endsWith("run.js")) throw new Error(`node scripts/ensure-sf-mcp.mjs failed (exit ${install.exitCode})`);

const service = await startServiceProcess({});
const laptop = sfMachine(runJs, "dx-mcp");
const real = new Client({ name: "sf-mcp-e2e", version: "1.0.0" });
const profile = new Client({ name: "sf-mcp-e2e", version: "1.0.0" });
// Registered before anything below can fail, so a failed login never leaves the service running.
afterAll(async () => {
  await Promise.allSettled([real.close(), profile.close()]);
  laptop.close();
  await service.close();
});

const snapshot = await service.createSnapshot("salesforce", alphaSnapshot);
const instanceUrl = trimTrailingSlashes(snapshot.url);
// Logged in as the user the world's MCP tools act as without a credential (its integration user: the
// client-credentials grant's), so the real server and the profile act as one user.
const session = await requestToken(snapshot.url, { grant_type: "client_credentials", client_id: "sf-mcp-e2e", client_secret: "secret" });
// The CLI needs the path-style snapshot url's trailing slash (as in sf-cli.test.ts), so the org it
// records has one where a real org's instance URL, and the profile's, has none.
const { username } = await laptop.json(["org", "login", "access-token", "--instance-url", snapshot.url, "--no-prompt", "--set-default"], { env: { SF_ACCESS_TOKEN: session.access_token } });

await real.connect(new StdioClientTransport({
  command: "node",
  args: [serverJs, "--orgs", "DEFAULT_TARGET_ORG", "--toolsets", "data,orgs", "--no-telemetry"],
  cwd: laptop.cwd,
  // The CLI's machine: its HOME holds the login; no telemetry or update checks leave it.
  env: { PATH: process.env.PATH ?? "", HOME: laptop.home, SF_USE_GENERIC_UNIX_KEYCHAIN: "true", SF_DISABLE_TELEMETRY: "true", SF_AUTOUPDATE_DISABLE: "true", SFDX_DISABLE_DNS_CHECK: "true" },
  stderr: "ignore",
}));
await profile.connect(new StreamableHTTPClientTransport(new URL(`${instanceUrl}/mcp/dx`)));

const both = async (name: string, args: Record<string, unknown>) =>
  Promise.all([real.callTool({ name, arguments: args }), profile.callTool({ name, arguments: args })]);

test("the real server lists the recorded tools, and so does the profile", async () => {
  const reference = readReferenceJson("mcp-servers/salesforce-dx.tools-list.raw.json").result.tools;
  expect((await real.listTools()).tools).toEqual(reference);
  expect((await profile.listTools()).tools).toEqual(reference);
});

test("get_username and list_all_orgs: the same texts from the real server and the profile", async () => {
  for (const args of [{}, { defaultTargetOrg: true }, { defaultDevHub: true }]) {
    const [fromReal, fromProfile] = await both("get_username", { directory: laptop.cwd, ...args });
    expect(fromProfile).toEqual(fromReal);
  }
  const [fromReal, fromProfile] = await both("list_all_orgs", { directory: laptop.cwd });
  const text = (result: typeof fromReal) => (result.content as Array<{ text: string }>)[0]!.text.replace(`"${snapshot.url}"`, `"${instanceUrl}"`);
  expect(text(fromProfile)).toBe(text(fromReal));
  expect(text(fromReal)).toContain(username);
});

test("run_soql_query: the world's records, its errors, the argument checks and the Tooling API, alike on both", async () => {
  const cases = [
    { query: "SELECT Id, Name FROM Account ORDER BY Name", usernameOrAlias: username },
    { query: "SELECT Nope FROM Account", usernameOrAlias: username },
    { query: "SELECT Id FROM Account", usernameOrAlias: "someone@else.example" },
    { query: "SELECT Id FROM Account", usernameOrAlias: "" },
    { query: "SELECT Id, Name FROM ApexClass", usernameOrAlias: username, useToolingApi: true },
    { query: "SELECT QualifiedApiName, Label FROM EntityDefinition WHERE QualifiedApiName = 'Account'", usernameOrAlias: username, useToolingApi: true },
    { query: "SELECT Id FROM Account", usernameOrAlias: username, useToolingApi: true },
    { usernameOrAlias: username },
  ];
  for (const args of cases) {
    const [fromReal, fromProfile] = await both("run_soql_query", { directory: laptop.cwd, ...args });
    expect({ args, answer: fromProfile }).toEqual({ args, answer: fromReal });
  }
  const [relativeReal, relativeProfile] = await both("run_soql_query", { directory: "project", query: "SELECT Id FROM Account", usernameOrAlias: username });
  expect(relativeProfile).toEqual(relativeReal);
});

test("resume_tool_operation: a world runs no long operations; both answer each kind of job alike", async () => {
  for (const jobId of ["", "0Af12", "001000000000001", "0Af000000000001", "2SR000000000001AAA", "4KB000000000001", "0Oo000000000001"]) {
    // wait 0: the real server polls a deploy or an agent test for `wait` minutes before it gives up.
    const [fromReal, fromProfile] = await both("resume_tool_operation", { directory: laptop.cwd, usernameOrAlias: username, jobId, wait: 0 });
    expect({ jobId, answer: fromProfile }).toEqual({ jobId, answer: fromReal });
  }
  // An org snapshot's first poll fails at once: the world's answer to the OrgSnapshot query.
  const [fromReal, fromProfile] = await both("resume_tool_operation", { directory: laptop.cwd, usernameOrAlias: username, jobId: "0Oo000000000001", wait: 1 });
  expect(fromProfile).toEqual(fromReal);
});
