import { describe, expect, test } from "bun:test";
import { type Json, sfError, useOrg } from "./org.fixture.ts";
import { generateId } from "../record-ids.ts";
import { describeRegistry } from "../world-describes.ts";
import { listViewQueryById } from "./listviews.ts";

// List views: GET /sobjects/{sobject}/listviews, /listviews/{id}, /describe and /results, over the world's records.
const OTHER_USER = "005000000000009AAA";
const org = useOrg({
  User: [{
    Id: OTHER_USER, Username: "grace@acme.example", Email: "grace@acme.example", LastName: "Hopper", Alias: "ghop", TimeZoneSidKey: "America/Los_Angeles",
    LocaleSidKey: "en_US", EmailEncodingKey: "UTF-8", LanguageLocaleKey: "en_US", ProfileId: generateId("00e", 0),
  }],
  Account: [
    { Id: "001000000000001AAA", Name: "Globex", Type: "Customer - Direct", Phone: "555-0101" },
    { Id: "001000000000002AAA", Name: "Acme", BillingState: "CA" },
    { Id: "001000000000003AAA", Name: "Initech", OwnerId: OTHER_USER },
  ],
}, { ttl: "7d" });

const views = async (sobject = "Account") => (await org.send(`/sobjects/${sobject}/listviews`)).body;
const viewNamed = async (developerName: string, sobject = "Account") => (await views(sobject)).listviews.find((v: Json) => v.developerName === developerName);
const results = async (developerName: string, query = "") => (await org.send(`/sobjects/Account/listviews/${(await viewNamed(developerName)).id}/results${query}`)).body;
const column = (result: Json, row: number, path: string) => result.records[row].columns.find((c: Json) => c.fieldNameOrPath === path).value;
const names = (result: Json) => result.records.map((_: Json, i: number) => column(result, i, "Name"));

