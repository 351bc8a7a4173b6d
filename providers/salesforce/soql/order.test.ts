import { describe, expect, test } from "bun:test";
import { column, query, soqlError } from "./test-helpers.fixture.ts";

describe("ORDER BY, LIMIT, OFFSET", () => {
  test("text sorts case-insensitively", () => {
    expect(column("SELECT Name FROM Account ORDER BY Name", "Name")).toEqual(["Acme", "acme labs", "Globex", "Initech"]);
    expect(column("SELECT Name FROM Account ORDER BY Name DESC", "Name")).toEqual(["Initech", "Globex", "acme labs", "Acme"]);
  });

  test("nulls first ascending and last descending by default; NULLS overrides", () => {
    expect(column("SELECT Industry FROM Account ORDER BY Industry", "Industry")).toEqual([null, "Media", "Technology", "Technology"]);
    expect(column("SELECT Industry FROM Account ORDER BY Industry DESC", "Industry")).toEqual(["Technology", "Technology", "Media", null]);
    expect(column("SELECT Industry FROM Account ORDER BY Industry ASC NULLS LAST", "Industry")).toEqual(["Media", "Technology", "Technology", null]);
    expect(column("SELECT Industry FROM Account ORDER BY Industry DESC NULLS FIRST", "Industry")).toEqual([null, "Technology", "Technology", "Media"]);
  });

  test("several keys", () => {
    expect(column("SELECT Name FROM Account ORDER BY NumberOfEmployees DESC, AnnualRevenue ASC", "Name")).toEqual(["acme labs", "Acme", "Globex", "Initech"]);
  });

  test("parent fields", () => {
    expect(column("SELECT LastName FROM Contact ORDER BY Account.Name DESC NULLS LAST, LastName", "LastName")).toEqual(["White", "Jones", "Smith", "Brown"]);
  });

  test("dates and datetimes sort chronologically whatever their stored form", () => {
    expect(column("SELECT Name FROM Account ORDER BY CreatedDate", "Name")).toEqual(["Initech", "Acme", "Globex", "acme labs"]);
    expect(column("SELECT Name FROM Opportunity ORDER BY CloseDate DESC", "Name")).toEqual(["Acme Expansion", "Acme Deal", "Globex Pilot"]);
  });

  test("LIMIT and OFFSET page after sorting; totalSize counts the page", () => {
    const result = query("SELECT Name FROM Account ORDER BY Name LIMIT 2 OFFSET 1");
    expect(result.totalSize).toBe(2);
    expect(result.records.map((r) => r.Name)).toEqual(["acme labs", "Globex"]);
    expect(query("SELECT Name FROM Account LIMIT 0").records).toEqual([]);
    expect(query("SELECT Name FROM Account ORDER BY Name OFFSET 10").totalSize).toBe(0);
  });

  test("refuses unsortable fields and offsets above 2000", () => {
    expect(soqlError("SELECT Id FROM Account ORDER BY Description").message).toContain("field 'Description' can not be sorted in a query call");
    expect(soqlError("SELECT Id FROM Account OFFSET 2001").errorCode).toBe("NUMBER_OUTSIDE_VALID_RANGE");
  });
});

describe("COUNT()", () => {
  test("answers with totalSize only, respecting WHERE", () => {
    expect(query("SELECT COUNT() FROM Contact")).toEqual({ totalSize: 4, done: true, records: [] });
    expect(query("SELECT COUNT() FROM Contact WHERE Account.Name = 'Acme'").totalSize).toBe(2);
    expect(query("select count() myAlias from account").totalSize).toBe(4);
  });

  test("LIMIT caps the count", () => {
    expect(query("SELECT COUNT() FROM Account LIMIT 2").totalSize).toBe(2);
    expect(query("SELECT COUNT() FROM Account LIMIT 10").totalSize).toBe(4);
  });
});
