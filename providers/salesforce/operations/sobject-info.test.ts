import { describe, expect, test } from "bun:test";
import { type Json, sfError, useOrg } from "./org.fixture.ts";

// GET /sobjects/{sobject}: the object's describeGlobal entry and recent items.
const org = useOrg({ Account: [{ Id: "001000000000001AAA", Name: "Acme" }, { Id: "001000000000002AAA", Name: "Globex" }] });

describe("sObject basic information", () => {
  test("objectDescribe is the object's describeGlobal entry", async () => {
    const global = (await org.send("/sobjects")).body;
    const entry = global.sobjects.find((s: Json) => s.name === "Account");
    const { status, body } = await org.send("/sobjects/account");
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["objectDescribe", "recentItems"]);
    expect(body.objectDescribe).toEqual(entry);
    expect(body.objectDescribe).toMatchObject({ name: "Account", keyPrefix: "001", urls: { sobject: "/services/data/v67.0/sobjects/Account" } });
  });

  test("recentItems are live records of the object, shaped { attributes, Id, Name }", async () => {
    await org.send("/sobjects/Account/001000000000002AAA", { method: "DELETE" });
    const { body } = await org.send("/sobjects/Account");
    expect(body.recentItems.length).toBeGreaterThan(0);
    for (const item of body.recentItems as Json[]) {
      expect(Object.keys(item)).toEqual(["attributes", "Id", "Name"]);
      expect(item.attributes).toEqual({ type: "Account", url: `/services/data/v67.0/sobjects/Account/${item.Id}` });
      expect((await org.send(`/sobjects/Account/${item.Id}?fields=Name`)).body.Name).toBe(item.Name);
    }
  });

  test("the answer follows the API version of the path", async () => {
    const { body } = await org.send("/services/data/v50.0/sobjects/Account");
    expect(body.objectDescribe.urls.sobject).toBe("/services/data/v50.0/sobjects/Account");
  });

  test("an unknown object is 404 NOT_FOUND", async () => {
    const { status, body } = await org.send("/sobjects/Nope__c");
    expect([status, body]).toEqual([404, sfError("NOT_FOUND", "The requested resource does not exist")]);
  });
});
