import { describe, expect, test } from "bun:test";
import { useOrg } from "../operations/org.fixture.ts";
import { TOOLING_OBJECTS } from "./tooling-source.ts";

// GET /services/data/vNN.0/tooling/query: the Tooling API objects the Salesforce DX MCP server's
// run_soql_query (useToolingApi) and jsforce's conn.tooling.query() read.
const org = useOrg({ Gadget__c: [{ Name: "Seeded only", Weight__c: 3 }] });
const tooling = (soql: string, headers: Record<string, string> = {}) => org.send(`/tooling/query?q=${encodeURIComponent(soql)}`, { headers });
const fieldsOf = async (object: string, select = "QualifiedApiName, DataType") =>
  (await tooling(`SELECT ${select} FROM FieldDefinition WHERE EntityDefinition.QualifiedApiName = '${object}'`)).body.records;

describe("EntityDefinition", () => {
  test("one row per object of the world, in the Tooling API's result shape, addressed by DurableId", async () => {
    const { status, body } = await tooling("SELECT Id, DurableId, QualifiedApiName, Label, PluralLabel, KeyPrefix FROM EntityDefinition WHERE QualifiedApiName = 'Account'");
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["size", "totalSize", "done", "queryLocator", "entityTypeName", "records"]);
    expect(body).toMatchObject({ size: 1, totalSize: 1, done: true, queryLocator: null, entityTypeName: "EntityDefinition" });
    expect(body.records).toEqual([{
      attributes: { type: "EntityDefinition", url: "/services/data/v67.0/tooling/sobjects/EntityDefinition/Account" },
      Id: "000000000000000AAA", DurableId: "Account", QualifiedApiName: "Account", Label: "Account", PluralLabel: "Accounts", KeyPrefix: "001",
    }]);
    const all = await tooling("SELECT QualifiedApiName FROM EntityDefinition");
    const global = await org.send("/sobjects");
    expect(all.body.records.map((r: { QualifiedApiName: string }) => r.QualifiedApiName).sort()).toEqual(global.body.sobjects.map((s: { name: string }) => s.name).sort());
    expect(all.body.records.map((r: { QualifiedApiName: string }) => r.QualifiedApiName)).toContain("Gadget__c");
  });

  test("custom objects are the org's own: DeveloperName without the suffix, published by <local>, deployed", async () => {
    const { body } = await tooling("SELECT DeveloperName, PublisherId, DeploymentStatus, IsCustomizable FROM EntityDefinition WHERE QualifiedApiName IN ('Invoice__c', 'Account') ORDER BY QualifiedApiName");
    expect(body.records.map(({ attributes, ...rest }: { attributes: unknown }) => rest)).toEqual([
      { DeveloperName: "Account", PublisherId: "System", DeploymentStatus: null, IsCustomizable: true },
      { DeveloperName: "Invoice", PublisherId: "<local>", DeploymentStatus: "Deployed", IsCustomizable: true },
    ]);
  });
});

