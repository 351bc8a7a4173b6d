import { describe, expect, test } from "bun:test";
import { sfError, useOrg } from "./org.fixture.ts";

// PATCH /sobjects/{sobject}/{field}/{value}: 201 created, 200 updated (created: false), 300 when several match.
const org = useOrg({
  Account: [{ Id: "001000000000001AAA", Name: "Acme" }],
  Invoice__c: [
    { Id: "a00000000000001AAA", External_Id__c: "INV-1", Amount__c: 10 },
    { Id: "a00000000000002AAA", External_Id__c: "DUP-1" },
    { Id: "a00000000000003AAA", External_Id__c: "dup-1" },
  ],
});
const path = (value: string) => `/sobjects/Invoice__c/External_Id__c/${value}`;
const upsert = (value: string, body: unknown) => org.send(path(value), { method: "PATCH", body });

describe("upsert by external id", () => {
  test("a new value inserts (201, created: true) and the record carries the value from the URL", async () => {
    const { status, body } = await upsert("INV-NEW", { Amount__c: 42 });
    expect([status, body]).toEqual([201, { id: expect.stringMatching(/^a00[0-9A-Za-z]{15}$/), success: true, errors: [], created: true }]);
    const record = (await org.send(`/sobjects/Invoice__c/${body.id}?fields=External_Id__c,Amount__c`)).body;
    expect([record.External_Id__c, record.Amount__c]).toEqual(["INV-NEW", 42]);
  });

  test("an existing value updates (200, created: false); text matches regardless of case", async () => {
    const { status, body } = await upsert("inv-1", { Amount__c: 11 });
    expect([status, body]).toEqual([200, { id: "a00000000000001AAA", success: true, errors: [], created: false }]);
    const record = (await org.send(path("INV-1"))).body;
    expect([record.Id, record.Amount__c]).toEqual(["a00000000000001AAA", 11]);
  });

  test("GET by external id answers the whole record", async () => {
    const { status, body } = await org.send(path("INV-1"));
    expect(status).toBe(200);
    expect(body).toMatchObject({
      attributes: { type: "Invoice__c", url: "/services/data/v67.0/sobjects/Invoice__c/a00000000000001AAA" },
      Id: "a00000000000001AAA",
      External_Id__c: "INV-1",
      Status__c: "Draft",
      IsDeleted: false,
    });
  });

  test("several matches answer 300 with the matching records' URLs, for GET and PATCH, and change nothing", async () => {
    const urls = ["/services/data/v67.0/sobjects/Invoice__c/a00000000000002AAA", "/services/data/v67.0/sobjects/Invoice__c/a00000000000003AAA"];
    const read = await org.send(path("DUP-1"));
    expect([read.status, [...read.body].sort()]).toEqual([300, urls]);
    const write = await upsert("Dup-1", { Amount__c: 5 });
    expect([write.status, [...write.body].sort()]).toEqual([300, urls]);
    const { body } = await org.query("SELECT Amount__c FROM Invoice__c WHERE External_Id__c = 'DUP-1'");
    expect(body.records.map((r: { Amount__c: unknown }) => r.Amount__c)).toEqual([null, null]);
  });

  test("Id works as the key field: an existing id updates", async () => {
    const { status, body } = await org.send("/sobjects/Account/Id/001000000000001", { method: "PATCH", body: { Industry: "Energy" } });
    expect([status, body]).toEqual([200, { id: "001000000000001AAA", success: true, errors: [], created: false }]);
    expect((await org.send("/sobjects/Account/001000000000001AAA?fields=Industry")).body.Industry).toBe("Energy");
  });

  test("an unknown value reads as 404; a field that is not an external id is 404 NOT_FOUND", async () => {
    const missing = await org.send(path("NOPE"));
    expect([missing.status, missing.body]).toEqual([404, sfError("NOT_FOUND", "The requested resource does not exist")]);
    const notExternal = await org.send("/sobjects/Invoice__c/Notes__c/x", { method: "PATCH", body: { Amount__c: 1 } });
    expect([notExternal.status, notExternal.body]).toEqual([404, sfError("NOT_FOUND", "Provided external ID field does not exist or is not accessible: Notes__c")]);
  });

  test("a malformed body is 400 JSON_PARSER_ERROR and an unknown object 404, neither writing anything", async () => {
    const before = await org.count("Invoice__c");
    const malformed = await upsert("INV-BAD", "{");
    expect([malformed.status, malformed.body[0].errorCode]).toEqual([400, "JSON_PARSER_ERROR"]);
    const unknown = await org.send("/sobjects/Nope__c/External_Id__c/x", { method: "PATCH", body: { Amount__c: 1 } });
    expect([unknown.status, unknown.body]).toEqual([404, sfError("NOT_FOUND", "The requested resource does not exist")]);
    expect(await org.count("Invoice__c")).toBe(before);
  });
});
