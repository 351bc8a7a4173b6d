// Runs under plain Node: `node jsforce-describes-suite.mjs <instanceUrl> <configuredInstanceUrl>`.
// Prints one JSON line per case: {"name", "ok", "error"?}. The bun test that spawns it asserts on them.
import assert from "node:assert/strict";
import { createSuite } from "./run-cases.mjs";
import jsforce from "jsforce";

const [instanceUrl, configuredUrl] = process.argv.slice(2);
if (!instanceUrl || !configuredUrl) throw new Error("usage: node jsforce-describes-suite.mjs <instanceUrl> <configuredInstanceUrl>");
const conn = new jsforce.Connection({ instanceUrl, accessToken: "any-token", version: "67.0" });
const configured = new jsforce.Connection({ instanceUrl: configuredUrl, accessToken: "any-token", version: "67.0" });
const suite = createSuite();
const check = suite.check;

check("describeGlobal lists the standard objects of a real org with their key prefixes", async () => {
  const global = await conn.describeGlobal();
  const prefixes = Object.fromEntries(global.sobjects.map((s) => [s.name, s.keyPrefix]));
  const expected = {
    Organization: "00D", Profile: "00e", UserRole: "00E", RecordType: "012", Event: "00U", Task: "00T",
    Product2: "01t", Pricebook2: "01s", PricebookEntry: "01u", OpportunityLineItem: "00k", Campaign: "701",
    CampaignMember: "00v", Note: "002", Attachment: "00P", ContentDocument: "069", ContentVersion: "068",
    Contract: "800", Order: "801", OrderItem: "802", Group: "00G", CaseComment: "00a",
  };
  for (const [name, prefix] of Object.entries(expected)) assert.equal(prefixes[name], prefix, name);
  assert.equal(global.sobjects.find((s) => s.name === "Organization")?.createable, false);
});

check("describe Account lists ActivityHistories, OpenActivities, Histories, Notes and Events", async () => {
  const account = await conn.sobject("Account").describe();
  const byName = Object.fromEntries(account.childRelationships.filter((r) => r.relationshipName).map((r) => [r.relationshipName, r]));
  assert.equal(byName.ActivityHistories?.childSObject, "ActivityHistory");
  assert.equal(byName.ActivityHistories?.field, "AccountId");
  assert.equal(byName.OpenActivities?.childSObject, "OpenActivity");
  assert.equal(byName.Histories?.childSObject, "AccountHistory");
  assert.equal(byName.Notes?.childSObject, "Note");
  assert.equal(byName.Events?.field, "WhatId");
  assert.equal(byName.Contracts?.restrictedDelete, true);
});

check("a product priced in a price book goes on an opportunity and comes back through OpportunityLineItems", async () => {
  const product = await conn.sobject("Product2").create({ Name: "Widget", ProductCode: "W-1", IsActive: true });
  const book = await conn.sobject("Pricebook2").create({ Name: "Partners", IsActive: true });
  const entry = await conn.sobject("PricebookEntry").create({ Pricebook2Id: book.id, Product2Id: product.id, UnitPrice: 25, IsActive: true });
  const deal = await conn.sobject("Opportunity").create({ Name: "Widgets", StageName: "Prospecting", CloseDate: "2030-01-31", Pricebook2Id: book.id });
  await conn.sobject("OpportunityLineItem").create({ OpportunityId: deal.id, PricebookEntryId: entry.id, Quantity: 4, UnitPrice: 25 });
  const result = await conn.query(`SELECT Name, (SELECT Quantity, PricebookEntry.UnitPrice FROM OpportunityLineItems) FROM Opportunity WHERE Id = '${deal.id}'`);
  assert.ok(result.records[0]);
  const lines = result.records[0].OpportunityLineItems.records;
  assert.deepEqual(lines.map((/** @type {{ Quantity: number; PricebookEntry: { UnitPrice: number } }} */ l) => [l.Quantity, l.PricebookEntry.UnitPrice]), [[4, 25]]);
});

check("events and notes hang off an account; activity and field-history subqueries run", async () => {
  const [account] = (await conn.query("SELECT Id FROM Account WHERE Name = 'Describe Co'")).records;
  assert.ok(account);
  await conn.sobject("Event").create({ WhatId: account.Id, Subject: "Kick-off", StartDateTime: "2030-01-01T09:00:00Z", EndDateTime: "2030-01-01T10:00:00Z", DurationInMinutes: 60, ActivityDateTime: "2030-01-01T09:00:00Z" });
  await conn.sobject("Note").create({ ParentId: account.Id, Title: "Met the buyer", Body: "Keen." });
  const soql = `SELECT (SELECT Subject FROM Events), (SELECT Title FROM Notes), (SELECT Subject FROM OpenActivities), (SELECT Subject FROM ActivityHistories), (SELECT Field FROM Histories) FROM Account WHERE Id = '${account.Id}'`;
  const [row] = (await conn.query(soql)).records;
  assert.ok(row);
  assert.deepEqual(row.Events.records.map((/** @type {{ Subject: string }} */ e) => e.Subject), ["Kick-off"]);
  assert.deepEqual(row.Notes.records.map((/** @type {{ Title: string }} */ n) => n.Title), ["Met the buyer"]);
  assert.equal(row.Histories, null);
});

check("a new contract gets the first contract number of a new org", async () => {
  const [account] = (await conn.query("SELECT Id FROM Account WHERE Name = 'Describe Co'")).records;
  assert.ok(account);
  const contract = await conn.sobject("Contract").create({ AccountId: account.Id, StartDate: "2030-01-01", ContractTerm: 12 });
  assert.ok(contract.id);
  const record = await conn.sobject("Contract").retrieve(contract.id);
  assert.equal(record.ContractNumber, "00000100");
  assert.equal(record.Status, "Draft");
});

check("the org's own objects cannot be inserted", async () => {
  try {
    await conn.sobject("Organization").create({ Name: "Another org" });
    assert.fail("created an Organization");
  } catch (error) {
    assert.equal(/** @type {{ errorCode?: string }} */ (error).errorCode, "INVALID_TYPE_FOR_OPERATION");
  }
});

check("a configured custom object has the OwnerId and Name every custom object has", async () => {
  const ticket = await configured.sobject("Ticket__c").describe();
  const owner = ticket.fields.find((f) => f.name === "OwnerId");
  assert.deepEqual(owner?.referenceTo, ["Group", "User"]);
  assert.ok(ticket.fields.some((f) => f.name === "Name" && f.nameField));
  const created = await configured.sobject("Ticket__c").create({ Summary__c: "Printer" });
  assert.ok(created.id);
  const record = await configured.sobject("Ticket__c").retrieve(created.id);
  assert.match(record.OwnerId, /^005/);
});

await suite.run();
