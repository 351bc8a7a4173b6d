// Runs under plain Node, as users run jsforce: `node jsforce-suite.mjs <instanceUrl> <configuredInstanceUrl>`.
// Prints one JSON line per case: {"name", "ok", "error"?}. The bun test that spawns it asserts on them.
import assert from "node:assert/strict";
import { failsWith } from "./jsforce-assert.mjs";
import { createSuite } from "./run-cases.mjs";
import jsforce from "jsforce";

const [instanceUrl, configuredUrl] = process.argv.slice(2);
if (!instanceUrl || !configuredUrl) throw new Error("usage: node jsforce-suite.mjs <instanceUrl> <configuredInstanceUrl>");
const conn = new jsforce.Connection({ instanceUrl, accessToken: "any-token", version: "67.0" });
const suite = createSuite();
const check = suite.check;

check("describeGlobal lists the built-in objects", async () => {
  const global = await conn.describeGlobal();
  const names = global.sobjects.map((s) => s.name);
  for (const name of ["Account", "Contact", "User", "Case", "Opportunity", "Quote"]) assert.ok(names.includes(name), name);
  assert.equal(global.sobjects.find((s) => s.name === "Account")?.keyPrefix, "001");
});

check("describe Account has its fields and child relationships", async () => {
  const account = await conn.sobject("Account").describe();
  assert.equal(account.name, "Account");
  assert.equal(account.keyPrefix, "001");
  assert.ok(account.fields.some((f) => f.name === "Name" && f.type === "string"));
  assert.ok(account.childRelationships.some((r) => r.relationshipName === "Contacts"));
});

check("seeded records keep their ids and are readable by 15-character id", async () => {
  const account = await conn.sobject("Account").retrieve("001000000000001");
  assert.equal(account.Id, "001000000000001AAA");
  assert.equal(account.Name, "Seeded Industries");
  assert.equal(account.attributes?.type, "Account");
});

/** @type {string} Set by the create case; the cases after it use that record. */
let createdId;
check("create returns an 18-character id with the key prefix", async () => {
  const result = await conn.sobject("Account").create({ Name: "Created Co", Industry: "Energy" });
  assert.equal(result.success, true);
  assert.match(result.id, /^001[a-zA-Z0-9]{15}$/);
  createdId = result.id;
});

check("retrieve returns the created record with system fields", async () => {
  const account = await conn.sobject("Account").retrieve(createdId);
  assert.equal(account.Name, "Created Co");
  assert.equal(account.IsDeleted, false);
  assert.match(account.CreatedDate, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0000$/);
  assert.match(account.OwnerId, /^005/);
});

check("update changes the record", async () => {
  const result = await conn.sobject("Account").update({ Id: createdId, Name: "Renamed Co" });
  assert.equal(result.success, true);
  assert.equal((await conn.sobject("Account").retrieve(createdId)).Name, "Renamed Co");
});

check("query with WHERE, ORDER BY and a parent field", async () => {
  await conn.sobject("Contact").create({ LastName: "Lovelace", FirstName: "Ada", AccountId: createdId });
  const result = await conn.query("SELECT Id, Name, Account.Name FROM Contact WHERE LastName = 'Lovelace' ORDER BY Name");
  assert.equal(result.totalSize, 1);
  assert.equal(result.done, true);
  const [ada] = result.records;
  assert.ok(ada, "one Lovelace");
  assert.equal(ada.Name, "Ada Lovelace");
  assert.equal(ada.Account.Name, "Renamed Co");
});

check("query COUNT()", async () => {
  const result = await conn.query("SELECT COUNT() FROM Account");
  assert.equal(result.totalSize, 2);
});

check("delete removes the record from reads and queries", async () => {
  const result = await conn.sobject("Account").destroy(createdId);
  assert.equal(result.success, true);
  await failsWith(conn.sobject("Account").retrieve(createdId), "ENTITY_IS_DELETED");
  assert.equal((await conn.query(`SELECT Id FROM Account WHERE Id = '${createdId}'`)).totalSize, 0);
});

check("unknown field on create is INVALID_FIELD", () => failsWith(conn.sobject("Account").create({ Name: "x", Bogus__c: 1 }), "INVALID_FIELD"));
check("missing required field is REQUIRED_FIELD_MISSING", () => failsWith(conn.sobject("Contact").create({ FirstName: "No" }), "REQUIRED_FIELD_MISSING"));
check("a malformed reference is MALFORMED_ID", () => failsWith(conn.sobject("Contact").create({ LastName: "x", AccountId: "xyz" }), "MALFORMED_ID"));
check("a read-only field is INVALID_FIELD_FOR_INSERT_UPDATE", () => failsWith(conn.sobject("Account").create({ Name: "x", CreatedDate: "2020-01-01T00:00:00Z" }), "INVALID_FIELD_FOR_INSERT_UPDATE"));
check("retrieving a missing record is NOT_FOUND", () => failsWith(conn.sobject("Account").retrieve("001000000000999"), "NOT_FOUND"));
check("a malformed query is MALFORMED_QUERY", () => failsWith(conn.query("SELECT FROM WHERE"), "MALFORMED_QUERY"));
check("a query on an unknown field is INVALID_FIELD", () => failsWith(conn.query("SELECT Bogus FROM Account"), "INVALID_FIELD"));
check("a query on an unknown object is INVALID_TYPE", () => failsWith(conn.query("SELECT Id FROM Bogus"), "INVALID_TYPE"));

check("uploaded describes replace the built-ins for that snapshot", async () => {
  const configured = new jsforce.Connection({ instanceUrl: configuredUrl, accessToken: "t", version: "67.0" });
  const names = (await configured.describeGlobal()).sobjects.map((s) => s.name).sort();
  assert.deepEqual(names, ["Widget__c"]);
  const widget = await configured.sobject("Widget__c").describe();
  assert.ok(widget.fields.some((f) => f.name === "Size__c" && f.type === "double"));
  const created = await configured.sobject("Widget__c").create({ Name: "w", Size__c: 3 });
  assert.equal((await configured.query(`SELECT Size__c FROM Widget__c WHERE Id = '${created.id}'`)).records[0]?.Size__c, 3);
  await failsWith(configured.sobject("Account").describe(), "NOT_FOUND");
});

await suite.run();
