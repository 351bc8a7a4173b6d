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
  { id: "salesforce POST /services/data/{version}/composite/batch [or-terms]", reason: "SOQL OR count uncapped and the query runs unbounded on the event loop (Salesforce fix)" },
  { id: "salesforce POST /services/data/{version}/composite/batch [over-length]", reason: "SOQL over 100,000 characters is run instead of refused (Salesforce fix)" },
  { id: "salesforce POST /services/data/{version}/composite [or-terms]", reason: "SOQL OR count uncapped (Salesforce fix)" },
  { id: "salesforce POST /services/data/{version}/jobs/query [or-terms]", reason: "bulk query job runs SOQL with no OR cap or work budget (Salesforce fix)" },
  { id: "salesforce GET /services/data/{version}/search [or-terms]", reason: "SOSL with hundreds of OR terms holds the loop for seconds (Salesforce fix)" },
  { id: "salesforce POST /services/data/{version}/graphql [aliases]", reason: "GraphQL aliases uncapped (Salesforce fix)" },
  { id: "salesforce MCP tools/call salesforce_query_records [maximal]", reason: "SOQL OR count uncapped through MCP (Salesforce fix)" },
  { id: "salesforce GET /services/data/{version}/query [url-too-long]", reason: "a request head over 16 KiB gets Bun's empty 431, not the surface's shape (core edges fix)" },
  { id: "jira MCP tools/call jira_search_issues [maximal]", reason: "JQL of 1,300 ORs (under the tool's 32,768-character cap) runs unbounded (Jira fix)" },
  { id: "slack POST /api/chat.postMessage [deep-blocks]", reason: "blocks 5,000 deep are stored; JSON depth cap 1,000 not applied to Slack bodies (Slack fix)" },
  { id: "mail POST /compose [recipients]", reason: "superlinear recipient path (mail fix)" },
  { id: "mail POST /api/messages [recipients]", reason: "superlinear recipient path (mail fix)" },
  { id: "mail MCP tools/call mail_send_message [maximal]", reason: "superlinear recipient path through MCP (mail fix)" },
  { id: "control POST /api/v1/datasets/{slug}/check [redos-pattern]", reason: "record-exists patterns run on the backtracking RegExp, on the event loop (grading fix: re2js, graders off the loop)" },
  { id: "control POST /api/v1/evals/{runId}/tasks/{taskResultId}/complete [answer-patterns]", reason: "answer.matches runs on the backtracking RegExp (grading fix)" },
  { id: "control POST /api/v1/evals/{runId}/tasks/{taskResultId}/complete [contains-assertions]", reason: "assertions per task uncapped, grading on the event loop (grading fix)" },
  { id: "control PUT /api/v1/datasets/{slug} [huge-dataset]", reason: "a 15.5 MiB dataset is parsed and checked in one stretch (dataset PUT streams or refuses above a size; near the budget on PostgreSQL)" },
  { id: "control POST /providers/{slug}/create-snapshot [huge-seed]", reason: "a 19 MiB seed of 5,000 rows is provisioned in one stretch (0.2-0.4 s: near the budget; byte quotas / seeding fix)" },
  { id: "slack POST /upload/v1/{uploadId} [huge-file]", reason: "a 19 MiB file is read and stored in one stretch, no byte quota (byte quotas fix)" },
  ...["salesforce", "jira", "slack", "mail"].map((slug) => ({ id: `${slug} MCP constructor [prototype-method]`, reason: "MCP methods looked up on the prototype answer 500 (core edges fix)" })),
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
