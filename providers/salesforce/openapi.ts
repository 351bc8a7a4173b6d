// The pack's own OpenAPI document: exactly what this mock implements. The core routes from `paths`.
const version = { name: "version", in: "path", required: true, description: "API version, e.g. v67.0", schema: { type: "string", pattern: "^v\\d{2}\\.0$" } };
const sobject = { name: "sobject", in: "path", required: true, description: "sObject API name, e.g. Account", schema: { type: "string" } };
const id = { name: "id", in: "path", required: true, description: "15- or 18-character record id", schema: { type: "string" } };
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonBody = (schema: object, description: string) => ({ description, content: { "application/json": { schema } } });
const errors = { "400": { $ref: "#/components/responses/Error" }, "401": { $ref: "#/components/responses/Error" }, "404": { $ref: "#/components/responses/Error" } };

export const openapi = {
  openapi: "3.0.3",
  info: {
    title: "Salesforce-compatible CRM (Understudy)",
    version: "67.0",
    description: "REST API subset of Salesforce. Any access token is accepted; send it as `Authorization: Bearer <token>`.",
  },
  paths: {
    "/services/data": { get: { operationId: "listApiVersions", summary: "List API versions", security: [], responses: { "200": jsonBody({ type: "array", items: ref("Version") }, "Versions") } } },
    "/services/data/{version}": { get: { operationId: "listResources", summary: "Resources at a version", parameters: [version], responses: { "200": jsonBody({ type: "object", additionalProperties: { type: "string" } }, "Resource URLs"), ...errors } } },
    "/services/data/{version}/sobjects": { get: { operationId: "describeGlobal", summary: "describeGlobal", parameters: [version], responses: { "200": jsonBody(ref("DescribeGlobal"), "Global describe"), ...errors } } },
    "/services/data/{version}/sobjects/{sobject}": {
      get: { operationId: "sobjectInfo", summary: "Basic sObject information", parameters: [version, sobject], responses: { "200": jsonBody({ type: "object" }, "Object and recent items"), ...errors } },
      post: {
        operationId: "createRecord", summary: "Create a record", parameters: [version, sobject],
        requestBody: { required: true, content: { "application/json": { schema: ref("SObjectRecord") } } },
        responses: { "201": jsonBody(ref("SaveResult"), "Created"), ...errors },
      },
    },
    "/services/data/{version}/sobjects/{sobject}/describe": {
      get: { operationId: "describeSObject", summary: "Describe an sObject", parameters: [version, sobject], responses: { "200": jsonBody(ref("SObjectDescribe"), "Describe"), ...errors } },
    },
    "/services/data/{version}/sobjects/{sobject}/{id}": {
      get: {
        operationId: "getRecord", summary: "Retrieve a record",
        parameters: [version, sobject, id, { name: "fields", in: "query", required: false, description: "Comma-separated field names", schema: { type: "string" } }],
        responses: { "200": jsonBody(ref("SObjectRecord"), "The record"), ...errors },
      },
      patch: {
        operationId: "updateRecord", summary: "Update a record", parameters: [version, sobject, id],
        requestBody: { required: true, content: { "application/json": { schema: ref("SObjectRecord") } } },
        responses: { "204": { description: "Updated" }, ...errors },
      },
      delete: { operationId: "deleteRecord", summary: "Delete a record (soft delete)", parameters: [version, sobject, id], responses: { "204": { description: "Deleted" }, ...errors } },
    },
    "/services/data/{version}/query": {
      get: {
        operationId: "query", summary: "Run a SOQL query",
        parameters: [version, { name: "q", in: "query", required: true, description: "SOQL, URL-encoded", schema: { type: "string" } }],
        responses: { "200": jsonBody(ref("QueryResult"), "Matching records"), ...errors },
      },
    },
  },
  components: {
    securitySchemes: { session: { type: "http", scheme: "bearer", description: "Any non-empty token" } },
    responses: { Error: jsonBody({ type: "array", items: ref("Error") }, "Salesforce error list") },
    schemas: {
      Version: { type: "object", required: ["label", "url", "version"], properties: { label: { type: "string" }, url: { type: "string" }, version: { type: "string" } } },
      Error: {
        type: "object", required: ["message", "errorCode"],
        properties: { message: { type: "string" }, errorCode: { type: "string" }, fields: { type: "array", items: { type: "string" } } },
      },
      SaveResult: {
        type: "object", required: ["id", "success", "errors"],
        properties: { id: { type: "string" }, success: { type: "boolean" }, errors: { type: "array", items: ref("Error") } },
      },
      Attributes: { type: "object", required: ["type"], properties: { type: { type: "string" }, url: { type: "string" } } },
      SObjectRecord: { type: "object", properties: { attributes: ref("Attributes") }, additionalProperties: true },
      QueryResult: {
        type: "object", required: ["totalSize", "done", "records"],
        properties: { totalSize: { type: "integer" }, done: { type: "boolean" }, nextRecordsUrl: { type: "string" }, records: { type: "array", items: ref("SObjectRecord") } },
      },
      DescribeGlobal: {
        type: "object", required: ["encoding", "maxBatchSize", "sobjects"],
        properties: { encoding: { type: "string" }, maxBatchSize: { type: "integer" }, sobjects: { type: "array", items: { type: "object" } } },
      },
      SObjectDescribe: {
        type: "object", required: ["name", "label", "keyPrefix", "fields"],
        properties: { name: { type: "string" }, label: { type: "string" }, keyPrefix: { type: "string", nullable: true }, fields: { type: "array", items: { type: "object" } } },
      },
    },
  },
  security: [{ session: [] }],
};
