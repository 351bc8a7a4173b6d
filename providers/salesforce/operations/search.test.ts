import { describe, expect, test } from "bun:test";
import { type Json, sfError, useOrg } from "./org.fixture.ts";

// GET /search?q=<SOSL>: FIND over the org's text fields, RETURNING with SOQL's field lists, WHERE and ORDER BY.
const ACME = "001000000000001AAA";
const org = useOrg({
  Account: [
    { Id: ACME, Name: "Acme Corporation", Phone: "(415) 555-1212", Industry: "Technology", Website: "https://acme.example" },
    { Id: "001000000000002AAA", Name: "Globex", Description: "Supplier to Acme", Industry: "Energy" },
    { Id: "001000000000003AAA", Name: "Café Bar", Industry: "Hospitality" },
    { Id: "001000000000004AAA", Name: "Acme Gone", IsDeleted: true },
  ],
  Contact: [
    { Id: "003000000000001AAA", FirstName: "Ada", LastName: "Lovelace", Email: "ada@acme.example", AccountId: ACME },
    { Id: "003000000000002AAA", FirstName: "Grace", LastName: "Hopper", Email: "grace@navy.example", Phone: "555-0100" },
  ],
});

const search = (sosl: string) => org.send(`/search?q=${encodeURIComponent(sosl)}`);
const found = (body: Json) => body.searchRecords.map((r: Json) => `${r.attributes.type}:${r.Name ?? r.Id}`);
const ids = (body: Json) => body.searchRecords.map((r: Json) => r.Id);

describe("SOSL search", () => {
  test("FIND without RETURNING: every searchable object, Id only, name hits first", async () => {
    const { status, body } = await search("FIND {Acme}");
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["searchRecords"]);
    expect(body.searchRecords).toContainEqual({ attributes: { type: "Account", url: `/services/data/v67.0/sobjects/Account/${ACME}` }, Id: ACME });
    // Acme Corporation (name), Globex (description), Ada (email); the deleted row never.
    expect(ids(body)).toEqual([ACME, "001000000000002AAA", "003000000000001AAA"]);
  });

  test("RETURNING field lists, parent paths, WHERE and ORDER BY are SOQL's", async () => {
    const { body } = await search("FIND {acme} RETURNING Account(Name, Industry WHERE Industry != 'Energy' ORDER BY Name), Contact(Name, Account.Name)");
    expect(body.searchRecords).toEqual([
      { attributes: { type: "Account", url: expect.any(String) }, Name: "Acme Corporation", Industry: "Technology" },
      { attributes: { type: "Contact", url: expect.any(String) }, Name: "Ada Lovelace", Account: { attributes: { type: "Account", url: expect.any(String) }, Name: "Acme Corporation" } },
    ]);
  });

  test("search groups: NAME, EMAIL and PHONE fields", async () => {
    expect(found((await search("FIND {acme} IN NAME FIELDS RETURNING Account(Name), Contact(Name)")).body)).toEqual(["Account:Acme Corporation"]);
    expect(found((await search("FIND {acme} IN EMAIL FIELDS RETURNING Account(Name), Contact(Name)")).body)).toEqual(["Contact:Ada Lovelace"]);
    expect(found((await search("FIND {4155551212} IN PHONE FIELDS RETURNING Account(Name)")).body)).toEqual(["Account:Acme Corporation"]);
    expect(found((await search("FIND {555-0100} IN PHONE FIELDS RETURNING Contact(Name)")).body)).toEqual(["Contact:Grace Hopper"]);
  });

  test("wildcards, phrases, accents and boolean operators", async () => {
    const names = async (term: string) => found((await search(`FIND {${term}} RETURNING Account(Name)`)).body);
    expect(await names("Glo*")).toEqual(["Account:Globex"]);
    expect(await names("Glob?x")).toEqual(["Account:Globex"]);
    expect(await names('"acme corporation"')).toEqual(["Account:Acme Corporation"]);
    expect(await names('"corporation acme"')).toEqual([]);
    expect(await names("cafe")).toEqual(["Account:Café Bar"]);
    expect(await names("acme AND NOT supplier")).toEqual(["Account:Acme Corporation"]);
    expect(await names("globex OR (cafe bar)")).toEqual(["Account:Globex", "Account:Café Bar"]);
    expect(await names("acme supplier")).toEqual(["Account:Globex"]);
  });

  test("LIMIT per object, the overall LIMIT spread over the objects, OFFSET on one object", async () => {
    const all = "FIND {acme OR grace OR globex}";
    // Grace's name matches, Ada only by her email: Grace ranks first.
    expect(found((await search(`${all} RETURNING Account(Name LIMIT 1), Contact(Name)`)).body)).toEqual(["Account:Acme Corporation", "Contact:Grace Hopper", "Contact:Ada Lovelace"]);
    expect(found((await search(`${all} RETURNING Account(Name), Contact(Name) LIMIT 3`)).body)).toEqual(["Account:Acme Corporation", "Account:Globex", "Contact:Grace Hopper"]);
    expect(found((await search(`${all} RETURNING Account(Name ORDER BY Name LIMIT 1 OFFSET 1)`)).body)).toEqual(["Account:Globex"]);
  });

  test("WITH METADATA='LABELS' adds each returned field's label; other WITH clauses and UPDATE TRACKING are accepted", async () => {
    const { body } = await search("FIND {Acme} IN NAME FIELDS RETURNING Account(Name, Owner.Name) WITH METADATA='LABELS' WITH DIVISION='Global' LIMIT 5 UPDATE TRACKING");
    expect(body.metadata).toEqual({ entityMetadata: [{ entityName: "Account", fieldMetadata: [{ name: "Name", label: "Account Name" }, { name: "Owner.Name", label: "Full Name" }] }] });
  });
});

