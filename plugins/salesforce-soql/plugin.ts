import { defineGrader, type JsonRecord } from "../../core/grading/index.ts";
import { runSoql, SoqlError, type SoqlResult } from "../../providers/salesforce/soql/index.ts";
import { countSchema, readKey, truncate, whereSchema } from "../shared/index.ts";
import { describeExpectation, describeResult, unmetRowExpectations, type SoqlExpectation } from "./expect-rows.ts";
import { queryNow } from "./query-clock.ts";
import { createStateWorld } from "../shared/state-world.ts";
import { createStateSoqlSource } from "./state-world.ts";

export interface SalesforceSoqlOptions {
  soql: string;
  expect: SoqlExpectation;
}

export default defineGrader<SalesforceSoqlOptions>({
  name: "salesforce-soql",
  description:
    "Runs a SOQL query over the final state of the salesforce pack, with the mock's own evaluator, and checks its totalSize, its rows in order, and/or rows it must contain.",
  optionsSchema: {
    type: "object",
    properties: {
      soql: { type: "string", minLength: 1 },
      expect: {
        type: "object",
        properties: {
          totalSize: countSchema,
          records: { type: "array", items: whereSchema },
          contains: { type: "array", items: whereSchema, minItems: 1 },
        },
        minProperties: 1,
        additionalProperties: false,
      },
    },
    required: ["soql", "expect"],
    additionalProperties: false,
  },
  grade({ final, toolCalls, config }, { soql, expect }) {
    const records = (readKey(final, "salesforce") ?? {}) as Record<string, Record<string, JsonRecord>>;
    const world = createStateWorld(records);
    const result = runQuery(() => runSoql(soql, createStateSoqlSource(world, config?.salesforce), { now: queryNow(toolCalls, records) }));
    const rowFailures = unmetRowExpectations(result, expect);
    const sizeFailure = expect.totalSize !== undefined && result.totalSize !== expect.totalSize;
    return {
      passed: !sizeFailure && rowFailures.length === 0,
      expected: `${truncate(soql.trim().replace(/\s+/g, " "), 120)} returns ${describeExpectation(expect)}`,
      actual: describeResult(result),
      // The report prints the message after actual: it says only what expected and actual do not (which
      // row missed and why). A wrong totalSize needs no words: both sizes are already side by side.
      ...(rowFailures.length ? { message: rowFailures.join("; ") } : {}),
    };
  },
});

/** A query Salesforce would refuse is the dataset author's mistake: a grader error with Salesforce's words. */
function runQuery(run: () => SoqlResult): SoqlResult {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof SoqlError)) throw error;
    // Salesforce's message may open with the query and a caret line; keep that layout intact.
    const separator = error.message.startsWith("\n") ? "" : " ";
    throw new Error(`The assertion's SOQL query failed with ${error.errorCode}:${separator}${error.message}`, { cause: error });
  }
}
