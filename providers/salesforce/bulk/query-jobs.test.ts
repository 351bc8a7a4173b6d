import { describe, expect, test } from "bun:test";
import { sfError, useOrg } from "../operations/org.fixture.ts";
import { bulkClient } from "./bulk.fixture.ts";

// Query jobs: the pack's SOQL runs when the job is created; results are CSV pages with Sforce-Locator.
const org = useOrg({
  Account: [
    { Id: "001000000000001AAA", Name: "Acme", NumberOfEmployees: 50 },
    { Id: "001000000000002AAA", Name: 'Quote "Co", Ltd', NumberOfEmployees: 5 },
  ],
  Contact: [
    { Id: "003000000000001AAA", LastName: "Lovelace", AccountId: "001000000000001AAA", IsEmailBounced: true },
    { Id: "003000000000002AAA", LastName: "Orphan" },
    { Id: "003000000000003AAA", LastName: "Gone", IsDeleted: true },
  ],
});
const bulk = bulkClient(org);
const run = async (query: string, extra: object = {}) => (await bulk.createQuery({ operation: "query", query, ...extra })).body.id as string;

describe("query jobs", () => {
  test("create answers UploadComplete; GET shows JobComplete with the row count", async () => {
    const { status, body } = await bulk.createQuery({ operation: "query", query: "SELECT Id FROM Account" });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["id", "operation", "object", "createdById", "createdDate", "systemModstamp", "state", "concurrencyMode", "contentType", "apiVersion", "lineEnding", "columnDelimiter"]);
    expect(body).toMatchObject({ operation: "query", object: "Account", state: "UploadComplete", apiVersion: 67 });
    const { body: info } = await bulk.queryInfo(body.id);
    expect(info).toMatchObject({ state: "JobComplete", jobType: "V2Query", numberRecordsProcessed: 2, retries: 0, isPkChunkingSupported: true });
  });

  test("rows as quoted CSV in SELECT order; parent fields flatten to Account.Name; null is empty; datetimes end in Z", async () => {
    const id = await run("SELECT LastName, account.name, IsEmailBounced, CreatedDate FROM Contact ORDER BY LastName");
    const page = await bulk.queryPage(id);
    expect([page.status, page.headers.get("content-type"), page.headers.get("sforce-locator"), page.headers.get("sforce-numberofrecords")]).toEqual([200, "text/csv", "null", "2"]);
    expect(page.text).toBe(
      '"LastName","Account.Name","IsEmailBounced","CreatedDate"\n' +
        '"Lovelace","Acme","true","2026-11-21T12:00:00.000Z"\n' +
        '"Orphan","","false","2026-11-21T12:00:00.000Z"\n',
    );
  });

  test("maxRecords pages the rows; each page has the header and the next locator, the last says null", async () => {
    const id = await run("SELECT Name FROM Account ORDER BY Name");
    const first = await bulk.queryPage(id, "?maxRecords=1");
    expect([first.text, first.headers.get("sforce-numberofrecords")]).toEqual(['"Name"\n"Acme"\n', "1"]);
    const locator = first.headers.get("sforce-locator")!;
    expect(locator).toBe("MQ");
    const second = await bulk.queryPage(id, `?maxRecords=1&locator=${locator}`);
    expect([second.text, second.headers.get("sforce-locator")]).toEqual(['"Name"\n"Quote ""Co"", Ltd"\n', "null"]);
    // A locator can be read again.
    expect((await bulk.queryPage(id, `?locator=${locator}`)).text).toBe(second.text);
  });

  test("queryAll sees deleted rows; the job's delimiter and line ending shape the CSV", async () => {
    const { body } = await bulk.createQuery({ operation: "queryAll", query: "SELECT LastName FROM Contact WHERE IsDeleted = true", columnDelimiter: "PIPE", lineEnding: "CRLF" });
    expect((await bulk.queryPage(body.id)).text).toBe('"LastName"\r\n"Gone"\r\n');
    const id = await run("SELECT Id, Name FROM Account WHERE Name = 'Acme'", { columnDelimiter: "SEMICOLON" });
    expect((await bulk.queryPage(id)).text).toBe('"Id";"Name"\n"001000000000001AAA";"Acme"\n');
  });

  test("an empty result is the header alone", async () => {
    const page = await bulk.queryPage(await run("SELECT Id FROM Account WHERE Name = 'Nobody'"));
    expect([page.text, page.headers.get("sforce-numberofrecords"), page.headers.get("sforce-locator")]).toEqual(['"Id"\n', "0", "null"]);
  });

  test("list, abort (too late once complete) and delete", async () => {
    const id = await run("SELECT Id FROM Account");
    const { body: list } = await org.send("/jobs/query");
    expect(list.records.some((r: { id: string; jobType: string }) => r.id === id && r.jobType === "V2Query")).toBe(true);
    expect(await org.send(`/jobs/query/${id}`, { method: "PATCH", body: { state: "Aborted" } })).toMatchObject({ status: 400, body: sfError("INVALIDJOBSTATE", /already JobComplete/) });
    expect((await org.request(`/jobs/query/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await bulk.queryPage(id)).status).toBe(404);
  });
});

describe("refused queries and bad paging", () => {
  test.each([
    ["SELECT Nope FROM Account", "INVALID_FIELD", /No such column 'Nope'/],
    ["SELECT Id FROM Nope__c", "INVALID_TYPE", /sObject type 'Nope__c' is not supported/],
    ["SELECT Id, (SELECT Id FROM Contacts) FROM Account", "API_ERROR", "Aggregate Relationships not supported in Bulk Query with CSV content type"],
    ["SELECT COUNT() FROM Account", "API_ERROR", "Aggregate queries are not supported in Bulk Query"],
    ["SELECT Name, COUNT(Id) FROM Account GROUP BY Name", "API_ERROR", "Aggregate queries are not supported in Bulk Query"],
    ["SELECT Id FROM Account LIMIT 1 OFFSET 1", "API_ERROR", "OFFSET clauses are not supported in Bulk Query"],
    ["SELECT FIELDS(STANDARD) FROM Account", "API_ERROR", /^FIELDS\(\) is not supported/],
    ["SELECT BillingAddress FROM Account", "API_ERROR", "Selecting compound data not supported in Bulk Query"],
    ["SELECT TYPEOF What WHEN Account THEN Name END FROM Task", "API_ERROR", "TYPEOF clauses are not supported in Bulk Query"],
  ])("%s", async (query, errorCode, message) => {
    const { status, body } = await bulk.createQuery({ operation: "query", query });
    expect([status, body]).toEqual([400, sfError(errorCode, message)]);
  });

  test("a missing query or a bad operation is INVALIDJOB", async () => {
    expect((await bulk.createQuery({ operation: "query" })).body).toEqual(sfError("INVALIDJOB", "query is required"));
    expect((await bulk.createQuery({ operation: "insert", query: "SELECT Id FROM Account" })).body).toEqual(sfError("INVALIDJOB", "Invalid operation: insert. Valid values are query, queryAll."));
  });

  test("maxRecords must be a positive integer; a locator must be one the job handed out", async () => {
    const id = await run("SELECT Id FROM Account");
    for (const params of ["?maxRecords=0", "?maxRecords=ten", "?locator=%%%", "?locator=bm9wZQ"]) {
      const page = await bulk.queryPage(id, params);
      expect([page.status, JSON.parse(page.text)[0].errorCode]).toEqual([400, "API_ERROR"]);
    }
  });
});
