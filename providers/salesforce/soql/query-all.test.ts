import { describe, expect, test } from "bun:test";
import { ids, NOW, sfId } from "./fake-source.fixture.ts";
import { runSoql } from "./index.ts";
import { extendSource, soqlError, startWorkSliceEachTest } from "./test-helpers.fixture.ts";

startWorkSliceEachTest();

/** Besides the fixture's deleted Account (Deleted Co) and Contact (Eve Gone): a live Contact of the deleted Account. */
const source = extendSource([], { Contact: [{ Id: sfId("003", 6), LastName: "Orphan", Name: "Ola Orphan", AccountId: ids.a5 }] });
const run = (soql: string, includeDeleted?: boolean) => runSoql(soql, source, { now: NOW, includeDeleted });
const values = (soql: string, key: string, includeDeleted?: boolean) => run(soql, includeDeleted).records.map((r) => r[key]);

describe("queryAll (includeDeleted)", () => {
  test("deleted rows join the main query only with includeDeleted", () => {
    expect(values("SELECT Name FROM Account WHERE Industry = 'Technology' ORDER BY Name", "Name")).toEqual(["Acme", "acme labs"]);
    expect(values("SELECT Name FROM Account WHERE Industry = 'Technology' ORDER BY Name", "Name", true)).toEqual(["Acme", "acme labs", "Deleted Co"]);
    expect(run("SELECT COUNT() FROM Account").totalSize).toBe(4);
    expect(run("SELECT COUNT() FROM Account", true).totalSize).toBe(5);
  });

  test("WHERE IsDeleted = true finds the deleted rows, and nothing in a normal query", () => {
    expect(values("SELECT Name FROM Account WHERE IsDeleted = true", "Name", true)).toEqual(["Deleted Co"]);
    expect(values("SELECT Name FROM Account WHERE IsDeleted = true", "Name")).toEqual([]);
  });

  test("child subqueries and semi-joins see deleted children only with includeDeleted", () => {
    const children = (includeDeleted?: boolean) => {
      const [acme] = run("SELECT (SELECT LastName FROM Contacts ORDER BY LastName) FROM Account WHERE Name = 'Acme'", includeDeleted).records;
      expect(acme).toBeDefined();
      return (acme!.Contacts as { records: { LastName: string }[] }).records.map((r) => r.LastName);
    };
    expect(children()).toEqual(["Jones", "Smith"]);
    expect(children(true)).toEqual(["Gone", "Jones", "Smith"]);
    const semiJoin = "SELECT Name FROM Account WHERE Id IN (SELECT AccountId FROM Contact WHERE LastName = 'Gone')";
    expect(values(semiJoin, "Name")).toEqual([]);
    expect(values(semiJoin, "Name", true)).toEqual(["Acme"]);
  });

  test("a deleted parent reads as null in a normal query, and as itself with includeDeleted", () => {
    const soql = "SELECT LastName, Account.Name FROM Contact WHERE LastName = 'Orphan'";
    expect(run(soql).records[0]?.Account).toBeNull();
    expect(run(soql, true).records[0]?.Account).toMatchObject({ Name: "Deleted Co" });
    expect(values("SELECT LastName FROM Contact WHERE Account.Name = 'Deleted Co'", "LastName")).toEqual([]);
    expect(values("SELECT LastName FROM Contact WHERE Account.Name = 'Deleted Co'", "LastName", true)).toEqual(["Orphan"]);
  });

  test("ALL ROWS is Apex-only: REST refuses it", () => {
    const error = soqlError("SELECT Id FROM Account ALL ROWS");
    expect(error.errorCode).toBe("MALFORMED_QUERY");
    expect(error.message).toBe("\nSELECT Id FROM Account ALL ROWS\n                       ^\nERROR at Row:1:Column:24\nunexpected token: 'ALL'");
    expect(soqlError("SELECT Id FROM Account WHERE Name = 'x' ALL ROWS").errorCode).toBe("MALFORMED_QUERY");
    expect(soqlError("SELECT Id FROM Account ALL").errorCode).toBe("MALFORMED_QUERY");
  });
});
