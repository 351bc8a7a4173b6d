// Issue 6's surface through jsforce under plain Node: OAuth login, paging, queryAll, subquery paging,
// upsert, collections, composite, batch, limits. `node jsforce-fidelity-suite.mjs <instanceUrl>`.
import assert from "node:assert/strict";
import jsforce from "jsforce";
import { failsWith } from "./jsforce-assert.mjs";
import { createSuite } from "./run-cases.mjs";
/** @import { Connection, QueryResult, Record as SfRecord, SaveError, SaveResult } from "jsforce" */

const [url] = process.argv.slice(2);
if (!url) throw new Error("usage: node jsforce-fidelity-suite.mjs <instanceUrl>");
const suite = createSuite();
const check = suite.check;
const oauth2 = { clientId: "client-id", clientSecret: "client-secret", loginUrl: url };
const base = "/services/data/v67.0";
/**
 * The id of a record that must have been saved.
 * @param {SaveResult} result
 */
const savedId = (result) => {
  assert.ok(result.success, `not saved: ${JSON.stringify(result.errors)}`);
  return result.id;
};
/**
 * The code of a collection result's first error. Salesforce names it `statusCode` there, though jsforce's
 * SaveError type says `errorCode`; either counts.
 * @param {SaveResult | undefined} result
 */
const firstErrorCode = (result) => {
  const error = /** @type {(SaveError & { statusCode?: string }) | undefined} */ (result?.errors[0]);
  return error?.statusCode ?? error?.errorCode;
};
/** @type {Connection} Logged in by the first case; the others use it. */
let conn;

check("OAuth2 password login gives the snapshot as instance URL and an identity", async () => {
  conn = new jsforce.Connection({ oauth2, version: "67.0" });
  const user = await conn.login("ops@acme.example", "s3cret");
  assert.equal(conn.instanceUrl, url);
  // Salesforce's shape: the org's 15-character id, "!", an opaque part (the Salesforce CLI checks it).
  assert.match(conn.accessToken ?? "", /^00D[A-Za-z0-9]{12}![.\w]+$/);
  assert.equal(conn.accessToken?.slice(0, 15), user.organizationId.slice(0, 15));
  assert.match(user.id, /^005/);
  const identity = await conn.identity();
  assert.equal(identity.username, "ops@acme.example");
  assert.equal(identity.organization_id, user.organizationId);
});

check("a wrong password is refused as Salesforce refuses it", async () => {
  const other = new jsforce.Connection({ oauth2, version: "67.0" });
  await assert.rejects(other.login("ops@acme.example", "wrong"), (error) => error instanceof Error && error.name === "invalid_grant" && /authentication failure/.test(error.message));
});

check("records created by the logged-in user carry it in CreatedById and OwnerId", async () => {
  const id = savedId(await conn.sobject("Contact").create({ LastName: "Owner" }));
  const contact = await conn.sobject("Contact").retrieve(id);
  assert.equal(contact.CreatedById, conn.userInfo?.id);
  assert.equal(contact.OwnerId, conn.userInfo?.id);
  assert.equal(contact.SystemModstamp, contact.CreatedDate);
});

check("a query past 2,000 rows pages with nextRecordsUrl, and queryMore fetches the rest", async () => {
  const first = await conn.query("SELECT Id, Name FROM Account WHERE Name LIKE 'Bulk %'");
  assert.deepEqual([first.totalSize, first.done, first.records.length], [2300, false, 2000]);
  assert.ok(first.nextRecordsUrl, "a first page links to the next");
  assert.match(first.nextRecordsUrl, /\/services\/data\/v67\.0\/query\/01g[A-Z0-9]{15}-2000$/);
  const rest = await conn.queryMore(first.nextRecordsUrl);
  assert.deepEqual([rest.done, rest.records.length, rest.nextRecordsUrl], [true, 300, undefined]);
});

check("autoFetch walks every page", async () => {
  /** @type {SfRecord[]} */
  const records = [];
  await new Promise((resolve, reject) =>
    conn.query("SELECT Id FROM Account WHERE Name LIKE 'Bulk %'").on("record", (r) => records.push(r)).on("end", resolve).on("error", reject).run({ autoFetch: true, maxFetch: 10000 }));
  assert.equal(records.length, 2300);
  assert.equal(new Set(records.map((r) => r.Id)).size, 2300);
});

