import { describe, expect, test } from "bun:test";
import { type Json, useOrg } from "./org.fixture.ts";

// GET /queryAll also answers deleted (recycle-bin) rows, with IsDeleted = true; GET /query never does.
const org = useOrg({
  Account: [
    { Id: "001000000000001AAA", Name: "Acme" },
    { Id: "001000000000002AAA", Name: "Globex" },
    { Id: "001000000000003AAA", Name: "Initech" },
  ],
});
const SOQL = "SELECT Name, IsDeleted FROM Account ORDER BY Name";
const rows = (page: Json) => page.records.map((r: Json) => [r.Name, r.IsDeleted]);

describe("queryAll and deleted rows", () => {
  test("a record deleted through the API leaves query but stays in queryAll", async () => {
    expect((await org.send("/sobjects/Account/001000000000002AAA", { method: "DELETE" })).status).toBe(204);
    const live = (await org.query(SOQL)).body;
    expect(live).toMatchObject({ totalSize: 2, done: true });
    expect(rows(live)).toEqual([["Acme", false], ["Initech", false]]);
    const all = (await org.query(SOQL, {}, "queryAll")).body;
    expect(all).toMatchObject({ totalSize: 3, done: true });
    expect(rows(all)).toEqual([["Acme", false], ["Globex", true], ["Initech", false]]);
  });

  test("queryAll can select the deleted rows alone, and COUNT() counts them", async () => {
    const deleted = (await org.query("SELECT Id FROM Account WHERE IsDeleted = true", {}, "queryAll")).body;
    expect(deleted.records.map((r: Json) => r.Id)).toEqual(["001000000000002AAA"]);
    const counted = (await org.query("SELECT COUNT() FROM Account", {}, "queryAll")).body;
    expect(counted).toEqual({ totalSize: 3, done: true, records: [] });
    expect((await org.query("SELECT COUNT() FROM Account")).body).toEqual({ totalSize: 2, done: true, records: [] });
  });

  test("deleted rows page through queryAll locators like any other", async () => {
    // 210 records made and deleted through collections, in calls of at most 200.
    for (const [from, to] of [[0, 200], [200, 210]] as const) {
      const records = Array.from({ length: to - from }, (_, i) => ({ attributes: { type: "Account" }, Name: `Temp ${from + i}` }));
      const created = await org.send("/composite/sobjects", { method: "POST", body: { records } });
      const ids = created.body.map((r: Json) => r.id as string).join(",");
      expect((await org.send(`/composite/sobjects?ids=${ids}`, { method: "DELETE" })).body.every((r: Json) => r.success)).toBe(true);
    }
    const first = (await org.query("SELECT Id FROM Account WHERE Name LIKE 'Temp%'", { "sforce-query-options": "batchSize=200" }, "queryAll")).body;
    expect([first.totalSize, first.done, first.records.length]).toEqual([210, false, 200]);
    const rest = (await org.send(first.nextRecordsUrl.replace("/query/", "/queryAll/"))).body;
    expect([rest.done, rest.records.length]).toEqual([true, 10]);
    expect((await org.query("SELECT COUNT() FROM Account WHERE Name LIKE 'Temp%'")).body.totalSize).toBe(0);
  });
});
