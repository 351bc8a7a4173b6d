// The generated stall suite: every operation of the control plane's and each installed pack's OpenAPI
// document, each query language and every MCP tool, with its maximal input (tests/stall/README.md),
// against a real service process with big worlds, while a second organization probes. A case fails on a
// probe answer over 250 ms, a 5xx, no answer, or an answer out of the surface's shape. Runs on SQLite,
// and on PostgreSQL when TEST_DATABASE_URL's server answers. Longer runs: `bun tests/stall/run-stall.ts`.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { freshPostgresDatabase, POSTGRES_SKIP_NOTE, type TestDatabase } from "../support/postgres-database.ts";
import type { CaseResult } from "./run-cases.ts";
import { IN_SUITE } from "./stall-options.ts";
import { formatTable, summary } from "./stall-report.ts";
import { runStall, type StallRun } from "./stall-run.ts";

/**
 * Cases that fail on this branch because their fix is being made on another (issue 25). Each is
 * asserted to fail still: once a fix is merged and its case passes clearly (the probe under half the
 * budget), the last test below names it — delete its entry here.
 */
export const KNOWN_FAILURES: { id: string; reason: string }[] = [
  { id: "salesforce GET /services/data/{version}/query [url-too-long]", reason: "a request head over 16 KiB gets Bun's own empty 431 before any hook runs (Bun offers no way to shape it; docs/configuration.md)" },
];

const known = new Map(KNOWN_FAILURES.map((k) => [k.id, k.reason]));
const failed = (run: StallRun) => run.results.filter((r) => r.problems.length);
const listing = (results: CaseResult[]) => formatTable(results);

const database = await freshPostgresDatabase();
if (!database) console.log(POSTGRES_SKIP_NOTE);
const stores: { name: string; database?: TestDatabase }[] = [{ name: "SQLite" }, ...(database ? [{ name: "PostgreSQL", database }] : [])];

for (const store of stores)
  describe(`generated stall cases on ${store.name}`, () => {
    let run: StallRun;
    beforeAll(async () => {
      run = await runStall({ ...IN_SUITE, databaseUrl: store.database?.url });
    }, 110_000);
    afterAll(async () => {
      if (run) console.log(`stall (${store.name}): ${summary(run.results, run.ms)}\n${listing(failed(run))}`);
      await store.database?.drop();
    }, 30_000);

    test("the target was set up (big worlds, a second organization, a dataset and a leased run)", () => {
      expect(run.setupProblems).toEqual([]);
      expect(run.results.length).toBeGreaterThan(200);
    });

    test("no case stalls the probe past 250 ms, answers 5xx or leaves the surface's shape (known failures aside)", () => {
      const unexpected = failed(run).filter((r) => !known.has(r.case.id));
      if (unexpected.length) throw new Error(`${unexpected.length} case(s) failed:\n${listing(unexpected)}`);
    });

    test("every known failure still fails (delete the entries named here from KNOWN_FAILURES)", () => {
      const byId = new Map(run.results.map((r) => [r.case.id, r]));
      // Clearly fixed: passing with the probe under half the budget (a case near the budget may pass on a quiet machine).
      const clearlyFixed = (r: CaseResult) => !r.problems.length && r.probeMs < IN_SUITE.budgetMs / 2;
      const fixed = KNOWN_FAILURES.filter((k) => byId.has(k.id) && clearlyFixed(byId.get(k.id)!)).map((k) => `${k.id} passes now (${k.reason})`);
      const missing = KNOWN_FAILURES.filter((k) => !byId.has(k.id)).map((k) => `${k.id} is no longer generated`);
      expect([...fixed, ...missing]).toEqual([]);
    });
  });
