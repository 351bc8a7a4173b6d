// Runs under plain Node, as users run jsforce: `node jsforce-endpoints-suite.mjs <instanceUrl>`.
// The org-metadata endpoints of issue 19 (layouts, list views, recent, updated/deleted, tabs, theme),
// upsert results under allOrNone, and composite tree/graph and record counts through conn.request,
// with the checks jsforce's own test/ (sobject.test.ts, connection-meta.test.ts, connection-crud.test.ts) makes.
// Prints one JSON line per case: {"name", "ok", "error"?}. The bun test that spawns it asserts on them.
import assert from "node:assert/strict";
import { createSuite } from "./run-cases.mjs";
import jsforce from "jsforce";

/** @typedef {any} Json A decoded answer: the cases read into it and assert its shape. */

const [instanceUrl] = process.argv.slice(2);
if (!instanceUrl) throw new Error("usage: node jsforce-endpoints-suite.mjs <instanceUrl>");
const conn = new jsforce.Connection({ instanceUrl, accessToken: "any-token", version: "67.0" });
const Account = conn.sobject("Account");
const suite = createSuite();
const check = suite.check;
/** @param {unknown} value */
const isString = (value) => typeof value === "string";
/** @param {unknown} value */
const isObject = (value) => typeof value === "object" && value !== null;

/** The checks jsforce's sobject.test.ts makes on every describe-layouts answer. @param {Json} res */
const assertLayouts = (res) => {
  assert.ok(Array.isArray(res.layouts) && res.layouts.length > 0);
  for (const layout of res.layouts) {
    assert.ok(layout.id === null || isString(layout.id));
    assert.ok(isObject(layout.buttonLayoutSection));
    assert.ok(Array.isArray(layout.detailLayoutSections));
    assert.ok(Array.isArray(layout.editLayoutSections));
    assert.ok(isObject(layout.quickActionList));
    assert.ok(Array.isArray(layout.quickActionList.quickActionListItems));
    assert.ok(Array.isArray(layout.relatedLists));
  }
  assert.ok(Array.isArray(res.recordTypeMappings));
  assert.ok(Array.isArray(res.recordTypeSelectorRequired));
};

/** The checks jsforce's tests make on list view columns. @param {Json} columns */
const assertColumns = (columns) => {
  assert.ok(Array.isArray(columns) && columns.length > 0);
  for (const column of columns) {
    assert.ok(isString(column.label));
    assert.ok(isString(column.fieldNameOrPath));
    assert.ok(isString(column.selectListItem));
    assert.ok(typeof column.sortIndex === "number" || column.sortIndex === null);
    assert.equal(typeof column.sortable, "boolean");
  }
};

check("sobject.layouts() and its cached forms answer with layouts and record type mappings", async () => {
  const res = /** @type {Json} */ (await Account.layouts());
  assertLayouts(res);
  assert.ok(res.layouts[0].detailLayoutSections[0].layoutRows.length > 0);
  assertLayouts(await Account.layouts$());
  assertLayouts(Account.layouts$$());
});

check("User's named layout UserAlt", async () => {
  const User = conn.sobject("User");
  assertLayouts(await User.layouts("UserAlt"));
  assertLayouts(await User.layouts$("UserAlt"));
  assertLayouts(User.layouts$$("UserAlt"));
});

check("compact and approval layouts", async () => {
  const compact = await Account.compactLayouts();
  assert.ok(Array.isArray(compact.compactLayouts));
  for (const layout of compact.compactLayouts) {
    assert.ok(layout.id === null || isString(layout.id));
    assert.ok(isString(layout.objectType));
    assert.ok(Array.isArray(layout.actions));
    assert.ok(Array.isArray(layout.fieldItems));
  }
  assert.ok(!compact.defaultCompactLayoutId || isString(compact.defaultCompactLayoutId));
  assert.ok(Array.isArray(compact.recordTypeCompactLayoutMappings));
  assert.ok(Array.isArray((await Account.approvalLayouts()).approvalLayouts));
});

