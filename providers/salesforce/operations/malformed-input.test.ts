import { describe, expect, test } from "bun:test";
import { type Json, useOrg } from "./org.fixture.ts";

// Hostile or odd input never answers 500: each is a 4xx in Salesforce's own error shape
// `[{ message, errorCode, fields? }]`, or simply works when it is valid.
const org = useOrg({ Account: [{ Id: "001000000000001AAA", Name: "Acme" }], Invoice__c: [{ Id: "a00000000000001AAA", External_Id__c: "INV-1" }] });
const V = "/services/data/v67.0";
const anError = [{ errorCode: expect.any(String), message: expect.any(String) }];

const snapshot = (seed: unknown) =>
  org.t.control("/providers/salesforce/create-snapshot", { method: "POST", body: JSON.stringify({ seed }), headers: { "content-type": "application/json" } });

describe("seeds keyed by names every object inherits", () => {
  test("collections named constructor, toString, hasOwnProperty or valueOf load and answer queries", async () => {
    for (const name of ["constructor", "toString", "hasOwnProperty", "valueOf"]) {
      const response = await snapshot({ [name]: [{ Name: `a ${name}`, Size__c: 3 }] });
      expect([name, response.status]).toEqual([name, 200]);
      const { url } = await response.json();
      const rows = await (await org.t.mock(`${url}${V}/query?q=${encodeURIComponent(`SELECT Name, Size__c FROM ${name}`)}`)).json();
      expect(rows.records.map((r: Json) => [r.Name, r.Size__c])).toEqual([[`a ${name}`, 3]]);
    }
  });

  test("__proto__ is refused as a collection name, and as a field of an object with no describe", async () => {
    const collection = await snapshot(JSON.parse('{"__proto__": [{"Name": "x"}]}'));
    expect(collection.status).toBe(400);
    const field = await snapshot(JSON.parse('{"Gadget__c": [{"Name": "x", "__proto__": {"polluted": true}}]}'));
    expect([field.status, (await field.json()).error]).toEqual([400, expect.stringContaining('seed.salesforce.Gadget__c[0]: "__proto__" is not a field name')]);
    expect(({} as Json).polluted).toBeUndefined();
  });

  test("a field named like a built-in reads as unset on rows that lack it", async () => {
    const { url } = await (await snapshot({ Thing__c: [{ Name: "has", constructor: "set" }, { Name: "lacks" }] })).json();
    const rows = await (await org.t.mock(`${url}${V}/query?q=${encodeURIComponent("SELECT Name, constructor FROM Thing__c ORDER BY Name")}`)).json();
    expect(rows.records.map((r: Json) => [r.Name, r.constructor])).toEqual([["has", "set"], ["lacks", null]]);
    const lacking = rows.records[1].attributes.url.split("/").pop();
    expect((await (await org.t.mock(`${url}${V}/sobjects/Thing__c/${lacking}`)).json()).constructor).toBeNull();
  });
});

describe("date literals with a huge n", () => {
  test("n past a Java int is 400 MALFORMED_QUERY; a large int reaches back to 1700", async () => {
    for (const literal of ["LAST_N_DAYS:99999999999", "NEXT_N_YEARS:99999999999", "N_WEEKS_AGO:2147483648"]) {
      const { status, body } = await org.query(`SELECT Id FROM Account WHERE CreatedDate = ${literal}`);
      expect([literal, status, body[0].errorCode, body[0].message]).toEqual([literal, 400, "MALFORMED_QUERY", expect.stringContaining(`unexpected token: '${literal}'`)]);
    }
    for (const literal of ["LAST_N_DAYS:2147483647", "LAST_N_YEARS:2147483647", "NEXT_N_QUARTERS:99999999"]) {
      const { status } = await org.query(`SELECT Id FROM Account WHERE CreatedDate = ${literal}`);
      expect([literal, status]).toEqual([literal, 200]);
    }
    expect((await org.query("SELECT Id FROM Account WHERE CreatedDate = LAST_N_DAYS:2147483647")).body.totalSize).toBe(1);
  });
});

