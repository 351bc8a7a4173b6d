// Runs under plain Node, where users run the official clients:
// `node world-faults-suite.mjs <controlUrl> <key> <worlds JSON: {salesforce, slack, jira: {id, url}}>`.
// Each case sets a world's fault rules over the control API, then meets them through a client: jsforce,
// @slack/web-api (rejecting and retrying), jira.js, the MCP SDK client and Node's own fetch.
// Prints one JSON line per case: {"name", "ok", "error"?}. The bun test that spawns it asserts on them.
import assert from "node:assert/strict";
import { createSuite } from "./run-cases.mjs";
import jsforce from "jsforce";
import { ErrorCode, LogLevel, WebClient, WebClientEvent } from "@slack/web-api";
import { createClient } from "jira.js/core";
import { createCloudClient, isApiError, isRateLimitError } from "jira.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const [controlUrl, key, worldsJson] = process.argv.slice(2);
if (!controlUrl || !key || !worldsJson) throw new Error("usage: node world-faults-suite.mjs <controlUrl> <key> <worlds JSON>");
/** @type {Record<"salesforce" | "slack" | "jira", { id: string; url: string }>} */
const worlds = JSON.parse(worldsJson);
const base = (/** @type {string} */ url) => url.replace(/\/$/, "");

/** Replaces a world's rules (the count of each starts from zero). @param {"salesforce" | "slack" | "jira"} slug @param {unknown[]} rules */
async function setRules(slug, rules) {
  const response = await fetch(`${controlUrl}/api/v1/worlds/${worlds[slug].id}/faults`, {
    method: "PUT", headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: JSON.stringify({ rules }),
  });
  assert.equal(response.status, 200, await response.text());
}

/**
 * The error a promise rejects with (fails when it resolves).
 * @param {PromiseLike<unknown>} promise
 * @returns {Promise<any>}
 */
async function rejection(promise) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  assert.fail("expected the call to fail");
}

const conn = new jsforce.Connection({ instanceUrl: base(worlds.salesforce.url), accessToken: "any-token", version: "67.0" });
const suite = createSuite();
const check = suite.check;

check("jsforce: a rate-limited query rejects with errorCode REQUEST_LIMIT_EXCEEDED; the next one answers", async () => {
  await setRules("salesforce", [{ match: { pack: "salesforce", operation: "query" }, effect: "rate_limit", nth: [1] }]);
  const error = await rejection(conn.query("SELECT Id FROM Account"));
  assert.equal(error.errorCode, "REQUEST_LIMIT_EXCEEDED");
  assert.match(error.message, /TotalRequests Limit exceeded\./);
  assert.equal((await conn.query("SELECT Id FROM Account")).totalSize, 0);
});

check("jsforce: a create answered by a server error rejects with UNKNOWN_EXCEPTION and writes nothing; its own retry gets a query through a 500", async () => {
  await setRules("salesforce", [
    { match: { pack: "salesforce", operation: "createRecord" }, effect: "server_error", nth: [1] },
    { match: { pack: "salesforce", operation: "query" }, effect: "server_error", nth: [1] },
  ]);
  const error = await rejection(conn.sobject("Account").create({ Name: "Refused" }));
  assert.equal(error.errorCode, "UNKNOWN_EXCEPTION");
  // jsforce retries a GET on a 5xx by itself (after 500 ms): the query answers.
  assert.equal((await conn.query("SELECT Id FROM Account")).totalSize, 0);
});

check("a dropped connection: Node's fetch and jsforce fail with ECONNRESET, and nothing is written", async () => {
  await setRules("salesforce", [{ match: { pack: "salesforce", operation: "createRecord" }, effect: "drop_connection" }]);
  const fetched = await rejection(
    fetch(`${base(worlds.salesforce.url)}/services/data/v67.0/sobjects/Account`, {
      method: "POST", headers: { authorization: "Bearer t", "content-type": "application/json" }, body: JSON.stringify({ Name: "Dropped" }),
    }),
  );
  assert.equal(fetched.message, "fetch failed");
  assert.equal(fetched.cause?.code, "ECONNRESET");
  const viaJsforce = await rejection(conn.sobject("Account").create({ Name: "Dropped" }));
  assert.equal(viaJsforce.code, "ECONNRESET", String(viaJsforce));
  await setRules("salesforce", []);
  assert.equal((await conn.query("SELECT Id FROM Account")).totalSize, 0);
});

