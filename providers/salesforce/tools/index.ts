import { describeObject, listObjects } from "./metadata-tools.ts";
import { queryRecords, searchRecords } from "./query-tools.ts";
import { createRecord, deleteRecord, getRecord, updateRecord } from "./record-tools.ts";

/** The CRM's MCP tools: each one calls the same operations as the REST surface. */
export const salesforceTools = [queryRecords, searchRecords, listObjects, describeObject, getRecord, createRecord, updateRecord, deleteRecord];
