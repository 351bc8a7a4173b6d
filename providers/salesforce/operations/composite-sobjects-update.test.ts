import { describe, expect, test } from "bun:test";
import { type Json, useOrg } from "./org.fixture.ts";

// PATCH /composite/sobjects: update up to 200 records named by their id.
const org = useOrg({
  Account: [
    { Id: "001000000000001AAA", Name: "Acme" },
    { Id: "001000000000002AAA", Name: "Globex" },
    { Id: "001000000000003AAA", Name: "Gone", IsDeleted: true },
  ],
  Contact: [{ Id: "003000000000001AAA", LastName: "Doe" }],
});

const update = (records: unknown[], allOrNone?: boolean) => org.send("/composite/sobjects", { method: "PATCH", body: { allOrNone, records } });
const nameOf = async (type: string, id: string) => (await org.send(`/sobjects/${type}/${id}?fields=Name`)).body.Name;
const failure = (result: Json) => ({ id: result.id ?? null, success: result.success, errors: result.errors });

describe("update collection", () => {
  test("records of several types are updated by id; the results give the 18-character ids in order", async () => {
    const { status, body } = await update([
      { attributes: { type: "Account" }, id: "001000000000001AAA", Name: "Acme Corp" },
      { attributes: { type: "Contact" }, id: "003000000000001", FirstName: "Jane" },
    ]);
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: "001000000000001AAA", success: true, errors: [] },
      { id: "003000000000001AAA", success: true, errors: [] },
    ]);
    expect(await nameOf("Account", "001000000000001AAA")).toBe("Acme Corp");
    expect(await nameOf("Contact", "003000000000001AAA")).toBe("Jane Doe");
  });

  test("a deleted record fails with ENTITY_IS_DELETED while the others are saved", async () => {
    const { body } = await update([
      { attributes: { type: "Account" }, id: "001000000000003AAA", Name: "Back?" },
      { attributes: { type: "Account" }, id: "001000000000002AAA", Name: "Globex Two" },
    ]);
    expect(failure(body[0])).toEqual({ id: null, success: false, errors: [{ statusCode: "ENTITY_IS_DELETED", message: "entity is deleted", fields: [] }] });
    expect(body[1]).toEqual({ id: "001000000000002AAA", success: true, errors: [] });
    expect(await nameOf("Account", "001000000000002AAA")).toBe("Globex Two");
  });

  test("allOrNone: an invalid change rolls back the valid one", async () => {
    const { body } = await update([
      { attributes: { type: "Account" }, id: "001000000000002AAA", Name: "Globex Three" },
      { attributes: { type: "Account" }, id: "001000000000001AAA", Name: null },
    ], true);
    expect(body.map(failure)).toEqual([
      { id: null, success: false, errors: [expect.objectContaining({ statusCode: "ALL_OR_NONE_OPERATION_ROLLED_BACK" })] },
      { id: null, success: false, errors: [{ statusCode: "REQUIRED_FIELD_MISSING", message: "Required fields are missing: [Name]", fields: ["Name"] }] },
    ]);
    expect(await nameOf("Account", "001000000000002AAA")).toBe("Globex Two");
    expect(await nameOf("Account", "001000000000001AAA")).toBe("Acme Corp");
  });

  test("more than 200 records are refused whole with EXCEEDED_ID_LIMIT", async () => {
    const records = Array.from({ length: 201 }, () => ({ attributes: { type: "Account" }, id: "001000000000001AAA", Name: "Many" }));
    const { status, body } = await update(records);
    expect([status, body[0].errorCode]).toEqual([400, "EXCEEDED_ID_LIMIT"]);
    expect(await nameOf("Account", "001000000000001AAA")).toBe("Acme Corp");
  });
});
