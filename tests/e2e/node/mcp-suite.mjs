// Runs under plain Node with the official MCP SDK client: `node mcp-suite.mjs <snapshotUrl>`.
// Prints one JSON line per case: {"name", "ok", "error"?}.
import assert from "node:assert/strict";
import { createSuite } from "./run-cases.mjs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const [url] = process.argv.slice(2);
if (!url) throw new Error("usage: node mcp-suite.mjs <snapshotUrl>");
/** @param {string} path @param {RequestInit} [init] */
const rest = (path, init = {}) =>
  fetch(`${url}/services/data/v67.0${path}`, { ...init, headers: { authorization: "Bearer t", "content-type": "application/json" } });
/**
 * A record read over REST, as the JSON object Salesforce answers.
 * @param {string} path
 * @returns {Promise<Record<string, unknown>>}
 */
const readRecord = async (path) => /** @type {Record<string, unknown>} */ (await (await rest(path)).json());
/** @param {string} address */
const connect = async (address) => {
  const transport = new StreamableHTTPClientTransport(new URL(address));
  const client = new Client({ name: "node-e2e", version: "1.0.0" });
  await client.connect(transport);
  return { client, transport };
};
/**
 * The text of a tool result's first block (the service answers in text blocks, never the pre-2024-11 `toolResult`).
 * @param {Awaited<ReturnType<Client["callTool"]>>} result
 */
const textOf = (result) => {
  assert.ok(!("toolResult" in result), "a result in content blocks");
  const [first] = result.content;
  assert.equal(first?.type, "text");
  return first.text;
};
/** @param {Awaited<ReturnType<Client["callTool"]>>} result */
const json = (result) => JSON.parse(textOf(result));
const suite = createSuite();
const check = suite.check;
/** @type {Client} */
let client;
/** @type {string} */
let id;

check("connects and lists the CRM tools", async () => {
  ({ client } = await connect(`${url}/mcp`));
  const { tools } = await client.listTools();
  assert.equal(tools.length, 8);
  assert.ok(tools.every((tool) => tool.name.startsWith("salesforce_") && (tool.description ?? "").length > 20));
});

check("creates a record through MCP that REST then reads", async () => {
  id = json(await client.callTool({ name: "salesforce_create_record", arguments: { sobject: "Account", fields: { Name: "Via MCP" } } })).id;
  assert.equal((await readRecord(`/sobjects/Account/${id}`)).Name, "Via MCP");
});

check("queries through MCP what REST wrote", async () => {
  await rest(`/sobjects/Account/${id}`, { method: "PATCH", body: JSON.stringify({ Industry: "Energy" }) });
  const result = json(await client.callTool({ name: "salesforce_query_records", arguments: { soql: `SELECT Name, Industry FROM Account WHERE Id = '${id}'` } }));
  assert.deepEqual([result.records[0].Name, result.records[0].Industry], ["Via MCP", "Energy"]);
});

check("updates and deletes through MCP, seen by REST", async () => {
  await client.callTool({ name: "salesforce_update_record", arguments: { sobject: "Account", id, fields: { Name: "Renamed via MCP" } } });
  assert.equal((await readRecord(`/sobjects/Account/${id}?fields=Name`)).Name, "Renamed via MCP");
  await client.callTool({ name: "salesforce_delete_record", arguments: { sobject: "Account", id } });
  assert.equal((await rest(`/sobjects/Account/${id}`)).status, 404);
});

check("domain errors come back as tool results with isError", async () => {
  const result = await client.callTool({ name: "salesforce_get_record", arguments: { sobject: "Account", id } });
  assert.equal(result.isError, true);
  assert.equal(textOf(result), "ENTITY_IS_DELETED: entity is deleted");
});

check("session mode works with the same client", async () => {
  const { client: session, transport } = await connect(`${url}/mcp?mode=session`);
  assert.ok(transport.sessionId);
  assert.equal((await session.listTools()).tools.length, 8);
  await transport.terminateSession();
  await session.close();
  await client.close();
});

await suite.run();
