import { expect, test } from "bun:test";
import { createRouteTable } from "./route-table.ts";

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
