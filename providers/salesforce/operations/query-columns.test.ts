import { describe, expect, test } from "bun:test";
import { type Json, sfError, useOrg } from "./org.fixture.ts";

// GET /query?q=…&columns=true: the Salesforce CLI's `sf data query` asks this after every query that returns rows.
const ACME = "001000000000001AAA";
const org = useOrg({
  Account: [{ Id: ACME, Name: "Acme", Industry: "Technology" }],
  Contact: [{ LastName: "Lovelace", AccountId: ACME }],
  Opportunity: [{ Name: "Deal", StageName: "Prospecting", CloseDate: "2026-01-01", Amount: 10, AccountId: ACME }],
});

const columns = async (soql: string, resource = "query") => {
  const { status, body } = await org.send(`/${resource}?q=${encodeURIComponent(soql)}&columns=true`);
  expect(status).toBe(200);
  return body;
};
/** The CLI's view of the columns: names, nested relationship paths joined with dots. */
const names = (list: Json[]): string[] => list.flatMap((c) => (c.joinColumns.length ? names(c.joinColumns).map((n) => `${c.columnName}.${n}`) : [c.columnName]));

const KEYS = ["aggregate", "apexType", "booleanType", "columnName", "custom", "displayName", "foreignKeyName", "insertable", "joinColumns", "numberType", "textType", "updatable"];

describe("query columns=true", () => {
  test("plain fields: Salesforce's keys, types and flags; the query's entity and key prefix", async () => {
    const body = await columns("SELECT Id, Name, NumberOfEmployees, IsDeleted FROM Account");
    expect(Object.keys(body)).toEqual(["columnMetadata", "entityName", "groupBy", "idSelected", "keyPrefix"]);
    expect(body).toMatchObject({ entityName: "Account", groupBy: false, idSelected: true, keyPrefix: "001" });
    const [id, name, employees, deleted] = body.columnMetadata;
    expect(Object.keys(id)).toEqual(KEYS);
    expect(id).toEqual({ aggregate: false, apexType: "Id", booleanType: false, columnName: "Id", custom: false, displayName: "Id", foreignKeyName: null, insertable: false, joinColumns: [], numberType: false, textType: false, updatable: false });
    expect(name).toMatchObject({ apexType: "String", textType: true, insertable: true, updatable: true });
    expect(employees).toMatchObject({ apexType: "Integer", numberType: true });
    expect(deleted).toMatchObject({ apexType: "Boolean", booleanType: true });
  });

  test("parent paths nest under their relationship, with its foreign key", async () => {
    const body = await columns("SELECT Name, Account.Name, Account.Owner.Name, Account.Industry FROM Contact");
    expect(body.idSelected).toBe(false);
    expect(names(body.columnMetadata)).toEqual(["Name", "Account.Name", "Account.Owner.Name", "Account.Industry"]);
    expect(body.columnMetadata[1]).toMatchObject({ columnName: "Account", displayName: "Account", foreignKeyName: "AccountId", apexType: null, aggregate: false });
  });

  test("a subquery is an aggregate column whose joinColumns are the child fields", async () => {
    const body = await columns("SELECT Name, (SELECT LastName, Account.Name FROM Contacts) FROM Account");
    expect(body.columnMetadata[1]).toMatchObject({ aggregate: true, apexType: null, columnName: "Contacts", displayName: "Contacts", foreignKeyName: null });
    expect(names(body.columnMetadata[1].joinColumns)).toEqual(["LastName", "Account.Name"]);
  });

  test("aggregate queries: grouped fields keep their names, functions are exprN or their alias", async () => {
    const body = await columns("SELECT StageName, avg(Amount), COUNT(Id) total, MAX(CloseDate) FROM Opportunity GROUP BY StageName");
    expect(body).toMatchObject({ entityName: "Opportunity", groupBy: true, idSelected: false });
    expect(body.columnMetadata.map((c: Json) => [c.columnName, c.displayName, c.aggregate, c.numberType])).toEqual([
      ["StageName", "StageName", false, false],
      ["expr0", "avg(Amount)", true, true],
      ["total", "COUNT(Id)", true, true],
      ["expr1", "MAX(CloseDate)", true, false],
    ]);
  });

  test("COUNT() has no columns; toLabel() keeps the field's column; queryAll answers too", async () => {
    expect((await columns("SELECT COUNT() FROM Account")).columnMetadata).toEqual([]);
    expect(names((await columns("SELECT toLabel(Industry) FROM Account")).columnMetadata)).toEqual(["Industry"]);
    expect(names((await columns("SELECT Id FROM Account", "queryAll")).columnMetadata)).toEqual(["Id"]);
  });

  test("a bad query is refused as running it would be", async () => {
    const { status, body } = await org.send(`/query?q=${encodeURIComponent("SELECT Nope FROM Account")}&columns=true`);
    expect([status, body]).toEqual([400, sfError("INVALID_FIELD", /No such column 'Nope' on entity 'Account'/)]);
  });
});
