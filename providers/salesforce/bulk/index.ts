// Bulk API 2.0 (ingest and query jobs over CSV): the operations pack.ts registers (by the operationIds
// of openapi/paths-bulk.ts), and the private collections its jobs live in.
import { createIngestJob, deleteIngestJob, getIngestJob, listIngestJobs, updateIngestJob, uploadJobData } from "./ingest-jobs.ts";
import { ingestFailedResults, ingestSuccessfulResults, ingestUnprocessedRecords } from "./ingest-results.ts";
import { createQueryJob, deleteQueryJob, getQueryJob, listQueryJobs, queryResults, updateQueryJob } from "./query-jobs.ts";

export { BULK_COLLECTIONS } from "./job-store.ts";

export const bulkOperations = {
  bulkCreateIngestJob: createIngestJob,
  bulkListIngestJobs: listIngestJobs,
  bulkGetIngestJob: getIngestJob,
  bulkUploadJobData: uploadJobData,
  bulkUpdateIngestJob: updateIngestJob,
  bulkDeleteIngestJob: deleteIngestJob,
  bulkIngestSuccessfulResults: ingestSuccessfulResults,
  bulkIngestFailedResults: ingestFailedResults,
  bulkIngestUnprocessedRecords: ingestUnprocessedRecords,
  bulkCreateQueryJob: createQueryJob,
  bulkListQueryJobs: listQueryJobs,
  bulkGetQueryJob: getQueryJob,
  bulkUpdateQueryJob: updateQueryJob,
  bulkDeleteQueryJob: deleteQueryJob,
  bulkQueryResults: queryResults,
};
