// The pack's own OpenAPI document: exactly what this mock implements. The core routes from `paths`.
import type { OpenApi30Document } from "../../../core/pack/index.ts";
import { ref, jsonBody } from "./parts.ts";
import { recordPaths } from "./paths-records.ts";
import { queryPaths } from "./paths-query.ts";
import { compositePaths } from "./paths-composite.ts";
import { authPaths } from "./paths-auth.ts";
import { metadataPaths } from "./paths-metadata.ts";
import { searchPaths } from "./paths-search.ts";
import { bulkPaths } from "./paths-bulk.ts";
import { soapPaths } from "./paths-soap.ts";
import { toolingPaths } from "./paths-tooling.ts";

export const openapi: OpenApi30Document = {
  openapi: "3.0.3",
  info: {
    title: "Salesforce-compatible CRM (Understudy)",
    version: "67.0",
    description: "REST API subset of Salesforce. Any access token is accepted (send it as `Authorization: Bearer <token>`) except a revoked one or one of another org; tokens from the token endpoint name the world and their user. What is not here answers 404 NOT_FOUND; see docs/salesforce.md.",
  },
  paths: { ...recordPaths, ...queryPaths, ...compositePaths, ...authPaths, ...metadataPaths, ...searchPaths, ...bulkPaths, ...toolingPaths, ...soapPaths },
  // The core checks path parameters (an unserved version is NOT_FOUND); handlers answer bad query strings
  // and bodies in Salesforce's own words (MALFORMED_QUERY, JSON_PARSER_ERROR, per-record errors in collections).
  "x-understudy-validate": ["path"],
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
        properties: {
          id: { type: "string", nullable: true }, success: { type: "boolean" }, created: { type: "boolean" },
          // Single-record calls use errorCode; collections use statusCode, as Salesforce does.
          errors: { type: "array", items: { type: "object", properties: { errorCode: { type: "string" }, statusCode: { type: "string" }, message: { type: "string" }, fields: { type: "array", items: { type: "string" } } } } },
        },
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
