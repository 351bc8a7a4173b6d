import { describe, expect, test } from "bun:test";
import { type Json, sfError, useOrg } from "./org.fixture.ts";

// GET /query?explain=SOQL: query plans from the world's row counts (jsforce's query(...).explain()).
const org = useOrg({
  Account: Array.from({ length: 1500 }, (_, i) => ({ Name: `Account ${i}`, Industry: i < 900 ? "Energy" : "Technology" })),
});

const explain = async (soql: string) => {
  const { status, body } = await org.send(`/query/?explain=${encodeURIComponent(soql)}`);
  expect(status).toBe(200);
  return body;
};
const summary = (body: Json) => body.plans.map((p: Json) => [p.leadingOperationType, p.fields, p.cardinality]);

describe("query explain", () => {
  test("no filter: one TableScan over every row, with Salesforce's keys", async () => {
    const soql = "SELECT Id FROM Account";
    const body = await explain(soql);
    expect(body.sourceQuery).toBe(soql);
    expect(body.plans).toEqual([
      {
        cardinality: 1500, fields: [], leadingOperationType: "TableScan",
        notes: [{ description: "Not considering filter for optimization because unindexed", fields: ["IsDeleted"], tableEnumOrId: "Account" }],
        relativeCost: 0.6515, sobjectCardinality: 1500, sobjectType: "Account",
      },
    ]);
  });

  test("a selective filter on an indexed field leads with the Index plan", async () => {
    const body = await explain("SELECT Id FROM Account WHERE Name = 'Account 7' AND Industry = 'Energy'");
    expect(summary(body)).toEqual([["Index", ["Name"], 1], ["TableScan", [], 1]]);
    expect(body.plans[0].relativeCost).toBeLessThan(1);
    expect(body.plans[1].notes.map((n: Json) => n.fields[0])).toEqual(["Industry", "IsDeleted"]);
  });

  test("an unselective indexed filter costs more than the table scan; OR, negation and leading-% LIKE use no index", async () => {
    expect(summary(await explain("SELECT Id FROM Account WHERE Name LIKE 'Account%'"))).toEqual([["TableScan", [], 1500], ["Index", ["Name"], 1500]]);
    expect(summary(await explain("SELECT Id FROM Account WHERE Name = 'Account 1' OR Industry = 'Technology'"))).toEqual([["TableScan", [], 601]]);
    expect(summary(await explain("SELECT Id FROM Account WHERE Name != 'Account 1'"))).toEqual([["TableScan", [], 1499]]);
    expect(summary(await explain("SELECT Id FROM Account WHERE Name LIKE '%1'"))).toEqual([["TableScan", [], 150]]);
  });

  test("bad SOQL is refused as a query would be; a report or list view id is INVALID_ID", async () => {
    const bad = await org.send(`/query?explain=${encodeURIComponent("SELECT Nope FROM Account")}`);
    expect([bad.status, bad.body]).toEqual([400, sfError("INVALID_FIELD", /No such column 'Nope'/)]);
    const blank = await org.send("/query?explain=");
    expect([blank.status, blank.body]).toEqual([400, sfError("MALFORMED_QUERY", "A query string has to be specified")]);
    const id = await org.send("/query?explain=00B000000000001");
    expect([id.status, id.body]).toEqual([400, sfError("INVALID_ID", "Invalid report or list view id: 00B000000000001")]);
  });
});
