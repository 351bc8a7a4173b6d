// Every distinct failure the fuzzer found, replayed as the smallest request that shows it. These fail
// until the fix lands (none is skipped): each says what is wrong; the fuzz rules (tests/fuzz/judge.ts)
// decide, so a fix that answers 4xx in the surface's shape within the budget makes its case pass.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { loadFuzzOperations, type FuzzOperation } from "./documents.ts";
import type { FuzzContext } from "./context.ts";
import { judge } from "./judge.ts";
import { IN_SUITE } from "./options.ts";
import { formatReport, distinct } from "./report.ts";
import { FuzzTarget } from "./target.ts";
import { KNOWN_CASES } from "./known-cases.ts";

// A hang here is already known: give up on it sooner than the fuzz run does.
const KNOWN_CASE_HARD_CAP_MS = 5_000;

let target: FuzzTarget;
let operations: FuzzOperation[];
// Starting the target and reading every pack's document takes seconds on a busy 2-core machine.
beforeAll(async () => {
  [target, operations] = await Promise.all([FuzzTarget.start(), loadFuzzOperations()]);
}, 60_000);
afterAll(() => target?.close());

describe("known fuzz failures (each fails until its fix lands)", () => {
  for (const known of KNOWN_CASES)
    test(known.name, async () => {
      const op = operations.find((o) => `${o.surface} ${o.id}` === known.operation);
      if (!op) throw new Error(`no operation ${known.operation} in the documents`);
      const request = typeof known.request === "function" ? known.request(target.context as FuzzContext) : known.request;
      for (let attempt = 0; attempt < (known.repeat ?? 1); attempt++) {
        const outcome = await target.send(request, KNOWN_CASE_HARD_CAP_MS);
        const failures = judge({ op, mutation: "known case", request, outcome, budgetMs: IN_SUITE.budgetMs });
        if (failures.length) throw new Error(formatReport(distinct(failures)));
        expect(outcome.kind).toBe("answer");
      }
    }, 30_000);
});
