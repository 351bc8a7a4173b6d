import { describe, expect, test } from "bun:test";
import { ids } from "./fake-source.fixture.ts";
import { column, query, soqlError } from "./test-helpers.fixture.ts";

describe("child subqueries", () => {
  test("nest child records as a query result, null when there are none", () => {
    const records = query("SELECT Name, (SELECT LastName FROM Contacts ORDER BY LastName) FROM Account ORDER BY Name").records;
    expect(records[0]?.Contacts).toEqual({
      totalSize: 2,
      done: true,
      records: [
        { attributes: { type: "Contact", url: `/services/data/v67.0/sobjects/Contact/${ids.c2}` }, LastName: "Jones" },
        { attributes: { type: "Contact", url: `/services/data/v67.0/sobjects/Contact/${ids.c1}` }, LastName: "Smith" },
      ],
    });
    expect(records[1]?.Contacts).toBeNull();
  });

  test("filter, limit and parent fields inside the subquery; object-prefixed forms", () => {
    const [acme] = query("SELECT Account.Name, (SELECT Contact.LastName, ReportsTo.LastName FROM Account.Contacts WHERE Email != null LIMIT 1) FROM Account WHERE Name = 'Acme'").records;
    expect(acme?.Contacts).toMatchObject({ totalSize: 1, records: [{ LastName: "Smith", ReportsTo: null }] });
  });

  test("unknown child relationship: INVALID_TYPE", () => {
    const error = soqlError("SELECT Name, (SELECT Id FROM Contactz) FROM Account");
    expect(error.errorCode).toBe("INVALID_TYPE");
    expect(error.message).toContain("Didn't understand relationship 'Contactz' in FROM part of query call.");
  });
});

describe("semi-joins and anti-joins", () => {
  test("Id IN (SELECT ...)", () => {
    expect(column("SELECT Name FROM Account WHERE Id IN (SELECT AccountId FROM Opportunity WHERE IsClosed = true) ORDER BY Name", "Name")).toEqual(["Acme", "Globex"]);
  });

  test("Id NOT IN (SELECT ...)", () => {
    expect(column("SELECT Name FROM Account WHERE Id NOT IN (SELECT AccountId FROM Contact) ORDER BY Name", "Name")).toEqual(["acme labs", "Initech"]);
  });

  test("reference field IN (SELECT Id ...)", () => {
    expect(column("SELECT LastName FROM Contact WHERE AccountId IN (SELECT Id FROM Account WHERE Industry = 'Media')", "LastName")).toEqual(["White"]);
  });

  test("the subquery must select one id field, from another object", () => {
    expect(soqlError("SELECT Id FROM Account WHERE Id IN (SELECT Name FROM Contact)").errorCode).toBe("MALFORMED_QUERY");
    expect(soqlError("SELECT Id FROM Account WHERE ParentId IN (SELECT Id FROM Account)").message).toContain(
      "The inner and outer selects should not be on the same object type",
    );
  });
});
