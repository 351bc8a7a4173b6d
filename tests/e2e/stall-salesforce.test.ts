import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startServiceProcess, type ServiceProcess } from "../support/service-process.ts";
import { probeDuringRetried } from "../support/stall-probe.ts";
import { freshPostgresDatabase, POSTGRES_SKIP_NOTE } from "../support/postgres-database.ts";
import { loadConfig } from "../../core/config.ts";

// The CRM's heaviest requests never stall the process: while each runs against a world of the largest
// accepted seed, the control plane and another world keep answering within 250 ms, and the attack is
// answered in Salesforce's own shape (a 4xx `[{ errorCode, message }]`, a GraphQL error, an MCP tool
// error). On SQLite, and on PostgreSQL when a server answers (TEST_DATABASE_URL).
const BUDGET_MS = 250;
const SEED_ROWS = loadConfig({}).limits.seedRows;
const AUTH = { authorization: "Bearer x", "content-type": "application/json" };
const database = await freshPostgresDatabase();
if (!database) console.log(POSTGRES_SKIP_NOTE);
afterAll(() => database?.drop(), 30_000);
const STORES: Array<[string, Record<string, string>]> = [["SQLite", {}], ...(database ? [["PostgreSQL", { DATABASE_URL: database.url }] as [string, Record<string, string>]] : [])];

const terms = (count: number, term: (i: number) => string) => Array.from({ length: count }, (_, i) => term(i)).join(" OR ");
/** 20,000 ORs, as the attack sent them (past Salesforce's 100,000 characters). */
const ORS_20K = `SELECT Id FROM Account WHERE ${terms(20_000, (i) => `Name = 'a${i}'`)}`;
/** Nearly 100,000 characters of ORs: past the complexity bound. */
const ORS_MAX_LENGTH = `SELECT Id FROM Account WHERE ${terms(8_000, () => "Name=''")}`;
/** The heaviest query both bounds accept: 1,000 ORs over every row, stopped by the work budget. */
const ORS_1K = `SELECT Id FROM Account WHERE ${terms(1_001, (i) => `Name = 'a${i}'`)} ORDER BY Name`;
const CODES = ["MALFORMED_QUERY", "QUERY_TOO_COMPLICATED", "QUERY_TIMEOUT"];

/** A Salesforce REST error: 400 with `[{ errorCode, message }]`; its code. */
async function sfErrorCode(response: Response): Promise<string> {
  const body = await response.json();
  expect([response.status, Array.isArray(body), typeof body[0]?.message]).toEqual([400, true, "string"]);
  return body[0].errorCode;
}

