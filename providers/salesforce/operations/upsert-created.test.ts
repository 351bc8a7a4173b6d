import { describe, expect, test } from "bun:test";
import { type Json, useOrg } from "./org.fixture.ts";

// `created` on every upsert result, failures too, as jsforce's own tests read it from a real org.
const org = useOrg({ Invoice__c: [{ Id: "a00000000000001AAA", External_Id__c: "INV-1", Amount__c: 1 }] });

const upsert = (records: unknown[], allOrNone?: boolean) =>
  org.send("/composite/sobjects/Invoice__c/External_Id__c", { method: "PATCH", body: { allOrNone, records } });
const invoice = (fields: object) => ({ attributes: { type: "Invoice__c" }, ...fields });

describe("upsert results carry created", () => {
  test("allOrNone: rolled-back records say whether they would have been inserted; so does the failing one", async () => {
    const { status, body } = await upsert([
      invoice({ External_Id__c: "NEW-1", Amount__c: 11 }),
      invoice({ External_Id__c: "INV-1", Amount__c: 12 }),
      invoice({ External_Id__c: "NEW-2", OwnerId: "INVALID_OWNER" }),
      invoice({ External_Id__c: "NEW-3", Amount__c: 13 }),
    ], true);
    expect(status).toBe(200);
    expect(body.map((r: Json) => [r.success, r.created, r.errors[0].statusCode, r.id])).toEqual([
      [false, true, "ALL_OR_NONE_OPERATION_ROLLED_BACK", null],
      [false, false, "ALL_OR_NONE_OPERATION_ROLLED_BACK", null],
      [false, true, "MALFORMED_ID", null],
      [false, true, "ALL_OR_NONE_OPERATION_ROLLED_BACK", null],
    ]);
    expect((await org.query("SELECT Amount__c FROM Invoice__c")).body.records.map((r: Json) => r.Amount__c)).toEqual([1]);
  });

  test("without allOrNone: a failed insert says created: true, a failed update false, an unreadable record false", async () => {
    const { body } = await upsert([
      invoice({ External_Id__c: "NEW-4", Amount__c: "lots" }),
      invoice({ External_Id__c: "INV-1", Amount__c: "lots" }),
      invoice({ External_Id__c: "INV-1", Amount__c: 2 }),
      invoice({ External_Id__c: { not: "text" } }),
    ]);
    expect(body.map((r: Json) => [r.success, r.created])).toEqual([[false, true], [false, false], [true, false], [false, false]]);
    for (const result of body as Json[]) expect(Object.keys(result)).toEqual(["id", "success", "errors", "created"]);
  });

  test("single-record upsert: 201 created true, 200 created false", async () => {
    const created = await org.send("/sobjects/Invoice__c/External_Id__c/NEW-5", { method: "PATCH", body: { Amount__c: 5 } });
    expect([created.status, created.body.created]).toEqual([201, true]);
    const updated = await org.send("/sobjects/Invoice__c/External_Id__c/NEW-5", { method: "PATCH", body: { Amount__c: 6 } });
    expect([updated.status, updated.body.created]).toEqual([200, false]);
  });
});