describe("composite and batch items that are not subrequests", () => {
  test.each([[5], [null], [{}], [{ url: 5 }], [{ method: "GET", url: `${V}/limits` }], ["GET /limits"]])("composite item %p is a 400", async (item) => {
    const { status, body } = await org.send("/composite", { method: "POST", body: { compositeRequest: [item] } });
    expect([status, body]).toEqual([400, anError]);
  });

  test.each([[{}], [5], [null], [{ method: "GET" }], [{ method: 5, url: "v67.0/limits" }]])("batch item %p is a 400", async (item) => {
    const { status, body } = await org.send("/composite/batch", { method: "POST", body: { batchRequests: [item] } });
    expect([status, body]).toEqual([400, anError]);
  });

  test("bodies that are not objects are 400s", async () => {
    for (const path of ["/composite", "/composite/batch"]) {
      for (const body of ["[]", "5", "null", '"x"']) {
        const answer = await org.send(path, { method: "POST", body });
        expect([path, body, answer.status, answer.body]).toEqual([path, body, 400, anError]);
      }
    }
  });
});

describe("sObject Collections records that are not objects", () => {
  const before = () => org.count("Account");

  test.each([[null], [5], ["x"], [[]]])("records: [%p] is a 400 JSON_PARSER_ERROR for create, update and upsert, writing nothing", async (record) => {
    const count = await before();
    const valid = { attributes: { type: "Account" }, Name: "Valid" };
    for (const [method, path] of [["POST", "/composite/sobjects"], ["PATCH", "/composite/sobjects"], ["PATCH", "/composite/sobjects/Invoice__c/External_Id__c"]] as const) {
      const { status, body } = await org.send(path, { method, body: { records: [valid, record] } });
      expect([method, path, status, body]).toEqual([method, path, 400, [{ errorCode: "JSON_PARSER_ERROR", message: expect.stringMatching(/^Cannot deserialize instance of SObject from /) }]]);
    }
    expect(await before()).toBe(count);
  });
});

describe("upsert bodies that are not objects", () => {
  test.each([["[]"], ["123"], ["null"], ['"text"'], ["true"]])("PATCH %s to an upsert is 400 JSON_PARSER_ERROR, like create and update", async (body) => {
    for (const path of ["/sobjects/Invoice__c/External_Id__c/INV-1", "/sobjects/Invoice__c/External_Id__c/INV-NEW", "/sobjects/Account/Id/001000000000001AAA"]) {
      const { status, body: answer } = await org.send(path, { method: "PATCH", body });
      expect([path, status, answer]).toEqual([path, 400, [{ errorCode: "JSON_PARSER_ERROR", message: expect.stringMatching(/^Cannot deserialize instance of (Invoice__c|Account) from /) }]]);
    }
    const create = await org.send("/sobjects/Account", { method: "POST", body });
    expect(create.body[0].errorCode).toBe("JSON_PARSER_ERROR");
    expect(await org.count("Invoice__c")).toBe(1);
  });

  test("an empty upsert body is 400 JSON_PARSER_ERROR too", async () => {
    const { status, body } = await org.send("/sobjects/Invoice__c/External_Id__c/INV-EMPTY", { method: "PATCH" });
    expect([status, body]).toEqual([400, [{ errorCode: "JSON_PARSER_ERROR", message: "No content to map due to end-of-input at [line:1, column:0]" }]]);
  });
});

