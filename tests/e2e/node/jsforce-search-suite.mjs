// Runs under plain Node, as users run jsforce: `node jsforce-search-suite.mjs <instanceUrl>`.
// SOSL search, parameterizedSearch, query explain, the CLI's columns=true and GraphQL (issue 19).
// Prints one JSON line per case: {"name", "ok", "error"?}. The bun test that spawns it asserts on them.
import assert from "node:assert/strict";
import { failsWith } from "./jsforce-assert.mjs";
import { createSuite } from "./run-cases.mjs";
import jsforce from "jsforce";

const [instanceUrl] = process.argv.slice(2);
if (!instanceUrl) throw new Error("usage: node jsforce-search-suite.mjs <instanceUrl>");
const conn = new jsforce.Connection({ instanceUrl, accessToken: "any-token", version: "67.0" });
const suite = createSuite();
const check = suite.check;

/** A decoded answer, read freely: the assertions check its shape. @type {(promise: PromiseLike<unknown>) => Promise<any>} */
const json = async (promise) => await promise;

/** The column names the Salesforce CLI derives from columnMetadata (plugin-data's retrieveColumns). */
/** @type {(list: any[]) => string[]} */
const cliColumns = (list) =>
  list.flatMap((c) => (c.joinColumns.length && !c.aggregate ? cliColumns(c.joinColumns).map((/** @type {string} */ n) => `${c.columnName}.${n}`) : [c.aggregate && c.joinColumns.length ? `${c.columnName}(${cliColumns(c.joinColumns).join(",")})` : c.columnName]));

check("search(sosl) returns searchRecords with the RETURNING fields", async () => {
  const result = await json(conn.search("FIND {Acme} IN NAME FIELDS RETURNING Account(Id, Name, Industry ORDER BY Name), Contact(Name)"));
  assert.deepEqual(result.searchRecords.map((/** @type {any} */ r) => [r.attributes.type, r.Name]), [["Account", "Acme Corporation"], ["Account", "Acme Labs"]]);
  assert.match(result.searchRecords[0].attributes.url, /^\/services\/data\/v67\.0\/sobjects\/Account\/001/);
  assert.equal(result.searchRecords[0].Industry, "Technology");
});

check("search(sosl) across objects, with a WHERE, a parent field and an overall LIMIT", async () => {
  const result = await json(conn.search("FIND {acme OR lovelace} RETURNING Account(Name WHERE Industry = 'Energy'), Contact(LastName, Account.Name) LIMIT 10"));
  assert.deepEqual(result.searchRecords.map((/** @type {any} */ r) => r.Name ?? `${r.LastName}@${r.Account.Name}`), ["Acme Labs", "Lovelace@Acme Corporation"]);
});

check("search(sosl) without RETURNING returns ids of every searchable object", async () => {
  const result = await json(conn.search("FIND {lovelace}"));
  assert.equal(result.searchRecords.length, 1);
  assert.deepEqual(Object.keys(result.searchRecords[0]).sort(), ["Id", "attributes"]);
  assert.equal(result.searchRecords[0].attributes.type, "Contact");
});

check("malformed SOSL, unknown objects and one-letter terms fail like Salesforce", async () => {
  await failsWith(conn.search("FIND Acme"), "MALFORMED_SEARCH");
  await failsWith(conn.search("FIND {Acme} RETURNING Nope__c"), "INVALID_TYPE");
  await failsWith(conn.search("FIND {Acme} RETURNING Account(Nope)"), "INVALID_FIELD");
  await failsWith(conn.search("FIND {a}"), "INVALID_SEARCH");
});

check("parameterizedSearch by GET and POST", async () => {
  const get = await json(conn.request("/parameterizedSearch?q=acme&sobject=Account&Account.fields=Name&Account.limit=1"));
  assert.deepEqual(get.searchRecords.map((/** @type {any} */ r) => r.Name), ["Acme Corporation"]);
  const post = await json(conn.request({ method: "POST", url: "/parameterizedSearch", body: JSON.stringify({ q: "acme", fields: ["Name"], sobjects: [{ name: "Account", orderBy: [{ field: "Name", direction: "descending" }] }], metadata: "LABELS" }), headers: { "content-type": "application/json" } }));
  assert.deepEqual(post.searchRecords.map((/** @type {any} */ r) => r.Name), ["Acme Labs", "Acme Corporation"]);
  assert.deepEqual(post.metadata.entityMetadata[0], { entityName: "Account", fieldMetadata: [{ name: "Name", label: "Account Name" }] });
});

check("query(...).explain() answers plans, the index first for a selective filter", async () => {
  const result = await json(conn.query("SELECT Id FROM Account WHERE Name = 'Acme Labs'").explain());
  assert.equal(result.plans[0].leadingOperationType, "Index");
  assert.deepEqual(result.plans[0].fields, ["Name"]);
  assert.equal(result.plans[0].cardinality, 1);
  assert.equal(result.plans.at(-1).leadingOperationType, "TableScan");
  for (const plan of result.plans) assert.deepEqual(Object.keys(plan).sort(), ["cardinality", "fields", "leadingOperationType", "notes", "relativeCost", "sobjectCardinality", "sobjectType"]);
});

check("sobject(...).find(...).explain() and a bad query's explain", async () => {
  const plan = await json(conn.sobject("Account").find({ Industry: "Energy" }, ["Id"]).explain());
  assert.deepEqual(plan.plans.map((/** @type {any} */ p) => p.leadingOperationType), ["TableScan"]);
  await failsWith(conn.query("SELECT Nope FROM Account").explain(), "INVALID_FIELD");
});

check("columns=true (as `sf data query` asks) for fields, parents, subqueries and aggregates", async () => {
  const columns = (/** @type {string} */ soql) => json(conn.request(`${conn._baseUrl()}/query?q=${encodeURIComponent(soql)}&columns=true`));
  const plain = await columns("SELECT Id, Name, Owner.Name, (SELECT LastName FROM Contacts) FROM Account");
  assert.deepEqual(Object.keys(plain).sort(), ["columnMetadata", "entityName", "groupBy", "idSelected", "keyPrefix"]);
  assert.equal(plain.entityName, "Account");
  assert.equal(plain.idSelected, true);
  assert.deepEqual(cliColumns(plain.columnMetadata), ["Id", "Name", "Owner.Name", "Contacts(LastName)"]);
  const grouped = await columns("SELECT Industry, COUNT(Id) FROM Account GROUP BY Industry");
  assert.equal(grouped.groupBy, true);
  assert.deepEqual(grouped.columnMetadata.map((/** @type {any} */ c) => [c.columnName, c.displayName, c.aggregate]), [["Industry", "Industry", false], ["expr0", "COUNT(Id)", true]]);
});

check("GraphQL record query through conn.request", async () => {
  const query = "query { uiapi { query { Account(where: { Industry: { eq: \"Energy\" } }) { edges { node { Id Name { value } } } totalCount } } } }";
  const result = await json(conn.request({ method: "POST", url: "/graphql", body: JSON.stringify({ query }), headers: { "content-type": "application/json" } }));
  assert.deepEqual(result.errors, []);
  assert.equal(result.data.uiapi.query.Account.totalCount, 1);
  assert.equal(result.data.uiapi.query.Account.edges[0].node.Name.value, "Acme Labs");
});

await suite.run();
