import { describe, expect, test } from "bun:test";
import { query, soqlError } from "./test-helpers.fixture.ts";

const rows = (soql: string) => query(soql).records.map(({ attributes, ...rest }) => rest);

describe("aggregate queries", () => {
  test("one AggregateResult row without GROUP BY, columns named exprN", () => {
    expect(query("SELECT COUNT(Id), SUM(AnnualRevenue), MIN(CreatedDate), MAX(Name) FROM Account")).toEqual({
      totalSize: 1,
      done: true,
      records: [
        {
          attributes: { type: "AggregateResult" },
          expr0: 4,
          expr1: 5251000,
          expr2: "2023-12-31T23:59:59.000+0000",
          expr3: "Initech",
        },
      ],
    });
  });

  test("COUNT(field) skips nulls; COUNT_DISTINCT and AVG", () => {
    expect(rows("SELECT COUNT(Industry) c, COUNT_DISTINCT(Industry) d, AVG(NumberOfEmployees) a FROM Account")).toEqual([{ c: 3, d: 2, a: 56.25 }]);
  });

  test("GROUP BY with aliases, HAVING and ORDER BY on an aggregate", () => {
    expect(rows("SELECT Industry, COUNT(Id) total, SUM(NumberOfEmployees) FROM Account GROUP BY Industry HAVING COUNT(Id) > 0 ORDER BY COUNT(Id) DESC, Industry")).toEqual([
      { Industry: "Technology", total: 2, expr0: 200 },
      { Industry: null, total: 1, expr0: 5 },
      { Industry: "Media", total: 1, expr0: 20 },
    ]);
    expect(rows("SELECT Industry FROM Account GROUP BY Industry HAVING COUNT(Id) > 1")).toEqual([{ Industry: "Technology" }]);
    expect(rows("SELECT Industry, COUNT(Id) FROM Account GROUP BY Industry HAVING Industry LIKE 'Med%'")).toEqual([{ Industry: "Media", expr0: 1 }]);
  });

  test("groups by parent fields, keyed by the field name", () => {
    expect(rows("SELECT Account.Name, COUNT(Id) FROM Contact WHERE AccountId != null GROUP BY Account.Name ORDER BY Account.Name")).toEqual([
      { Name: "Acme", expr0: 2 },
      { Name: "Globex", expr0: 1 },
    ]);
  });

  test("groups by date functions", () => {
    expect(rows("SELECT CALENDAR_YEAR(CreatedDate) y, COUNT(Id) FROM Account GROUP BY CALENDAR_YEAR(CreatedDate) ORDER BY CALENDAR_YEAR(CreatedDate)")).toEqual([
      { y: 2023, expr0: 1 },
      { y: 2024, expr0: 3 },
    ]);
  });

  test("an empty group set yields no rows with GROUP BY and a zero row without", () => {
    expect(rows("SELECT Industry, COUNT(Id) FROM Account WHERE Name = 'nobody' GROUP BY Industry")).toEqual([]);
    expect(rows("SELECT COUNT(Id), SUM(AnnualRevenue) FROM Account WHERE Name = 'nobody'")).toEqual([{ expr0: 0, expr1: null }]);
  });

  test("LIMIT applies to groups", () => {
    expect(query("SELECT Industry, COUNT(Id) FROM Account GROUP BY Industry ORDER BY Industry LIMIT 2").totalSize).toBe(2);
  });

  test("ungrouped fields and non-numeric SUM are malformed", () => {
    expect(soqlError("SELECT Name, COUNT(Id) FROM Account").message).toContain("Field must be grouped or aggregated: Name");
    expect(soqlError("SELECT SUM(Name) FROM Account").message).toContain("field Name does not support aggregate operator SUM");
    expect(soqlError("SELECT AnnualRevenue FROM Account GROUP BY AnnualRevenue").message).toContain("can not be grouped");
  });
});
