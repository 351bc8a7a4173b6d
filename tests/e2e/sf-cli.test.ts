import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { generateKeyPairSync } from "node:crypto";
import { chmodSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { startServiceProcess } from "../support/service-process.ts";
import { ensureSfCli, identityOf, limited, requestToken as token, restOf, sfMachine } from "../support/sf-cli.ts";
import { ADA, alphaSnapshot, betaSnapshot, bulkCsv, INTEGRATION_PASSWORD, parseCsv, treeFile } from "./sf-cli-fixtures.ts";

// The Salesforce CLI (@salesforce/cli 2.138.0, under Node, installed into .cache/sf-cli by
// scripts/ensure-sf-cli.mjs on first run) against two snapshots of a real service process, as a
// developer uses it: the only thing pointing at the mock is the instance URL each snapshot returned.
// What the CLI reports is checked against the service's REST API, read with a token of our own.
// Each case is one or two CLI runs (~1.5 s each under Node), so cases share the logins made first.

// A CLI run takes 1-3 s; a web login or a bulk job with its polling, several.
setDefaultTimeout(30_000);
const runJs = ensureSfCli();
// SF_CLI_E2E_LOG=1 prints every request the CLI made (the service's debug log) after the run.
const service = await startServiceProcess(process.env.SF_CLI_E2E_LOG ? { LOG_LEVEL: "debug" } : {});
const laptop = sfMachine(runJs, "laptop");
afterAll(async () => {
  if (process.env.SF_CLI_E2E_LOG) console.log(service.output());
  laptop.close();
  await service.close();
});

const alpha = await service.createSnapshot("salesforce", alphaSnapshot);
const beta = await service.createSnapshot("salesforce", betaSnapshot);

// Ada logs in to alpha with the OAuth password grant; beta's integration user is found through a
// client-credentials session (the grant that runs as the integration user), as its owner would.
const adaSession = await token(alpha.url, { grant_type: "password", client_id: "sf-cli-e2e", username: ADA.username, password: ADA.password });
const alphaIds = identityOf(adaSession);
const alphaRest = restOf(alpha.url, adaSession.access_token);
const betaSession = await token(beta.url, { grant_type: "client_credentials", client_id: "sf-cli-e2e", client_secret: "secret" });
const betaIds = identityOf(betaSession);
const betaRest = restOf(beta.url, betaSession.access_token);
const betaUser = (await betaRest.call(`sobjects/User/${betaIds.userId}`)).body as { Username: string; ProfileId: string };
const alphaIntegrationId = identityOf(await token(alpha.url, { grant_type: "client_credentials", client_id: "sf-cli-e2e", client_secret: "secret" })).userId;
const alphaIntegrationUser = (await alphaRest.call(`sobjects/User/${alphaIntegrationId}`)).body as { Username: string };

describe("logins", () => {
  test("login by access token: a token from the OAuth password grant, then org login access-token", async () => {
    const result = await laptop.json(["org", "login", "access-token", "--instance-url", alpha.url, "--no-prompt", "--alias", "alpha", "--set-default"], { env: { SF_ACCESS_TOKEN: adaSession.access_token } });
    expect(result).toMatchObject({ username: ADA.username, orgId: alphaIds.orgId, instanceUrl: alpha.url });
  });

  test("login by JWT: a key made here, the world user as subject, the snapshot as instance", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const keyFile = join(laptop.home, "server.key");
    writeFileSync(keyFile, privateKey.export({ type: "pkcs8", format: "pem" }));
    const result = await laptop.json(["org", "login", "jwt", "--username", betaUser.Username, "--jwt-key-file", keyFile, "--client-id", "3MVG9-e2e-connected-app", "--instance-url", beta.url, "--alias", "beta"]);
    expect(result).toMatchObject({ username: betaUser.Username, orgId: betaIds.orgId, clientId: "3MVG9-e2e-connected-app" });
    expect(betaIds.orgId).not.toBe(alphaIds.orgId);
    expect(betaUser.Username).not.toBe(alphaIntegrationUser.Username);
  });

  // `sf org login web` opens the login page in a browser; xdg-open (Linux) runs $BROWSER, here a script
  // that types the password into the page's form, as the developer would.
  test.skipIf(process.platform !== "linux")("login on the web login page with a password (authorization code, PKCE, refresh token)", async () => {
    const browserLog = join(laptop.home, "browser.log");
    const browser = join(laptop.home, "browser.sh");
    writeFileSync(browser, `#!/bin/sh\nexec node '${resolve(import.meta.dir, "node/sf-cli-browser.mjs")}' "$@"\n`);
    chmodSync(browser, 0o755);
    const run = await laptop.sf(["org", "login", "web", "--instance-url", alpha.url, "--alias", "alpha-web", "--json"], {
      env: { BROWSER: browser, SF_CLI_BROWSER_LOG: browserLog, SF_CLI_BROWSER_USERNAME: alphaIntegrationUser.Username, SF_CLI_BROWSER_PASSWORD: INTEGRATION_PASSWORD },
    });
    const steps = existsSync(browserLog) ? readFileSync(browserLog, "utf8") : "(the browser never opened)";
    expect({ exitCode: run.exitCode, message: run.envelope?.message, steps }).toMatchObject({ exitCode: 0 });
    expect(run.result).toMatchObject({ username: alphaIntegrationUser.Username, orgId: alphaIds.orgId, clientId: "PlatformCLI" });
  });

  test.skipIf(process.platform !== "linux")("a revoked access token is refreshed with the web login's refresh token (refresh-token grant)", async () => {
    const { accessToken } = await laptop.json(["org", "auth", "show-access-token", "--target-org", "alpha-web"]);
    const revoke = await fetch(`${alpha.url}services/oauth2/revoke`, { method: "POST", body: new URLSearchParams({ token: accessToken }) });
    expect(revoke.status).toBe(200);
    expect((await restOf(alpha.url, accessToken).call("sobjects/Account/001000000000001AAA")).status).toBe(401);
    const result = await laptop.json(["data", "query", "--query", "SELECT Name FROM Account WHERE Id = '001000000000001AAA'", "--target-org", "alpha-web"]);
    expect(result.records.map((r: any) => r.Name)).toEqual(["Analytical Engines Ltd"]);
    const refreshed = await laptop.json(["org", "auth", "show-access-token", "--target-org", "alpha-web"]);
    expect(refreshed.accessToken).not.toBe(accessToken);
  });

  test("two snapshots logged in side by side keep their own aliases, orgs, users and data", async () => {
    const list = await laptop.json(["org", "list", "--skip-connection-status"]);
    const orgs = [...list.nonScratchOrgs, ...(list.other ?? [])];
    const byAlias = (alias: string) => orgs.find((org: any) => org.alias === alias);
    expect(byAlias("alpha")).toMatchObject({ username: ADA.username, orgId: alphaIds.orgId, isDefaultUsername: true });
    expect(byAlias("beta")).toMatchObject({ username: betaUser.Username, orgId: betaIds.orgId });
    const [inBeta, inAlpha] = await Promise.all([
      laptop.json(["data", "query", "--query", "SELECT Name FROM Account ORDER BY Name", "--target-org", "beta"]),
      laptop.json(["data", "query", "--query", "SELECT Name FROM Account WHERE Name = 'Beta Only Ltd'", "--target-org", "alpha"]),
    ]);
    expect(inBeta.records.map((r: any) => r.Name)).toEqual(["Beta Only Ltd"]);
    expect(inAlpha.totalSize).toBe(0);
  });
});

