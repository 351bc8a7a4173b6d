import { describe, expect, test } from "bun:test";
import { type Json, useOrg } from "./org.fixture.ts";

// DELETE /composite/sobjects?ids=a,b&allOrNone=…: up to 200 ids of any types.
const org = useOrg({
  Account: [
    { Id: "001000000000001AAA", Name: "Acme" },
    { Id: "001000000000002AAA", Name: "Globex" },
    { Id: "001000000000003AAA", Name: "Initech" },
  ],
  Contact: [{ Id: "003000000000001AAA", LastName: "Doe" }],
});

const remove = (ids: string[], allOrNone?: boolean) =>
  org.send(`/composite/sobjects?ids=${ids.join(",")}${allOrNone === undefined ? "" : `&allOrNone=${allOrNone}`}`, { method: "DELETE" });
const statusOf = async (type: string, id: string) => (await org.send(`/sobjects/${type}/${id}`)).status;
const failure = (result: Json) => ({ success: result.success, errors: result.errors.map((e: Json) => ({ statusCode: e.statusCode, message: e.message })) });

describe("delete collection", () => {
  test("ids of several types are deleted; the records then read as deleted", async () => {
    const { status, body } = await remove(["001000000000001AAA", "003000000000001"]);
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: "001000000000001AAA", success: true, errors: [] },
      { id: "003000000000001AAA", success: true, errors: [] },
    ]);
    expect(await statusOf("Account", "001000000000001AAA")).toBe(404);
    expect(await statusOf("Contact", "003000000000001AAA")).toBe(404);
  });

  test("deleting again fails with ENTITY_IS_DELETED; a malformed id fails alone with MALFORMED_ID", async () => {
    const { body } = await remove(["001000000000001AAA", "001RM000003oLrB000", "001000000000002AAA"], false);
    expect(failure(body[0])).toEqual({ success: false, errors: [{ statusCode: "ENTITY_IS_DELETED", message: "entity is deleted" }] });
    // Salesforce's docs show "malformed id 001RM000003oLrB000" here; the mock words it as a single-record update does.
    expect(failure(body[1])).toEqual({ success: false, errors: [{ statusCode: "MALFORMED_ID", message: expect.stringContaining("001RM000003oLrB000") }] });
    expect(body[2]).toEqual({ id: "001000000000002AAA", success: true, errors: [] });
    expect(await statusOf("Account", "001000000000002AAA")).toBe(404);
  });

  test("allOrNone=true: one failure keeps every record", async () => {
    const { body } = await remove(["001000000000003AAA", "zzz000000000001"], true);
    expect(body.map(failure)).toEqual([
      { success: false, errors: [{ statusCode: "ALL_OR_NONE_OPERATION_ROLLED_BACK", message: expect.any(String) }] },
      { success: false, errors: [{ statusCode: "MALFORMED_ID", message: "malformed id zzz000000000001" }] },
    ]);
    expect(await statusOf("Account", "001000000000003AAA")).toBe(200);
  });

  test("no ids, or more than 200, is a 400 and deletes nothing", async () => {
    const none = await org.send("/composite/sobjects", { method: "DELETE" });
    expect(none.status).toBe(400);
    expect(none.body).toEqual([{ errorCode: expect.any(String), message: expect.any(String) }]);
    const tooMany = await remove(Array.from({ length: 201 }, () => "001000000000003AAA"));
    expect(tooMany.status).toBe(400);
    expect(await statusOf("Account", "001000000000003AAA")).toBe(200);
  });
});
