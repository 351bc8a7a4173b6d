import { describe, expect, test } from "bun:test";
import type { GradeResult } from "../../core/grading/index.ts";
import { renderReport } from "../../core/evals/report-markdown.ts";
import type { AssertionResult, DatasetTask, RunRow, TaskResultRow } from "../../core/evals/types.ts";
import { gradingInput, optionsValidator, stateOf, toolCall } from "../shared/grading-input.fixture.ts";
import salesforceSoql, { type SalesforceSoqlOptions } from "./plugin.ts";
import { queryNow } from "./query-clock.ts";

const ACME = "001000000000001AAA";
const GLOBEX = "001000000000002AAA";
const final = stateOf("salesforce", {
  Account: [
    { Id: ACME, Name: "Acme Corporation", Industry: "Manufacturing", LastModifiedDate: "2024-06-10T09:00:00.000+0000" },
    { Id: GLOBEX, Name: "Globex", Industry: "Energy", LastModifiedDate: "2024-06-14T17:30:00.000+0000" },
  ],
  Contact: [
    { Id: "003000000000001AAA", FirstName: "Wile", LastName: "Coyote", Email: "wile@acme.example", AccountId: ACME },
    { Id: "003000000000002AAA", FirstName: "Homer", LastName: "Simpson", Email: "homer@globex.example", AccountId: GLOBEX },
    { Id: "003000000000003AAA", FirstName: "Ada", LastName: "Lovelace", Email: "ada@example.com", AccountId: null },
  ],
});
const grade = (options: SalesforceSoqlOptions, toolCalls = [toolCall(1, "salesforce_query_records", {})]) =>
  salesforceSoql.grade(gradingInput({ final, toolCalls }), options);

