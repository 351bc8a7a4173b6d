import { errors, jsonBody, pathParam, queryParam, ref, version, type Paths } from "./parts.ts";

// `q` or, for a query plan, `explain` (SOQL or a list view id); `columns=true` answers column metadata instead of rows.
const q = queryParam("q", "SOQL, URL-encoded (absent when `explain` is given)", false);
const explain = queryParam("explain", "SOQL or a list view id: answers the query plan (jsforce explain())", false);
const columns = queryParam("columns", "true: the columns the query would return (the Salesforce CLI sends it), not rows", false);
const locator = pathParam("locator", "Cursor locator from nextRecordsUrl, e.g. 01gXXXXXXXXXXXXXXX-2000");
const result = { "200": jsonBody(ref("QueryResult"), "Matching records"), ...errors };

export const queryPaths: Paths = {
  "/services/data/{version}/query": { get: { operationId: "query", summary: "Run a SOQL query (batches of up to 2,000; Sforce-Query-Options: batchSize=N)", parameters: [version, q, explain, columns], responses: result } },
  "/services/data/{version}/queryAll": { get: { operationId: "queryAll", summary: "Run a SOQL query including deleted records", parameters: [version, q, explain, columns], responses: result } },
  "/services/data/{version}/query/{locator}": { get: { operationId: "queryMore", summary: "Next batch of a query", parameters: [version, locator], responses: result } },
  "/services/data/{version}/queryAll/{locator}": { get: { operationId: "queryAllMore", "x-understudy-operation": "queryMore", summary: "Next batch of a queryAll", parameters: [version, locator], responses: result } },
};
