import { describe, expect, test } from "bun:test";
import { type Json, sfError, useOrg } from "./org.fixture.ts";

// Field values are checked against the describe on every write path, with Salesforce's errors:
// wrong JSON shapes are JSON_PARSER_ERROR naming the token, values the field cannot hold are the
// field's own error, and a refused write changes nothing.
const org = useOrg({
  Account: [{ Id: "001000000000001AAA", Name: "Acme" }],
  Invoice__c: [{ Id: "a00000000000001AAA", External_Id__c: "INV-1" }],
});
const V = "/services/data/v67.0";

const create = (sobject: string, body: unknown) => org.send(`/sobjects/${sobject}`, { method: "POST", body: JSON.stringify(body) });
const parserError = (message: string) => sfError("JSON_PARSER_ERROR", message);

/** Each bad value, and what Salesforce answers when an Account or Invoice__c is created with it. */
const REFUSED: Array<[string, string, Json, Json]> = [
  ["object for text", "Account", { Name: { first: "A" } }, parserError("Cannot deserialize instance of string from START_OBJECT value { or request may be missing a required field")],
  ["array for text", "Account", { Name: "x", Site: ["a"] }, parserError("Cannot deserialize instance of string from START_ARRAY value")],
  ["text too long", "Account", { Name: "x".repeat(256) }, sfError("STRING_TOO_LONG", `Account Name: data value too large: ${"x".repeat(80)} (max length=255)`, ["Name"])],
  ["int past its digits", "Account", { Name: "x", NumberOfEmployees: 1e308 }, sfError("NUMBER_OUTSIDE_VALID_RANGE", "Employees: value outside of valid range on numeric field: 1.0E308", ["NumberOfEmployees"])],
  ["int at 10^8 (8 digits)", "Account", { Name: "x", NumberOfEmployees: 100_000_000 }, sfError("NUMBER_OUTSIDE_VALID_RANGE", "Employees: value outside of valid range on numeric field: 100000000", ["NumberOfEmployees"])],
  ["negative int past its digits", "Account", { Name: "x", NumberOfEmployees: "-123456789" }, sfError("NUMBER_OUTSIDE_VALID_RANGE", "Employees: value outside of valid range on numeric field: -123456789", ["NumberOfEmployees"])],
  ["fraction for an int", "Account", { Name: "x", NumberOfEmployees: 1.5 }, parserError("Cannot deserialize instance of int from VALUE_NUMBER_FLOAT value 1.5 or request may be missing a required field")],
  ["text for a number", "Account", { Name: "x", AnnualRevenue: "lots" }, parserError("Cannot deserialize instance of currency from VALUE_STRING value lots or request may be missing a required field")],
  ["hex text for a number", "Account", { Name: "x", AnnualRevenue: "0x10" }, parserError("Cannot deserialize instance of currency from VALUE_STRING value 0x10 or request may be missing a required field")],
  ["boolean for a number", "Account", { Name: "x", AnnualRevenue: true }, parserError("Cannot deserialize instance of currency from VALUE_TRUE value true or request may be missing a required field")],
  ["percent past precision 5, scale 2", "Invoice__c", { Tax_Rate__c: 1000 }, sfError("NUMBER_OUTSIDE_VALID_RANGE", "Tax Rate: value outside of valid range on numeric field: 1000", ["Tax_Rate__c"])],
  ["number for a boolean", "Invoice__c", { Paid__c: 1 }, parserError("Cannot deserialize instance of boolean from VALUE_NUMBER_INT value 1 or request may be missing a required field")],
  ["text for a boolean", "Invoice__c", { Paid__c: "yes" }, parserError("Cannot deserialize instance of boolean from VALUE_STRING value yes or request may be missing a required field")],
  ["not a date", "Invoice__c", { Invoice_Date__c: "soon" }, parserError("Cannot deserialize instance of date from VALUE_STRING value soon or request may be missing a required field")],
  ["no such day", "Invoice__c", { Invoice_Date__c: "2026-02-30" }, parserError("Cannot deserialize instance of date from VALUE_STRING value 2026-02-30 or request may be missing a required field")],
  ["a number for a date", "Invoice__c", { Invoice_Date__c: 20260101 }, parserError("Cannot deserialize instance of date from VALUE_NUMBER_INT value 20260101 or request may be missing a required field")],
  ["not a datetime", "Contact", { LastName: "x", EmailBouncedDate: "2026-01-01T25:00:00Z" }, parserError("Cannot deserialize instance of datetime from VALUE_STRING value 2026-01-01T25:00:00Z or request may be missing a required field")],
  ["loose datetime text", "Contact", { LastName: "x", EmailBouncedDate: "March 7, 2026" }, parserError("Cannot deserialize instance of datetime from VALUE_STRING value March 7, 2026 or request may be missing a required field")],
  ["restricted picklist", "Invoice__c", { Status__c: "Lost" }, sfError("INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST", "Status: bad value for restricted picklist field: Lost", ["Status__c"])],
  ["object for a lookup", "Invoice__c", { Account__c: { Id: "001000000000001AAA" } }, parserError("Cannot deserialize instance of reference from START_OBJECT value { or request may be missing a required field")],
];