for (const [store, storeEnv] of STORES)
  describe(`on ${store}`, () => {
    let service: ServiceProcess;
    let bystander = "";
    let target = "";
    let rest = "";
    const snapshot = async (seed: unknown) => (await service.createSnapshot("salesforce", { seed: { salesforce: seed } })).url.replace(/\/$/, "");
    beforeAll(async () => {
      service = await startServiceProcess({ LOG_LEVEL: "warn", ...storeEnv });
      bystander = `${await snapshot({ Account: [{ Name: "Bystander" }] })}/services/data/v67.0`;
      target = await snapshot({ Account: Array.from({ length: SEED_ROWS }, (_, i) => ({ Name: `Account ${i}`, NumberOfEmployees: i })) });
      rest = `${target}/services/data/v67.0`;
    }, 120_000);
    afterAll(() => service.close(), 30_000); // a node closes its PostgreSQL pool first (up to 5 s)

    /** Runs `load` while probing /health and the bystander world every 20 ms; the slowest probe answer, in ms. */
    async function slowestProbeDuring(label: string, load: () => Promise<unknown>): Promise<number> {
      const { slowestMs, attackMs } = await probeDuringRetried([{ url: `${service.controlUrl}/health` }, { url: `${bystander}/sobjects/Account/describe`, init: { headers: AUTH } }], load, BUDGET_MS);
      console.log(`${store}, ${label}: answered in ${attackMs.toFixed(0)} ms; slowest probe ${slowestMs.toFixed(1)} ms`);
      return slowestMs;
    }

    test("20,000 ORs through REST query: past the 16 KiB a request line may hold, 431 as Salesforce answers", async () => {
      const slowest = await slowestProbeDuring("20,000 ORs, REST query", async () => {
        const response = await fetch(`${rest}/query?q=${encodeURIComponent(ORS_20K)}`, { headers: AUTH });
        expect(response.status).toBe(431);
      });
      expect(slowest).toBeLessThan(BUDGET_MS);
    });

    test(`the heaviest query a REST url carries (300 ORs over ${SEED_ROWS} rows) stops at the budget`, async () => {
      const soql = `SELECT Id FROM Account WHERE ${terms(300, () => "Name = ''")} ORDER BY Name`;
      const slowest = await slowestProbeDuring("300 ORs, REST query", async () => {
        const response = await fetch(`${rest}/query?q=${encodeURIComponent(soql)}`, { headers: AUTH });
        expect(await sfErrorCode(response)).toBe("QUERY_TIMEOUT");
      });
      expect(slowest).toBeLessThan(BUDGET_MS);
    });

    for (const [name, soql, code] of [["20,000 ORs", ORS_20K, "MALFORMED_QUERY"], ["8,000 ORs in 100,000 characters", ORS_MAX_LENGTH, "QUERY_TOO_COMPLICATED"], [`1,000 ORs over ${SEED_ROWS} rows`, ORS_1K, "QUERY_TIMEOUT"]] as const) {
      test(`${name} through the MCP query tool`, async () => {
        const call = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "salesforce_query_records", arguments: { soql } } };
        const slowest = await slowestProbeDuring(`${name}, MCP tool`, async () => {
          const response = await fetch(`${target}/mcp`, { method: "POST", body: JSON.stringify(call), headers: { ...AUTH, accept: "application/json, text/event-stream" } });
          expect(response.status).toBe(200);
          const { result } = await response.json();
          expect([result.isError, result.content[0].text]).toEqual([true, expect.stringContaining(`${code}: `)]);
        });
        expect(slowest).toBeLessThan(BUDGET_MS);
      });

      test(`${name} in every subrequest of a composite/batch`, async () => {
        const url = `v67.0/query?q=${encodeURIComponent(soql)}`;
        const slowest = await slowestProbeDuring(`${name}, composite/batch x25`, async () => {
          const response = await fetch(`${rest}/composite/batch`, { method: "POST", headers: AUTH, body: JSON.stringify({ batchRequests: Array.from({ length: 25 }, () => ({ method: "GET", url })) }) });
          expect(response.status).toBe(200);
          const { results } = await response.json();
          expect(results.map((r: { statusCode: number; result: Array<{ errorCode: string }> }) => [r.statusCode, CODES.includes(r.result[0]!.errorCode)])).toEqual(Array.from({ length: 25 }, () => [400, true]));
        });
        expect(slowest).toBeLessThan(BUDGET_MS);
      });

      test(`${name} as a Bulk 2.0 query job`, async () => {
        const slowest = await slowestProbeDuring(`${name}, jobs/query`, async () => {
          const response = await fetch(`${rest}/jobs/query`, { method: "POST", headers: AUTH, body: JSON.stringify({ operation: "query", query: soql }) });
          expect(await sfErrorCode(response)).toBe(code);
        });
        expect(slowest).toBeLessThan(BUDGET_MS);
      });
    }

    test("GraphQL with 2,000 aliases, each first: 2000", async () => {
      const query = `{uiapi{query{${Array.from({ length: 2_000 }, (_, i) => `a${i}: Account(first: 2000) { edges { node { Name { value } } } }`).join(" ")}}}}`;
      const slowest = await slowestProbeDuring("GraphQL 2,000 aliases", async () => {
        const response = await fetch(`${rest}/graphql`, { method: "POST", headers: AUTH, body: JSON.stringify({ query }) });
        expect(response.status).toBe(200);
        const body = await response.json();
        expect([body.data, body.errors[0].extensions.ErrorType]).toEqual([null, "ValidationError"]);
      });
      expect(slowest).toBeLessThan(BUDGET_MS);
    });

    test("GraphQL with the 10 record queries allowed, each first: 2000 over the whole world", async () => {
      const query = `{uiapi{query{${Array.from({ length: 10 }, (_, i) => `a${i}: Account(first: 2000, orderBy: { Name: { order: DESC } }) { edges { node { Name { value } NumberOfEmployees { value } } } totalCount }`).join(" ")}}}}`;
      const slowest = await slowestProbeDuring("GraphQL 10 record queries", async () => {
        const response = await fetch(`${rest}/graphql`, { method: "POST", headers: AUTH, body: JSON.stringify({ query }) });
        // Either it fits the budget or it is stopped, in Salesforce's shape: never a 5xx.
        expect([200, 400]).toContain(response.status);
        if (response.status === 400) expect(await sfErrorCode(response)).toBe("QUERY_TIMEOUT");
      });
      expect(slowest).toBeLessThan(BUDGET_MS);
    });

    test("a Bulk ingest job of 5,000 rows, uploaded and closed", async () => {
      const csv = `Name,Description\n${Array.from({ length: 5_000 }, (_, i) => `Bulk ${i},${"d".repeat(200)}`).join("\n")}\n`;
      const job = await (await fetch(`${rest}/jobs/ingest`, { method: "POST", headers: AUTH, body: JSON.stringify({ object: "Account", operation: "insert" }) })).json();
      const slowest = await slowestProbeDuring("Bulk ingest 5,000 rows", async () => {
        expect((await fetch(`${rest}/jobs/ingest/${job.id}/batches`, { method: "PUT", headers: { authorization: "Bearer x", "content-type": "text/csv" }, body: csv })).status).toBe(201);
        expect((await fetch(`${rest}/jobs/ingest/${job.id}`, { method: "PATCH", headers: AUTH, body: JSON.stringify({ state: "UploadComplete" }) })).status).toBe(200);
      });
      const info = await (await fetch(`${rest}/jobs/ingest/${job.id}`, { headers: AUTH })).json();
      expect([info.state, info.numberRecordsProcessed, info.numberRecordsFailed]).toEqual(["JobComplete", 5_000, 0]);
      expect(slowest).toBeLessThan(BUDGET_MS);
    }, 60_000);
  });
