import { errors, id, jsonBody, pathParam, queryParam, ref, requestBody, sobject, version, type Paths } from "./parts.ts";

export const recordPaths: Paths = {
  "/services/data": { get: { operationId: "listApiVersions", summary: "List API versions", security: [], responses: { "200": jsonBody({ type: "array", items: ref("Version") }, "Versions") } } },
  "/services/data/{version}": { get: { operationId: "listResources", summary: "Resources at a version", parameters: [version], responses: { "200": jsonBody({ type: "object", additionalProperties: { type: "string" } }, "Resource URLs"), ...errors } } },
  "/services/data/{version}/limits": { get: { operationId: "limits", summary: "Org limits", parameters: [version], responses: { "200": jsonBody({ type: "object" }, "Limits"), ...errors } } },
  "/services/data/{version}/sobjects": { get: { operationId: "describeGlobal", summary: "describeGlobal", parameters: [version], responses: { "200": jsonBody(ref("DescribeGlobal"), "Global describe"), ...errors } } },
  "/services/data/{version}/sobjects/{sobject}": {
    get: { operationId: "sobjectInfo", summary: "Basic sObject information", parameters: [version, sobject], responses: { "200": jsonBody({ type: "object" }, "Object and recent items"), ...errors } },
    post: { operationId: "createRecord", summary: "Create a record", parameters: [version, sobject], requestBody: requestBody(ref("SObjectRecord")), responses: { "201": jsonBody(ref("SaveResult"), "Created"), ...errors } },
  },
  "/services/data/{version}/sobjects/{sobject}/describe": {
    get: { operationId: "describeSObject", summary: "Describe an sObject", parameters: [version, sobject], responses: { "200": jsonBody(ref("SObjectDescribe"), "Describe"), ...errors } },
  },
  "/services/data/{version}/sobjects/{sobject}/{id}": {
    get: {
      operationId: "getRecord", summary: "Retrieve a record", parameters: [version, sobject, id, queryParam("fields", "Comma-separated field names")],
      responses: { "200": jsonBody(ref("SObjectRecord"), "The record"), ...errors },
    },
    patch: { operationId: "updateRecord", summary: "Update a record", parameters: [version, sobject, id], requestBody: requestBody(ref("SObjectRecord")), responses: { "204": { description: "Updated" }, ...errors } },
    delete: { operationId: "deleteRecord", summary: "Delete a record (soft delete)", parameters: [version, sobject, id], responses: { "204": { description: "Deleted" }, ...errors } },
  },
  "/services/data/{version}/sobjects/{sobject}/{field}/{value}": {
    get: {
      operationId: "getByExternalId", summary: "Retrieve by external id", parameters: [version, sobject, pathParam("field", "External id field (or Id)"), pathParam("value", "Its value")],
      responses: { "200": jsonBody(ref("SObjectRecord"), "The record"), "300": jsonBody({ type: "array", items: { type: "string" } }, "Several records match"), ...errors },
    },
    patch: {
      operationId: "upsertByExternalId", summary: "Upsert by external id", parameters: [version, sobject, pathParam("field", "External id field (or Id)"), pathParam("value", "Its value")],
      requestBody: requestBody(ref("SObjectRecord")),
      responses: { "200": jsonBody(ref("SaveResult"), "Updated"), "201": jsonBody(ref("SaveResult"), "Created"), "300": jsonBody({ type: "array", items: { type: "string" } }, "Several records match"), ...errors },
    },
  },
};