describe("JSON nested past 1,000 levels", () => {
  const deep = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
  const tooDeep = [{ errorCode: "JSON_PARSER_ERROR", message: expect.stringMatching(/^Document nesting depth \(1001\) exceeds the maximum allowed \(1000\)$/) }];

  test.each([
    ["POST", "/sobjects/Account", (d: string) => `{"Name":${d}}`],
    ["POST", "/composite/sobjects/Account", (d: string) => `{"ids":[${d}],"fields":["Name"]}`],
    ["PATCH", "/composite/sobjects", (d: string) => `{"records":[{"attributes":{"type":"Account"},"id":${d}}]}`],
    ["PATCH", "/composite/sobjects/Invoice__c/External_Id__c", (d: string) => `{"records":[{"attributes":{"type":"Invoice__c"},"External_Id__c":${d}}]}`],
    ["PATCH", "/sobjects/Invoice__c/External_Id__c/INV-1", (d: string) => `{"External_Id__c":${d}}`],
    ["POST", "/composite", (d: string) => `{"compositeRequest":[{"method":"POST","url":"${V}/sobjects/Account","referenceId":"a","body":${d}}]}`],
    ["POST", "/composite/batch", (d: string) => `{"batchRequests":[{"method":"POST","url":"v67.0/sobjects/Account","richInput":${d}}]}`],
    ["POST", "/composite/tree/Account", (d: string) => `{"records":[{"attributes":{"type":"Account","referenceId":"a"},"Name":${d}}]}`],
    ["POST", "/composite/graph", (d: string) => `{"graphs":[{"graphId":"g","compositeRequest":[{"method":"POST","url":"${V}/sobjects/Account","referenceId":"a","body":${d}}]}]}`],
    ["POST", "/graphql", (d: string) => `{"query":"{ uiapi { query { Account { totalCount } } } }","variables":{"x":${d}}}`],
    ["POST", "/jobs/ingest", (d: string) => `{"object":"Account","operation":"insert","externalIdFieldName":${d}}`],
    ["POST", "/jobs/query", (d: string) => `{"operation":"query","query":${d}}`],
  ])("%s %s is 400 JSON_PARSER_ERROR, not a stack overflow", async (method, path, body) => {
    const { status, body: answer } = await org.send(path, { method, body: body(deep(100_000)) });
    expect([status, answer]).toEqual([400, tooDeep]);
  });

  test("an MCP tool's arguments nested that deep are a tool error, never a 5xx, and write nothing", async () => {
    const before = await org.count("Account");
    const call = { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "salesforce_create_record", arguments: { sobject: "Account", fields: { Name: JSON.parse(deep(5_000)) } } } };
    const response = await org.t.mock(`${org.url}/mcp`, { method: "POST", body: JSON.stringify(call), headers: { "content-type": "application/json", accept: "application/json, text/event-stream" } });
    expect(response.status).toBeLessThan(500);
    const answer = await response.json();
    expect(answer.result?.isError ?? answer.error !== undefined).toBe(true);
    expect(JSON.stringify(answer)).not.toContain("stack");
    expect(await org.count("Account")).toBe(before);
  });

  test("1,000 levels are still read (and refused for what they are)", async () => {
    const { status, body } = await org.send("/sobjects/Account", { method: "POST", body: `{"Name":${deep(999)}}` });
    expect([status, body[0].errorCode, body[0].message]).toEqual([400, "JSON_PARSER_ERROR", "Cannot deserialize instance of string from START_ARRAY value"]);
  });

  test("seeds and config nested that deep are 400s naming the limit", async () => {
    const create = async (body: string) => {
      const response = await org.t.control("/providers/salesforce/create-snapshot", { method: "POST", body, headers: { "content-type": "application/json" } });
      return [response.status, (await response.json()).error];
    };
    const d = deep(100_000);
    expect(await create(`{"seed":{"Account":[{"Name":"x","Id":${d}}]}}`)).toEqual([400, expect.stringContaining("exceeds the maximum allowed (1000)")]);
    for (const config of [`{"Widget__c":{"fields":[{"name":"Name"}],"actionOverrides":${d}}}`, `{"Widget__c":{"fields":[{"name":"Name","type":${d}}]}}`])
      expect(await create(`{"config":${config}}`)).toEqual([400, expect.stringContaining("exceeds the maximum allowed (1000)")]);
    expect(await create('{"seed":{"Account":[{"Name":"x","Id":[1]}]}}')).toEqual([400, "seed.salesforce.Account[0]: Id of type array is not a 15- or 18-character Salesforce id"]);
  });
});
