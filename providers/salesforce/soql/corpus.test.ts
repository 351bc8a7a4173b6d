import { startWorkSlice } from "../../../core/pack/work-budget.ts";
import { describe, expect, test } from "bun:test";
import { readReferenceJson } from "../../../tests/reference/reference-file.ts";
import { NOT_MODELLED, REAL_ORG_REFUSES } from "./corpus-expectations.fixture.ts";
import { CORPUS_USER_ID, createPermissiveSource, typeHints } from "./corpus-source.fixture.ts";
import { runSoql, SoqlError, type RunSoqlOptions } from "./index.ts";
import { useGenerousWorkBudget } from "./test-helpers.fixture.ts";

useGenerousWorkBudget();

/**
 * Real SOQL strings from the parser's test suite (mostly Salesforce documentation examples), over a
 * source that invents every object and field they name: this checks the grammar and the refusals.
 * corpus-builtin.test.ts runs them on the built-in describes and checks returned rows.
 */

interface Corpus {
  parse_cases: { testCase: number; soql: string; valid: boolean }[];
  is_valid_cases: { soql: string; valid?: boolean; isValid?: boolean }[];
}

const corpus = readReferenceJson<Corpus>("salesforce/soql-corpus.json");

describe("SOQL corpus", () => {
  const cases = corpus.parse_cases;
  const words = [...new Set(cases.flatMap((c) => c.soql.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []))];
  const options: RunSoqlOptions = { now: new Date("2024-06-15T12:00:00.000Z"), userId: CORPUS_USER_ID };
  const run = (soql: string) => (startWorkSlice(), runSoql(soql, createPermissiveSource(words, typeHints(soql)), options));

  test("valid queries answer, unless a real org refuses them too; failures are always SoqlErrors", () => {
    const outcomes = cases.filter((c) => c.valid).map((c) => {
      try {
        run(c.soql);
        return { testCase: c.testCase, soql: c.soql, code: "ran" };
      } catch (error) {
        if (!(error instanceof SoqlError)) throw new Error(`${c.soql}\n threw ${String(error)}`);
        return { testCase: c.testCase, soql: c.soql, code: error.errorCode, error: error.message.split("\n").pop() };
      }
    });
    const ran = outcomes.filter((o) => o.code === "ran").length;
    const acceptable = outcomes.filter((o) => !(o.testCase in REAL_ORG_REFUSES));
    const share = ran / outcomes.length;
    const acceptedShare = ran / acceptable.length;
    console.log(`SOQL corpus: ${ran}/${outcomes.length} valid queries run (${(100 * share).toFixed(1)}%); ${ran}/${acceptable.length} of those a real org accepts (${(100 * acceptedShare).toFixed(1)}%)`);
    if (process.env.SOQL_CORPUS_VERBOSE) for (const o of outcomes) if (o.code !== "ran") console.log(`  refused #${o.testCase}: ${o.soql}\n    ${o.code}: ${o.error}`);
    for (const o of outcomes) {
      const expected = REAL_ORG_REFUSES[o.testCase] ?? (NOT_MODELLED.has(o.testCase) ? "MALFORMED_QUERY" : "ran");
      expect({ soql: o.soql, outcome: o.code }).toEqual({ soql: o.soql, outcome: expected });
    }
    // Every outcome is pinned above; the shares are what CORPUS.md reports.
    expect(outcomes.length).toBe(146);
  });

  test("every query marked invalid is refused with a SoqlError", () => {
    const invalid = corpus.is_valid_cases.filter((c) => (c.isValid ?? c.valid) === false);
    expect(invalid.length).toBeGreaterThan(0);
    for (const c of invalid) {
      let thrown: unknown;
      try {
        run(c.soql);
      } catch (error) {
        thrown = error;
      }
      expect({ soql: c.soql, refused: thrown instanceof SoqlError }).toEqual({ soql: c.soql, refused: true });
    }
  });
});
