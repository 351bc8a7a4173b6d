import { errors, jsonBody, pathParam, queryParam, ref, requestBody, sobject, version, type Paths } from "./parts.ts";

const saveResults = { "200": jsonBody({ type: "array", items: ref("SaveResult") }, "One result per record, in order"), ...errors };
const collection = requestBody({ type: "object", required: ["records"], properties: { allOrNone: { type: "boolean" }, records: { type: "array", maxItems: 200, items: ref("SObjectRecord") } } });

export const compositePaths: Paths = {
  "/services/data/{version}/composite": {
    post: {
      operationId: "composite", summary: "Up to 25 subrequests with @{referenceId.field} references", parameters: [version],
      requestBody: requestBody({ type: "object", required: ["compositeRequest"], properties: { allOrNone: { type: "boolean" }, compositeRequest: { type: "array", maxItems: 25, items: { type: "object" } } } }),
      responses: { "200": jsonBody({ type: "object", properties: { compositeResponse: { type: "array", items: { type: "object" } } } }, "Subresponses"), ...errors },
    },
  },
  "/services/data/{version}/composite/batch": {
    post: {
      operationId: "compositeBatch", summary: "Up to 25 independent subrequests", parameters: [version],
      requestBody: requestBody({ type: "object", required: ["batchRequests"], properties: { haltOnError: { type: "boolean" }, batchRequests: { type: "array", maxItems: 25, items: { type: "object" } } } }),
      responses: { "200": jsonBody({ type: "object", properties: { hasErrors: { type: "boolean" }, results: { type: "array", items: { type: "object" } } } }, "Results"), ...errors },
    },
  },
  "/services/data/{version}/composite/tree/{sobject}": {
    post: {
      operationId: "compositeTree", summary: "Create up to 200 records in parent-child trees (5 levels), all or nothing", parameters: [version, sobject],
      requestBody: requestBody({ type: "object", required: ["records"], properties: { records: { type: "array", items: ref("SObjectRecord") } } }),
      responses: { "201": jsonBody({ type: "object", properties: { hasErrors: { type: "boolean" }, results: { type: "array", items: { type: "object" } } } }, "{ hasErrors: false, results: [{ referenceId, id }] }"), ...errors },
    },
  },
  "/services/data/{version}/composite/graph": {
    post: {
      operationId: "compositeGraph", summary: "Up to 75 graphs of composite subrequests (500 nodes), each all or nothing", parameters: [version],
      requestBody: requestBody({ type: "object", required: ["graphs"], properties: { graphs: { type: "array", maxItems: 75, items: { type: "object" } } } }),
      responses: { "200": jsonBody({ type: "object", properties: { graphs: { type: "array", items: { type: "object" } } } }, "{ graphs: [{ graphId, graphResponse, isSuccessful }] }"), ...errors },
    },
  },
  "/services/data/{version}/composite/sobjects": {
    post: { operationId: "createCollection", summary: "Create up to 200 records", parameters: [version], requestBody: collection, responses: saveResults },
    patch: { operationId: "updateCollection", summary: "Update up to 200 records", parameters: [version], requestBody: collection, responses: saveResults },
    delete: { operationId: "deleteCollection", summary: "Delete up to 200 records", parameters: [version, queryParam("ids", "Comma-separated ids", true), queryParam("allOrNone", "true to roll back on any failure")], responses: saveResults },
  },
  "/services/data/{version}/composite/sobjects/{sobject}": {
    get: {
      operationId: "retrieveCollection", summary: "Retrieve records by id", parameters: [version, sobject, queryParam("ids", "Comma-separated ids", true), queryParam("fields", "Comma-separated fields", true)],
      responses: { "200": jsonBody({ type: "array", items: { nullable: true, allOf: [ref("SObjectRecord")] } }, "Records in order, null where missing"), ...errors },
    },
    post: {
      operationId: "retrieveCollectionPost", "x-understudy-operation": "retrieveCollection", summary: "Retrieve records by id, ids and fields in the body", parameters: [version, sobject],
      requestBody: requestBody({ type: "object", required: ["ids", "fields"], properties: { ids: { type: "array", items: { type: "string" } }, fields: { type: "array", items: { type: "string" } } } }),
      responses: { "200": jsonBody({ type: "array", items: { nullable: true, allOf: [ref("SObjectRecord")] } }, "Records in order, null where missing"), ...errors },
    },
  },
  "/services/data/{version}/composite/sobjects/{sobject}/{field}": {
    patch: { operationId: "upsertCollection", summary: "Upsert up to 200 records by an external id", parameters: [version, sobject, pathParam("field", "External id field")], requestBody: collection, responses: saveResults },
  },
};