check("child subqueries page past 200 rows per parent", async () => {
  const result = await conn.query("SELECT Name, (SELECT LastName FROM Contacts ORDER BY LastName) FROM Account WHERE Name = 'Big Family'");
  const [family] = result.records;
  assert.ok(family, "the Big Family account");
  /** @type {QueryResult<SfRecord>} A subquery's rows come as a query result of their own. */
  const contacts = family.Contacts;
  assert.deepEqual([contacts.totalSize, contacts.done, contacts.records.length], [250, false, 200]);
  assert.ok(contacts.nextRecordsUrl, "a first page of children links to the next");
  const more = await conn.queryMore(contacts.nextRecordsUrl);
  assert.deepEqual([more.done, more.records.length], [true, 50]);
});

check("autoFetch also fetches a subquery's further pages", async () => {
  const result = await conn.query("SELECT Name, (SELECT LastName FROM Contacts) FROM Account WHERE Name = 'Big Family'").execute({ autoFetch: true });
  const [family] = result.records;
  assert.ok(family, "the Big Family account");
  /** @type {QueryResult<SfRecord>} A subquery's rows come as a query result of their own. */
  const contacts = family.Contacts;
  assert.deepEqual([contacts.records.length, contacts.done], [250, true]);
  assert.equal(new Set(contacts.records.map((c) => c.LastName)).size, 250);
});

check("queryAll sees deleted records; query does not", async () => {
  const id = savedId(await conn.sobject("Account").create({ Name: "Soon deleted" }));
  await conn.sobject("Account").destroy(id);
  assert.equal((await conn.query(`SELECT Id FROM Account WHERE Id = '${id}'`)).totalSize, 0);
  const all = await conn.query(`SELECT Id, IsDeleted FROM Account WHERE Id = '${id}'`, { scanAll: true });
  assert.deepEqual([all.totalSize, all.records[0]?.IsDeleted], [1, true]);
});

check("upsert by external id creates, then updates; retrieve by external id", async () => {
  const created = await conn.sobject("Invoice__c").upsert({ External_Id__c: "INV-7", Amount__c: 100 }, "External_Id__c");
  assert.deepEqual([created.success, created.created], [true, true]);
  const updated = await conn.sobject("Invoice__c").upsert({ External_Id__c: "INV-7", Amount__c: 250 }, "External_Id__c");
  assert.deepEqual([updated.success, updated.created, updated.id], [true, false, created.id]);
  /** @type {SfRecord} */
  const read = await conn.request(`${base}/sobjects/Invoice__c/External_Id__c/INV-7`);
  assert.equal(read.Amount__c, 250);
  await failsWith(conn.sobject("Account").upsert({ Name: "x", Website: "a" }, "Website"), "NOT_FOUND");
});

check("arrays of records go through composite/sobjects: create, retrieve, update, delete", async () => {
  const created = await conn.sobject("Account").create([{ Name: "Coll A" }, { Name: "Coll B" }]);
  assert.ok(created.every((r) => r.success && /^001/.test(r.id)));
  const ids = created.map(savedId);
  const read = await conn.sobject("Account").retrieve(ids, { fields: ["Name"] });
  assert.deepEqual(read.map((r) => r.Name), ["Coll A", "Coll B"]);
  const updated = await conn.sobject("Account").update(ids.map((Id, i) => ({ Id, Name: `Coll ${i}` })));
  assert.ok(updated.every((r) => r.success));
  const removed = await conn.sobject("Account").destroy(ids);
  assert.ok(removed.every((r) => r.success));
});

check("upserting an array goes through composite/sobjects/{type}/{field}", async () => {
  const results = await conn.sobject("Invoice__c").upsert([{ External_Id__c: "INV-7", Amount__c: 300 }, { External_Id__c: "INV-8", Amount__c: 80 }], "External_Id__c");
  assert.deepEqual(results.map((r) => [r.success, r.created]), [[true, false], [true, true]]);
  const rows = await conn.query("SELECT External_Id__c, Amount__c FROM Invoice__c WHERE External_Id__c IN ('INV-7', 'INV-8') ORDER BY External_Id__c");
  assert.deepEqual(rows.records.map((r) => r.Amount__c), [300, 80]);
});

