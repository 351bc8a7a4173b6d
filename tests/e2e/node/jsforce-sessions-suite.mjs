// Sessions through jsforce under plain Node, as an app that logs users in would run them:
// `node jsforce-sessions-suite.mjs <snapshotUrl> <otherSnapshotUrl>` (two snapshots with the same seed).
import assert from "node:assert/strict";
import jsforce from "jsforce";
import { failsWith } from "./jsforce-assert.mjs";
import { createSuite } from "./run-cases.mjs";
/** @import { Connection } from "jsforce" */

const [url, otherUrl] = process.argv.slice(2);
if (!url || !otherUrl) throw new Error("usage: node jsforce-sessions-suite.mjs <snapshotUrl> <otherSnapshotUrl>");
const suite = createSuite();
const check = suite.check;
const redirectUri = "http://localhost:1717/OauthRedirect";
/** @param {string} loginUrl */
const oauth2For = (loginUrl) => new jsforce.OAuth2({ clientId: "app", clientSecret: "secret", loginUrl, redirectUri });
const oauth2 = oauth2For(url);
const version = "67.0";

/**
 * What a browser does with the authorization URL: opens the login page, posts the form, follows nothing.
 * @param {string} authorizationUrl @param {string} username @param {string} password
 */
async function browserLogin(authorizationUrl, username, password) {
  const page = await fetch(authorizationUrl);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /name="password"/);
  const login = await fetch(authorizationUrl, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ username, password }) });
  assert.equal(login.status, 302);
  const location = new URL(login.headers.get("location") ?? "");
  assert.equal(location.origin + location.pathname, redirectUri);
  return location.searchParams.get("code") ?? "";
}

/** @type {Connection} */
let webConn;

check("the web-server flow: authorization URL, login page, code, conn.authorize(); a refresh token comes back", async () => {
  const code = await browserLogin(oauth2.getAuthorizationUrl({ state: "xyz" }), "ops@acme.example", "s3cret");
  webConn = new jsforce.Connection({ oauth2, version });
  const user = await webConn.authorize(code);
  assert.match(webConn.accessToken ?? "", /^00D[A-Za-z0-9]{12}!/);
  assert.ok(webConn.refreshToken, "refresh token");
  assert.equal(webConn.instanceUrl, url);
  assert.equal(user.organizationId.slice(0, 15), webConn.accessToken?.slice(0, 15));
});

check("identity() with only an access token finds the identity URL in the version's resources", async () => {
  const bare = new jsforce.Connection({ instanceUrl: url, accessToken: webConn.accessToken ?? "", version });
  const identity = await bare.identity();
  assert.equal(identity.username, "ops@acme.example");
  assert.equal(identity.organization_id.slice(0, 15), webConn.accessToken?.slice(0, 15));
});

check("a revoked access token is INVALID_SESSION_ID for a connection that cannot refresh", async () => {
  const login = new jsforce.Connection({ oauth2, version });
  await login.login("ops@acme.example", "s3cret");
  await oauth2.revokeToken(login.accessToken ?? "");
  const bare = new jsforce.Connection({ instanceUrl: url, accessToken: login.accessToken ?? "", version });
  await failsWith(bare.query("SELECT Id FROM Account"), "INVALID_SESSION_ID");
});

check("a connection with a refresh token renews a revoked session by itself and emits 'refresh'", async () => {
  const revokedToken = webConn.accessToken ?? "";
  await oauth2.revokeToken(revokedToken);
  let refreshed = "";
  webConn.on("refresh", (accessToken) => (refreshed = accessToken));
  const result = await webConn.query("SELECT Username FROM User WHERE Username = 'ops@acme.example'");
  assert.equal(result.records[0]?.Username, "ops@acme.example");
  assert.ok(refreshed && refreshed !== revokedToken, "a new access token");
  assert.equal(webConn.accessToken, refreshed);
});

check("logout(true) revokes the refresh token: the next refresh is invalid_grant", async () => {
  const refreshToken = webConn.refreshToken ?? "";
  await webConn.logout(true);
  await assert.rejects(oauth2.refreshToken(refreshToken), (error) => error instanceof Error && error.name === "invalid_grant");
});

check("the JWT bearer flow: any well-formed assertion for a user of the world", async () => {
  /** @param {unknown} value */
  const segment = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const assertion = `${segment({ alg: "RS256" })}.${segment({ iss: "app", sub: "ops@acme.example", aud: "https://login.salesforce.com", exp: Math.floor(Date.now() / 1000) + 300 })}.sig`;
  const response = await fetch(`${url}services/oauth2/token`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }) });
  const token = /** @type {{ instance_url: string; access_token: string }} */ (await response.json());
  assert.equal(response.status, 200, JSON.stringify(token));
  const conn = new jsforce.Connection({ instanceUrl: token.instance_url, accessToken: token.access_token, version });
  assert.equal((await conn.identity()).username, "ops@acme.example");
});

check("two snapshots are two orgs: same user name, different org ids; a token from one is refused by the other", async () => {
  const a = new jsforce.Connection({ oauth2, version });
  const b = new jsforce.Connection({ oauth2: oauth2For(otherUrl), version });
  const [userA, userB] = [await a.login("ops@acme.example", "s3cret"), await b.login("ops@acme.example", "s3cret")];
  assert.notEqual(userA.organizationId, userB.organizationId);
  const [orgA] = (await a.query("SELECT Id FROM Organization")).records;
  assert.equal(orgA?.Id, userA.organizationId);
  const crossed = new jsforce.Connection({ instanceUrl: otherUrl, accessToken: a.accessToken ?? "", version });
  await failsWith(crossed.query("SELECT Id FROM Account"), "INVALID_SESSION_ID");
});

await suite.run();