describe("salesforce-soql", () => {
  test("rows in order, with a parent field read through a dotted key", () => {
    const result = grade({
      soql: "SELECT LastName, Account.Name FROM Contact WHERE AccountId != null ORDER BY LastName",
      expect: { totalSize: 2, records: [{ LastName: "Coyote", "Account.Name": "Acme Corporation" }, { "Account.Name": { contains: "globex" } }] },
    });
    expect(result).toEqual({
      passed: true,
      expected:
        'SELECT LastName, Account.Name FROM Contact WHERE AccountId != null ORDER BY LastName returns totalSize 2; rows in order: (1) LastName = "Coyote" and Account.Name = "Acme Corporation", (2) Account.Name contains "globex"',
      actual: 'totalSize 2: {"LastName":"Coyote","Account":{"Name":"Acme Corporation"}}, {"LastName":"Simpson","Account":{"Name":"Globex"}}',
    });
  });

  test("a row out of order or a missing row fails, and the message says which", () => {
    const result = grade({
      soql: "SELECT LastName FROM Contact ORDER BY LastName DESC",
      expect: { records: [{ LastName: "Coyote" }, {}, {}], contains: [{ LastName: "Hopper" }] },
    });
    expect(result.passed).toBe(false);
    expect(result.message).toBe('row 1 has LastName "Simpson"; no row with LastName = "Hopper"');
    expect(result.actual).toBe('totalSize 3: {"LastName":"Simpson"}, {"LastName":"Lovelace"}, {"LastName":"Coyote"}');
    expect(grade({ soql: "SELECT Id FROM Contact", expect: { records: [{}] } }).message).toBe("3 rows, not 1");
  });

  test("the run report says each failure once: actual shows the rows, message only what expected and actual do not", () => {
    const rows = grade({
      soql: "SELECT LastName FROM Contact ORDER BY LastName DESC",
      expect: { records: [{ LastName: "Coyote" }, {}, {}], contains: [{ LastName: "Hopper" }] },
    });
    expect(reportLines(rows)).toEqual([
      '  - expected: `SELECT LastName FROM Contact ORDER BY LastName DESC returns rows in order: (1) LastName = "Coyote", (2) any row, (3) any row; a row with LastName = "Hopper"`',
      '  - actual: `totalSize 3: {"LastName":"Simpson"}, {"LastName":"Lovelace"}, {"LastName":"Coyote"}` (row 1 has LastName "Simpson"; no row with LastName = "Hopper")',
    ]);
    // expected and actual already hold both sizes: nothing to add.
    expect(reportLines(grade({ soql: "SELECT COUNT() FROM Account", expect: { totalSize: 3 } }))).toEqual([
      "  - expected: `SELECT COUNT() FROM Account returns totalSize 3`",
      "  - actual: `totalSize 2`",
    ]);
  });

  test("COUNT() answers with totalSize only", () => {
    const count = (soql: string, totalSize: number) => grade({ soql, expect: { totalSize } });
    expect(count("SELECT COUNT() FROM Contact WHERE Account.Industry = 'Energy'", 1)).toMatchObject({ passed: true, actual: "totalSize 1" });
    const wrong = count("SELECT COUNT() FROM Account", 3);
    expect(wrong).toEqual({ passed: false, expected: "SELECT COUNT() FROM Account returns totalSize 3", actual: "totalSize 2" });
  });

  test("contains matches any row, including aggregate aliases", () => {
    const result = grade({
      soql: "SELECT Industry, COUNT(Id) n FROM Account GROUP BY Industry",
      expect: { contains: [{ Industry: "Energy", n: 1 }] },
    });
    expect(result).toMatchObject({ passed: true, expected: expect.stringContaining('returns a row with Industry = "Energy" and n = 1') });
  });

  test("date literals are relative to the world's last tool call, never the wall clock", () => {
    const soql = "SELECT Name FROM Account WHERE LastModifiedDate = TODAY";
    const at = Date.parse("2024-06-14T20:00:00Z");
    const onTheDay = grade({ soql, expect: { records: [{ Name: "Globex" }] } }, [{ ...toolCall(1, "x", {}), at }]);
    expect(onTheDay.passed).toBe(true);
    const earlier = [{ ...toolCall(1, "x", {}), at: Date.parse("2024-06-10T12:00:00Z") }];
    expect(grade({ soql, expect: { records: [{ Name: "Acme Corporation" }] } }, earlier).passed).toBe(true);
    // Without calls, the latest LastModifiedDate stands in.
    expect(grade({ soql, expect: { totalSize: 1 } }, []).passed).toBe(true);
    expect(queryNow([], {}).toISOString()).toBe("1970-01-01T00:00:00.000Z");
  });

  test("a query Salesforce would refuse is a grader error with Salesforce's message", () => {
    expect(() => grade({ soql: "SELECT Nme FROM Account", expect: { totalSize: 0 } })).toThrow(
      "The assertion's SOQL query failed with INVALID_FIELD:\nSELECT Nme FROM Account\n       ^\nERROR at Row:1:Column:8\nNo such column 'Nme' on entity 'Account'",
    );
    expect(() => grade({ soql: "SELECT Id FROM Acount", expect: { totalSize: 0 } })).toThrow(/INVALID_TYPE:[^]*sObject type 'Acount' is not supported/);
    expect(() => grade({ soql: "SELECT FROM Account", expect: { totalSize: 0 } })).toThrow(/MALFORMED_QUERY/);
  });

  test("a world without Salesforce records answers from the built-in describes", () => {
    const result = salesforceSoql.grade(gradingInput(), { soql: "SELECT Id FROM Contact", expect: { totalSize: 0 } });
    expect(result).toMatchObject({ passed: true, actual: "totalSize 0" });
  });

  test("options schema", () => {
    const check = optionsValidator(salesforceSoql.optionsSchema);
    expect(check({ soql: "SELECT Id FROM Account", expect: { totalSize: 1, records: [{ Name: "Acme" }], contains: [{}] } })).toBeUndefined();
    expect(check({ soql: "SELECT Id FROM Account", expect: {} })).toBe("options.expect must NOT have fewer than 1 properties");
    expect(check({ soql: "SELECT Id FROM Account" })).toBe("options must have required property 'expect'");
    expect(check({ soql: "SELECT Id FROM Account", expect: { size: 1 } })).toBe('options.expect has an unknown property "size"');
    expect(check({ soql: "SELECT Id FROM Account", expect: { records: [{ Name: { like: "A%" } }] } })).toBe(
      'options.expect.records[0].Name has an unknown property "like"',
    );
  });
});

/**
 * The expected and actual lines of the run report (core/evals/report-markdown.ts) for a failing assertion
 * with this result. Only the fields the report reads are given: the row types are not this plugin's.
 */
function reportLines(result: GradeResult): string[] {
  const run = { id: "run_1", dataset: "crm", commit: "0123456789abcdef", model: null, status: "succeeded", conclusion: "neutral", regression: null, baseline: null } as RunRow;
  const assertion: AssertionResult = { plugin: "salesforce-soql", requirement: "r", passed: result.passed, expected: result.expected, actual: result.actual, message: result.message ?? null, error: null };
  const task: DatasetTask = { id: "t", ticket: "", seed: {}, assertions: [] };
  const row = { task, status: "graded", reward: 0, assertionsPassed: 0, assertionsCounted: 1, error: null, assertions: [assertion] } as TaskResultRow;
  return renderReport(run, [row]).split("\n").filter((line) => /^  - (expected|actual): /.test(line));
}