// Commands that only read: started together, two at a time, each case checking its own run.
describe("org, schema and query commands", () => {
  const soql = "SELECT Name, Industry FROM Account WHERE Industry != null AND Id IN ('001000000000001AAA', '001000000000002AAA', '001000000000003AAA') ORDER BY Name";
  let runs: Record<string, Promise<any>> = {};
  beforeAll(async () => {
    runs = limited<any>(2, {
      display: () => laptop.json(["org", "display", "--target-org", "alpha"]),
      displayUser: () => laptop.json(["org", "display", "user", "--target-org", "beta"]),
      describe: () => laptop.json(["sobject", "describe", "--sobject", "Account", "--target-org", "alpha"]),
      listAll: () => laptop.json(["sobject", "list", "--sobject", "all", "--target-org", "alpha"]),
      listCustom: () => laptop.json(["sobject", "list", "--sobject", "custom", "--target-org", "alpha"]),
      recordCounts: () => laptop.json(["org", "list", "sobject", "record-counts", "--sobject", "Account", "--sobject", "Contact", "--target-org", "alpha"]),
      human: () => laptop.sf(["data", "query", "--query", soql, "--target-org", "alpha"]),
      csv: () => laptop.sf(["data", "query", "--query", soql, "--result-format", "csv", "--target-org", "alpha"]),
      graphql: () => {
        const file = join(laptop.cwd, "accounts.graphql");
        writeFileSync(file, 'query { uiapi { query { Account(where: { Industry: { eq: "Manufacturing" } }, first: 10) { totalCount edges { node { Id Name { value } } } } } } }');
        return laptop.sf(["api", "request", "graphql", "--body", file, "--target-org", "alpha"]);
      },
      json: () => laptop.json(["data", "query", "--query", "SELECT FirstName, LastName, Account.Name FROM Contact WHERE AccountId = '001000000000001AAA' ORDER BY LastName", "--target-org", "alpha"]),
    });
    await Promise.allSettled(Object.values(runs));
  }, 90_000);

  test("org display names the snapshot's org, user and instance", async () => {
    const versions = (await (await fetch(`${alpha.url}services/data`)).json()) as Array<{ version: string }>;
    expect(await runs.display).toMatchObject({ id: alphaIds.orgId, username: ADA.username, instanceUrl: alpha.url, connectedStatus: "Connected", alias: "alpha", apiVersion: versions.at(-1)!.version });
  });

  test("org display user shows the user's id and profile", async () => {
    const profile = (await betaRest.call(`sobjects/Profile/${betaUser.ProfileId}`)).body as { Name: string };
    expect(await runs.displayUser).toMatchObject({ username: betaUser.Username, id: betaIds.userId, orgId: betaIds.orgId, profileName: profile.Name, alias: "beta" });
  });

  test("sobject describe Account", async () => {
    const result = await runs.describe;
    expect(result).toMatchObject({ name: "Account", keyPrefix: "001", createable: true });
    expect(result.fields.map((f: any) => f.name)).toEqual(expect.arrayContaining(["Id", "Name", "Industry", "OwnerId"]));
    expect(result.childRelationships.map((r: any) => r.relationshipName)).toContain("Contacts");
  });

  test("sobject list lists standard and custom objects", async () => {
    expect(await runs.listAll).toEqual(expect.arrayContaining(["Account", "Contact", "Opportunity", "Invoice__c"]));
    const custom: string[] = await runs.listCustom;
    expect(custom).toContain("Invoice__c");
    expect(custom.filter((name) => !name.endsWith("__c"))).toEqual([]);
  });

  test("org list sobject record-counts matches COUNT() through REST", async () => {
    const [accounts, contacts] = await Promise.all([alphaRest.query("SELECT COUNT() FROM Account"), alphaRest.query("SELECT COUNT() FROM Contact")]);
    expect(await runs.recordCounts).toEqual([{ name: "Account", count: accounts.totalSize }, { name: "Contact", count: contacts.totalSize }]);
  });

  test("api request graphql: a UI API record query", async () => {
    const run = await runs.graphql;
    expect({ exitCode: run.exitCode, stderr: run.stderr }).toMatchObject({ exitCode: 0 });
    const { records } = await alphaRest.query("SELECT Id, Name FROM Account WHERE Industry = 'Manufacturing'");
    const answer = JSON.parse(run.stdout);
    expect(answer.errors ?? []).toEqual([]);
    expect(answer.data.uiapi.query.Account.totalCount).toBe(records.length);
    expect(answer.data.uiapi.query.Account.edges.map((e: any) => [e.node.Id, e.node.Name.value])).toEqual(records.map((r) => [r.Id, r.Name]));
  });

  test("data query, human: a table of the rows and the count", async () => {
    const run = await runs.human;
    expect({ exitCode: run.exitCode, stderr: run.stderr }).toMatchObject({ exitCode: 0 });
    const lines: string[] = run.stdout.split("\n");
    const rowOf = (name: string) => lines.find((line) => line.includes(name)) ?? "";
    expect(rowOf("Analytical Engines Ltd")).toContain("Technology");
    expect(rowOf("Difference Works")).toContain("Manufacturing");
    expect(rowOf("Jacquard Looms")).toContain("Apparel");
    expect(lines.findIndex((l) => l.includes("Analytical"))).toBeLessThan(lines.findIndex((l) => l.includes("Jacquard")));
    expect(run.stdout).toContain("Total number of records retrieved: 3.");
  });

  test("data query, csv: a header and one line per row", async () => {
    const run = await runs.csv;
    expect({ exitCode: run.exitCode, stderr: run.stderr }).toMatchObject({ exitCode: 0 });
    expect(parseCsv(run.stdout.trim())).toEqual([["Name", "Industry"], ["Analytical Engines Ltd", "Technology"], ["Difference Works", "Manufacturing"], ["Jacquard Looms", "Apparel"]]);
  });

  test("data query, json: records with a parent relationship field", async () => {
    const result = await runs.json;
    expect(result.totalSize).toBe(2);
    expect(result.records.map((r: any) => [r.FirstName, r.LastName, r.Account?.Name])).toEqual([["Charles", "Babbage", "Analytical Engines Ltd"], ["Ada", "Lovelace", "Analytical Engines Ltd"]]);
  });
});

