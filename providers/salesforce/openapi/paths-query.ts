import { errors, jsonBody, pathParam, queryParam, ref, version, type Paths } from "./parts.ts";

const q = queryParam("q", "SOQL, URL-encoded", true);
const locator = pathParam("locator", "Cursor locator from nextRecordsUrl, e.g. 01gXXXXXXXXXXXXXXX-2000");
const result = { "200": jsonBody(ref("QueryResult"), "Matching records"), ...errors };

export const queryPaths: Paths = {
  "/services/data/{version}/query": { get: { operationId: "query", summary: "Run a SOQL query (batches of up to 2,000; Sforce-Query-Options: batchSize=N)", parameters: [version, q], responses: result } },
  "/services/data/{version}/queryAll": { get: { operationId: "queryAll", summary: "Run a SOQL query including deleted records", parameters: [version, q], responses: result } },
  "/services/data/{version}/query/{locator}": { get: { operationId: "queryMore", summary: "Next batch of a query", parameters: [version, locator], responses: result } },
  "/services/data/{version}/queryAll/{locator}": { get: { operationId: "queryAllMore", "x-understudy-operation": "queryMore", summary: "Next batch of a queryAll", parameters: [version, locator], responses: result } },
};
