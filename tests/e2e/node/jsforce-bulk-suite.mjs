// Runs under plain Node, as users run jsforce: `node jsforce-bulk-suite.mjs <instanceUrl>`.
// jsforce's Bulk API 2.0 client (conn.bulk2) end to end: ingest jobs with a failing row, query jobs paged.
// Prints one JSON line per case: {"name", "ok", "error"?}. The bun test that spawns it asserts on them.
import assert from "node:assert/strict";
import { createSuite } from "./run-cases.mjs";
import jsforce from "jsforce";

const [instanceUrl] = process.argv.slice(2);
if (!instanceUrl) throw new Error("usage: node jsforce-bulk-suite.mjs <instanceUrl>");
const suite = createSuite();
const check = suite.check;

// The password grant hands out a token that names the world, so requests that lose the URL's path
// prefix (jsforce's ingest calls) still reach it.
const conn = new jsforce.Connection({ oauth2: { loginUrl: instanceUrl, clientId: "bulk-suite", clientSecret: "secret" }, version: "67.0" });
await conn.login("bulk@example.test", "bulk-pass");

/** @param {Array<{ sf__Id: string }>} results */
const ids = (results) => results.map((r) => r.sf__Id);
/** @type {string[]} Contacts the insert case created; later cases update and delete them. */
let inserted = [];

check("insert: created rows in successfulResults, the row missing LastName alone in failedResults", async () => {
  const results = await conn.bulk2.loadAndWaitForResults({
    object: "Contact",
    operation: "insert",
    input: [
      { FirstName: "Ada", LastName: "Bulk-Lovelace", Email: "ada@example.com" },
      { FirstName: "Grace", LastName: "Bulk-Hopper", Email: "grace@example.com" },
      { FirstName: "Nameless", LastName: "", Email: "nobody@example.com" },
    ],
  });
  assert.equal(results.successfulResults.length, 2);
  for (const row of results.successfulResults) {
    assert.match(row.sf__Id, /^003[0-9A-Za-z]{15}$/);
    assert.equal(row.sf__Created, "true");
  }
  assert.deepEqual(results.successfulResults.map((r) => /** @type {Record<string, unknown>} */ (r).LastName).sort(), ["Bulk-Hopper", "Bulk-Lovelace"]);
  assert.equal(results.failedResults.length, 1);
  assert.ok(results.failedResults[0]);
  assert.equal(/** @type {Record<string, unknown>} */ (results.failedResults[0]).FirstName, "Nameless");
  assert.match(results.failedResults[0].sf__Error, /^REQUIRED_FIELD_MISSING:Required fields are missing: \[LastName\]/);
  assert.deepEqual(results.unprocessedRecords, []);
  inserted = ids(results.successfulResults);
  const { totalSize } = await conn.query("SELECT Id FROM Contact WHERE LastName LIKE 'Bulk-%'");
  assert.equal(totalSize, 2);
});

check("update: rows change by Id; an unknown Id fails alone", async () => {
  const results = await conn.bulk2.loadAndWaitForResults({
    object: "Contact",
    operation: "update",
    input: [...inserted.map((Id) => ({ Id, Title: "Bulk Updated" })), { Id: "003000000000099AAA", Title: "Nobody" }],
  });
  assert.deepEqual(ids(results.successfulResults).sort(), [...inserted].sort());
  assert.equal(results.successfulResults[0]?.sf__Created, "false");
  assert.equal(results.failedResults.length, 1);
  assert.ok(results.failedResults[0]);
  assert.match(results.failedResults[0].sf__Error, /^INVALID_CROSS_REFERENCE_KEY:/);
  const { records } = await conn.query(`SELECT Title FROM Contact WHERE Id IN ('${inserted.join("','")}')`);
  assert.deepEqual(records.map((r) => r.Title), ["Bulk Updated", "Bulk Updated"]);
});

check("upsert by external id: one update, one insert, and a bad amount failing alone", async () => {
  const results = await conn.bulk2.loadAndWaitForResults({
    object: "Invoice__c",
    operation: "upsert",
    externalIdFieldName: "External_Id__c",
    input: "External_Id__c,Amount__c\nINV-1,11\nINV-2,22\nINV-3,lots\n",
  });
  const byKey = Object.fromEntries(results.successfulResults.map((r) => [/** @type {Record<string, unknown>} */ (r).External_Id__c, r]));
  assert.deepEqual([byKey["INV-1"]?.sf__Id, byKey["INV-1"]?.sf__Created], ["a00000000000001AAA", "false"]);
  assert.equal(byKey["INV-2"]?.sf__Created, "true");
  assert.equal(results.failedResults.length, 1);
  assert.ok(results.failedResults[0]);
  assert.match(results.failedResults[0].sf__Error, /^INVALID_TYPE_ON_FIELD_IN_RECORD:Amount: value not of required type: lots:Amount__c --$/);
  const { records } = await conn.query("SELECT External_Id__c, Amount__c FROM Invoice__c ORDER BY External_Id__c");
  assert.deepEqual(records.map((r) => [r.External_Id__c, r.Amount__c]), [["INV-1", 11], ["INV-2", 22]]);
});