describe("SOSL errors", () => {
  const caret = (sosl: string, column: number, text: string) => `\n${sosl}\n${" ".repeat(column - 1)}^\nERROR at Row:1:Column:${column}\n${text}`;
  const cases: Array<[string, string, number, string, string | RegExp]> = [
    ["unknown object", "FIND {Acme} RETURNING Nope", 400, "INVALID_TYPE", caret("FIND {Acme} RETURNING Nope", 23, "sObject type 'Nope' is not supported. If you are attempting to use a custom object, be sure to append the '__c' after the entity name. Please reference your WSDL or the describe call for the appropriate names.")],
    ["unknown field", "FIND {Acme} RETURNING Account(Name, Nope)", 400, "INVALID_FIELD", /^\nFIND \{Acme\} RETURNING Account\(Name, Nope\)\n {36}\^\nERROR at Row:1:Column:37\nNo such column 'Nope' on entity 'Account'/],
    ["WHERE on a wrong type", "FIND {Acme} RETURNING Account(Name WHERE Name LIKE 5)", 400, "INVALID_FIELD", caret("FIND {Acme} RETURNING Account(Name WHERE Name LIKE 5)", 52, "value of filter criterion for field 'Name' must be of type string and should be enclosed in quotes")],
    ["WHERE cut short", "FIND {Acme} RETURNING Account(Name WHERE Name =)", 400, "MALFORMED_SEARCH", /^\nFIND .*\n +\^\nERROR at Row:1:Column:\d+\nunexpected token/],
    ["no braces", "FIND Acme", 400, "MALFORMED_SEARCH", "No search term found. The search term must be enclosed in braces."],
    ["not SOSL at all", "SELECT Id FROM Account", 400, "MALFORMED_SEARCH", "No search term found. The search term must be enclosed in braces."],
    ["one-character term", "FIND {a}", 400, "INVALID_SEARCH", "search term must be longer than one character"],
    ["unknown search group", "FIND {Acme} IN BODY FIELDS", 400, "MALFORMED_SEARCH", caret("FIND {Acme} IN BODY FIELDS", 16, "unexpected token: 'BODY'")],
    ["subquery in a field list", "FIND {Acme} RETURNING Account(Name, (SELECT Id FROM Contacts))", 400, "MALFORMED_SEARCH", /unexpected token: '\('/],
    ["aggregate in a field list", "FIND {Acme} RETURNING Account(COUNT(Id))", 400, "MALFORMED_SEARCH", /unexpected token: 'COUNT'/],
    ["OFFSET with two objects", "FIND {Acme} RETURNING Account(Id OFFSET 1), Contact", 400, "MALFORMED_SEARCH", /OFFSET can be used only when searching a single object/],
    ["OFFSET past 2,000", "FIND {Acme} RETURNING Account(Id OFFSET 2001)", 400, "MALFORMED_SEARCH", /SOSL offset should be between 0 to 2000/],
    ["unbalanced parentheses in the term", "FIND {(acme}", 400, "MALFORMED_SEARCH", /mismatched parentheses/],
    ["trailing garbage", "FIND {Acme} RETURNING Account garbage", 400, "MALFORMED_SEARCH", /unexpected token: 'garbage'/],
    ["unknown WITH clause", "FIND {Acme} WITH NOPE", 400, "MALFORMED_SEARCH", /unexpected token: 'NOPE'/],
  ];
  for (const [name, sosl, status, code, message] of cases)
    test(name, async () => {
      const answer = await search(sosl);
      expect([answer.status, answer.body]).toEqual([status, sfError(code, message)]);
    });

  test("no q at all", async () => {
    const { status, body } = await org.send("/search");
    expect([status, body]).toEqual([400, sfError("MALFORMED_SEARCH", "No search term found. The search term must be enclosed in braces.")]);
  });
});
