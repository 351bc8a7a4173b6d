// Fuzzes every operation of the control plane's OpenAPI document and of every loaded pack's, with a
// fixed seed and a bounded count (tests/fuzz/options.ts IN_SUITE). Longer runs: `npm run fuzz -- --runs N`.
// A failure here prints each distinct failure with a request to replay (add it to known-cases.test.ts).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { loadFuzzOperations } from "./documents.ts";
import { IN_SUITE } from "./options.ts";
import { formatReport } from "./report.ts";
import { runFuzz, type FuzzResult } from "./runner.ts";

const surfaces = [...new Set((await loadFuzzOperations()).map((op) => op.surface))];
let result: FuzzResult;
beforeAll(async () => {
  result = await runFuzz(IN_SUITE);
}, 300_000);
afterAll(() => {
  if (!result) return;
  console.log(`fuzz: seed ${IN_SUITE.seed}, ${result.requests} requests over ${result.operations} operations in ${(result.ms / 1000).toFixed(1)} s`);
});

describe(`fuzz (seed ${IN_SUITE.seed}, ${IN_SUITE.runs} requests per operation)`, () => {
  test("the target was set up with real values (a snapshot per pack, a dataset, runs with leased tasks)", () => {
    expect(result.setupProblems).toEqual([]);
    expect(result.requests).toBeGreaterThan(0);
  });

  for (const surface of surfaces)
    test(`${surface}: no 5xx, no hang, every answer within ${IN_SUITE.budgetMs} ms and in the surface's shape`, () => {
      const failing = result.distinct.filter((f) => f.surface === surface);
      if (failing.length) throw new Error(`${failing.length} distinct failure(s) on ${surface}:\n\n${formatReport(failing)}`);
    });
});
