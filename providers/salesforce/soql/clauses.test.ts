import { describe, expect, test } from "bun:test";
import { ids, NOW, sfId } from "./fake-source.fixture.ts";
import { runSoql, SoqlError, type RunSoqlOptions, type SoqlDescribe, type SoqlField } from "./index.ts";
import { extendSource, query, source as fakeSource, startWorkSliceEachTest } from "./test-helpers.fixture.ts";

startWorkSliceEachTest();

const ref = (name: string, to: string): SoqlField => ({ name, type: "reference", referenceTo: [to] });
const withFields = (name: string, ...fields: SoqlField[]): SoqlDescribe => {
  const base = fakeSource.describe(name)!;
  return { ...base, fields: [...base.fields, ...fields] };
};

/** Ada (u1) is in the queue g1 and on Globex's account team; she delegated t4 to Grace; a6 was viewed lately. */
const source = extendSource(
  [
    withFields("Task", ref("CreatedById", "User")),
    withFields("Account", { name: "LastViewedDate", type: "datetime" }),
    { name: "GroupMember", fields: [{ name: "Id", type: "id" }, ref("GroupId", "Group"), ref("UserOrGroupId", "User")] },
    { name: "AccountTeamMember", fields: [{ name: "Id", type: "id" }, ref("AccountId", "Account"), ref("UserId", "User")] },
  ],
  {
    Task: [{ Id: sfId("00T", 4), Subject: "Delegated", OwnerId: ids.u2, CreatedById: ids.u1 }],
    Account: [{ Id: sfId("001", 6), Name: "Viewed", OwnerId: ids.u2, LastViewedDate: "2024-06-14T10:00:00.000+0000" }],
    GroupMember: [{ Id: sfId("011", 1), GroupId: ids.g1, UserOrGroupId: ids.u1 }],
    AccountTeamMember: [{ Id: sfId("01M", 1), AccountId: ids.a2, UserId: ids.u1 }],
  },
);
const run = (soql: string, options: Partial<RunSoqlOptions> = {}) => runSoql(soql, source, { now: NOW, userId: ids.u1, ...options });
const values = (soql: string, key: string, options?: Partial<RunSoqlOptions>) => run(soql, options).records.map((r) => r[key]);
const failure = (soql: string, options?: Partial<RunSoqlOptions>): SoqlError => {
  try {
    run(soql, options);
  } catch (error) {
    if (error instanceof SoqlError) return error;
    throw error;
  }
  throw new Error(`expected a SoqlError for: ${soql}`);
};

describe("USING SCOPE", () => {
  test("mine, everything, mine_and_my_groups, delegated, team and mru narrow the rows before WHERE", () => {
    expect(values("SELECT Name FROM Account USING SCOPE mine ORDER BY Name", "Name")).toEqual(["Acme", "Initech"]);
    expect(values("SELECT Name FROM Account USING SCOPE mine WHERE Name LIKE 'I%'", "Name")).toEqual(["Initech"]);
    expect(values("SELECT Name FROM Account USING SCOPE everything", "Name")).toHaveLength(5);
    expect(values("SELECT Subject FROM Task USING SCOPE mine_and_my_groups", "Subject")).toEqual(["Call", "Email"]);
    expect(values("SELECT Subject FROM Task USING SCOPE delegated", "Subject")).toEqual(["Delegated"]);
    expect(values("SELECT Name FROM Account USING SCOPE team", "Name")).toEqual(["Globex"]);
    expect(values("SELECT Name FROM Account USING SCOPE MRU", "Name")).toEqual(["Viewed"]);
    expect(values("SELECT Name FROM Account a USING SCOPE mine WHERE a.Name = 'Acme'", "Name")).toEqual(["Acme"]);
  });

  test("scopes about the current user need one; unknown and unmodelled scopes are refused", () => {
    expect(failure("SELECT Id FROM Account USING SCOPE mine", { userId: undefined }).message).toStartWith("Not supported by this mock: USING SCOPE mine");
    expect(failure("SELECT Id FROM Account USING SCOPE my_territory").message).toBe("Not supported by this mock: USING SCOPE my_territory");
    expect(failure("SELECT Id FROM Account USING SCOPE myRule").message).toContain("unexpected token: 'myRule'");
    expect(failure("SELECT Id FROM Contact USING SCOPE team").message).toContain("USING SCOPE team is not available for Contact");
    expect(failure("SELECT Id FROM Contact USING SCOPE mru").message).toContain("it has no LastViewedDate field");
  });
});

describe("clauses without an effect here", () => {
  test("FOR VIEW/REFERENCE/UPDATE, UPDATE TRACKING/VIEWSTAT and WITH SECURITY_ENFORCED answer as without them", () => {
    const plain = query("SELECT Id FROM Contact").records;
    for (const tail of ["FOR VIEW", "FOR REFERENCE", "FOR UPDATE", "UPDATE TRACKING", "UPDATE VIEWSTAT", "WITH SECURITY_ENFORCED", "WITH USER_MODE"]) {
      expect(query(`SELECT Id FROM Contact ${tail}`).records).toEqual(plain);
    }
  });

  test("WITH DATA CATEGORY finds nothing: this org has no categorised articles", () => {
    const knowledge = extendSource([{ name: "FAQ__kav", fields: [{ name: "Id", type: "id" }, { name: "Title", type: "string" }] }], {
      FAQ__kav: [{ Id: sfId("ka0", 1), Title: "How to" }],
    });
    const soql = (category: string) => runSoql(`SELECT Title FROM FAQ__kav ${category}`, knowledge, { now: NOW });
    expect(soql("").totalSize).toBe(1);
    expect(soql("WITH DATA CATEGORY Geography__c AT (usa__c, uk__c) AND Product__c BELOW All__c")).toEqual({ totalSize: 0, done: true, records: [] });
    expect(() => query("SELECT Id FROM Account WITH DATA CATEGORY Geography__c AT usa__c")).toThrow("only Knowledge articles and Questions");
  });
});