describe("values refused on create", () => {
  test.each(REFUSED)("%s", async (_name, sobject, body, error) => {
    const before = await org.count(sobject);
    const { status, body: answer } = await create(sobject, body);
    expect([status, answer]).toEqual([400, error]);
    expect(await org.count(sobject)).toBe(before);
  });
});

describe("values Salesforce takes", () => {
  test("numbers and booleans for text become their text; numeric text for numbers; an unrestricted picklist takes any value", async () => {
    const { status, body } = await create("Account", { Name: 5, Site: true, NumberOfEmployees: "99999999", AnnualRevenue: "1.5e3", Industry: "Not In The List" });
    expect(status).toBe(201);
    const read = (await org.send(`/sobjects/Account/${body.id}?fields=Name,Site,NumberOfEmployees,AnnualRevenue,Industry`)).body;
    expect(read).toMatchObject({ Name: "5", Site: "true", NumberOfEmployees: 99999999, AnnualRevenue: 1500, Industry: "Not In The List" });
  });

  test("ISO datetimes with Z, +0000 or +01:00, without seconds, or a bare date", async () => {
    for (const [given, stored] of [
      ["2026-01-15T10:00:00Z", "2026-01-15T10:00:00.000+0000"],
      ["2026-01-15T10:00:00.123+0000", "2026-01-15T10:00:00.123+0000"],
      ["2026-01-15T11:30:00+01:30", "2026-01-15T10:00:00.000+0000"],
      ["2026-01-15T10:00", "2026-01-15T10:00:00.000+0000"],
      ["2026-01-15", "2026-01-15T00:00:00.000+0000"],
    ]) {
      const { status, body } = await create("Contact", { LastName: "Dates", EmailBouncedDate: given });
      expect([given, status]).toEqual([given, 201]);
      expect((await org.send(`/sobjects/Contact/${body.id}?fields=EmailBouncedDate`)).body.EmailBouncedDate).toBe(stored);
    }
  });

  test("a leap day is a date; the restricted picklist takes its own values", async () => {
    expect((await create("Invoice__c", { Invoice_Date__c: "2028-02-29", Status__c: "Paid", Tax_Rate__c: 999.99 })).status).toBe(201);
  });
});

