import { describe, expect, test } from "bun:test";
import { type Json, sfError, useOrg } from "./org.fixture.ts";

// Composite and batch never run a composite, batch, tree or graph request inside themselves: such a
// request is refused whole before anything runs, however deep a client nests it.
const org = useOrg({ Account: [{ Id: "001000000000001AAA", Name: "Acme" }] });
const V = "/services/data/v67.0";
const create = (referenceId: string) => ({ method: "POST", url: `${V}/sobjects/Account`, referenceId, body: { Name: referenceId } });
const query = (referenceId: string) => ({ method: "GET", url: `${V}/query?q=${encodeURIComponent("SELECT Id FROM Account")}`, referenceId });

/** A composite request wrapping another `depth` levels deep around one create. */
function nested(depth: number): Json {
  let body: Json = { compositeRequest: [create("innermost")] };
  for (let i = 0; i < depth; i++) body = { compositeRequest: [{ method: "POST", url: `${V}/composite`, referenceId: `level${i}`, body }] };
  return body;
}

describe("composite inside composite", () => {
  test("a composite subrequest is refused up front: 400 INVALID_FIELD, nothing runs", async () => {
    const before = await org.count("Account");
    for (const resource of ["composite", "composite/batch", "composite/tree/Account", "composite/graph", "composite/"]) {
      const body = { compositeRequest: [create("first"), { method: "POST", url: `${V}/${resource}`, referenceId: "inner", body: {} }] };
      const { status, body: answer } = await org.send("/composite", { method: "POST", body });
      expect([resource, status, answer]).toEqual([resource, 400, sfError("INVALID_FIELD", /can't contain composite, batch, tree or graph requests/)]);
    }
    expect(await org.count("Account")).toBe(before);
  });

  test("spellings the dispatcher normalises are caught too", async () => {
    for (const url of [`${V}/sobjects/../composite`, `${V}/sobjects/%2e%2e/composite/batch`, `${V}\\composite`, `/services//data/v67.0/composite`]) {
      const { status, body } = await org.send("/composite", { method: "POST", body: { compositeRequest: [{ method: "POST", url, referenceId: "x", body: {} }] } });
      expect([url, status, body[0]?.errorCode]).toEqual([url, 400, "INVALID_FIELD"]);
    }
  });

  test("nested 100 deep: refused at the first level, quickly", async () => {
    const started = performance.now();
    const { status, body } = await org.send("/composite", { method: "POST", body: nested(100) });
    expect([status, body]).toEqual([400, sfError("INVALID_FIELD", /can't contain composite/)]);
    expect(performance.now() - started).toBeLessThan(250);
  });

  test("nested 3,000 deep: a quick 400 (past the parser's 1,000 levels), no stack overflow, no quadratic work", async () => {
    const started = performance.now();
    const { status, body } = await org.send("/composite", { method: "POST", body: nested(3000) });
    expect([status, body]).toEqual([400, sfError("JSON_PARSER_ERROR", /^Document nesting depth \(1001\) exceeds the maximum allowed \(1000\)$/)]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test("sObject Collections are allowed inside composite", async () => {
    const records = [{ attributes: { type: "Account" }, Name: "From a collection" }];
    const { status, body } = await org.send("/composite", { method: "POST", body: { compositeRequest: [{ method: "POST", url: `${V}/composite/sobjects`, referenceId: "many", body: { records } }] } });
    expect(status).toBe(200);
    expect(body.compositeResponse[0]).toMatchObject({ httpStatusCode: 200, body: [{ success: true }] });
  });

  test("at most 5 query or sObject Collections subrequests: a sixth is 400 LIMIT_EXCEEDED", async () => {
    const five = Array.from({ length: 5 }, (_, i) => query(`q${i}`));
    expect((await org.send("/composite", { method: "POST", body: { compositeRequest: [...five, create("ok")] } })).status).toBe(200);
    const collection = { method: "DELETE", url: `${V}/composite/sobjects?ids=001000000000009AAA`, referenceId: "c" };
    for (const sixth of [query("q5"), { ...query("all"), url: `${V}/queryAll?q=SELECT+Id+FROM+Account` }, collection]) {
      const { status, body } = await org.send("/composite", { method: "POST", body: { compositeRequest: [...five, sixth] } });
      expect([status, body]).toEqual([400, sfError("LIMIT_EXCEEDED", /5 query or sObject Collections/)]);
    }
  });

  test("a subrequest method or headers that cannot be sent refuse the whole request (no 500)", async () => {
    const bad = [
      { ...create("m"), method: "FETCH" },
      { ...create("m"), method: "GET POST" },
      { ...create("h"), httpHeaders: { "bad header": "x" } },
      { ...create("h"), httpHeaders: { "X-Fine": "line\nbreak" } },
      { ...create("h"), httpHeaders: { "X-Fine": 5 } },
      { ...create("h"), httpHeaders: ["x"] },
    ];
    for (const sub of bad) {
      const { status, body } = await org.send("/composite", { method: "POST", body: { compositeRequest: [sub] } });
      expect([status, body[0]?.errorCode]).toEqual([400, "JSON_PARSER_ERROR"]);
    }
    const fine = { ...create("headers"), method: "post", httpHeaders: { "Sforce-Auto-Assign": "FALSE" } };
    const { status, body } = await org.send("/composite", { method: "POST", body: { compositeRequest: [fine] } });
    expect([status, body.compositeResponse[0].httpStatusCode]).toEqual([200, 201]);
  });
});

describe("composite inside batch", () => {
  test("a batch subrequest naming any composite resource is refused whole", async () => {
    const rename = { method: "PATCH", url: "v67.0/sobjects/Account/001000000000001AAA", richInput: { Name: "Renamed" } };
    for (const url of ["v67.0/composite", "v67.0/composite/batch", "/services/data/v67.0/composite/sobjects", "v67.0/sobjects/../composite/tree/Account"]) {
      const { status, body } = await org.send("/composite/batch", { method: "POST", body: { batchRequests: [rename, { method: "POST", url, richInput: {} }] } });
      expect([url, status, body]).toEqual([url, 400, sfError("INVALID_FIELD", /can't contain composite/)]);
    }
    expect((await org.send("/sobjects/Account/001000000000001AAA?fields=Name")).body.Name).toBe("Acme");
  });

  test("a batch nested 3,000 deep answers a quick 400", async () => {
    let body: Json = { batchRequests: [{ method: "GET", url: "v67.0/limits" }] };
    for (let i = 0; i < 3000; i++) body = { batchRequests: [{ method: "POST", url: "v67.0/composite/batch", richInput: body }] };
    const started = performance.now();
    const { status } = await org.send("/composite/batch", { method: "POST", body });
    expect(status).toBe(400);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("references", () => {
  test("an unclosed @{ref. in a long body costs one pass, not one per occurrence", async () => {
    const text = "@{first.".repeat(100_000);
    const started = performance.now();
    const { status, body } = await org.send("/composite", {
      method: "POST",
      body: { compositeRequest: [{ method: "GET", url: `${V}/limits`, referenceId: "first" }, { ...create("second"), body: { Name: "x", Description: text } }] },
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(status).toBe(200);
    expect(body.compositeResponse[1].httpStatusCode).toBe(400); // the Description is too long for its field
  });

  test("a reference reads only the subresponse's own fields, never an object's built-ins", async () => {
    const { body } = await org.send("/composite", {
      method: "POST",
      body: { compositeRequest: [create("made"), { ...create("copy"), body: { Name: "@{made.constructor}" } }] },
    });
    expect(body.compositeResponse[1]).toMatchObject({ httpStatusCode: 400, body: [{ errorCode: "PROCESSING_HALTED" }] });
  });
});
