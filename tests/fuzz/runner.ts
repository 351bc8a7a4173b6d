// The fuzz loop: for every operation of every document, generate requests (fast-check + json-schema-faker,
// seeded per operation from the run's seed), mutate them, send them to the target, judge the answers.
import fc from "fast-check";
import { loadFuzzOperations, type FuzzOperation } from "./documents.ts";
import { draftArbitrary, toFuzzRequest } from "./generate.ts";
import { judge } from "./judge.ts";
import { mutationArbitrary } from "./mutations.ts";
import { distinct, type DistinctFailure, type Failure } from "./report.ts";
import { FuzzTarget } from "./target.ts";

export interface FuzzOptions {
  seed: number;
  /** Requests per operation. */
  runs: number;
  /** Each answer must come within this; past `hardCapMs` the target is killed as hung. */
  budgetMs: number;
  hardCapMs: number;
  /** Only operations whose surface (or "surface METHOD /path") starts with this. */
  only?: string;
  onProgress?: (op: FuzzOperation, done: number, total: number) => void;
}

export interface FuzzResult {
  /** Answers per operation and status (`hang`, `crash` and `unsendable` too): shows how deep requests got. */
  statuses: Record<string, Record<string, number>>;
  requests: number; unsendable: number; operations: number; ms: number; starts: number; failures: Failure[]; distinct: DistinctFailure[]; setupProblems: string[] }

/** A stable per-operation seed, so adding an operation does not change the others' requests. */
const seedFor = (seed: number, op: FuzzOperation) => {
  let hash = seed | 0;
  for (const ch of `${op.surface} ${op.id}`) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return hash;
};

export async function runFuzz(options: FuzzOptions): Promise<FuzzResult> {
  const started = performance.now();
  const operations = (await loadFuzzOperations()).filter((op) => !options.only || `${op.surface} ${op.id}`.startsWith(options.only));
  const target = await FuzzTarget.start();
  const failures: Failure[] = [];
  let requests = 0;
  let unsendable = 0;
  const statuses: FuzzResult["statuses"] = {};
  try {
    for (const [index, op] of operations.entries()) {
      // Drafts are made from the target's current context (a restarted target has new ids).
      const cases = fc.sample(fc.tuple(draftArbitrary(op, target.context), mutationArbitrary), { seed: seedFor(options.seed, op), numRuns: options.runs });
      for (const [draft, mutation] of cases) {
        const mutated = mutation.apply(draft);
        const request = toFuzzRequest(mutated);
        const outcome = await target.send(request, options.hardCapMs);
        requests++;
        if (outcome.kind === "unsendable") unsendable++;
        const counts = (statuses[`${op.surface} ${op.id}`] ??= {});
        const status = outcome.kind === "answer" ? String(outcome.answer.status) : outcome.kind;
        counts[status] = (counts[status] ?? 0) + 1;
        failures.push(...judge({ op, mutation: mutated.label ?? mutation.label, request, outcome, budgetMs: options.budgetMs }));
      }
      options.onProgress?.(op, index + 1, operations.length);
    }
  } finally {
    target.close();
  }
  return { statuses, requests, unsendable, operations: operations.length, ms: performance.now() - started, starts: target.starts, failures, distinct: distinct(failures), setupProblems: target.context.setupProblems };
}
