import { describe, expect, test } from "bun:test";
import { query, soqlError } from "./test-helpers.fixture.ts";

const rows = (soql: string) => query(soql).records.map(({ attributes, ...rest }) => rest);

describe("GROUP BY ROLLUP and CUBE", () => {
  test("ROLLUP adds a subtotal after each leading group and a grand total last; GROUPING() marks them", () => {
    expect(rows("SELECT Industry, Tier__c, GROUPING(Industry) gi, GROUPING(Tier__c) gt, COUNT(Id) n FROM Account GROUP BY ROLLUP(Industry, Tier__c)")).toEqual([
      { Industry: "Technology", Tier__c: "Gold", gi: 0, gt: 0, n: 2 },
      { Industry: "Technology", Tier__c: null, gi: 0, gt: 1, n: 2 },
      { Industry: "Media", Tier__c: "Silver", gi: 0, gt: 0, n: 1 },
      { Industry: "Media", Tier__c: null, gi: 0, gt: 1, n: 1 },
      // Initech has neither: a real null group, told apart from the subtotals by GROUPING().
      { Industry: null, Tier__c: null, gi: 0, gt: 0, n: 1 },
      { Industry: null, Tier__c: null, gi: 0, gt: 1, n: 1 },
      { Industry: null, Tier__c: null, gi: 1, gt: 1, n: 4 },
    ]);
  });

  test("CUBE adds subtotals for every subset; HAVING and ORDER BY can use GROUPING()", () => {
    const cube = "SELECT Industry, Tier__c, COUNT(Id) n FROM Account GROUP BY CUBE(Industry, Tier__c)";
    expect(rows(cube)).toHaveLength(10);
    expect(rows(`${cube} HAVING GROUPING(Industry) = 1 ORDER BY GROUPING(Tier__c), Tier__c NULLS LAST`)).toEqual([
      { Industry: null, Tier__c: "Gold", n: 2 },
      { Industry: null, Tier__c: "Silver", n: 1 },
      { Industry: null, Tier__c: null, n: 1 },
      { Industry: null, Tier__c: null, n: 4 },
    ]);
  });

  test("GROUPING() needs a ROLLUP/CUBE field; ROLLUP takes fields only, at most three", () => {
    expect(soqlError("SELECT Industry, GROUPING(Industry) FROM Account GROUP BY Industry").message).toContain("GROUPING() needs a field of GROUP BY ROLLUP() or CUBE()");
    expect(soqlError("SELECT Industry, GROUPING(Name) FROM Account GROUP BY ROLLUP(Industry)").errorCode).toBe("MALFORMED_QUERY");
    expect(soqlError("SELECT Industry, GROUPING(Industry, Tier__c) FROM Account GROUP BY ROLLUP(Industry, Tier__c)").message).toContain("unexpected token");
    expect(soqlError("SELECT Name, COUNT(Id) FROM Account GROUP BY ROLLUP(Industry)").message).toContain("Field must be grouped or aggregated: Name");
    expect(soqlError("SELECT COUNT(Id) FROM Account GROUP BY ROLLUP(Industry, Tier__c, Name, BillingCity)").message).toContain("at most 3 fields");
  });

  test("FORMAT() of aggregates and grouped values, convertCurrency() in an aggregate query", () => {
    expect(rows("SELECT FORMAT(MIN(CreatedDate)) earliest, FORMAT(SUM(AnnualRevenue)), FORMAT(MAX(NumberOfEmployees)) FROM Account")).toEqual([
      { earliest: "12/31/2023, 11:59 PM", expr0: "$5,251,000.00", expr1: "100" },
    ]);
    expect(rows("SELECT convertCurrency(SUM(AnnualRevenue)) total FROM Account")).toEqual([{ total: 5251000 }]);
    expect(soqlError("SELECT convertCurrency(MAX(Name)) FROM Account").errorCode).toBe("INVALID_FIELD");
  });
});