describe("record commands", () => {
  let createdId = "";

  test("data create record", async () => {
    const result = await laptop.json(["data", "create", "record", "--sobject", "Account", "--values", "Name='Lovelace Labs' Industry=Technology NumberOfEmployees=12", "--target-org", "alpha"]);
    expect(result).toMatchObject({ success: true, errors: [] });
    expect(result.id).toMatch(/^001[A-Za-z0-9]{15}$/);
    createdId = result.id;
    const { body } = await alphaRest.call(`sobjects/Account/${createdId}`);
    expect(body).toMatchObject({ Name: "Lovelace Labs", Industry: "Technology", NumberOfEmployees: 12, CreatedById: alphaIds.userId });
  });

  test("data get record", async () => {
    const result = await laptop.json(["data", "get", "record", "--sobject", "Account", "--record-id", createdId, "--target-org", "alpha"]);
    expect(result).toMatchObject({ Id: createdId, Name: "Lovelace Labs", Industry: "Technology", attributes: { type: "Account" } });
  });

  test("data update record", async () => {
    await laptop.json(["data", "update", "record", "--sobject", "Account", "--record-id", createdId, "--values", "Industry=Energy Description='Engines, analytical'", "--target-org", "alpha"]);
    const { body } = await alphaRest.call(`sobjects/Account/${createdId}`);
    expect(body).toMatchObject({ Name: "Lovelace Labs", Industry: "Energy", Description: "Engines, analytical" });
  });

  test("data search (SOSL) finds accounts and contacts", async () => {
    const result = await laptop.json(["data", "search", "--query", "FIND {Lovelace} IN ALL FIELDS RETURNING Account(Name), Contact(FirstName, LastName)", "--target-org", "alpha"]);
    const found = result.searchRecords.map((r: any) => `${r.attributes.type}:${r.Name ?? `${r.FirstName} ${r.LastName}`}`).sort();
    expect(found).toEqual(["Account:Lovelace Labs", "Contact:Ada Lovelace"]);
  });

  test("data delete record", async () => {
    await laptop.json(["data", "delete", "record", "--sobject", "Account", "--record-id", createdId, "--target-org", "alpha"]);
    const { status, body } = await alphaRest.call(`sobjects/Account/${createdId}`);
    expect({ status, errorCode: body?.[0]?.errorCode }).toEqual({ status: 404, errorCode: "ENTITY_IS_DELETED" });
  });

  test("data query --all-rows includes the deleted record, a plain query does not", async () => {
    const soql = `SELECT Id, Name, IsDeleted FROM Account WHERE Id = '${createdId}'`;
    const [all, live] = await Promise.all([
      laptop.json(["data", "query", "--query", soql, "--all-rows", "--target-org", "alpha"]),
      laptop.json(["data", "query", "--query", soql, "--target-org", "alpha"]),
    ]);
    expect(all.records).toMatchObject([{ Id: createdId, Name: "Lovelace Labs", IsDeleted: true }]);
    expect(live.totalSize).toBe(0);
  });
});

