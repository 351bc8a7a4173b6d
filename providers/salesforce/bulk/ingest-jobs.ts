// Bulk API 2.0 ingest jobs: create, upload CSV once, close (which processes) or abort, read, list, delete.
import { defineOperation, json } from "../../../core/pack/index.ts";
import { fieldOf } from "../field-values.ts";
import { requestScope, type SfScope } from "../operations/request-scope.ts";
import { BULK_ERRORS } from "./bulk-errors.ts";
import { jobSummary } from "./job-info.ts";
import { abortJob, deleteIfClosed, getJob, requestedState } from "./job-lifecycle.ts";
import { listJobPage } from "./job-list.ts";
import { enumField, INGEST_OPERATIONS, optionalText, readDialect, requiredText, requireJobBody } from "./job-options.ts";
import { createJob, jobData, requireJob, saveJob, saveJobData } from "./job-store.ts";
import { processIngestJob } from "./ingest-process.ts";

/** POST /jobs/ingest */
export const createIngestJob = defineOperation((ctx) => {
  const scope = requestScope(ctx);
  const body = requireJobBody(ctx.body);
  if (body.operation === undefined || body.operation === null) throw BULK_ERRORS.invalidJob("operation is required");
  const operation = enumField(body, "operation", INGEST_OPERATIONS, "insert");
  const object = requiredText(body, "object");
  const describe = scope.describes.get(object);
  if (!describe) throw BULK_ERRORS.invalidEntity(object);
  const dialect = readDialect(body);
  const externalIdFieldName = operation === "upsert" ? upsertKey(scope, describe.name, optionalText(body, "externalIdFieldName")) : undefined;
  const job = createJob(ctx, {
    kind: "ingest", operation, object: describe.name, ...dialect, externalIdFieldName,
    assignmentRuleId: optionalText(body, "assignmentRuleId"), apiVersion: scope.version,
  }, "Open");
  return json(jobSummary(job));
});

/** The external id field an upsert keys on: an external id field of the object, or Id. */
function upsertKey(scope: SfScope, object: string, name: string | undefined): string {
  if (!name) throw BULK_ERRORS.invalidJob(`External ID was blank for ${object}. An External ID must be specified for upsert.`);
  const field = fieldOf(scope.describes.get(object)!, name);
  if (!field || !(field.externalId || field.name === "Id"))
    throw BULK_ERRORS.invalidJob(`Field name provided, ${name} does not match an External ID, Salesforce Id, or indexed field for ${object}`);
  return field.name;
}

/** GET /jobs/ingest */
export const listIngestJobs = defineOperation((ctx) => listJobPage(ctx, "ingest"));

/** GET /jobs/ingest/{jobId} */
export const getIngestJob = defineOperation((ctx) => getJob(ctx, "ingest"));

/** PUT /jobs/ingest/{jobId}/batches: the job's CSV, once, while it is Open. 201 with no body. */
export const uploadJobData = defineOperation((ctx) => {
  requestScope(ctx);
  const job = requireJob(ctx, "ingest");
  if (job.state !== "Open") throw BULK_ERRORS.invalidJobState(`Job ${job.id} is not Open (state ${job.state}): data can only be uploaded to an Open job.`);
  if (jobData(ctx, job).upload !== undefined)
    throw BULK_ERRORS.invalidJob(
      `Found multiple contents for job: <${job.id}>, please 'Close' / 'Abort' / 'Delete' the current Job then create a new Job and make sure you only do 'PUT' once on a given Job.`,
    );
  const text = uploadedText(ctx.body);
  if (text === undefined || text.trim() === "") throw BULK_ERRORS.invalidJob("The request body is empty: upload the job's CSV data");
  saveJobData(ctx, job, { upload: text });
  return new Response(null, { status: 201 });
});

/** The raw body (the route declares a binary body, so CSV is never read as JSON). */
function uploadedText(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  if (typeof body === "string") return body;
  const bytes = (body as { bytes?: unknown }).bytes;
  return bytes instanceof Uint8Array ? new TextDecoder().decode(bytes) : undefined;
}

/** PATCH /jobs/ingest/{jobId} `{ state: "UploadComplete" | "Aborted" }` */
export const updateIngestJob = defineOperation(async (ctx) => {
  requestScope(ctx);
  const job = requireJob(ctx, "ingest");
  const state = requestedState(requireJobBody(ctx.body), ["UploadComplete", "Aborted"]);
  if (state === "Aborted") return abortJob(ctx, job);
  if (job.state !== "Open") throw BULK_ERRORS.invalidJobState(`Job ${job.id} is not Open (state ${job.state}) and cannot be closed.`);
  // Salesforce answers the close at UploadComplete and processes afterwards; here processing runs now,
  // so the next GET already shows JobComplete (or Failed).
  const closed = saveJob(ctx, job, { state: "UploadComplete" });
  await processIngestJob(ctx, closed);
  return json(jobSummary(closed));
});

/** DELETE /jobs/ingest/{jobId}: only a job that is not Open (UploadComplete, JobComplete, Aborted, Failed). 204. */
export const deleteIngestJob = defineOperation((ctx) => deleteIfClosed(ctx, "ingest"));