describe("list views", () => {
  test("an object's views: All, My, New This Week, Recently Viewed, with 00B ids that never change", async () => {
    const body = await views();
    expect(body).toMatchObject({ done: true, nextRecordsUrl: null, size: 4, sobjectType: "Account" });
    expect(body.listviews.map((v: Json) => [v.developerName, v.label, v.soqlCompatible])).toEqual([
      ["AllAccounts", "All Accounts", true], ["MyAccounts", "My Accounts", true], ["NewThisWeek", "New This Week", true], ["RecentlyViewedAccounts", "Recently Viewed Accounts", false],
    ]);
    const [all] = body.listviews;
    expect(all.id).toMatch(/^00B\w{15}$/);
    expect(all).toEqual({
      describeUrl: `/services/data/v67.0/sobjects/Account/listviews/${all.id}/describe`, developerName: "AllAccounts", id: all.id, label: "All Accounts",
      resultsUrl: `/services/data/v67.0/sobjects/Account/listviews/${all.id}/results`, soqlCompatible: true, url: `/services/data/v67.0/sobjects/Account/listviews/${all.id}`,
    });
    expect((await org.send(`/sobjects/Account/listviews/${all.id.slice(0, 15)}`)).body).toEqual(all);
    // Custom objects get All and Recently Viewed, as a new custom object tab does.
    expect((await views("Invoice__c")).listviews.map((v: Json) => v.developerName)).toEqual(["All", "RecentlyViewedInvoices"]);
  });

  test("describe: columns, the SOQL, the order and the filter", async () => {
    const all = await viewNamed("AllAccounts");
    const { status, body } = await org.send(`/sobjects/Account/listviews/${all.id}/describe`);
    expect(status).toBe(200);
    expect(body.columns[0]).toEqual({
      ascendingLabel: "Z-A", descendingLabel: "A-Z", fieldNameOrPath: "Name", hidden: false, label: "Account Name", searchable: true,
      selectListItem: "Name", sortDirection: "ascending", sortIndex: 0, sortable: true, type: "string",
    });
    expect(body.columns.find((c: Json) => c.fieldNameOrPath === "Type").selectListItem).toBe("toLabel(Type)");
    expect(body.columns.filter((c: Json) => c.hidden).map((c: Json) => c.fieldNameOrPath)).toEqual(["Id", "CreatedDate", "LastModifiedDate", "SystemModstamp", "Owner.Id", "OwnerId"]);
    expect(body).toMatchObject({ id: all.id, sobjectType: "Account", scope: "everything", whereCondition: { conditions: [], conjunction: "and" } });
    expect(body.orderBy).toEqual([{ fieldNameOrPath: "Name", nullsPosition: "first", sortDirection: "ascending" }, { fieldNameOrPath: "Id", nullsPosition: "first", sortDirection: "ascending" }]);
    expect(body.query).toBe("SELECT Name, Site, BillingState, Phone, toLabel(Type), Owner.Alias, Id, CreatedDate, LastModifiedDate, SystemModstamp, Owner.Id, OwnerId FROM Account ORDER BY Name ASC NULLS FIRST, Id ASC NULLS FIRST");
    // The query is real SOQL: it runs.
    expect((await org.query(body.query)).body.records.map((r: Json) => r.Name)).toEqual(["Acme", "Globex", "Initech"]);
    const recent = (await org.send(`/sobjects/Account/listviews/${(await viewNamed("RecentlyViewedAccounts")).id}/describe`)).body;
    expect([recent.query, recent.scope]).toEqual([null, "mru"]);
    const fresh = (await org.send(`/sobjects/Account/listviews/${(await viewNamed("NewThisWeek")).id}/describe`)).body;
    expect(fresh.whereCondition).toEqual({ field: "CreatedDate", operator: "equals", values: ["THIS_WEEK"] });
  });

  test("results: the view run now, each cell as text (null when unset), columns as described", async () => {
    const body = await results("AllAccounts");
    expect(body).toMatchObject({ developerName: "AllAccounts", done: true, label: "All Accounts", size: 3 });
    expect(names(body)).toEqual(["Acme", "Globex", "Initech"]);
    expect(body.records[0].columns.map((c: Json) => c.fieldNameOrPath)).toEqual(body.columns.map((c: Json) => c.fieldNameOrPath));
    expect([column(body, 0, "BillingState"), column(body, 0, "Phone"), column(body, 1, "Type"), column(body, 2, "Owner.Alias")]).toEqual(["CA", null, "Customer - Direct", "ghop"]);
    expect(column(body, 1, "Id")).toBe("001000000000001AAA");
  });

  test("results page with limit and offset", async () => {
    const first = await results("AllAccounts", "?limit=2");
    expect([names(first), first.size, first.done]).toEqual([["Acme", "Globex"], 2, false]);
    const rest = await results("AllAccounts", "?limit=2&offset=2");
    expect([names(rest), rest.size, rest.done]).toEqual([["Initech"], 1, true]);
    const all = await viewNamed("AllAccounts");
    for (const bad of ["?limit=0", "?limit=2001", "?limit=x", "?offset=-1", "?offset=2001"]) {
      const { status, body } = await org.send(`/sobjects/Account/listviews/${all.id}/results${bad}`);
      expect([status, body[0].errorCode]).toEqual([400, "MALFORMED_QUERY"]);
    }
  });

  test("My shows the user's own records; Recently Viewed the most recently used first", async () => {
    expect(names(await results("MyAccounts"))).toEqual(["Acme", "Globex"]);
    org.t.clock.advance(60_000);
    await org.send("/sobjects/Account/001000000000003AAA", { method: "PATCH", body: { Phone: "1" } });
    expect(names(await results("RecentlyViewedAccounts"))[0]).toBe("Initech");
    expect(names(await results("RecentlyViewedAccounts", "?limit=1&offset=1"))).toHaveLength(1);
  });

  test("unknown list views and objects are NOT_FOUND", async () => {
    const notFound = sfError("NOT_FOUND", "The requested resource does not exist");
    for (const path of ["/sobjects/Account/listviews/00B000000000000AAA", "/sobjects/Account/listviews/nope/results", "/sobjects/Nope__c/listviews"])
      expect(await org.send(path)).toMatchObject({ status: 404, body: notFound });
    // A view of another object is not this object's.
    const contactView = (await views("Contact")).listviews[0];
    expect((await org.send(`/sobjects/Account/listviews/${contactView.id}/describe`)).status).toBe(404);
  });

  test("New This Week follows the clock (weeks start on Sunday)", async () => {
    org.t.clock.advance(24 * 3600_000); // Saturday 2026-11-21 -> Sunday 2026-11-22
    await org.send("/sobjects/Account", { method: "POST", body: { Name: "Umbrella" } });
    expect(names(await results("NewThisWeek"))).toEqual(["Umbrella"]);
  });

  test("a list view id names its object and SOQL anywhere (for the query explain of a list view)", async () => {
    const registry = describeRegistry(undefined);
    const scope = { version: "67.0", describes: { get: registry.get, list: () => [...registry.list()] } };
    const all = await viewNamed("AllAccounts");
    expect(listViewQueryById(scope, all.id)).toEqual({ sobject: "Account", soql: expect.stringMatching(/^SELECT Name, .* FROM Account ORDER BY/) });
    expect(listViewQueryById(scope, (await viewNamed("RecentlyViewedAccounts")).id)).toBeUndefined();
    expect(listViewQueryById(scope, "00B000000000000AAA")).toBeUndefined();
  });
});
