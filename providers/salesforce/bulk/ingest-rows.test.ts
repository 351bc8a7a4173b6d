import { describe, expect, test } from "bun:test";
import { useOrg } from "../operations/org.fixture.ts";
import { bulkClient } from "./bulk.fixture.ts";

// Each row goes through the REST API's checks; a row that fails fails alone.
const org = useOrg({
  Account: [{ Id: "001000000000001AAA", Name: "Acme", Website: "acme.example", Industry: "Energy" }],
  Contact: [{ Id: "003000000000001AAA", LastName: "Lovelace", Email: "ada@example.com", Title: "Countess" }],
  Invoice__c: [{ Id: "a00000000000001AAA", External_Id__c: "INV-1", Amount__c: 10 }],
});
const bulk = bulkClient(org);
const lines = async (id: string, which: "successfulResults" | "failedResults") => (await bulk.results(id, which)).text.trim().split("\n").slice(1);
const record = async (path: string) => (await org.send(path)).body;

describe("ingest rows", () => {
  test("update: an empty cell leaves a field alone, #N/A clears it", async () => {
    const job = await bulk.load({ object: "Account", operation: "update" }, "Id,Name,Website,Industry\n001000000000001AAA,Acme Corp,#N/A,\n");
    expect(job.numberRecordsFailed).toBe(0);
    expect(await record("/sobjects/Account/001000000000001AAA?fields=Name,Website,Industry")).toMatchObject({ Name: "Acme Corp", Website: null, Industry: "Energy" });
  });

  test("TAB-delimited CRLF data with quoted cells holding tabs and line breaks", async () => {
    const job = await bulk.load({ object: "Account", operation: "insert", columnDelimiter: "TAB", lineEnding: "CRLF" }, 'Name\tDescription\r\n"Tab\tCo"\t"line one\r\nline two"\r\n');
    expect(job).toMatchObject({ state: "JobComplete", numberRecordsProcessed: 1, numberRecordsFailed: 0 });
    const [line] = await lines(job.id, "successfulResults");
    const id = /^"(001\w{15})"/.exec(line!)![1];
    expect(await record(`/sobjects/Account/${id}?fields=Name,Description`)).toMatchObject({ Name: "Tab\tCo", Description: "line one\r\nline two" });
    expect((await bulk.results(job.id, "successfulResults")).text).toStartWith('"sf__Id"\t"sf__Created"\tName\tDescription\r\n');
  });

  test("typed cells: booleans as true/FALSE/1/0, numbers and dates as text; a bad number fails its row with the field", async () => {
    const job = await bulk.load({ object: "Invoice__c", operation: "insert" }, "External_Id__c,Paid__c,Amount__c,Invoice_Date__c\nT-1,TRUE,12.5,2026-01-31\nT-2,0,x,\n");
    expect(job.numberRecordsFailed).toBe(1);
    expect(await lines(job.id, "failedResults")).toEqual(['"","INVALID_TYPE_ON_FIELD_IN_RECORD:Amount: value not of required type: x:Amount__c --","T-2","0","x",""']);
    const { body } = await org.query("SELECT Paid__c, Amount__c, Invoice_Date__c FROM Invoice__c WHERE External_Id__c = 'T-1'");
    expect(body.records[0]).toMatchObject({ Paid__c: true, Amount__c: 12.5, Invoice_Date__c: "2026-01-31" });
  });

  test("upsert: sf__Created tells updates from inserts; a row without its key fails alone", async () => {
    const job = await bulk.load({ object: "Invoice__c", operation: "upsert", externalIdFieldName: "external_id__c" }, "External_Id__c,Amount__c\ninv-1,11\nINV-9,99\n,5\n");
    expect(job).toMatchObject({ externalIdFieldName: "External_Id__c", numberRecordsProcessed: 3, numberRecordsFailed: 1 });
    const ok = await lines(job.id, "successfulResults");
    expect(ok[0]).toBe('"a00000000000001AAA","false","inv-1","11"');
    expect(ok[1]).toMatch(/^"a00\w{15}","true","INV-9","99"$/);
    expect(await lines(job.id, "failedResults")).toEqual(['"","MISSING_ARGUMENT:External_Id__c not specified:External_Id__c --","","5"']);
  });

  test("a relationship column finds the parent by an idLookup or external id field", async () => {
    const job = await bulk.load({ object: "Case", operation: "insert" }, "Subject,Contact.Email\nHelp,ADA@example.com\nLost,nobody@example.com\n");
    expect(job.numberRecordsFailed).toBe(1);
    const [line] = await lines(job.id, "successfulResults");
    const id = /^"(500\w{15})"/.exec(line!)![1];
    expect((await record(`/sobjects/Case/${id}?fields=ContactId`)).ContactId).toBe("003000000000001AAA");
    expect(await lines(job.id, "failedResults")).toEqual(['"","INVALID_FIELD:Foreign key external ID: nobody@example.com not found for field Email in entity Contact:--","Lost","nobody@example.com"']);
  });

  test("delete goes to the recycle bin; hardDelete leaves nothing, even for queryAll; a missing id fails alone", async () => {
    const soft = await bulk.load({ object: "Contact", operation: "delete" }, "Id\n003000000000001AAA\n003000000000009AAA\n");
    expect(await lines(soft.id, "successfulResults")).toEqual(['"003000000000001AAA","false","003000000000001AAA"']);
    expect(await lines(soft.id, "failedResults")).toEqual(['"003000000000009AAA","INVALID_CROSS_REFERENCE_KEY:invalid cross reference id:--","003000000000009AAA"']);
    expect((await org.query("SELECT Id FROM Contact WHERE Id = '003000000000001AAA'", {}, "queryAll")).body.totalSize).toBe(1);

    const created = await bulk.load({ object: "Account", operation: "insert" }, "Name\nDoomed\n");
    const id = /^"(001\w{15})"/.exec((await lines(created.id, "successfulResults"))[0]!)![1];
    const hard = await bulk.load({ object: "Account", operation: "hardDelete" }, `Id\n${id}\n`);
    expect(hard.numberRecordsFailed).toBe(0);
    expect((await org.query(`SELECT Id FROM Account WHERE Id = '${id}'`, {}, "queryAll")).body.totalSize).toBe(0);
  });

  test("update without an Id in a row fails that row", async () => {
    const job = await bulk.load({ object: "Account", operation: "update" }, "Id,Name\n,Nameless\n");
    expect(await lines(job.id, "failedResults")).toEqual(['"","MISSING_ARGUMENT:Id not specified in an update call:--","","Nameless"']);
  });
});
