import { expect, test } from "bun:test";
import SwaggerParser from "@apidevtools/swagger-parser";
import { createRouteTable, declaredOperationIds } from "./route-table.ts";
import salesforce from "../../providers/salesforce/pack.ts";

const table = createRouteTable({
  paths: {
    "/s/{version}/sobjects/{sobject}/{id}": { get: { operationId: "getRecord" }, patch: { operationId: "updateRecord" } },
    "/s/{version}/sobjects/{sobject}/describe": { get: { operationId: "describe" } },
    "/s/{version}/sobjects/{sobject}": { post: { operationId: "create" } },
    "/s": { get: { operationId: "versions" } },
  },
});

test("literal segments win over parameters, wherever the route was declared", () => {
  expect(table.match("GET", "/s/v1/sobjects/Account/describe")).toMatchObject({ kind: "found", operationId: "describe" });
  expect(table.match("GET", "/s/v1/sobjects/Account/001")).toEqual({
    kind: "found", operationId: "getRecord", params: { version: "v1", sobject: "Account", id: "001" }, template: "/s/{version}/sobjects/{sobject}/{id}",
  });
});

test("trailing slashes and encoded parameters are handled; other methods are listed", () => {
  expect(table.match("GET", "/s/")).toMatchObject({ kind: "found", operationId: "versions" });
  expect(table.match("PATCH", "/s/v1/sobjects/A%20B/1")).toMatchObject({ params: { sobject: "A B" } });
  expect(table.match("PUT", "/s/v1/sobjects/Account/001")).toEqual({ kind: "method-not-allowed", allowed: ["GET", "PATCH"] });
  expect(table.match("GET", "/s/v1/nothing")).toEqual({ kind: "not-found" });
  expect(table.match("GET", "/s/v1/sobjects/%E0%A4%A/1")).toEqual({ kind: "not-found" });
});

test("one handler serves several methods and paths through x-understudy-operation; operationIds stay unique", () => {
  const shared = createRouteTable({
    paths: {
      "/api/chat.postMessage": {
        get: { operationId: "chatPostMessageGet", "x-understudy-operation": "chatPostMessage" },
        post: { operationId: "chatPostMessage" },
      },
      "/api/chat.postMessage.v2": { post: { operationId: "chatPostMessageV2", "x-understudy-operation": "chatPostMessage" } },
    },
  });
  expect(shared.match("GET", "/api/chat.postMessage")).toMatchObject({ kind: "found", operationId: "chatPostMessage" });
  expect(shared.match("POST", "/api/chat.postMessage")).toMatchObject({ kind: "found", operationId: "chatPostMessage" });
  expect(shared.match("POST", "/api/chat.postMessage.v2")).toMatchObject({ kind: "found", operationId: "chatPostMessage" });
  expect(declaredOperationIds({ paths: { "/a": { get: { operationId: "a" }, post: { operationId: "b", "x-understudy-operation": "a" } } } })).toEqual(["a"]);
});

test("a document repeating an operationId is refused (OpenAPI requires unique ones), naming both places", () => {
  expect(() => createRouteTable({ paths: { "/a": { get: { operationId: "a" }, post: { operationId: "a" } } } })).toThrow(
    "operationId a is declared twice (GET /a and POST /a)",
  );
});

test("Salesforce shares queryMore and retrieveCollection instead of aliasing handlers, and its document stays valid", async () => {
  const routes = createRouteTable(salesforce.openapi);
  expect(routes.match("GET", "/services/data/v60.0/queryAll/01g-2000")).toMatchObject({ kind: "found", operationId: "queryMore" });
  expect(routes.match("POST", "/services/data/v60.0/composite/sobjects/Account")).toMatchObject({ kind: "found", operationId: "retrieveCollection" });
  expect(Object.keys(salesforce.operations)).not.toContain("queryAllMore");
  expect(Object.keys(salesforce.operations)).not.toContain("retrieveCollectionPost");
  expect(Object.keys(salesforce.operations).sort()).toEqual(declaredOperationIds(salesforce.openapi).sort());
  await SwaggerParser.validate(structuredClone(salesforce.openapi) as never);
});

test("a path alias routes as its target, whole segments only; a malformed alias refuses the document", () => {
  const versions = createRouteTable({
    paths: { "/rest/api/2/issue/{key}": { get: { operationId: "getIssue" } }, "/rest/api/3/issue/{key}": { get: { operationId: "getIssue3" } } },
    "x-understudy-path-aliases": { "/rest/api/latest": "/rest/api/2" },
  });
  expect(versions.match("GET", "/rest/api/latest/issue/OPS-1")).toEqual({ kind: "found", operationId: "getIssue", params: { key: "OPS-1" }, template: "/rest/api/2/issue/{key}" });
  expect(versions.match("PUT", "/rest/api/latest/issue/OPS-1")).toEqual({ kind: "method-not-allowed", allowed: ["GET"] });
  expect(versions.match("GET", "/rest/api/latestx/issue/OPS-1")).toEqual({ kind: "not-found" });
  expect(versions.match("GET", "/rest/api/3/issue/OPS-1")).toMatchObject({ operationId: "getIssue3" });

  const paths = { "/a/b": { get: { operationId: "b" } } };
  expect(() => createRouteTable({ paths, "x-understudy-path-aliases": { "/a/{x}": "/a" } })).toThrow("must map a literal path prefix");
  expect(() => createRouteTable({ paths, "x-understudy-path-aliases": { "/a": "/a/b" } })).toThrow('"/a" is itself a declared path prefix');
  expect(() => createRouteTable({ paths, "x-understudy-path-aliases": { "/z": "/y" } })).toThrow('no declared path starts with "/y"');
});