check("allOrNone rolls the whole collection back and says why", async () => {
  const before = (await conn.query("SELECT COUNT() FROM Account")).totalSize;
  const results = await conn.sobject("Account").create([{ Name: "Kept?" }, { Industry: "Energy" }], { allOrNone: true });
  assert.equal(firstErrorCode(results[1]), "REQUIRED_FIELD_MISSING");
  assert.equal(firstErrorCode(results[0]), "ALL_OR_NONE_OPERATION_ROLLED_BACK");
  assert.equal((await conn.query("SELECT COUNT() FROM Account")).totalSize, before);
});

check("composite with @{ref} references creates a parent and child in one call", async () => {
  /** @type {{ compositeResponse: Array<{ httpStatusCode: number; body: SfRecord }> }} */
  const answer = await conn.requestPost(`${base}/composite`, {
    allOrNone: true,
    compositeRequest: [
      { method: "POST", url: `${base}/sobjects/Account`, referenceId: "acct", body: { Name: "Composite Co" } },
      { method: "POST", url: `${base}/sobjects/Contact`, referenceId: "person", body: { LastName: "Ref", AccountId: "@{acct.id}" } },
      { method: "GET", url: `${base}/sobjects/Contact/@{person.id}?fields=AccountId`, referenceId: "check" },
    ],
  });
  assert.deepEqual(answer.compositeResponse.map((r) => r.httpStatusCode), [201, 201, 200]);
  const [account, , contact] = answer.compositeResponse;
  assert.ok(account && contact);
  assert.equal(contact.body.AccountId, account.body.id);
});

check("composite allOrNone rolls back when a subrequest fails", async () => {
  /** @type {{ compositeResponse: Array<{ httpStatusCode: number; body: Array<{ errorCode: string; message: string }> }> }} */
  const answer = await conn.requestPost(`${base}/composite`, {
    allOrNone: true,
    compositeRequest: [
      { method: "POST", url: `${base}/sobjects/Account`, referenceId: "ok", body: { Name: "Rolled back" } },
      { method: "POST", url: `${base}/sobjects/Account`, referenceId: "bad", body: { Bogus: 1 } },
    ],
  });
  assert.deepEqual(answer.compositeResponse.map((r) => r.body[0]?.errorCode), ["PROCESSING_HALTED", "INVALID_FIELD"]);
  assert.equal((await conn.query("SELECT COUNT() FROM Account WHERE Name = 'Rolled back'")).totalSize, 0);
});

check("composite/batch runs independent subrequests and halts on error when asked", async () => {
  /** @type {{ hasErrors: boolean; results: Array<{ statusCode: number }> }} */
  const answer = await conn.requestPost(`${base}/composite/batch`, {
    haltOnError: true,
    batchRequests: [
      { method: "GET", url: "v67.0/limits" },
      { method: "GET", url: "v67.0/sobjects/Account/001000000000999" },
      { method: "GET", url: "v67.0/sobjects" },
    ],
  });
  assert.deepEqual([answer.hasErrors, ...answer.results.map((r) => r.statusCode)], [true, 200, 404, 412]);
});

check("limits and the Sforce-Limit-Info usage header", async () => {
  const { DailyApiRequests: daily } = await conn.limits();
  assert.ok(daily, "DailyApiRequests is reported");
  assert.equal(daily.Max, 100000);
  assert.ok(daily.Remaining < 100000);
  const usage = conn.limitInfo.apiUsage;
  assert.ok(usage, "the Sforce-Limit-Info header was read");
  assert.ok(usage.used > 10);
  assert.equal(usage.limit, 100000);
});

check("error codes come through: bad locator, bad query, unknown type", async () => {
  await failsWith(conn.queryMore(`${base}/query/01gAAAAAAAAAAAAAAA-2000`), "INVALID_QUERY_LOCATOR");
  await failsWith(conn.query("SELECT Id FROM Account WHERE"), "MALFORMED_QUERY");
  await failsWith(conn.query("SELECT Id FROM Nope__c"), "INVALID_TYPE");
});

await suite.run();