describe("tree and bulk data", () => {
  test("data import tree: an account with its contact, linked by reference", async () => {
    const file = join(laptop.cwd, "Account-Contact.json");
    writeFileSync(file, JSON.stringify(treeFile));
    const result: Array<{ refId: string; type: string; id: string }> = await laptop.json(["data", "import", "tree", "--files", file, "--target-org", "alpha"]);
    const ids = Object.fromEntries(result.map((r) => [r.refId, r.id]));
    expect(result.map((r) => `${r.type}:${r.refId}`).sort()).toEqual(["Account:EniacRef", "Account:MarkRef", "Contact:GraceRef"]);
    const { records } = await alphaRest.query("SELECT Id, AccountId, Account.Name FROM Contact WHERE LastName = 'Hopper'");
    expect(records).toMatchObject([{ Id: ids.GraceRef, AccountId: ids.MarkRef, Account: { Name: "Harvard Mark I Inc" } }]);
  });

  test("data export tree: an account and its contacts as a tree file", async () => {
    const dir = join(laptop.cwd, "export");
    await laptop.json(["data", "export", "tree", "--query", "SELECT Name, Industry, (SELECT FirstName, LastName FROM Contacts ORDER BY LastName) FROM Account WHERE Id = '001000000000001AAA'", "--output-dir", dir, "--target-org", "alpha"]);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const tree = JSON.parse(readFileSync(join(dir, files[0]!), "utf8"));
    expect(tree.records).toHaveLength(1);
    expect(tree.records[0]).toMatchObject({ attributes: { type: "Account" }, Name: "Analytical Engines Ltd", Industry: "Technology" });
    expect(tree.records[0].Contacts.records.map((c: any) => c.LastName)).toEqual(["Babbage", "Lovelace"]);
  });

  test("data import bulk (Bulk API 2.0 ingest) creates the CSV's rows", async () => {
    const file = join(laptop.cwd, "accounts.csv");
    writeFileSync(file, bulkCsv);
    const result = await laptop.json(["data", "import", "bulk", "--file", file, "--sobject", "Account", "--wait", "2", "--target-org", "alpha"]);
    expect(result).toMatchObject({ processedRecords: 2, successfulRecords: 2, failedRecords: 0 });
    const { records } = await alphaRest.query("SELECT Name, Industry, Description FROM Account WHERE Name LIKE 'Bulk Loaded%' ORDER BY Name");
    expect(records.map((r) => [r.Name, r.Industry, r.Description])).toEqual([["Bulk Loaded One", "Energy", "first, of two"], ["Bulk Loaded Two", "Energy", "second"]]);
  });

  test("data export bulk (Bulk API 2.0 query) writes every row to a CSV file", async () => {
    const file = join(laptop.cwd, "all-accounts.csv");
    const result = await laptop.json(["data", "export", "bulk", "--query", "SELECT Id, Name FROM Account ORDER BY Name", "--output-file", file, "--result-format", "csv", "--wait", "2", "--target-org", "alpha"]);
    const expected = await alphaRest.query("SELECT Id, Name FROM Account ORDER BY Name");
    expect(result.totalSize).toBe(expected.totalSize);
    const rows = parseCsv(readFileSync(file, "utf8").trim());
    expect(rows[0]).toEqual(["Id", "Name"]);
    expect(rows.slice(1)).toEqual(expected.records.map((r) => [r.Id, r.Name]));
  });
});

