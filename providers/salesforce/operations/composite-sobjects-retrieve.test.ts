import { describe, expect, test } from "bun:test";
import { sfError, useOrg } from "./org.fixture.ts";

// GET /composite/sobjects/{sobject}?ids=…&fields=…, or POST with { ids, fields }: records in order, null where missing.
const org = useOrg({
  Account: [
    { Id: "001000000000001AAA", Name: "Acme", Industry: "Energy" },
    { Id: "001000000000002AAA", Name: "Globex", Industry: "Media" },
    { Id: "001000000000003AAA", Name: "Gone", IsDeleted: true },
  ],
});

const attributes = (id: string) => ({ type: "Account", url: `/services/data/v67.0/sobjects/Account/${id}` });
const ACME = { attributes: attributes("001000000000001AAA"), Id: "001000000000001AAA", Name: "Acme", Industry: "Energy" };
const GLOBEX = { attributes: attributes("001000000000002AAA"), Id: "001000000000002AAA", Name: "Globex", Industry: "Media" };

describe("retrieve collection", () => {
  test("GET answers the asked fields of each id in order, null for an unknown or deleted record", async () => {
    const ids = ["001000000000002AAA", "001000000000999AAA", "001000000000001", "001000000000003AAA"].join(",");
    const { status, body } = await org.send(`/composite/sobjects/Account?ids=${ids}&fields=Id,Name,Industry`);
    expect(status).toBe(200);
    expect(body).toEqual([GLOBEX, null, ACME, null]);
  });

  test("POST takes the same lists in the body (for long id lists); field names are case-insensitive", async () => {
    const { status, body } = await org.send("/composite/sobjects/account", {
      method: "POST",
      body: { ids: ["001000000000001AAA", "001000000000002AAA"], fields: ["id", "name", "INDUSTRY"] },
    });
    expect(status).toBe(200);
    expect(body).toEqual([ACME, GLOBEX]);
  });

  test("an unknown field is 400 INVALID_FIELD; an unknown object is 404 NOT_FOUND", async () => {
    const field = await org.send("/composite/sobjects/Account?ids=001000000000001AAA&fields=Name,Nope__c");
    expect([field.status, field.body]).toEqual([400, sfError("INVALID_FIELD", /Nope__c/)]);
    const object = await org.send("/composite/sobjects/Nope__c?ids=001000000000001AAA&fields=Name");
    expect([object.status, object.body]).toEqual([404, sfError("NOT_FOUND", "The requested resource does not exist")]);
  });

  test("a request naming no fields is a 400", async () => {
    const { status, body } = await org.send("/composite/sobjects/Account?ids=001000000000001AAA");
    expect(status).toBe(400);
    expect(body).toEqual([{ errorCode: expect.any(String), message: expect.any(String) }]);
  });
});
