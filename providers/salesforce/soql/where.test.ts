import { describe, expect, test } from "bun:test";
import { ids } from "./fake-source.fixture.ts";
import { column, soqlError } from "./test-helpers.fixture.ts";

const names = (where: string, object = "Account") => column(`SELECT Name FROM ${object} WHERE ${where} ORDER BY Name`, "Name");

describe("WHERE comparisons", () => {
  test("string equality is case-insensitive", () => {
    expect(names("Name = 'ACME'")).toEqual(["Acme"]);
    expect(names("BillingCity = 'AUSTIN'")).toEqual(["acme labs", "Initech"]);
  });

  test("!= and NOT IN also match nulls, unlike SQL", () => {
    expect(names("Industry != 'Technology'")).toEqual(["Globex", "Initech"]);
    expect(names("Industry <> 'Technology'")).toEqual(["Globex", "Initech"]);
    expect(names("Industry NOT IN ('Media')")).toEqual(["Acme", "acme labs", "Initech"]);
  });

  test("= null and != null", () => {
    expect(names("Industry = null")).toEqual(["Initech"]);
    expect(names("Industry != NULL")).toEqual(["Acme", "acme labs", "Globex"]);
  });

  test("numbers compare numerically and never match null", () => {
    expect(names("AnnualRevenue > 1000")).toEqual(["Acme", "Globex"]);
    expect(names("AnnualRevenue <= 250000.0")).toEqual(["acme labs", "Globex"]);
    expect(names("AnnualRevenue < 5000000 AND AnnualRevenue >= 1000")).toEqual(["acme labs", "Globex"]);
  });

  test("booleans; a checkbox = null means false and != null means true", () => {
    expect(names("IsClosed = true", "Opportunity")).toEqual(["Acme Deal", "Globex Pilot"]);
    expect(names("IsClosed = FALSE", "Opportunity")).toEqual(["Acme Expansion"]);
    expect(names("IsClosed = null", "Opportunity")).toEqual(["Acme Expansion"]);
    expect(names("IsClosed != null", "Opportunity")).toEqual(["Acme Deal", "Globex Pilot"]);
  });

  test("IN lists, including null", () => {
    expect(names("Industry IN ('media', null)")).toEqual(["Globex", "Initech"]);
    expect(names("NumberOfEmployees IN (5, 20)")).toEqual(["Globex", "Initech"]);
  });

  test("LIKE: case-insensitive, % and _ wildcards, backslash escapes", () => {
    expect(names("Name LIKE 'acme%'")).toEqual(["Acme", "acme labs"]);
    expect(names("Name LIKE '_lobex'")).toEqual(["Globex"]);
    expect(names("Name LIKE '%LAB%'")).toEqual(["acme labs"]);
    expect(names("Name LIKE 'acme\\%'")).toEqual([]);
  });

  test("quoted strings with escapes", () => {
    expect(names("Name = 'Acme\\'s'")).toEqual([]);
    expect(soqlError("SELECT Name FROM Account WHERE Name = 'a\\qb'").errorCode).toBe("MALFORMED_QUERY");
  });

  test("ids accept 15 or 18 characters, in any case for 18", () => {
    expect(names(`Id = '${ids.a1.slice(0, 15)}'`)).toEqual(["Acme"]);
    expect(names(`Id = '${ids.a1.toLowerCase()}'`)).toEqual(["Acme"]);
    expect(names(`OwnerId IN ('${ids.u2}')`)).toEqual(["acme labs", "Globex"]);
  });

  test("filters on parent fields, to any depth", () => {
    expect(names("Account.Name = 'acme'", "Contact")).toEqual(["Alice Smith", "Bob Jones"]);
    expect(names("ReportsTo.Account.Owner.Alias = 'ada'", "Contact")).toEqual(["Bob Jones", "Carol White"]);
    expect(names("ReportsTo.ReportsTo.LastName = 'Smith'", "Contact")).toEqual(["Carol White"]);
    expect(names("Account.Name = null", "Contact")).toEqual(["Dan Brown"]);
    expect(column("SELECT Subject FROM Task WHERE Owner.Type = 'Group'", "Subject")).toEqual(["Email"]);
  });

  test("deleted rows are never returned", () => {
    expect(names("Name = 'Deleted Co'")).toEqual([]);
    expect(names("LastName = 'Gone'", "Contact")).toEqual([]);
  });

  test("multi-select picklists: = compares sets, INCLUDES and EXCLUDES", () => {
    expect(names("Services__c = 'Training;Consulting'")).toEqual(["Acme"]);
    expect(names("Services__c INCLUDES ('Consulting;Training', 'Support')")).toEqual(["Acme", "acme labs"]);
    expect(names("Services__c EXCLUDES ('Training')")).toEqual(["acme labs", "Initech"]);
  });
});

describe("WHERE logic", () => {
  test("AND, OR, NOT and parentheses", () => {
    expect(names("Industry = 'Technology' AND (BillingCity = 'Austin' OR AnnualRevenue > 1000000)")).toEqual(["Acme", "acme labs"]);
    expect(names("NOT Industry = 'Technology'")).toEqual(["Globex", "Initech"]);
    expect(names("NOT (Industry = 'Technology' OR Industry = 'Media')")).toEqual(["Initech"]);
    expect(names("((NOT Name LIKE 'a%') AND NumberOfEmployees < 50)")).toEqual(["Globex", "Initech"]);
    expect(names("NOT (NOT (Name LIKE 'glob%'))")).toEqual(["Globex"]);
  });

  test("mixing AND and OR without parentheses is malformed", () => {
    const error = soqlError("SELECT Id FROM Account WHERE Name = 'a' AND Name = 'b' OR Name = 'c'");
    expect(error.errorCode).toBe("MALFORMED_QUERY");
    expect(error.message).toContain("unexpected token: 'OR'");
  });
});

