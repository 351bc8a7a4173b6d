// An ingest job's results as CSV: successful rows (`sf__Id`, `sf__Created`), failed rows (`sf__Id`,
// `sf__Error`), each followed by the row as uploaded; and the rows never processed.
import { defineOperation, type OperationContext } from "../../../core/pack/index.ts";
import { requestScope } from "../operations/request-scope.ts";
import { BULK_ERRORS } from "./bulk-errors.ts";
import { csvText, joinCells, quoted } from "./csv-format.ts";
import { FINISHED, jobData, requireJob, type StoredJob } from "./job-store.ts";

/** GET /jobs/ingest/{jobId}/successfulResults */
export const ingestSuccessfulResults = defineOperation((ctx) => resultFile(ctx, "sf__Created", "successful"));

/** GET /jobs/ingest/{jobId}/failedResults */
export const ingestFailedResults = defineOperation((ctx) => resultFile(ctx, "sf__Error", "failed"));

/** GET /jobs/ingest/{jobId}/unprocessedrecords: the upload as sent when the job failed or was aborted; else only its header. */
export const ingestUnprocessedRecords = defineOperation((ctx) => {
  const job = finishedJob(ctx);
  const data = jobData(ctx, job);
  if (job.state !== "JobComplete") return csvResponse(data.upload ?? "");
  return csvResponse(data.header ? csvText([data.header], job) : "");
});

function resultFile(ctx: OperationContext, second: string, which: "successful" | "failed"): Response {
  const job = finishedJob(ctx);
  const data = jobData(ctx, job);
  const head = joinCells([quoted("sf__Id"), quoted(second), ...(data.header ? [data.header] : [])], job);
  return csvResponse(csvText([head, ...(data[which] ?? [])], job));
}

function finishedJob(ctx: OperationContext): StoredJob {
  requestScope(ctx);
  const job = requireJob(ctx, "ingest");
  if (!FINISHED.has(job.state)) throw BULK_ERRORS.invalidJobState(`Job ${job.id} is ${job.state}: results are available once it is JobComplete, Failed or Aborted.`);
  return job;
}

export function csvResponse(text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, { status: 200, headers: { "content-type": "text/csv", ...headers } });
}
