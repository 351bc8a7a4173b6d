import { startWorkSlice } from "../../../core/pack/work-budget.ts";
import { describe, expect, test } from "bun:test";
import { readReferenceJson } from "../../../tests/reference/reference-file.ts";
import { describeRegistry } from "../world-describes.ts";
import { BUILTIN_FIRST_ERROR, NEW_ORG_REFUSES, NOT_MODELLED, REAL_ORG_REFUSES } from "./corpus-expectations.fixture.ts";
import { CORPUS_NOW, CORPUS_ORG, CORPUS_USER, builtinCorpusSource } from "./corpus-org.fixture.ts";
import { runSoql, SoqlError, type SoqlResult } from "./index.ts";
import { useGenerousWorkBudget } from "./test-helpers.fixture.ts";

useGenerousWorkBudget();

// The corpus again, this time against the CRM's built-in describes (what a snapshot answers with) and a
// small org whose answers are worked out by hand below: a query must run and return the right rows, or
// be refused for a reason that holds in this org.
const corpus = readReferenceJson<{ parse_cases: { testCase: number; soql: string; valid: boolean }[] }>("salesforce/soql-corpus.json");
const valid = corpus.parse_cases.filter((c) => c.valid);
const registry = describeRegistry(undefined);
const source = builtinCorpusSource();
const run = (soql: string): SoqlResult => (startWorkSlice(), runSoql(soql, source, { now: CORPUS_NOW, userId: CORPUS_USER }));
const soqlOf = (testCase: number) => valid.find((c) => c.testCase === testCase)!.soql;

const { A1, A2, A3, A4, C1, C2, O1, O2, O3, E1, E2, RT1, W1, W2 } = CORPUS_ORG;
const plain = (rows: Record<string, unknown>[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== "attributes")));
const unordered = (rows: Record<string, unknown>[]) => plain(rows).map((row) => JSON.stringify(row)).sort();

/** Corpus queries with their answers in the corpus org, by testCase. `ordered` compares row order too. */
const KNOWN: { testCase: number; rows?: Record<string, unknown>[]; totalSize?: number; ordered?: boolean }[] = [
  { testCase: 1, rows: [{ Id: A1, Name: "Acme", BillingCity: "Paris" }, { Id: A2, Name: "Globex", BillingCity: "Berlin" }, { Id: A3, Name: "Initech", BillingCity: null }, { Id: A4, Name: "Acme", BillingCity: null }] },
  { testCase: 2, rows: [{ Id: C1 }] },
  { testCase: 3, ordered: true, rows: [{ Name: "Initech" }, { Name: "Globex" }, { Name: "Acme" }, { Name: "Acme" }] },
  { testCase: 4, rows: [{ Name: "Acme" }, { Name: "Initech" }] },
  { testCase: 5, ordered: true, rows: [{ Name: "Initech" }, { Name: "Acme" }] },
  { testCase: 6, totalSize: 3, rows: [] },
  { testCase: 7, rows: [{ LeadSource: "Web", expr0: 2 }, { LeadSource: "Phone Inquiry", expr0: 1 }] },
  { testCase: 8, rows: [{ Name: "Acme", expr0: 2 }] },
  { testCase: 47, rows: [{ Id: A1, Name: "Acme" }] },
  { testCase: 48, rows: [{ Id: A2 }, { Id: A4 }] },
  { testCase: 49, rows: [{ Id: A2, Name: "Globex" }] },
  { testCase: 52, totalSize: 4 },
  { testCase: 61, totalSize: 3 },
  { testCase: 72, rows: [{ distinct: 2 }] },
  { testCase: 82, rows: [{ Id: O2 }] },
  { testCase: 84, rows: [{ Id: O3, Amount: 600 }] },
  { testCase: 132, rows: [{ Id: A1 }] },
];

