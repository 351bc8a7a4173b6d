import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { useOrg } from "../../operations/org.fixture.ts";
import { readReferenceJson } from "../../../../tests/reference/reference-file.ts";
import { mcpSchemaErrors } from "../../../../tests/support/mcp-schema.ts";
import { withNativeCalls } from "../../../../core/grading/native-calls.ts";
import { callProfileTool, connectProfile, worldIdOf } from "../profile-client.fixture.ts";

// Salesforce's hosted SObject All server through {snapshot}/mcp/hosted: its listing as we reconstruct
// it (no recording is public; tests/reference/mcp-servers/README.md), each tool's answer compared
// with what the REST API answers, and its writes read back over REST.
const ACME = "001000000000001AAA";
const WILE = "003000000000001AAA";
const org = useOrg({
  Account: [{ Id: ACME, Name: "Acme Corporation", Industry: "Manufacturing" }, { Name: "Globex", Industry: "Energy" }],
  Contact: [
    { Id: WILE, FirstName: "Wile", LastName: "Coyote", Email: "wile@acme.example", AccountId: ACME },
    { FirstName: "Road", LastName: "Runner", AccountId: ACME },
  ],
  Case: [{ Subject: "Rocket skates misfire", Status: "New", Origin: "Web", AccountId: ACME, ContactId: WILE }],
});
let client: Client;
beforeAll(async () => {
  client = await connectProfile(org, "hosted");
});
afterAll(() => client.close());

const call = (name: string, args: Record<string, unknown> = {}) => callProfileTool(client, name, args);
/** A success's structuredContent, which its text repeats as JSON. */
async function ok(name: string, args: Record<string, unknown> = {}) {
  const result = await call(name, args);
  expect(result.isError).toBeFalsy();
  expect(JSON.parse(result.content[0]!.text)).toEqual(result.structuredContent!);
  return result.structuredContent!;
}
async function failure(name: string, args: Record<string, unknown>) {
  const result = await call(name, args);
  expect(result.isError).toBe(true);
  return JSON.parse(result.content[0]!.text);
}

test("tools/list is the reference listing exactly", async () => {
  const listed = await client.listTools();
  expect(mcpSchemaErrors("ListToolsResult", listed)).toEqual([]);
  expect(listed.tools).toEqual(readReferenceJson("mcp-servers/salesforce-hosted.tools-list.json").tools);
});