check("delete: rows go to the recycle bin; an id already deleted fails alone", async () => {
  const results = await conn.bulk2.loadAndWaitForResults({ object: "Contact", operation: "delete", input: [...inserted, inserted[0]].map((Id) => ({ Id })) });
  // Rows are processed in order: the repeated id finds its record already deleted.
  assert.deepEqual(ids(results.successfulResults).sort(), [...inserted].sort());
  assert.equal(results.failedResults.length, 1);
  assert.ok(results.failedResults[0]);
  assert.match(results.failedResults[0].sf__Error, /^ENTITY_IS_DELETED:/);
  assert.equal((await conn.query("SELECT Id FROM Contact WHERE LastName LIKE 'Bulk-%'")).totalSize, 0);
  assert.equal((await conn.query("SELECT Id FROM Contact WHERE LastName LIKE 'Bulk-%' AND IsDeleted = true", { scanAll: true })).totalSize, 2);
});

check("a job whose CSV names an unknown field fails, and poll reports why", async () => {
  await assert.rejects(
    conn.bulk2.loadAndWaitForResults({ object: "Account", operation: "insert", input: "Name,Nope__c\nAcme,1\n" }),
    /Ingest job failed to complete due to: InvalidBatch : Field name not found : Nope__c/,
  );
});

check("an upsert job without externalIdFieldName is refused when it is created", async () => {
  const job = conn.bulk2.createJob({ object: "Invoice__c", operation: "upsert" });
  await assert.rejects(job.open(), (error) => /** @type {{ errorCode?: string }} */ (error).errorCode === "INVALIDJOB" && /External ID was blank for Invoice__c/.test(/** @type {Error} */ (error).message));
});

const PAGED = 2_500;
check(`a ${PAGED}-row insert, then bulk2.query reads every row`, async () => {
  const input = Array.from({ length: PAGED }, (_, i) => ({ Name: `Paged ${String(i).padStart(4, "0")}`, NumberOfEmployees: i }));
  const loaded = await conn.bulk2.loadAndWaitForResults({ object: "Account", operation: "insert", input });
  assert.equal(loaded.successfulResults.length, PAGED);
  const records = await (await conn.bulk2.query("SELECT Id, Name, NumberOfEmployees FROM Account WHERE Name LIKE 'Paged %'")).toArray();
  assert.equal(records.length, PAGED);
  assert.equal(new Set(records.map((r) => r.Id)).size, PAGED);
  assert.deepEqual(Object.keys(records[0]), ["Id", "Name", "NumberOfEmployees"]);
});

check("query results page by maxRecords: Sforce-Locator until \"null\", Sforce-NumberOfRecords per page", async () => {
  const job = /** @type {{ state: string; id: string }} */ (await conn.request({
    method: "POST",
    url: `/services/data/v67.0/jobs/query`,
    body: JSON.stringify({ operation: "query", query: "SELECT Id FROM Account WHERE Name LIKE 'Paged %'" }),
    headers: { "content-type": "application/json" },
  }));
  assert.equal(job.state, "UploadComplete");
  const info = /** @type {{ state: string; numberRecordsProcessed: number; jobType: string }} */ (await conn.request(`/services/data/v67.0/jobs/query/${job.id}`));
  assert.deepEqual([info.state, info.numberRecordsProcessed, info.jobType], ["JobComplete", PAGED, "V2Query"]);
  const seen = new Set();
  let locator = "";
  let pages = 0;
  do {
    const response = await fetch(`${conn.instanceUrl.replace(/\/$/, "")}/services/data/v67.0/jobs/query/${job.id}/results?maxRecords=1000${locator ? `&locator=${locator}` : ""}`, {
      headers: { authorization: `Bearer ${conn.accessToken}`, accept: "text/csv" },
    });
    assert.equal(response.status, 200);
    const lines = (await response.text()).trim().split("\n");
    assert.equal(lines[0], '"Id"');
    assert.equal(Number(response.headers.get("sforce-numberofrecords")), lines.length - 1);
    for (const line of lines.slice(1)) seen.add(line);
    locator = response.headers.get("sforce-locator") ?? "";
    pages++;
  } while (locator !== "null");
  assert.deepEqual([pages, seen.size], [3, PAGED]);
});

check("bulk2.query flattens parent fields into Account.Name columns", async () => {
  const account = await conn.sobject("Account").create({ Name: "Parent Co" });
  await conn.sobject("Contact").create({ LastName: "Child", AccountId: account.id });
  await conn.sobject("Contact").create({ LastName: "Orphan" });
  const records = await (await conn.bulk2.query("SELECT LastName, Account.Name FROM Contact WHERE LastName IN ('Child', 'Orphan') ORDER BY LastName")).toArray();
  assert.deepEqual(records, [{ LastName: "Child", "Account.Name": "Parent Co" }, { LastName: "Orphan", "Account.Name": "" }]);
});

check("a bad query is refused with the SOQL error the REST API gives", async () => {
  await assert.rejects(conn.bulk2.query("SELECT Nope FROM Account"), (error) => /** @type {{ errorCode?: string }} */ (error).errorCode === "INVALID_FIELD");
});

await suite.run();