describe("SOQL corpus on the built-in describes", () => {
  for (const known of KNOWN) {
    const soql = valid.find((c) => c.testCase === known.testCase)?.soql;
    test(`#${known.testCase} returns the rows worked out by hand`, () => {
      expect(soql).toBeDefined();
      const result = run(soql!);
      if (known.totalSize !== undefined) expect(result.totalSize).toBe(known.totalSize);
      if (!known.rows) return;
      if (known.totalSize === undefined) expect(result.totalSize).toBe(known.rows.length);
      if (known.ordered) expect(plain(result.records)).toEqual(known.rows);
      else expect(unordered(result.records)).toEqual(unordered(known.rows));
    });
  }

  test("a parent lookup and a child subquery carry the related records", () => {
    const lookup = run(valid.find((c) => c.testCase === 12)!.soql);
    expect(unordered(lookup.records.map((r) => ({ ...r, Account: plain([r.Account as Record<string, unknown>])[0] })))).toEqual(
      unordered([{ Id: C1, Name: "Ann Apple", Account: { Name: "Acme" } }, { Id: C2, Name: "Ben Baker", Account: { Name: "Acme" } }]),
    );
    const children = run(valid.find((c) => c.testCase === 13)!.soql).records;
    const contactsOf = (name: string) =>
      children.filter((r) => r.Name === name).map((r) => (r.Contacts as SoqlResult | null)?.records.map((c) => c.LastName) ?? null);
    expect(contactsOf("Globex")).toEqual([["Apple"]]);
    expect(contactsOf("Initech")).toEqual([null]);
    expect(contactsOf("Acme").map((names) => names?.sort() ?? null).sort()).toEqual([["Apple", "Baker"], null].sort() as never);
  });

  test("standard objects beyond the core answer their corpus queries", () => {
    const what = (row: Record<string, unknown>) => plain([row.What as Record<string, unknown>])[0];
    expect(run(soqlOf(20)).records.map((r) => [r.Id, what(r)])).toEqual([[E1, { Name: "Acme" }], [E2, { Name: "Globex deal" }]]);
    expect(run(soqlOf(21)).records.map(what)).toEqual([{ Phone: "555-0100", NumberOfEmployees: 50 }, { Amount: 6000, CloseDate: "2024-09-01" }]);
    const notes = run(soqlOf(22)).records.filter((r) => r.Notes !== null);
    expect(notes.map((r) => [r.Name, (r.Notes as SoqlResult).records.map((n) => plain([n.CreatedBy as Record<string, unknown>])[0])])).toEqual([
      ["Acme", [{ Name: "Bob Builder" }]],
    ]);
    const lines = run(soqlOf(23)).records.find((r) => r.Id === O1)!.OpportunityLineItems as SoqlResult;
    expect(lines.records.map((l) => [l.Quantity, l.ListPrice, plain([l.PricebookEntry as Record<string, unknown>])[0]])).toEqual([
      [2, 100, { UnitPrice: 100, Name: "Generator" }],
    ]);
    expect(plain(run(soqlOf(24)).records)).toEqual([{ UserId: CORPUS_USER, LoginTime: "2024-06-01T08:00:00.000+0000" }]);
    expect(plain(run(soqlOf(26)).records)).toEqual([
      { Id: RT1, Name: "Partner", IsActive: true, SobjectType: "Account", DeveloperName: "Partner", Description: null },
    ]);
    expect(plain(run(soqlOf(102)).records)).toEqual([{ ProductCode: "GC1020" }]);
    // Work items for the user, and for the queue the user is a member of.
    expect(unordered(run(soqlOf(133)).records)).toEqual(unordered([{ Id: W1 }, { Id: W2 }]));
  });

  test("every other valid query runs or is refused with the error a new org gives; the shares are exact", () => {
    const tally: Record<string, number> = {};
    const wrong: string[] = [];
    for (const c of valid) {
      const gap = NEW_ORG_REFUSES[c.testCase];
      const expected = BUILTIN_FIRST_ERROR[c.testCase] ?? REAL_ORG_REFUSES[c.testCase] ?? gap?.code ?? (NOT_MODELLED.has(c.testCase) ? "MALFORMED_QUERY" : "ran");
      let outcome = "ran";
      try {
        run(c.soql);
      } catch (error) {
        if (!(error instanceof SoqlError)) throw new Error(`#${c.testCase} threw ${String(error)}`);
        outcome = error.errorCode;
        // A gap must be one: the object, relationship or field really is missing from the built-ins.
        if (gap && gap.why !== "feature off" && !refusalHolds(c.testCase, error)) wrong.push(`#${c.testCase} is no gap: ${error.message.split("\n").pop()}`);
      }
      if (outcome !== expected) wrong.push(`#${c.testCase} ${outcome}, expected ${expected}: ${c.soql}`);
      const kind = outcome === "ran" ? "ran" : c.testCase in REAL_ORG_REFUSES ? "any org refuses" : gap ? gap.why : "not modelled";
      tally[kind] = (tally[kind] ?? 0) + 1;
    }
    expect(wrong).toEqual([]);
    // CORPUS.md reports these counts.
    expect(tally).toEqual({
      ran: 81,
      "any org refuses": 26,
      custom: 15,
      "no such name": 12,
      "feature off": 7,
      unfilterable: 1,
      "not modelled": 4,
    });
    const accepted = valid.length - tally["any org refuses"]! - tally.unfilterable!;
    const newOrgNames = accepted - tally.custom! - tally["no such name"]! - tally["feature off"]!;
    console.log(
      `SOQL corpus on the built-in describes: ${tally.ran}/${valid.length} run (${pct(tally.ran!, valid.length)}); ` +
        `${tally.ran}/${accepted} of those some org accepts (${pct(tally.ran!, accepted)}); ` +
        `${tally.ran}/${newOrgNames} of those naming only what a new org has (${pct(tally.ran!, newOrgNames)})`,
    );
  });
});

const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

/** Whether a refusal is right here: a real org refuses it too, or it names an object, relationship or field these describes lack. */
function refusalHolds(testCase: number, error: SoqlError): boolean {
  if (REAL_ORG_REFUSES[testCase] === error.errorCode) return true;
  if (NOT_MODELLED.has(testCase) && error.errorCode === "MALFORMED_QUERY") return true;
  const message = error.message;
  const missingType = /sObject type '([^']+)' is not supported/.exec(message)?.[1];
  if (missingType) return error.errorCode === "INVALID_TYPE" && registry.get(missingType) === undefined;
  const relationship = /Didn't understand relationship '([^']+)'/.exec(message)?.[1];
  if (relationship) return !registry.list().some((d) => d.childRelationships.some((r) => r.relationshipName === relationship.split(".").pop()) || d.fields.some((f) => f.relationshipName?.toLowerCase() === relationship.toLowerCase()));
  const column = /No such column '([^']+)' on entity '([^']+)'/.exec(message);
  if (column) return error.errorCode === "INVALID_FIELD" && !registry.get(column[2]!)?.fields.some((f) => f.name.toLowerCase() === column[1]!.toLowerCase());
  const unfilterable = /field '([^']+)' can not be filtered/.exec(message)?.[1];
  if (unfilterable) return registry.list().some((d) => d.fields.some((f) => f.name === unfilterable && f.filterable === false));
  return /USING SCOPE team is not available for Account: it has no AccountTeamMember object/.test(message) && !registry.get("AccountTeamMember");
}