describe("FieldDefinition", () => {
  test("an object's fields, with their type as Setup shows it, reached through EntityDefinition or EntityDefinitionId", async () => {
    const types = Object.fromEntries((await fieldsOf("Account")).map((r: { QualifiedApiName: string; DataType: string }) => [r.QualifiedApiName, r.DataType]));
    expect(types).toMatchObject({
      Id: "Lookup()", Name: "Text(255)", ParentId: "Lookup(Account)", Industry: "Picklist", AnnualRevenue: "Currency(18, 0)",
      BillingAddress: "Address", IsDeleted: "Checkbox", CreatedDate: "Date/Time", Description: "Long Text Area(32000)",
    });
    const byId = await tooling("SELECT QualifiedApiName FROM FieldDefinition WHERE EntityDefinitionId = 'Account'");
    expect(byId.body.totalSize).toBe(Object.keys(types).length);
    const task = Object.fromEntries((await fieldsOf("Project_Task__c")).map((r: { QualifiedApiName: string; DataType: string }) => [r.QualifiedApiName, r.DataType]));
    expect(task).toMatchObject({ Project__c: "Master-Detail(Project__c)", Assignee__c: "Lookup(User)", Name: "Text(80)" });
  });

  test("DurableId `<object>.<field>`, the parent's row, and a lookup's targets", async () => {
    const [row] = await fieldsOf("Contact", "DurableId, EntityDefinition.QualifiedApiName");
    expect(row.EntityDefinition).toEqual({ attributes: { type: "EntityDefinition", url: "/services/data/v67.0/tooling/sobjects/EntityDefinition/Contact" }, QualifiedApiName: "Contact" });
    const { body } = await tooling("SELECT DurableId, EntityDefinitionId, RelationshipName, ReferenceTo, ValueTypeId FROM FieldDefinition WHERE DurableId = 'Contact.AccountId'");
    expect(body.records).toEqual([{
      attributes: { type: "FieldDefinition", url: "/services/data/v67.0/tooling/sobjects/FieldDefinition/Contact.AccountId" },
      DurableId: "Contact.AccountId", EntityDefinitionId: "Contact", RelationshipName: "Account", ReferenceTo: { referenceTo: ["Account"] }, ValueTypeId: "id",
    }]);
  });

  test("more rows than a batch (Sforce-Query-Options: batchSize): the rest at nextRecordsUrl, with its queryLocator", async () => {
    const first = await tooling("SELECT DurableId FROM FieldDefinition", { "sforce-query-options": "batchSize=1000" });
    expect(first.body.totalSize).toBeGreaterThan(1000);
    expect(first.body.totalSize).toBeLessThan(2000);
    const { done, queryLocator, nextRecordsUrl } = first.body;
    expect([done, queryLocator]).toEqual([false, expect.stringMatching(/^01g[A-Z0-9]{15}-1000$/)]);
    expect(nextRecordsUrl).toBe(`/services/data/v67.0/tooling/query/${queryLocator}`);
    const next = await org.send(nextRecordsUrl);
    expect(next.body).toMatchObject({ totalSize: first.body.totalSize, done: true, queryLocator: null });
    expect(first.body.records.length + next.body.records.length).toBe(first.body.totalSize);
    expect((await org.send("/tooling/query/01gAAAAAAAAAAAAAAA-2000")).body[0].errorCode).toBe("INVALID_QUERY_LOCATOR");
  });
});

describe("the code objects and what is not there", () => {
  test("ApexClass, ApexTrigger and the other code objects have no rows in a mock org", async () => {
    for (const object of TOOLING_OBJECTS.filter((name) => !name.endsWith("Definition") || name === "FlowDefinition")) {
      const { status, body } = await tooling(`SELECT Id FROM ${object}`);
      expect([object, status, body]).toEqual([object, 200, { size: 0, totalSize: 0, done: true, queryLocator: null, entityTypeName: null, records: [] }]);
    }
    expect((await tooling("SELECT COUNT() FROM ApexClass")).body.totalSize).toBe(0);
  });

  test("an object the Tooling API here does not have is INVALID_TYPE, in the Tooling API's short words", async () => {
    for (const object of ["Account", "CustomField", "Nope"]) {
      const { status, body } = await tooling(`SELECT Id FROM ${object}`);
      expect([status, body]).toEqual([400, [{ errorCode: "INVALID_TYPE", message: `sObject type '${object}' is not supported.` }]]);
    }
  });

  test("SOQL's other errors as REST answers them; no query is MALFORMED_QUERY; no session is INVALID_SESSION_ID", async () => {
    const field = await tooling("SELECT Nope FROM ApexClass");
    expect([field.status, field.body[0].errorCode]).toEqual([400, "INVALID_FIELD"]);
    const none = await org.send("/tooling/query?q=");
    expect([none.status, none.body[0].errorCode]).toEqual([400, "MALFORMED_QUERY"]);
    const bare = await tooling("SELECT Id FROM ApexClass", { authorization: "" });
    expect([bare.status, bare.body[0].errorCode]).toEqual([401, "INVALID_SESSION_ID"]);
  });
});
