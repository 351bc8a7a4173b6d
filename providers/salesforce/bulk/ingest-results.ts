// An ingest job's results as CSV: successful rows (`sf__Id`, `sf__Created`), failed rows (`sf__Id`,
// `sf__Error`), each followed by the row as uploaded; and the rows never processed.
import { defineOperation, type OperationContext } from "../../../core/pack/index.ts";
import { requestScope } from "../operations/request-scope.ts";
import { BULK_ERRORS } from "./bulk-errors.ts";
import { csvText, joinCells, parseCsv, quoted } from "./csv-format.ts";
import { FINISHED, jobData, jobResults, requireJob, type StoredJob } from "./job-store.ts";

/** GET /jobs/ingest/{jobId}/successfulResults */
export const ingestSuccessfulResults = defineOperation((ctx) => resultFile(ctx, "sf__Created", "successful"));

/** GET /jobs/ingest/{jobId}/failedResults */
export const ingestFailedResults = defineOperation((ctx) => resultFile(ctx, "sf__Error", "failed"));

/** GET /jobs/ingest/{jobId}/unprocessedrecords: the upload as sent when the job failed or was aborted; else only its header. */
export const ingestUnprocessedRecords = defineOperation((ctx) => {
  const job = finishedJob(ctx);
  if (job.state !== "JobComplete") return csvResponse(jobData(ctx, job).upload ?? "");
  const header = jobResults(ctx, job)?.header;
  return csvResponse(header ? csvText([header], job) : "");
});

/** Each processed row's two result cells, then the row as uploaded, read again from the upload (in slices). */
async function resultFile(ctx: OperationContext, second: string, which: "successful" | "failed"): Promise<Response> {
  const job = finishedJob(ctx);
  const results = jobResults(ctx, job);
  const head = joinCells([quoted("sf__Id"), quoted(second), ...(results ? [results.header] : [])], job);
  const entries = results?.[which] ?? [];
  const upload = jobData(ctx, job).upload;
  const rows = entries.length && upload !== undefined ? (await parseCsv(upload, job)).slice(1) : [];
  const lines = entries.map(([row, id, outcome]) => joinCells([id, outcome, ...(rows[row] ?? []).map(quoted)], job));
  return csvResponse(csvText([head, ...lines], job));
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
