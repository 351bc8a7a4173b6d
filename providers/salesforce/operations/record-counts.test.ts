import { describe, expect, test } from "bun:test";
import { type Json, useOrg } from "./org.fixture.ts";

// GET /limits/recordCount: live rows per object, as `sf org list sobject record-counts` reads them.
const org = useOrg({
  Account: [{ Id: "001000000000001AAA", Name: "Acme" }, { Id: "001000000000002AAA", Name: "Globex" }, { Id: "001000000000003AAA", Name: "Initech" }],
  Contact: [{ LastName: "Smith" }],
});

const counts = async (query = "") => {
  const { status, body } = await org.send(`/limits/recordCount${query}`);
  expect(status).toBe(200);
  return Object.fromEntries(body.sObjects.map((entry: Json) => [entry.name, entry.count]));
};

describe("record counts", () => {
  test("named objects: their live rows; deleted rows are not counted", async () => {
    await org.send("/sobjects/Account/001000000000003AAA", { method: "DELETE" });
    const { body } = await org.send("/limits/recordCount?sObjects=Account,Contact");
    expect(body).toEqual({ sObjects: [{ count: 2, name: "Account" }, { count: 1, name: "Contact" }] });
  });

  test("names are case-insensitive and said once; unknown names are left out; an empty object counts 0", async () => {
    expect(await counts("?sObjects=account,ACCOUNT,Nope__c,Lead,,")).toEqual({ Account: 2, Lead: 0 });
  });

  test("without sObjects, or with it empty (as the CLI sends it): every object that has records", async () => {
    const all = await counts();
    expect(await counts("?sObjects")).toEqual(all);
    expect(await counts("?sObjects=")).toEqual(all);
    expect(all).toMatchObject({ Account: 2, Contact: 1 });
    expect(Object.values(all).every((count) => (count as number) > 0)).toBe(true);
    expect(all.Lead).toBeUndefined();
  });
});