describe("the same checks on every write path", () => {
  const tooLong = "y".repeat(256);

  test("update, upsert by external id", async () => {
    const update = await org.send("/sobjects/Account/001000000000001AAA", { method: "PATCH", body: { NumberOfEmployees: 1e9 } });
    expect([update.status, update.body[0].errorCode]).toEqual([400, "NUMBER_OUTSIDE_VALID_RANGE"]);
    const upsert = await org.send("/sobjects/Invoice__c/External_Id__c/INV-1", { method: "PATCH", body: { Paid__c: "maybe" } });
    expect([upsert.status, upsert.body[0].errorCode]).toEqual([400, "JSON_PARSER_ERROR"]);
    const upsertNew = await org.send("/sobjects/Invoice__c/External_Id__c/INV-NEW", { method: "PATCH", body: { Status__c: "Lost" } });
    expect([upsertNew.status, upsertNew.body[0].errorCode]).toEqual([400, "INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST"]);
    expect((await org.send("/sobjects/Account/001000000000001AAA?fields=NumberOfEmployees")).body.NumberOfEmployees).toBeNull();
  });

  test("composite subrequests and sObject Collections", async () => {
    const { body } = await org.send("/composite", {
      method: "POST",
      body: { compositeRequest: [{ method: "POST", url: `${V}/sobjects/Account`, referenceId: "long", body: { Name: tooLong } }] },
    });
    expect(body.compositeResponse[0]).toMatchObject({ httpStatusCode: 400, body: [{ errorCode: "STRING_TOO_LONG", fields: ["Name"] }] });
    const records = [{ attributes: { type: "Account" }, Name: "fine" }, { attributes: { type: "Account" }, Name: "x", NumberOfEmployees: -1e8 }];
    const created = await org.send("/composite/sobjects", { method: "POST", body: { records } });
    expect(created.body[1]).toEqual({ id: null, success: false, errors: [{ statusCode: "NUMBER_OUTSIDE_VALID_RANGE", message: "Employees: value outside of valid range on numeric field: -100000000", fields: ["NumberOfEmployees"] }] });
    const updated = await org.send("/composite/sobjects", { method: "PATCH", body: { records: [{ attributes: { type: "Account" }, id: "001000000000001AAA", Name: { no: 1 } }] } });
    expect(updated.body[0].errors[0].statusCode).toBe("JSON_PARSER_ERROR");
    const upserted = await org.send("/composite/sobjects/Invoice__c/External_Id__c", { method: "PATCH", body: { records: [{ attributes: { type: "Invoice__c" }, External_Id__c: "INV-2", Due_Date__c: "tomorrow" }] } });
    expect(upserted.body[0].errors[0].statusCode).toBe("JSON_PARSER_ERROR");
  });

  test("a restricted multi-select picklist checks every chosen value", async () => {
    const config = { Survey__c: { keyPrefix: "a0S", fields: [{ name: "Name" }, { name: "Topics__c", type: "multipicklist", restrictedPicklist: true, picklistValues: [{ value: "Price" }, { value: "Support" }] }] } };
    const { url } = await org.t.createSnapshot("salesforce", { config, seed: {} });
    const send = async (body: unknown) => {
      const response = await org.t.mock(`${url}${V}/sobjects/Survey__c`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
      return [response.status, await response.json()];
    };
    expect((await send({ Name: "ok", Topics__c: "Price;Support" }))[0]).toBe(201);
    expect(await send({ Name: "bad", Topics__c: "Price;Speed" })).toEqual([400, sfError("INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST", "Topics__c: bad value for restricted picklist field: Speed", ["Topics__c"])]);
  });
});

describe("seed rows get the same checks", () => {
  const seedError = async (seed: unknown) => {
    const response = await org.t.control("/providers/salesforce/create-snapshot", { method: "POST", body: JSON.stringify({ seed }), headers: { "content-type": "application/json" } });
    return [response.status, (await response.json()).error];
  };

  test("a bad value is 400 naming the row and Salesforce's message", async () => {
    expect(await seedError({ Account: [{ Name: "ok" }, { Name: "x", NumberOfEmployees: 1e308 }] })).toEqual([400, "seed.salesforce.Account[1]: Employees: value outside of valid range on numeric field: 1.0E308"]);
    expect(await seedError({ Account: [{ Name: { a: 1 } }] })).toEqual([400, "seed.salesforce.Account[0]: Cannot deserialize instance of string from START_OBJECT value { or request may be missing a required field"]);
    expect(await seedError({ Invoice__c: [{ Status__c: "Lost" }] })).toEqual([400, "seed.salesforce.Invoice__c[0]: Status: bad value for restricted picklist field: Lost"]);
    expect(await seedError({ Contact: [{ LastName: "x", Birthdate: "1990-13-01" }] })).toEqual([400, "seed.salesforce.Contact[0]: Cannot deserialize instance of date from VALUE_STRING value 1990-13-01 or request may be missing a required field"]);
  });

  test("an object with no describe takes its rows as they are, however wide their numbers or long their text", async () => {
    const seed = { Gauge__c: [{ Name: "g", Reading__c: 123456789012345.5 }, { Name: "h", Reading__c: 0.000000000000001 }, { Name: "t", Notes__c: "n".repeat(40_000) }] };
    const response = await org.t.control("/providers/salesforce/create-snapshot", { method: "POST", body: JSON.stringify({ seed }), headers: { "content-type": "application/json" } });
    expect(response.status).toBe(200);
  });
});
