import { describe, expect, test } from "bun:test";
import { type Json, sfError, useOrg } from "./org.fixture.ts";

// GET and POST /parameterizedSearch: the same search as SOSL, described by parameters.
const org = useOrg({
  Account: [{ Name: "Acme Corporation", Industry: "Technology" }, { Name: "Acme Labs", Industry: "Energy" }, { Name: "Globex" }],
  Contact: [{ FirstName: "Ada", LastName: "Lovelace", Email: "ada@acme.example" }],
});

const names = (body: Json) => body.searchRecords.map((r: Json) => `${r.attributes.type}:${r.Name ?? r.Id}`);

describe("parameterizedSearch", () => {
  test("GET: q alone searches every object, Id only", async () => {
    const { status, body } = await org.send("/parameterizedSearch?q=acme");
    expect(status).toBe(200);
    expect(body.searchRecords).toHaveLength(3);
    expect(Object.keys(body.searchRecords[0]).sort()).toEqual(["Id", "attributes"]);
  });

  test("GET: sobject, fields, <Object>.fields/.where/.limit/.orderBy, in, overallLimit, metadata", async () => {
    const where = encodeURIComponent("Industry = 'Energy' OR Industry = 'Technology'");
    const path = `/parameterizedSearch?q=acme&sobject=Account&sobject=Contact&fields=Name&Account.fields=Name,Industry&Account.where=${where}&Account.orderBy=Name%20DESC&Account.limit=5&in=ALL&overallLimit=10&metadata=LABELS`;
    const { body } = await org.send(path);
    expect(names(body)).toEqual(["Account:Acme Labs", "Account:Acme Corporation", "Contact:Ada Lovelace"]);
    expect(body.searchRecords[0]).toMatchObject({ Name: "Acme Labs", Industry: "Energy" });
    expect(body.metadata.entityMetadata.map((e: Json) => e.entityName)).toEqual(["Account", "Contact"]);
    expect(names((await org.send("/parameterizedSearch?q=acme&sobject=Contact&fields=Name&in=NAME")).body)).toEqual([]);
    expect(names((await org.send("/parameterizedSearch?q=acme&sobject=Account&fields=Name&defaultLimit=1&offset=1")).body)).toEqual(["Account:Acme Labs"]);
  });

  test("POST: the JSON body with sobjects, where, orderBy and limits", async () => {
    const body = { q: "acme", fields: ["Name"], sobjects: [{ name: "Account", where: "Industry != null", orderBy: [{ field: "Name", direction: "descending", nullsOrder: "last" }], limit: 1 }, { name: "Contact", fields: ["Email"] }], overallLimit: 5 };
    const { status, body: result } = await org.send("/parameterizedSearch", { method: "POST", body });
    expect(status).toBe(200);
    expect(result.searchRecords.map((r: Json) => r.Name ?? r.Email)).toEqual(["Acme Labs", "ada@acme.example"]);
  });

  const refused: Array<[string, string, unknown, string, string | RegExp]> = [
    ["no q", "GET", "/parameterizedSearch?sobject=Account", "MALFORMED_SEARCH", "Missing required parameter: q"],
    ["a bad in", "GET", "/parameterizedSearch?q=acme&in=BODY", "MALFORMED_SEARCH", "Invalid value for parameter in: BODY"],
    ["a bad limit", "GET", "/parameterizedSearch?q=acme&overallLimit=ten", "MALFORMED_SEARCH", "Invalid value for parameter overallLimit: ten"],
    ["offset over two objects", "GET", "/parameterizedSearch?q=acme&sobject=Account&sobject=Contact&offset=1", "MALFORMED_SEARCH", /single sobject/],
    ["an unknown object", "GET", "/parameterizedSearch?q=acme&sobject=Nope", "INVALID_TYPE", /^sObject type 'Nope' is not supported/],
    ["an unknown field", "GET", "/parameterizedSearch?q=acme&sobject=Account&fields=Nope", "INVALID_FIELD", /^No such column 'Nope' on entity 'Account'/],
    ["a one-letter term", "GET", "/parameterizedSearch?q=a", "INVALID_SEARCH", "search term must be longer than one character"],
    ["a body that is not an object", "POST", [1, 2], "MALFORMED_SEARCH", "The request body must be a JSON object"],
    ["sobjects that is not a list", "POST", { q: "acme", sobjects: "Account" }, "MALFORMED_SEARCH", "Invalid value for parameter sobjects"],
    ["an orderBy field that is not a field", "POST", { q: "acme", sobjects: [{ name: "Account", orderBy: [{ field: "Name; DROP" }] }] }, "MALFORMED_SEARCH", "Invalid value for parameter orderBy"],
  ];
  for (const [name, method, input, code, message] of refused)
    test(`refuses ${name}`, async () => {
      const answer = method === "GET" ? await org.send(input as string) : await org.send("/parameterizedSearch", { method, body: input });
      expect([answer.status, answer.body]).toEqual([400, sfError(code, message)]);
    });
});
