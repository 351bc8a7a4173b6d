// Bulk API 2.0: ingest jobs (CSV in, results out) and query jobs (SOQL in, CSV pages out).
import type { OpenAPIV3 } from "../../../core/pack/index.ts";
import { errors, jsonBody, pathParam, queryParam, requestBody, version, type Paths } from "./parts.ts";

const jobId = pathParam("jobId", "Job id (750...)");
const delimiters = ["COMMA", "TAB", "PIPE", "SEMICOLON", "CARET", "BACKQUOTE"];
const dialect: Record<string, OpenAPIV3.SchemaObject> = {
  contentType: { type: "string", enum: ["CSV"] },
  columnDelimiter: { type: "string", enum: delimiters },
  lineEnding: { type: "string", enum: ["LF", "CRLF"] },
};
const jobInfo = { "200": jsonBody({ type: "object", required: ["id", "state"], properties: { id: { type: "string" }, state: { type: "string" } }, additionalProperties: true }, "Job info"), ...errors };
const jobList = { "200": jsonBody({ type: "object", required: ["done", "records"], properties: { done: { type: "boolean" }, records: { type: "array", items: { type: "object" } }, nextRecordsUrl: { type: "string", nullable: true } } }, "Jobs"), ...errors };
const csv = (description: string): OpenAPIV3.ResponsesObject => ({ "200": { description, content: { "text/csv": { schema: { type: "string" } } } }, ...errors });
const stateChange = (states: string[]) => requestBody({ type: "object", required: ["state"], properties: { state: { type: "string", enum: states } } });
const deleted = { "204": { description: "Deleted" }, ...errors };
const listParams = [version, queryParam("jobType", "V2Ingest or V2Query (others list nothing)"), queryParam("isPkChunkingEnabled", "true lists nothing (Bulk API 1.0 only)"), queryParam("queryLocator", "From nextRecordsUrl")];

export const bulkPaths: Paths = {
  "/services/data/{version}/jobs/ingest": {
    post: {
      operationId: "bulkCreateIngestJob", summary: "Create an ingest job (insert, update, upsert, delete, hardDelete)", parameters: [version],
      requestBody: requestBody({
        type: "object", required: ["object", "operation"],
        properties: { object: { type: "string" }, operation: { type: "string", enum: ["insert", "update", "upsert", "delete", "hardDelete"] }, externalIdFieldName: { type: "string" }, assignmentRuleId: { type: "string" }, ...dialect },
      }),
      responses: jobInfo,
    },
    get: { operationId: "bulkListIngestJobs", summary: "List ingest jobs", parameters: listParams, responses: jobList },
  },
  "/services/data/{version}/jobs/ingest/{jobId}": {
    get: { operationId: "bulkGetIngestJob", summary: "Ingest job info", parameters: [version, jobId], responses: jobInfo },
    patch: { operationId: "bulkUpdateIngestJob", summary: "Close (UploadComplete: the job is processed) or abort a job", parameters: [version, jobId], requestBody: stateChange(["UploadComplete", "Aborted"]), responses: jobInfo },
    delete: { operationId: "bulkDeleteIngestJob", summary: "Delete a job that is not Open", parameters: [version, jobId], responses: deleted },
  },
  "/services/data/{version}/jobs/ingest/{jobId}/batches": {
    put: {
      operationId: "bulkUploadJobData", summary: "Upload the job's CSV (once, while Open)", parameters: [version, jobId],
      // Declared as any type so the core hands the bytes over as sent (text/csv is not JSON).
      requestBody: { required: true, description: "CSV, sent as text/csv, in the job's columnDelimiter and lineEnding", content: { "*/*": { schema: { type: "string", format: "binary" } } } },
      responses: { "201": { description: "Uploaded" }, ...errors },
    },
  },
  "/services/data/{version}/jobs/ingest/{jobId}/successfulResults": {
    get: { operationId: "bulkIngestSuccessfulResults", summary: "sf__Id, sf__Created and the row as uploaded, per written row", parameters: [version, jobId], responses: csv("Successful rows") },
  },
  "/services/data/{version}/jobs/ingest/{jobId}/failedResults": {
    get: { operationId: "bulkIngestFailedResults", summary: "sf__Id, sf__Error and the row as uploaded, per failed row", parameters: [version, jobId], responses: csv("Failed rows") },
  },
  "/services/data/{version}/jobs/ingest/{jobId}/unprocessedrecords": {
    get: { operationId: "bulkIngestUnprocessedRecords", summary: "Rows never processed (a Failed or Aborted job's upload)", parameters: [version, jobId], responses: csv("Unprocessed rows") },
  },
  "/services/data/{version}/jobs/query": {
    post: {
      operationId: "bulkCreateQueryJob", summary: "Create a query job (query or queryAll)", parameters: [version],
      requestBody: requestBody({ type: "object", required: ["operation", "query"], properties: { operation: { type: "string", enum: ["query", "queryAll"] }, query: { type: "string" }, ...dialect } }),
      responses: jobInfo,
    },
    get: { operationId: "bulkListQueryJobs", summary: "List query jobs", parameters: listParams, responses: jobList },
  },
  "/services/data/{version}/jobs/query/{jobId}": {
    get: { operationId: "bulkGetQueryJob", summary: "Query job info", parameters: [version, jobId], responses: jobInfo },
    patch: { operationId: "bulkUpdateQueryJob", summary: "Abort a query job", parameters: [version, jobId], requestBody: stateChange(["Aborted"]), responses: jobInfo },
    delete: { operationId: "bulkDeleteQueryJob", summary: "Delete a query job", parameters: [version, jobId], responses: deleted },
  },
  "/services/data/{version}/jobs/query/{jobId}/results": {
    get: {
      operationId: "bulkQueryResults", summary: "A page of results as CSV; Sforce-Locator names the next page (\"null\" at the end)",
      parameters: [version, jobId, queryParam("locator", "From the previous page's Sforce-Locator"), queryParam("maxRecords", "Rows per page (default: all, up to 50,000)")],
      responses: csv("Rows"),
    },
  },
};
