import { describe, expect, test } from "bun:test";
import { type Json, sfError, useOrg } from "./org.fixture.ts";

// POST /composite/graph: independent graphs of composite subrequests, each all or nothing.
const org = useOrg();

const node = (referenceId: string, method: string, path: string, body?: object) => ({ referenceId, method, url: `/services/data/v67.0${path}`, body });
const graph = (graphId: string, ...compositeRequest: object[]) => ({ graphId, compositeRequest });
const send = (graphs: unknown) => org.send("/composite/graph", { method: "POST", body: { graphs } });
const accountsNamed = async (name: string) => (await org.query(`SELECT Id FROM Account WHERE Name = '${name}'`)).body.totalSize;

describe("composite graph", () => {
  test("each graph commits or rolls back on its own; references work inside a graph", async () => {
    const { status, body } = await send([
      graph("ok", node("acct", "POST", "/sobjects/Account", { Name: "Graph OK" }), node("ct", "POST", "/sobjects/Contact", { LastName: "G", AccountId: "@{acct.id}" })),
      graph("bad", node("acct", "POST", "/sobjects/Account", { Name: "Graph Bad" }), node("ct", "POST", "/sobjects/Contact", { AccountId: "@{acct.id}" })),
    ]);
    expect(status).toBe(200);
    const [ok, bad] = body.graphs;
    expect(ok).toMatchObject({ graphId: "ok", isSuccessful: true });
    expect(ok.graphResponse.compositeResponse.map((r: Json) => [r.referenceId, r.httpStatusCode])).toEqual([["acct", 201], ["ct", 201]]);
    expect(bad).toMatchObject({ graphId: "bad", isSuccessful: false });
    expect(bad.graphResponse.compositeResponse).toEqual([
      { body: [{ errorCode: "PROCESSING_HALTED", message: "The transaction was rolled back since another operation in the same transaction failed." }], httpHeaders: {}, httpStatusCode: 400, referenceId: "acct" },
      { body: sfError("REQUIRED_FIELD_MISSING", "Required fields are missing: [LastName]", ["LastName"]), httpHeaders: {}, httpStatusCode: 400, referenceId: "ct" },
    ]);
    expect(await accountsNamed("Graph OK")).toBe(1);
    expect(await accountsNamed("Graph Bad")).toBe(0);
  });

  test("a graph takes more than composite's 25 subrequests", async () => {
    const nodes = Array.from({ length: 30 }, (_, i) => node(`a${i}`, "POST", "/sobjects/Account", { Name: "Graph Many" }));
    const { body } = await send([graph("many", ...nodes)]);
    expect(body.graphs[0].isSuccessful).toBe(true);
    expect(await accountsNamed("Graph Many")).toBe(30);
  });

  test("malformed graphs refuse the whole request before any runs", async () => {
    const good = graph("g", node("a", "POST", "/sobjects/Account", { Name: "Graph Never" }));
    const cases: Array<[unknown, string]> = [
      [undefined, "JSON_PARSER_ERROR"],
      [[], "JSON_PARSER_ERROR"],
      [[good, { compositeRequest: [] }], "JSON_PARSER_ERROR"],
      [[good, graph("empty")], "JSON_PARSER_ERROR"],
      [[good, good], "INVALID_INPUT"],
      [[good, graph("dupref", node("x", "GET", "/limits"), node("x", "GET", "/limits"))], "INVALID_INPUT"],
      [[good, graph("nomethod", { url: "/services/data/v67.0/limits", referenceId: "x" })], "JSON_PARSER_ERROR"],
      [[good, graph("nested", node("x", "POST", "/composite", { compositeRequest: [] }))], "INVALID_FIELD"],
      [[good, graph("tree", node("x", "POST", "/composite/tree/Account", { records: [] }))], "INVALID_FIELD"],
    ];
    for (const [graphs, code] of cases) {
      const answer = await org.send("/composite/graph", { method: "POST", body: graphs === undefined ? {} : { graphs } });
      expect([answer.status, answer.body[0]?.errorCode]).toEqual([400, code]);
    }
    expect(await accountsNamed("Graph Never")).toBe(0);
  });

  test("limits: 75 graphs, 500 nodes", async () => {
    const tiny = (i: number) => graph(`g${i}`, node("a", "GET", "/limits"));
    expect(await send(Array.from({ length: 76 }, (_, i) => tiny(i)))).toMatchObject({ status: 400, body: sfError("LIMIT_EXCEEDED", /75 graphs/) });
    const big = (id: string) => graph(id, ...Array.from({ length: 251 }, (_, i) => node(`n${i}`, "GET", "/limits")));
    expect(await send([big("one"), big("two")])).toMatchObject({ status: 400, body: sfError("LIMIT_EXCEEDED", /500 nodes/) });
  });

  test("after 14 failed graphs the rest are not processed", async () => {
    const failing = (i: number) => graph(`f${i}`, node("a", "POST", "/sobjects/Account", {}));
    const later = graph("later", node("a", "POST", "/sobjects/Account", { Name: "Graph Later" }));
    const { body } = await send([...Array.from({ length: 15 }, (_, i) => failing(i)), later]);
    expect(body.graphs.map((g: Json) => g.isSuccessful)).toEqual(Array(16).fill(false));
    expect(body.graphs[15].graphResponse.compositeResponse[0].body[0].errorCode).toBe("PROCESSING_HALTED");
    expect(await accountsNamed("Graph Later")).toBe(0);
  });
});