describe("api request rest", () => {
  test("POST a record through sf api request rest", async () => {
    const run = await laptop.sf(["api", "request", "rest", "/services/data/v62.0/sobjects/Account", "--method", "POST", "--body", JSON.stringify({ Name: "Requested Ltd", Industry: "Media" }), "--target-org", "alpha"]);
    expect({ exitCode: run.exitCode, stderr: run.stderr }).toMatchObject({ exitCode: 0 });
    const created = JSON.parse(run.stdout);
    expect(created).toMatchObject({ success: true });
    const { body } = await alphaRest.call(`sobjects/Account/${created.id}`);
    expect(body).toMatchObject({ Name: "Requested Ltd", Industry: "Media" });
  });
});

describe("fault rules (docs/worlds.md)", () => {
  test("a rate_limit rule on query: the CLI reports REQUEST_LIMIT_EXCEEDED; the next query runs", async () => {
    const faults = (init: RequestInit) => fetch(`${service.controlUrl}/api/v1/worlds/${alpha.snapshotId}/faults`, { ...init, headers: { "x-api-key": service.key, "content-type": "application/json" } });
    const rules = [{ match: { pack: "salesforce", operation: "query" }, effect: "rate_limit", nth: [1] }];
    expect((await faults({ method: "PUT", body: JSON.stringify({ rules }) })).status).toBe(200);
    try {
      const limited = await laptop.sf(["data", "query", "--query", "SELECT Name FROM Account LIMIT 1", "--json", "--target-org", "alpha"]);
      expect(limited.exitCode).not.toBe(0);
      expect(`${limited.stdout}${limited.stderr}`).toContain("REQUEST_LIMIT_EXCEEDED");
      const next = await laptop.json(["data", "query", "--query", "SELECT Name FROM Account LIMIT 1", "--target-org", "alpha"]);
      expect(next.totalSize).toBe(1);
    } finally {
      expect((await faults({ method: "DELETE" })).status).toBe(200);
    }
  });
});
