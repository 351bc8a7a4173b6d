import { describe, expect, test } from "bun:test";
import { setWorkBudgetMs, workBudgetMs } from "../../../core/pack/work-budget.ts";
import { MAX_SOQL_LENGTH, MAX_SOQL_LOGICAL_OPERATORS } from "../soql/statement-limits.ts";
import { type Json, sfError, useOrg } from "./org.fixture.ts";

// Every path that takes SOQL refuses statements past Salesforce's length and the mock's complexity
// bound before parsing them, and work past the request's budget answers QUERY_TIMEOUT in Salesforce's shape.
const ROWS = 3_000;
const org = useOrg({ Account: Array.from({ length: ROWS }, (_, i) => ({ Name: `Account ${i}`, NumberOfEmployees: i })) });

const TOO_LONG = sfError("MALFORMED_QUERY", `SOQL statements can not be longer than ${MAX_SOQL_LENGTH} characters`);
const TOO_COMPLICATED = sfError("QUERY_TOO_COMPLICATED", "Query is either selecting too many fields or the filter conditions are too complicated.");
const QUERY_TIMEOUT = [{ message: "Your query request was running for too long.", errorCode: "QUERY_TIMEOUT" }];
const ors = (count: number, object = "Account") => `SELECT Id FROM ${object} WHERE ${Array.from({ length: count + 1 }, (_, i) => `Name = 'n${i}'`).join(" OR ")}`;
const longSoql = `SELECT Id FROM Account WHERE Name = '${"x".repeat(MAX_SOQL_LENGTH)}'`;
const post = (path: string, body: unknown) => org.send(path, { method: "POST", body });

/** Runs `fn` with the work budget at `ms`, as WORK_BUDGET_MS would set it. */
async function withBudget<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const before = workBudgetMs();
  setWorkBudgetMs(ms);
  try {
    return await fn();
  } finally {
    setWorkBudgetMs(before);
  }
}

describe("SOQL statement caps on every path", () => {
  test("longer than 100,000 characters: MALFORMED_QUERY on query, queryAll, explain, composite, batch and Bulk query jobs", async () => {
    for (const resource of ["query", "queryAll"]) expect((await org.send(`/${resource}?q=${encodeURIComponent(longSoql)}`)).body).toEqual(TOO_LONG);
    expect((await org.send(`/query?explain=${encodeURIComponent(longSoql)}`)).body).toEqual(TOO_LONG);
    const url = `/services/data/v67.0/query?q=${encodeURIComponent(longSoql)}`;
    const composite = await post("/composite", { compositeRequest: [{ method: "GET", url, referenceId: "q" }] });
    expect(composite.body.compositeResponse[0]).toMatchObject({ httpStatusCode: 400, body: TOO_LONG });
    const batch = await post("/composite/batch", { batchRequests: [{ method: "GET", url: url.replace("/services/data/", "") }] });
    expect(batch.body.results[0]).toEqual({ statusCode: 400, result: TOO_LONG });
    const job = await post("/jobs/query", { operation: "query", query: longSoql });
    expect([job.status, job.body]).toEqual([400, TOO_LONG]);
  });

  test(`more than ${MAX_SOQL_LOGICAL_OPERATORS} AND/OR/NOT: QUERY_TOO_COMPLICATED; at the bound it runs`, async () => {
    expect((await org.query(ors(MAX_SOQL_LOGICAL_OPERATORS + 1))).body).toEqual(TOO_COMPLICATED);
    // The bound, not the clock, is under test here: a machine busy with other work gets time.
    const atBound = await withBudget(10_000, () => org.query(ors(MAX_SOQL_LOGICAL_OPERATORS, "Contact")));
    expect([atBound.status, atBound.body.totalSize]).toEqual([200, 0]);
    // Words inside string literals are no operators.
    const literal = await withBudget(10_000, () => org.query(`SELECT Id FROM Account WHERE Name = '${" OR".repeat(MAX_SOQL_LOGICAL_OPERATORS + 1)}'`));
    expect(literal.status).toBe(200);
  });

  test("20,000 ORs, as an attack sends them, are refused before parsing", async () => {
    const started = performance.now();
    const { status, body } = await org.query(`SELECT Id FROM Account WHERE ${Array.from({ length: 20_000 }, () => "Id = ''").join(" OR ")}`);
    expect([status, body[0].errorCode]).toEqual([400, "MALFORMED_QUERY"]);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("work past the budget", () => {
  const heavy = `SELECT Id FROM Account WHERE ${Array.from({ length: 900 }, (_, i) => `Name = 'n${i}'`).join(" OR ")} ORDER BY Name`;

  test("a query that runs too long is 400 QUERY_TIMEOUT, exactly as Salesforce words it", async () => {
    const { status, body } = await withBudget(5, () => org.query(heavy));
    expect([status, body]).toEqual([400, QUERY_TIMEOUT]);
    // A light query under the default budget answers as before.
    expect((await org.query("SELECT COUNT() FROM Account")).body.totalSize).toBe(ROWS);
  });

  test("through the MCP tool it is an isError result naming QUERY_TIMEOUT", async () => {
    const call = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "salesforce_query_records", arguments: { soql: heavy } } };
    const response = await withBudget(5, () =>
      org.t.mock(`${org.url}/mcp`, { method: "POST", body: JSON.stringify(call), headers: { "content-type": "application/json", accept: "application/json, text/event-stream" } }));
    const result = (await response.json()).result;
    expect(result.isError).toBe(true);
    expect(result.content[0].text).toContain("QUERY_TIMEOUT: Your query request was running for too long.");
  });

  test("a batch's subrequests after the budget ran out answer QUERY_TIMEOUT without running", async () => {
    const url = `v67.0/query?q=${encodeURIComponent(heavy)}`;
    const { status, body } = await withBudget(5, () => post("/composite/batch", { batchRequests: Array.from({ length: 3 }, () => ({ method: "GET", url })) }));
    expect(status).toBe(200);
    expect(body.results).toEqual(Array.from({ length: 3 }, () => ({ statusCode: 400, result: QUERY_TIMEOUT })));
  });

  test("an allOrNone composite that times out midway writes nothing", async () => {
    const before = await org.count("Contact");
    const { body } = await withBudget(5, () =>
      post("/composite", {
        allOrNone: true,
        compositeRequest: [
          { method: "POST", url: "/services/data/v67.0/sobjects/Contact", referenceId: "c", body: { LastName: "Half" } },
          { method: "GET", url: `/services/data/v67.0/query?q=${encodeURIComponent(heavy)}`, referenceId: "q" },
        ],
      }));
    expect(body.compositeResponse.map((r: Json) => r.httpStatusCode)).toEqual([400, 400]);
    expect(await org.count("Contact")).toBe(before);
  });

  test("a Bulk query job that runs too long is refused before the job exists", async () => {
    const jobs = (await org.send("/jobs/query")).body.records.length;
    const { status, body } = await withBudget(5, () => post("/jobs/query", { operation: "query", query: heavy }));
    expect([status, body]).toEqual([400, QUERY_TIMEOUT]);
    expect((await org.send("/jobs/query")).body.records.length).toBe(jobs);
  });
});