/** @type {string} The first list view, as jsforce's tests pick it. */
let listviewId;
check("sobject.listviews() lists views with ids, labels and urls", async () => {
  const result = /** @type {Json} */ (await Account.listviews());
  assert.ok(Array.isArray(result.listviews) && result.listviews.length > 0);
  for (const listview of result.listviews) {
    assert.ok(isString(listview.id) && listview.id.startsWith("00B"));
    assert.ok(isString(listview.label));
    assert.ok(isString(listview.describeUrl));
    assert.ok(isString(listview.resultsUrl));
    assert.equal(typeof listview.soqlCompatible, "boolean");
  }
  listviewId = result.listviews[0].id;
  assert.equal(result.listviews[0].developerName, "AllAccounts");
});

check("listview(id).describe() gives the columns, SOQL and order", async () => {
  const result = /** @type {Json} */ (await Account.listview(listviewId).describe());
  assert.ok(isString(result.id));
  assert.ok(isString(result.sobjectType));
  assert.ok(isString(result.query) || result.query === null);
  assert.ok(Array.isArray(result.orderBy));
  assertColumns(result.columns);
  // The view's SOQL runs as a query.
  const records = await conn.query(result.query);
  assert.ok(records.totalSize >= 2);
});

check("listview(id).results() runs the view over the org's records", async () => {
  const result = /** @type {Json} */ (await Account.listview(listviewId).results());
  assert.equal(typeof result.done, "boolean");
  assert.equal(typeof result.size, "number");
  assert.ok(isString(result.id));
  assert.ok(isString(result.label));
  assertColumns(result.columns);
  assert.ok(Array.isArray(result.records));
  const names = result.records.map((/** @type {Json} */ record) => record.columns.find((/** @type {Json} */ column) => column.fieldNameOrPath === "Name").value);
  assert.ok(names.includes("Endpoint Alpha") && names.includes("Endpoint Beta"), names.join());
});

check("conn.recent() and sobject.recent(): what was written last comes first", async () => {
  const [alpha, beta] = /** @type {Json[]} */ (await Account.find({ Name: { $like: "Endpoint %" } }, { Id: 1, Name: 1 }).sort("Name"));
  await Account.update({ Id: alpha.Id, Phone: "555-0001" });
  await new Promise((resolve) => setTimeout(resolve, 5));
  await Account.update({ Id: beta.Id, Phone: "555-0002" });
  const records = /** @type {Json[]} */ (await conn.recent(2));
  assert.equal(records.length, 2);
  for (const record of records) {
    assert.ok(isString(record.Id));
    assert.ok(isString(record.Name));
    assert.equal(record.attributes.type, "Account");
  }
  assert.deepEqual(records.map((r) => r.Id), [beta.Id, alpha.Id]);
  const accounts = /** @type {Json[]} */ (await Account.recent());
  assert.ok(Array.isArray(accounts) && accounts.length >= 2);
  assert.equal(accounts[0].Id, beta.Id);
  for (const record of accounts) assert.equal(record.attributes.type, "Account");
});

/** @type {string} A record created and then deleted, for the replication cases. */
let deletedId = "";
check("sobject.updated(start, end) with Dates and strings lists what changed", async () => {
  const created = /** @type {Json} */ (await Account.create({ Name: "Endpoint Gamma" }));
  const end = new Date(Date.now() + 2 * 60_000);
  const start = new Date(Date.now() - 60_000);
  const result = await Account.updated(start, end);
  assert.ok(Array.isArray(result.ids));
  assert.ok(result.ids.includes(created.id));
  assert.ok(isString(result.latestDateCovered));
  const fromStrings = await Account.updated(start.toString(), end.toString());
  assert.ok(fromStrings.ids.includes(created.id));
  deletedId = created.id;
});