const slackApi = `${worlds.slack.url}api/`;
// Quiet: the client would print its waits on stdout, where the suite's results go.
const slackOptions = { slackApiUrl: slackApi, logLevel: LogLevel.ERROR };
check("@slack/web-api with rejectRateLimitedCalls: rejects with ErrorCode.RateLimitedError and the Retry-After", async () => {
  await setRules("slack", [{ match: { pack: "slack", operation: "chatPostMessage" }, effect: "rate_limit", ms: 2000, nth: [1] }]);
  const client = new WebClient("xoxb-acme-helper", { ...slackOptions, rejectRateLimitedCalls: true, retryConfig: { retries: 0 } });
  const error = await rejection(client.chat.postMessage({ channel: "C0GENERAL", text: "refused" }));
  assert.equal(error.code, ErrorCode.RateLimitedError);
  assert.equal(error.retryAfter, 2);
  assert.equal((await client.chat.postMessage({ channel: "C0GENERAL", text: "after the limit" })).ok, true);
});

check("@slack/web-api with retries: waits Retry-After, then its retry posts once the rule's turns have passed", async () => {
  await setRules("slack", [{ match: { pack: "slack", operation: "chatPostMessage" }, effect: "rate_limit", ms: 1000, nth: [1] }]);
  const client = new WebClient("xoxb-acme-helper", { ...slackOptions, retryConfig: { retries: 2, factor: 1, minTimeout: 10, maxTimeout: 20 } });
  /** @type {number[]} */
  const waits = [];
  client.on(WebClientEvent.RATE_LIMITED, (seconds) => waits.push(seconds));
  const posted = await client.chat.postMessage({ channel: "C0GENERAL", text: "posted after a wait" });
  assert.equal(posted.ok, true);
  assert.deepEqual(waits, [1]);
  const history = await client.conversations.history({ channel: "C0GENERAL" });
  assert.equal(history.messages?.filter((m) => m.text === "posted after a wait").length, 1);
});

check("@slack/web-api: a server error is its HTTP error (slack_webapi_http_error, status 503)", async () => {
  await setRules("slack", [{ match: { pack: "slack", operation: "conversationsList" }, effect: "server_error" }]);
  const client = new WebClient("xoxb-acme-helper", { ...slackOptions, retryConfig: { retries: 0 } });
  const error = await rejection(client.conversations.list());
  assert.equal(error.code, ErrorCode.HTTPError);
  assert.equal(error.statusCode, 503);
});

check("jira.js: a rate-limited call rejects with an ApiError of status 429 and Jira's error collection", async () => {
  await setRules("jira", [{ match: { pack: "jira", operation: "getCurrentUser" }, effect: "rate_limit", ms: 3000, nth: [1] }]);
  const transport = createClient({ host: worlds.jira.url, auth: { type: "basic", email: "ada@acme.example", apiToken: "any" } });
  const jira = createCloudClient(transport);
  const error = await rejection(jira.myself.getCurrentUser());
  assert.ok(isApiError(error), String(error));
  assert.equal(error.status, 429);
  assert.ok(isRateLimitError(error));
  assert.deepEqual(error.body, { errorMessages: ["Rate limit exceeded."], errors: {} });
  assert.ok((await jira.myself.getCurrentUser()).accountId);
});

check("the MCP SDK client: a rule on a tool is an isError result in Jira's words; a rule on an operation reaches it through the tool", async () => {
  await setRules("jira", [
    { match: { tool: "jira_get_current_user" }, effect: "rate_limit", nth: [1] },
    { match: { pack: "jira", operation: "getCurrentUser" }, effect: "server_error", nth: [1] },
  ]);
  const client = new Client({ name: "node-e2e", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base(worlds.jira.url)}/mcp`)));
  try {
    const text = (/** @type {any} */ result) => result.content[0].text;
    const limited = await client.callTool({ name: "jira_get_current_user", arguments: {} });
    assert.deepEqual([limited.isError, text(limited)], [true, "Jira answered 429: Rate limit exceeded."]);
    const failed = await client.callTool({ name: "jira_get_current_user", arguments: {} });
    assert.equal(failed.isError, true);
    assert.match(text(failed), /^Jira answered 503: Service Unavailable/);
    const answered = await client.callTool({ name: "jira_get_current_user", arguments: {} });
    assert.equal(answered.isError, undefined);
  } finally {
    await client.close();
  }
});

await suite.run();