describe("reads answer what the REST API answers", () => {
  test("soqlQuery is the query resource's answer; a bad query is its error object", async () => {
    const soql = "SELECT Id, Name, (SELECT LastName FROM Contacts ORDER BY LastName) FROM Account ORDER BY Name";
    expect(await ok("soqlQuery", { q: soql })).toEqual((await org.query(soql)).body);
    const rest = await org.query("SELECT Nope FROM Account");
    expect(await failure("soqlQuery", { q: "SELECT Nope FROM Account" })).toEqual(rest.body[0]);
    // Arguments that do not fit the listed schema: the hosted server's own words for them are not
    // published, so the core's check answers (docs/mcp.md "salesforce `hosted`").
    expect(await call("soqlQuery", { query: "SELECT Id FROM Account" })).toEqual({
      isError: true, content: [{ type: "text", text: "Invalid arguments for soqlQuery: arguments must have required property 'q'." }],
    });
  });

  test("find runs SOSL through the search resource", async () => {
    const sosl = "FIND {Acme} IN ALL FIELDS RETURNING Account(Id, Name), Contact(Id, Name)";
    const found = await ok("find", { q: sosl });
    expect(found).toEqual((await org.send(`/search?q=${encodeURIComponent(sosl)}`)).body);
    expect(found.searchRecords.map((r: any) => r.Id)).toContain(ACME);
  });

  test("getObjectSchema: the index of business objects, then one object's fields; an unknown object is REST's error", async () => {
    const index = await ok("getObjectSchema");
    expect(index.details).toEqual([]);
    expect(index.index.objects).toContainEqual({ name: "Account", label: "Account", custom: false });
    expect(index.index.objects.map((o: any) => o.name)).not.toContain("AccountHistory");
    expect(index.index.objectCount).toBe(index.index.objects.length);
    const detail = await ok("getObjectSchema", { objects: "Contact, Account" });
    expect(detail.details.map((d: any) => d.name)).toEqual(["Contact", "Account"]);
    expect(detail.details[0].fields).toContainEqual(expect.objectContaining({ name: "LastName", type: "string", required: true }));
    expect(detail.details[0].fields).toContainEqual(expect.objectContaining({ name: "AccountId", referenceTo: ["Account"], relationshipName: "Account" }));
    expect(detail.details[1].childRelationships).toContainEqual({ relationshipName: "Contacts", childSObject: "Contact", field: "AccountId" });
    expect(await failure("getObjectSchema", { objects: "Nope__c" })).toEqual((await org.send("/sobjects/Nope__c/describe")).body[0]);
  });

  test("getUserInfo: the acting user's identity and local time (the world's clock, in the user's zone)", async () => {
    const info = await ok("getUserInfo");
    const me = (await org.send("/services/oauth2/userinfo")).body;
    const user = (await org.query(`SELECT Username, Email, ProfileId, Profile.Name FROM User WHERE Id = '${me.user_id}'`)).body.records[0];
    const company = (await org.query("SELECT Name FROM Organization")).body.records[0].Name;
    expect(info.identity).toEqual({
      companyName: company, displayName: "Integration User", email: user.Email, firstName: "Integration", lastName: "User",
      profileId: user.ProfileId, profileName: "System Administrator", userId: me.user_id, username: user.Username, isActive: true,
    });
    // The test clock is 2026-11-21T12:00:00Z; the integration user lives in Los Angeles.
    expect(info.userTimeAndLocale).toEqual({
      humanReadableTime: "Saturday, November 21, 2026 at 4:00 AM (America/Los_Angeles)",
      localTimeIso: "2026-11-21T04:00:00-08:00", localeCode: "en_US", timeZoneIana: "America/Los_Angeles",
    });
  });

  test("listRecentSobjectRecords is the object's basic-information resource (its recent items)", async () => {
    const recent = await ok("listRecentSobjectRecords", { "sobject-name": "Contact" });
    expect(recent).toEqual((await org.send("/sobjects/Contact")).body);
    expect(recent.recentItems.length).toBe(2);
  });

  test("getRelatedRecords: children as a query result, a lookup as its record, several levels, unknown names", async () => {
    const contacts = await ok("getRelatedRecords", { "sobject-name": "Account", id: ACME, "relationship-path": "Contacts" });
    expect(contacts).toMatchObject({ totalSize: 2, done: true });
    const wile = contacts.records.find((r: any) => r.Id === WILE);
    expect(wile).toEqual((await org.send(`/sobjects/Contact/${WILE}`)).body);
    expect(await ok("getRelatedRecords", { "sobject-name": "Contact", id: WILE, "relationship-path": "Account" })).toEqual((await org.send(`/sobjects/Account/${ACME}`)).body);
    const cases = await ok("getRelatedRecords", { "sobject-name": "Account", id: ACME, "relationship-path": "Contacts/Cases" });
    expect(cases.records.map((r: any) => r.Subject)).toEqual(["Rocket skates misfire"]);
    const notFound = { message: "The requested resource does not exist", errorCode: "NOT_FOUND" };
    expect(await failure("getRelatedRecords", { "sobject-name": "Account", id: ACME, "relationship-path": "Nope" })).toEqual(notFound);
    expect(await failure("getRelatedRecords", { "sobject-name": "Account", id: "001000000000099AAA", "relationship-path": "Contacts" })).toEqual(notFound);
  });
});