check("sobject.deleted(start, end) lists what was deleted, with when", async () => {
  await Account.destroy(deletedId);
  const end = new Date(Date.now() + 2 * 60_000);
  const start = new Date(Date.now() - 60_000);
  const result = await Account.deleted(start, end);
  assert.ok(Array.isArray(result.deletedRecords));
  const entry = result.deletedRecords.find((record) => record.id === deletedId);
  assert.ok(entry && isString(entry.deletedDate), JSON.stringify(result));
  assert.ok(isString(result.earliestDateAvailable) && isString(result.latestDateCovered));
  assert.ok(!(await Account.updated(start, end)).ids.includes(deletedId));
  assert.ok(Array.isArray((await Account.deleted(start.toString(), end.toString())).deletedRecords));
});

check("a replication window that ends before it starts is INVALID_REPLICATION_DATE", async () => {
  const now = new Date();
  /** @param {Json} error */
  const replicationDate = (error) => error.errorCode === "INVALID_REPLICATION_DATE";
  await assert.rejects(Account.updated(now, new Date(now.getTime() - 10 * 60_000)), replicationDate);
  await assert.rejects(Account.deleted(new Date(now.getTime() - 40 * 86_400_000), now), replicationDate);
});

check("conn.tabs() lists tabs with labels, names and urls", async () => {
  const tabs = await conn.tabs();
  assert.ok(Array.isArray(tabs) && tabs.length > 1);
  for (const tab of tabs) {
    assert.ok(isString(tab.label));
    assert.ok(isString(tab.name));
    assert.ok(isString(tab.url));
  }
  assert.ok(tabs.some((tab) => tab.name === "standard-Account" && tab.sobjectName === "Account"));
});

check("conn.theme() gives each object's colors and icons", async () => {
  const theme = await conn.theme();
  assert.ok(Array.isArray(theme.themeItems) && theme.themeItems.length > 0);
  for (const item of theme.themeItems) {
    assert.ok(isString(item.name));
    assert.ok(Array.isArray(item.colors) || item.colors === null);
    for (const color of item.colors ?? []) {
      assert.ok(isString(color.color));
      assert.ok(isString(color.context));
      assert.ok(isString(color.theme));
    }
    assert.ok(Array.isArray(item.icons) || item.icons === null);
    for (const icon of item.icons ?? []) {
      assert.ok(isString(icon.url));
      assert.equal(typeof icon.width, "number");
      assert.equal(typeof icon.height, "number");
      assert.ok(isString(icon.contentType));
    }
  }
});

/**
 * Runs `body` with the connection at API `version`, as jsforce's own upsert tests do.
 * @param {string} version
 * @param {() => Promise<void>} body
 */
const atVersion = async (version, body) => {
  const saved = conn.version;
  conn.version = version;
  try {
    return await body();
  } finally {
    conn.version = saved;
  }
};

check("upsert of 5 records on API 50 (sObject Collections) succeeds", () => atVersion("50.0", async () => {
  const Invoice = conn.sobject("Invoice__c");
  const records = Array.from({ length: 5 }, (_, i) => ({ External_Id__c: `Post46_${i}`, Amount__c: i }));
  const results = await Invoice.upsert(records, "External_Id__c");
  for (const result of results) {
    assert.ok(result.success);
    assert.ok(isString(result.id));
    assert.equal(result.created, true);
  }
}));

check("upsert with allOrNone and one invalid record rolls back all, each result with created", () => atVersion("50.0", async () => {
  const Invoice = conn.sobject("Invoice__c");
  /** @type {Array<Record<string, unknown>>} */
  const records = Array.from({ length: 5 }, (_, i) => ({ External_Id__c: `AllOrNone_${i}`, Amount__c: i }));
  records[2] = { ...records[2], OwnerId: "INVALID_OWNER" };
  const results = /** @type {Json[]} */ (await Invoice.upsert(records, "External_Id__c", { allOrNone: true }));
  results.forEach((result, i) => {
    assert.equal(result.success, false);
    assert.ok(Array.isArray(result.errors));
    assert.equal(result.created, true);
    const code = i === 2 ? "MALFORMED_ID" : "ALL_OR_NONE_OPERATION_ROLLED_BACK";
    assert.ok(result.errors.some((/** @type {Json} */ error) => error.statusCode === code), JSON.stringify(result));
  });
  const found = await Invoice.find({ External_Id__c: { $in: records.map((r) => r.External_Id__c) } });
  assert.equal(found.length, 0);
}));