describe("WHERE dates", () => {
  test("date and datetime literals; datetimes compare by instant across Z and +0000", () => {
    expect(names("CloseDate = 2024-06-14", "Opportunity")).toEqual(["Globex Pilot"]);
    expect(names("CloseDate > 2024-06-14", "Opportunity")).toEqual(["Acme Deal", "Acme Expansion"]);
    expect(names("CreatedDate = 2024-06-14T09:30:00.000+0000")).toEqual(["Globex"]);
    expect(names("CreatedDate > 2024-06-14T11:30:00+02:00")).toEqual(["acme labs"]);
    expect(names("CreatedDate < 2024-01-01T00:00:00Z")).toEqual(["Initech"]);
  });

  test("relative date literals against options.now (2024-06-15, a Saturday)", () => {
    expect(names("CreatedDate = TODAY")).toEqual(["acme labs"]);
    expect(names("CreatedDate = YESTERDAY")).toEqual(["Globex"]);
    expect(names("CloseDate = TOMORROW", "Opportunity")).toEqual([]);
    expect(names("CreatedDate = LAST_N_DAYS:1")).toEqual(["acme labs", "Globex"]);
    expect(names("CloseDate = NEXT_N_DAYS:16", "Opportunity")).toEqual(["Acme Expansion"]);
    expect(names("CreatedDate = THIS_WEEK", "Contact")).toEqual(["Alice Smith", "Bob Jones"]);
    expect(names("CreatedDate = LAST_WEEK", "Contact")).toEqual([]);
    expect(names("CreatedDate = THIS_MONTH", "Contact")).toEqual(["Alice Smith", "Bob Jones"]);
    expect(names("CreatedDate = LAST_MONTH", "Contact")).toEqual(["Carol White"]);
    expect(names("CloseDate = NEXT_MONTH", "Opportunity")).toEqual(["Acme Expansion"]);
    expect(names("CreatedDate = THIS_YEAR")).toEqual(["Acme", "acme labs", "Globex"]);
    expect(names("CreatedDate = LAST_YEAR")).toEqual(["Initech"]);
    expect(names("CreatedDate < THIS_YEAR")).toEqual(["Initech"]);
    expect(names("CloseDate > TODAY", "Opportunity")).toEqual(["Acme Expansion"]);
    expect(names("CloseDate <= TODAY", "Opportunity")).toEqual(["Acme Deal", "Globex Pilot"]);
    expect(names("CreatedDate IN (TODAY, LAST_N_DAYS:1)")).toEqual(["acme labs", "Globex"]);
  });

  test("date functions in filters", () => {
    expect(names("CALENDAR_YEAR(CreatedDate) = 2023")).toEqual(["Initech"]);
    expect(names("DAY_ONLY(CreatedDate) = 2024-06-14")).toEqual(["Globex"]);
  });
});

describe("WHERE errors", () => {
  test("literal of the wrong type: INVALID_FIELD", () => {
    const quoted = soqlError("SELECT Id FROM Account WHERE AnnualRevenue > '5'");
    expect(quoted.errorCode).toBe("INVALID_FIELD");
    expect(quoted.message).toContain("Column:46\nvalue of filter criterion for field 'AnnualRevenue' must be of type double and should not be enclosed in quotes");
    expect(soqlError("SELECT Id FROM Account WHERE Name = 5").message).toContain("must be of type string and should be enclosed in quotes");
    expect(soqlError("SELECT Id FROM Account WHERE CreatedDate > 2024-01-01").message).toContain("must be of type dateTime");
    expect(soqlError("SELECT Id FROM Opportunity WHERE IsClosed = 'true'").message).toContain("must be of type boolean");
  });

  test("malformed ids: INVALID_QUERY_FILTER_OPERATOR", () => {
    const error = soqlError("SELECT Id FROM Account WHERE Id = 'abc'");
    expect(error.errorCode).toBe("INVALID_QUERY_FILTER_OPERATOR");
    expect(error.message).toContain("invalid ID field: abc");
  });

  test("operators the field type does not allow", () => {
    expect(soqlError("SELECT Id FROM Account WHERE Name INCLUDES ('a')").errorCode).toBe("INVALID_QUERY_FILTER_OPERATOR");
    expect(soqlError("SELECT Id FROM Account WHERE AnnualRevenue LIKE '1%'").errorCode).toBe("INVALID_QUERY_FILTER_OPERATOR");
  });

  test("fields the describe marks unfilterable", () => {
    const error = soqlError("SELECT Id FROM Account WHERE Description = 'x'");
    expect(error.errorCode).toBe("INVALID_FIELD");
    expect(error.message).toContain("field 'Description' can not be filtered in query call");
  });

  test("apex bind variables are not SOQL the REST API accepts", () => {
    expect(soqlError("SELECT Id FROM Account WHERE Id = :foo").errorCode).toBe("MALFORMED_QUERY");
  });
});
