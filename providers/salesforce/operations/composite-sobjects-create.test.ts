import { describe, expect, test } from "bun:test";
import { type Json, useOrg } from "./org.fixture.ts";

// POST /composite/sobjects: up to 200 records of any types, one SaveResult each, in order.
const org = useOrg();
const ROLLED_BACK = {
  statusCode: "ALL_OR_NONE_OPERATION_ROLLED_BACK",
  message: "Record rolled back because not all records were valid and the request was using AllOrNone header",
  fields: [],
};
const ID = (prefix: string) => expect.stringMatching(new RegExp(`^${prefix}[0-9A-Za-z]{15}$`));
const create = (records: unknown[], allOrNone?: boolean) => org.send("/composite/sobjects", { method: "POST", body: { allOrNone, records } });
/** A failed SaveResult carries no id (Salesforce leaves it out; null would do as well). */
const failure = (result: Json) => ({ id: result.id ?? null, success: result.success, errors: result.errors });

describe("create collection", () => {
  test("records of several types are created in order; a bad one fails alone when allOrNone is false", async () => {
    const before = await org.count("Account");
    const { status, body } = await create([
      { attributes: { type: "Account" }, Name: "Northern Trail", BillingCity: "San Francisco" },
      { attributes: { type: "Contact" }, FirstName: "Erica" },
      { attributes: { type: "Contact" }, LastName: "Johnson", FirstName: "Erica" },
    ], false);
    expect(status).toBe(200);
    expect(body).toHaveLength(3);
    expect(body[0]).toEqual({ id: ID("001"), success: true, errors: [] });
    expect(failure(body[1])).toEqual({
      id: null,
      success: false,
      errors: [{ statusCode: "REQUIRED_FIELD_MISSING", message: "Required fields are missing: [LastName]", fields: ["LastName"] }],
    });
    expect(body[2]).toEqual({ id: ID("003"), success: true, errors: [] });
    const contact = (await org.send(`/sobjects/Contact/${body[2].id}?fields=Name`)).body;
    expect(contact.Name).toBe("Erica Johnson");
    expect(await org.count("Account")).toBe(before + 1);
  });

  test("allOrNone: one bad record rolls back the good ones, which say why", async () => {
    const before = await org.count("Account");
    const { status, body } = await create([
      { attributes: { type: "Account" }, Name: "Kept?" },
      { attributes: { type: "Account" }, Industry: "Energy" },
    ], true);
    expect(status).toBe(200);
    expect(body.map(failure)).toEqual([
      { id: null, success: false, errors: [ROLLED_BACK] },
      { id: null, success: false, errors: [{ statusCode: "REQUIRED_FIELD_MISSING", message: "Required fields are missing: [Name]", fields: ["Name"] }] },
    ]);
    expect(await org.count("Account")).toBe(before);
  });

  test("200 records are accepted in one call", async () => {
    const before = await org.count("Account");
    const records = Array.from({ length: 200 }, (_, i) => ({ attributes: { type: "Account" }, Name: `Bulk ${i}` }));
    const { status, body } = await create(records);
    expect(status).toBe(200);
    expect(body.filter((r: Json) => r.success)).toHaveLength(200);
    expect(new Set(body.map((r: Json) => r.id)).size).toBe(200);
    expect(await org.count("Account")).toBe(before + 200);
  });

  test("201 records are refused whole with 400 EXCEEDED_ID_LIMIT", async () => {
    const before = await org.count("Account");
    const records = Array.from({ length: 201 }, (_, i) => ({ attributes: { type: "Account" }, Name: `Too many ${i}` }));
    const { status, body } = await create(records);
    expect([status, body]).toEqual([400, [{ errorCode: "EXCEEDED_ID_LIMIT", message: "record limit reached. cannot submit more than 200 records into this call" }]]);
    expect(await org.count("Account")).toBe(before);
  });

  test("an empty or missing records list is a 400 in Salesforce's error shape", async () => {
    for (const body of [{ records: [] }, {}]) {
      const answer = await org.send("/composite/sobjects", { method: "POST", body });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual([{ errorCode: expect.any(String), message: expect.any(String) }]);
    }
  });
});