check("composite/tree through conn.request, as `sf data import tree` sends it", async () => {
  const body = JSON.stringify({
    records: [{ attributes: { type: "Account", referenceId: "AcctRef1" }, Name: "Tree Root", Contacts: { records: [{ attributes: { type: "Contact", referenceId: "ContactRef1" }, LastName: "Leaf" }] } }],
  });
  const response = /** @type {Json} */ (await conn.request({ method: "POST", url: "/composite/tree/Account", body, headers: { "content-type": "application/json" } }));
  assert.equal(response.hasErrors, false);
  assert.deepEqual(response.results.map((/** @type {Json} */ r) => r.referenceId), ["AcctRef1", "ContactRef1"]);
  const leaf = /** @type {Json} */ (await conn.sobject("Contact").retrieve(response.results[1].id));
  assert.equal(leaf.AccountId, response.results[0].id);
});

check("a failing composite/tree rejects with Salesforce's { hasErrors, results } in the error", async () => {
  const body = JSON.stringify({ records: [{ attributes: { type: "Account", referenceId: "Bad1" }, Name: "Tree Bad", Contacts: { records: [{ attributes: { type: "Contact", referenceId: "Bad2" } }] } }] });
  await assert.rejects(conn.request({ method: "POST", url: "/composite/tree/Account", body, headers: { "content-type": "application/json" } }), (/** @type {Json} */ error) => {
    const answer = JSON.parse(error.message);
    assert.equal(answer.hasErrors, true);
    assert.deepEqual(answer.results.map((/** @type {Json} */ r) => [r.referenceId, r.errors[0].statusCode]), [["Bad2", "REQUIRED_FIELD_MISSING"]]);
    return true;
  });
  assert.equal((await Account.find({ Name: "Tree Bad" })).length, 0);
});

check("composite/graph through conn.request: graphs succeed or fail whole", async () => {
  /** @param {string} referenceId @param {string} url @param {object} body */
  const node = (referenceId, url, body) => ({ method: "POST", url: `/services/data/v67.0${url}`, referenceId, body });
  const response = /** @type {Json} */ (await conn.request({
    method: "POST",
    url: "/composite/graph",
    body: JSON.stringify({
      graphs: [
        { graphId: "good", compositeRequest: [node("acct", "/sobjects/Account", { Name: "Graph Good" }), node("ct", "/sobjects/Contact", { LastName: "G", AccountId: "@{acct.id}" })] },
        { graphId: "bad", compositeRequest: [node("acct", "/sobjects/Account", { Name: "Graph Bad" }), node("ct", "/sobjects/Contact", { AccountId: "@{acct.id}" })] },
      ],
    }),
    headers: { "content-type": "application/json" },
  }));
  assert.deepEqual(response.graphs.map((/** @type {Json} */ g) => [g.graphId, g.isSuccessful]), [["good", true], ["bad", false]]);
  assert.equal((await Account.find({ Name: "Graph Good" })).length, 1);
  assert.equal((await Account.find({ Name: "Graph Bad" })).length, 0);
});

check("limits/recordCount, as `sf org list sobject record-counts` reads it", async () => {
  const { sObjects } = /** @type {Json} */ (await conn.request("/limits/recordCount?sObjects=Account,Contact"));
  const counts = Object.fromEntries(sObjects.map((/** @type {Json} */ entry) => [entry.name, entry.count]));
  assert.equal(counts.Account, await Account.count());
  assert.equal(counts.Contact, await conn.sobject("Contact").count());
  // Without --sobject the CLI sends a bare `?sObjects`: every object with records.
  const all = /** @type {Json} */ (await conn.request("/limits/recordCount?sObjects"));
  assert.ok(all.sObjects.some((/** @type {Json} */ entry) => entry.name === "Account" && entry.count === counts.Account));
});

await suite.run();