describe("writes change the records REST reads", () => {
  let created = "";
  test("createSobjectRecord answers the SaveResult; the record is there over REST; a missing field is REST's error", async () => {
    const saved = await ok("createSobjectRecord", { "sobject-name": "Contact", body: { LastName: "Hare", AccountId: ACME } });
    expect(saved).toEqual({ id: expect.stringMatching(/^003/), success: true, errors: [] });
    created = saved.id;
    expect((await org.send(`/sobjects/Contact/${created}`)).body).toMatchObject({ LastName: "Hare", AccountId: ACME });
    const rest = await org.send("/sobjects/Contact", { method: "POST", body: { FirstName: "No" } });
    expect(await failure("createSobjectRecord", { "sobject-name": "Contact", body: { FirstName: "No" } })).toEqual(rest.body[0]);
  });

  test("updateSobjectRecord changes only the fields given", async () => {
    expect(await ok("updateSobjectRecord", { "sobject-name": "Contact", id: created, body: { Title: "Speedster" } })).toEqual({ id: created, success: true, errors: [] });
    expect((await org.send(`/sobjects/Contact/${created}`)).body).toMatchObject({ LastName: "Hare", Title: "Speedster" });
  });

  test("updateRelatedRecord writes the record a lookup path reaches; a path through children is refused", async () => {
    expect(await ok("updateRelatedRecord", { "sobject-name": "Contact", id: created, "relationship-path": "Account", body: { Industry: "Energy" } }))
      .toEqual({ id: ACME, success: true, errors: [] });
    expect((await org.send(`/sobjects/Account/${ACME}`)).body.Industry).toBe("Energy");
    expect(await failure("updateRelatedRecord", { "sobject-name": "Account", id: ACME, "relationship-path": "Contacts", body: { Title: "x" } }))
      .toEqual({ message: "HTTP Method 'PATCH' not allowed. Allowed are GET,HEAD", errorCode: "METHOD_NOT_ALLOWED" });
  });

  test("deleteRelatedRecord and deleteSobjectRecord remove records from REST reads", async () => {
    const child = await ok("createSobjectRecord", { "sobject-name": "Account", body: { Name: "Acme Subsidiary" } });
    await ok("updateSobjectRecord", { "sobject-name": "Contact", id: created, body: { AccountId: child.id } });
    expect(await ok("deleteRelatedRecord", { "sobject-name": "Contact", id: created, "relationship-path": "Account" })).toEqual({ id: child.id, success: true, errors: [] });
    expect((await org.send(`/sobjects/Account/${child.id}`)).status).toBe(404);
    expect(await ok("deleteSobjectRecord", { "sobject-name": "Contact", id: created })).toEqual({ id: created, success: true, errors: [] });
    expect((await org.send(`/sobjects/Contact/${created}`)).status).toBe(404);
    expect(await failure("deleteSobjectRecord", { "sobject-name": "Contact", id: created })).toEqual((await org.send(`/sobjects/Contact/${created}`, { method: "DELETE" })).body[0]);
  });
});

test("graders read the profile's calls as the native tools, with native arguments", async () => {
  const calls = withNativeCalls(org.t.service.packs, await org.t.service.store.listToolCalls(worldIdOf(org)));
  const native = (tool: string) => calls.find((c) => c.tool === tool)?.native;
  expect(native("soqlQuery")).toEqual({ tool: "salesforce_query_records", arguments: { soql: expect.stringMatching(/^SELECT Id, Name/) } });
  expect(native("find")).toEqual({ tool: "salesforce_search_records", arguments: { text: "Acme" } });
  expect(native("createSobjectRecord")).toEqual({ tool: "salesforce_create_record", arguments: { sobject: "Contact", fields: { LastName: "Hare", AccountId: ACME } } });
  expect(native("updateSobjectRecord")?.tool).toBe("salesforce_update_record");
  expect(native("deleteSobjectRecord")).toEqual({ tool: "salesforce_delete_record", arguments: { sobject: "Contact", id: expect.stringMatching(/^003/) } });
  expect(calls.filter((c) => c.tool === "getObjectSchema").map((c) => c.native)).toEqual([
    { tool: "salesforce_describe_object", arguments: {} },
    { tool: "salesforce_describe_object", arguments: { sobject: "Contact" } },
    { tool: "salesforce_describe_object", arguments: { sobject: "Nope__c" } },
  ]);
  expect(native("getUserInfo")).toBeUndefined();
});
