// Bulk API 2.0 query jobs: the query runs when the job is created (Salesforce runs it shortly after),
// and its CSV is read in pages with `locator` and `maxRecords`.
import { defineOperation, json } from "../../../core/pack/index.ts";
import { requestScope } from "../operations/request-scope.ts";
import { BULK_ERRORS } from "./bulk-errors.ts";
import { csvText } from "./csv-format.ts";
import { csvResponse } from "./ingest-results.ts";
import { jobSummary } from "./job-info.ts";
import { abortJob, deleteIfClosed, getJob, requestedState } from "./job-lifecycle.ts";
import { listJobPage } from "./job-list.ts";
import { enumField, QUERY_OPERATIONS, readDialect, requiredText, requireJobBody } from "./job-options.ts";
import { createJob, jobData, requireJob, saveJob, saveJobData } from "./job-store.ts";
import { runBulkQuery } from "./query-csv.ts";

/** Rows a query job keeps; past this the job fails (Salesforce's limit is in gigabytes). */
export const MAX_QUERY_ROWS = 50_000;
/**
 * Rows a results page holds when `maxRecords` is not given: all of them. Salesforce fills a page by
 * size (large: moderate results come in one page), and clients that cannot pass maxRecords rely on it;
 * jsforce 3's `bulk2.query` would read a second page's header row as a record.
 */
export const DEFAULT_PAGE_ROWS = MAX_QUERY_ROWS;

/** POST /jobs/query: answers UploadComplete, as Salesforce does; the next GET shows JobComplete. */
export const createQueryJob = defineOperation(async (ctx) => {
  const scope = requestScope(ctx);
  const body = requireJobBody(ctx.body);
  if (body.operation === undefined || body.operation === null) throw BULK_ERRORS.invalidJob("operation is required");
  const operation = enumField(body, "operation", QUERY_OPERATIONS, "query");
  const soql = requiredText(body, "query");
  const dialect = readDialect(body);
  const started = ctx.clock.now().getTime();
  const csv = await runBulkQuery(ctx, scope, soql, operation === "queryAll", dialect);
  const job = createJob(ctx, { kind: "query", operation, object: csv.object, ...dialect, query: soql, apiVersion: scope.version }, "UploadComplete");
  const finished = { totalProcessingTime: Math.max(0, ctx.clock.now().getTime() - started) };
  if (csv.rows.length > MAX_QUERY_ROWS) {
    saveJob(ctx, job, { ...finished, state: "Failed", errorMessage: `ExceededQuota : A query job returns at most ${MAX_QUERY_ROWS} records in this mock` });
  } else {
    saveJobData(ctx, job, { header: csv.header, rows: csv.rows });
    saveJob(ctx, job, { ...finished, state: "JobComplete", numberRecordsProcessed: csv.rows.length });
  }
  return json(jobSummary(job));
});

/** GET /jobs/query */
export const listQueryJobs = defineOperation((ctx) => listJobPage(ctx, "query"));

/** GET /jobs/query/{jobId} */
export const getQueryJob = defineOperation((ctx) => getJob(ctx, "query"));

/** PATCH /jobs/query/{jobId} `{ state: "Aborted" }`: only a job still running can be aborted (a query job is never Open). */
export const updateQueryJob = defineOperation((ctx) => {
  requestScope(ctx);
  const job = requireJob(ctx, "query");
  requestedState(requireJobBody(ctx.body), ["Aborted"]);
  return abortJob(ctx, job);
});

/** DELETE /jobs/query/{jobId} */
export const deleteQueryJob = defineOperation((ctx) => deleteIfClosed(ctx, "query"));

/**
 * GET /jobs/query/{jobId}/results?locator=&maxRecords=: a page of CSV with its header row, and
 * `Sforce-Locator` (the next page's locator, or "null") and `Sforce-NumberOfRecords`.
 */
export const queryResults = defineOperation((ctx) => {
  requestScope(ctx);
  const job = requireJob(ctx, "query");
  if (job.state !== "JobComplete") throw BULK_ERRORS.invalidJobState(`Job ${job.id} is ${job.state}: results are available once it is JobComplete.`);
  const data = jobData(ctx, job);
  const rows = data.rows ?? [];
  const offset = readLocator(ctx.query.get("locator"));
  const size = readMaxRecords(ctx.query.get("maxRecords"));
  const page = rows.slice(offset, offset + size);
  const next = offset + page.length;
  return csvResponse(csvText([data.header ?? "", ...page], job), {
    "Sforce-Locator": next < rows.length ? encodeLocator(next) : "null",
    "Sforce-NumberOfRecords": String(page.length),
  });
});

function readMaxRecords(text: string | null): number {
  if (text === null || text === "") return DEFAULT_PAGE_ROWS;
  if (!/^\d+$/.test(text) || Number(text) < 1) throw BULK_ERRORS.apiError(`maxRecords must be a positive integer, not ${text}`);
  return Number(text);
}

/** Locators look like Salesforce's (`MTAwMDA`): the offset, base64 without padding. */
const encodeLocator = (offset: number) => btoa(String(offset)).replace(/=+$/, "");

function readLocator(locator: string | null): number {
  if (locator === null || locator === "") return 0;
  let decoded = "";
  try {
    decoded = atob(locator + "=".repeat((4 - (locator.length % 4)) % 4));
  } catch {
    decoded = "";
  }
  if (!/^\d+$/.test(decoded)) throw BULK_ERRORS.apiError(`Invalid locator: ${locator}`);
  return Number(decoded);
}
