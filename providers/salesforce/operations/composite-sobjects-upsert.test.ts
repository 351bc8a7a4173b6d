import { describe, expect, test } from "bun:test";
import { type Json, useOrg } from "./org.fixture.ts";

// PATCH /composite/sobjects/{sobject}/{externalIdField}: upsert up to 200 records, UpsertResults with `created`.
const org = useOrg({ Invoice__c: [{ Id: "a00000000000001AAA", External_Id__c: "INV-1", Amount__c: 10 }] });

const upsert = (records: unknown[], allOrNone?: boolean) =>
  org.send("/composite/sobjects/Invoice__c/External_Id__c", { method: "PATCH", body: { allOrNone, records } });
const invoice = (fields: object) => ({ attributes: { type: "Invoice__c" }, ...fields });
const amountOf = async (externalId: string) => {
  const { body } = await org.query(`SELECT Amount__c FROM Invoice__c WHERE External_Id__c = '${externalId}'`);
  return body.records.map((r: Json) => r.Amount__c);
};

describe("upsert collection by external id", () => {
  test("a matching record is updated (created: false), a new value inserts (created: true)", async () => {
    const { status, body } = await upsert([invoice({ External_Id__c: "INV-1", Amount__c: 11 }), invoice({ External_Id__c: "INV-2", Amount__c: 20 })]);
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: "a00000000000001AAA", success: true, errors: [], created: false },
      { id: expect.stringMatching(/^a00[0-9A-Za-z]{15}$/), success: true, errors: [], created: true },
    ]);
    expect(await amountOf("INV-1")).toEqual([11]);
    expect(await amountOf("INV-2")).toEqual([20]);
  });

  test("allOrNone: a bad record rolls back both the insert and the update", async () => {
    const { body } = await upsert([
      invoice({ External_Id__c: "INV-1", Amount__c: 99 }),
      invoice({ External_Id__c: "INV-3", Amount__c: 30 }),
      invoice({ External_Id__c: "INV-4", Status__c: "Lost" }),
    ], true);
    expect(body.map((r: Json) => [r.success, r.errors[0]?.statusCode])).toEqual([
      [false, "ALL_OR_NONE_OPERATION_ROLLED_BACK"],
      [false, "ALL_OR_NONE_OPERATION_ROLLED_BACK"],
      [false, "INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST"],
    ]);
    expect(await amountOf("INV-1")).toEqual([11]);
    expect(await amountOf("INV-3")).toEqual([]);
  });

  test("without allOrNone the bad record fails alone", async () => {
    const { body } = await upsert([invoice({ External_Id__c: "INV-5", Amount__c: "lots" }), invoice({ External_Id__c: "INV-6", Amount__c: 60 })]);
    expect(body[0]).toMatchObject({ success: false, errors: [{ statusCode: "JSON_PARSER_ERROR" }] });
    expect(body[1]).toMatchObject({ success: true, created: true });
    expect(await amountOf("INV-6")).toEqual([60]);
  });
});
