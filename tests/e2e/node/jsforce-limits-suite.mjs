// Runs under plain Node, as users run jsforce: `node jsforce-limits-suite.mjs <instanceUrl> <tightBudgetInstanceUrl>`
// (the second on a service whose work budget no query over its rows fits).
// The CRM's limits as jsforce surfaces them: QUERY_TIMEOUT on the error, QUERY_TOO_COMPLICATED and
// MALFORMED_QUERY in a batch's results, GraphQL's validation error.
// Prints one JSON line per case: {"name", "ok", "error"?}. The bun test that spawns it asserts on them.
import assert from "node:assert/strict";
import { failsWith } from "./jsforce-assert.mjs";
import { createSuite } from "./run-cases.mjs";
import jsforce from "jsforce";

const [instanceUrl, tightUrl] = process.argv.slice(2);
if (!instanceUrl || !tightUrl) throw new Error("usage: node jsforce-limits-suite.mjs <instanceUrl> <tightBudgetInstanceUrl>");
const conn = new jsforce.Connection({ instanceUrl, accessToken: "any-token", version: "67.0" });
const tight = new jsforce.Connection({ instanceUrl: tightUrl, accessToken: "any-token", version: "67.0" });
const suite = createSuite();
const check = suite.check;
/** @type {(count: number, term: (i: number) => string) => string} */
const ors = (count, term) => Array.from({ length: count }, (_, i) => term(i)).join(" OR ");

check("a query past the work budget fails with errorCode QUERY_TIMEOUT and Salesforce's message", async () => {
  const error = await failsWith(tight.query(`SELECT Id FROM Account WHERE ${ors(300, () => "Name = ''")} ORDER BY Name`), "QUERY_TIMEOUT");
  assert.match(error.message, /Your query request was running for too long\./);
});

check("a batch carries QUERY_TOO_COMPLICATED and MALFORMED_QUERY per subrequest", async () => {
  const tooComplicated = `SELECT Id FROM Account WHERE ${ors(1_002, (i) => `Name = 'a${i}'`)}`;
  const tooLong = `SELECT Id FROM Account WHERE Name = '${"x".repeat(100_000)}'`;
  /** @type {any} */
  const result = await conn.request({
    method: "POST", url: "/composite/batch", headers: { "content-type": "application/json" },
    body: JSON.stringify({ batchRequests: [tooComplicated, tooLong].map((q) => ({ method: "GET", url: `v67.0/query?q=${encodeURIComponent(q)}` })) }),
  });
  assert.equal(result.hasErrors, true);
  assert.deepEqual(result.results.map((/** @type {any} */ r) => [r.statusCode, r.result[0].errorCode]), [[400, "QUERY_TOO_COMPLICATED"], [400, "MALFORMED_QUERY"]]);
});

check("GraphQL with more than 10 record queries answers a validation error", async () => {
  const query = `{ uiapi { query { ${Array.from({ length: 11 }, (_, i) => `a${i}: Account { totalCount }`).join(" ")} } } }`;
  /** @type {any} */
  const result = await conn.request({ method: "POST", url: "/graphql", body: JSON.stringify({ query }), headers: { "content-type": "application/json" } });
  assert.equal(result.data, null);
  assert.equal(result.errors[0].extensions.ErrorType, "ValidationError");
});

await suite.run();
