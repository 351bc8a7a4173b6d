// jsforce's login(username, password) with no OAuth client logs in over the SOAP API: this suite runs
// it, and what a SOAP session is then used for (REST, the Tooling API, conn.soap, logout), under Node:
// `node jsforce-soap-suite.mjs <snapshotUrl>` (a snapshot seeded as tests/e2e/jsforce-soap.test.ts does).
import assert from "node:assert/strict";
import jsforce from "jsforce";
import { failsWith } from "./jsforce-assert.mjs";
import { createSuite } from "./run-cases.mjs";
/** @import { Connection } from "jsforce" */

const [url] = process.argv.slice(2);
if (!url) throw new Error("usage: node jsforce-soap-suite.mjs <snapshotUrl>");
const suite = createSuite();
const check = suite.check;
const USERNAME = "ops@acme.example";
const PASSWORD = "s3cret";

/** A connection as an app makes one with only a login URL: jsforce's default version (50.0), no oauth2. */
const connect = (options = {}) => new jsforce.Connection({ loginUrl: url, ...options });

/** @type {Connection} */
let conn;

check("login(username, password) without an OAuth client logs in over SOAP and names the user and the org", async () => {
  conn = connect();
  const user = await conn.login(USERNAME, PASSWORD);
  assert.match(user.id, /^005[0-9A-Za-z]{15}$/);
  assert.match(user.organizationId, /^00D[0-9A-Za-z]{15}$/);
  assert.equal(conn.accessToken?.slice(0, 15), user.organizationId.slice(0, 15));
  // jsforce keeps only the origin of login's serverUrl; the session's token routes what it sends there.
  assert.equal(conn.instanceUrl, new URL(url).origin);
});

check("the SOAP session works on the REST API: conn.query() answers the world's records", async () => {
  const result = await conn.query("SELECT Id, Name FROM Account ORDER BY Name");
  assert.deepEqual(result.records.map((r) => r.Name), ["Acme Corp", "Globex"]);
});

check("a wrong password rejects with INVALID_LOGIN", async () => {
  await assert.rejects(connect().login(USERNAME, "wrong"), (error) => {
    assert.ok(error instanceof Error);
    assert.equal(error.message, "INVALID_LOGIN: Invalid username, password, security token; or user locked out.");
    return true;
  });
});

check("the password followed by the user's security token logs in too", async () => {
  await connect().login(USERNAME, `${PASSWORD}SECTOKEN1`);
});

check("identity() reads the user's identity URL", async () => {
  const identity = await conn.identity();
  assert.equal(identity.username, USERNAME);
  assert.equal(identity.display_name, "Olive Ops");
});

check("conn.soap.getUserInfo() answers the session's user, typed by jsforce's schema", async () => {
  const info = await conn.soap.getUserInfo();
  assert.equal(info.userName, USERNAME);
  assert.equal(info.userFullName, "Olive Ops");
  assert.equal(info.userTimeZone, "Europe/Paris");
  assert.equal(info.organizationId, conn.userInfo?.organizationId);
  assert.equal(info.sessionSecondsValid, 7200);
  assert.equal(info.accessibilityMode, false);
});

check("conn.tooling.query() reads EntityDefinition and FieldDefinition from the world's objects", async () => {
  const entities = await conn.tooling.query("SELECT QualifiedApiName, Label, KeyPrefix FROM EntityDefinition WHERE QualifiedApiName IN ('Account', 'Invoice__c') ORDER BY QualifiedApiName");
  assert.deepEqual(entities.records.map((r) => [r.QualifiedApiName, r.Label, r.KeyPrefix]), [["Account", "Account", "001"], ["Invoice__c", "Invoice", "a00"]]);
  assert.equal(entities.totalSize, 2);
  const fields = await conn.tooling.query("SELECT QualifiedApiName, DataType FROM FieldDefinition WHERE EntityDefinition.QualifiedApiName = 'Account' AND QualifiedApiName = 'Name'");
  assert.deepEqual(fields.records.map((r) => [r.QualifiedApiName, r.DataType]), [["Name", "Text(255)"]]);
});

check("the org has no Apex: ApexClass answers no rows; an object the Tooling API lacks is INVALID_TYPE", async () => {
  const classes = await conn.tooling.query("SELECT Id, Name, Body FROM ApexClass");
  assert.deepEqual([classes.totalSize, classes.records], [0, []]);
  const error = await failsWith(conn.tooling.query("SELECT Id FROM Account"), "INVALID_TYPE");
  assert.equal(error.message, "sObject type 'Account' is not supported.");
});

check("login() is not in API version 65.0 and later, as on Salesforce", async () => {
  await assert.rejects(connect({ version: "65.0" }).login(USERNAME, PASSWORD), /^Error: INVALID_OPERATION: The SOAP Login operation is not available/);
});

check("logout() ends the session: its token is then refused", async () => {
  const token = conn.accessToken ?? "";
  const instanceUrl = conn.instanceUrl;
  await conn.logout();
  assert.equal(conn.accessToken, null);
  const stale = new jsforce.Connection({ instanceUrl, accessToken: token });
  await failsWith(stale.query("SELECT Id FROM Account"), "INVALID_SESSION_ID");
});

await suite.run();
