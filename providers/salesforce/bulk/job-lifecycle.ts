// What ingest and query jobs share once created: reading one, aborting it, deleting it.
import { json, type OperationContext } from "../../../core/pack/index.ts";
import { requestScope } from "../operations/request-scope.ts";
import { BULK_ERRORS } from "./bulk-errors.ts";
import { jobDetail, jobSummary } from "./job-info.ts";
import { deleteJob, FINISHED, requireJob, saveJob, type JobKind, type StoredJob } from "./job-store.ts";

/** GET /jobs/{ingest|query}/{jobId} */
export function getJob(ctx: OperationContext, kind: JobKind): Record<string, unknown> {
  requestScope(ctx);
  return jobDetail(requireJob(ctx, kind));
}

/** The `state` a PATCH asks for: one of `allowed`, else INVALIDJOBSTATE. */
export function requestedState<T extends string>(body: Record<string, unknown>, allowed: readonly T[]): T {
  const { state } = body;
  if (typeof state !== "string" || !allowed.includes(state as T))
    throw BULK_ERRORS.invalidJobState(`Invalid state: ${state === undefined ? "(none)" : JSON.stringify(state)}. A job can be set to ${allowed.join(" or ")}.`);
  return state as T;
}

/** Only a job not yet finished can be aborted. */
export function abortJob(ctx: OperationContext, job: StoredJob): Response {
  if (FINISHED.has(job.state)) throw BULK_ERRORS.invalidJobState(`Job ${job.id} is already ${job.state} and cannot be aborted.`);
  return json(jobSummary(saveJob(ctx, job, { state: "Aborted" })));
}

/** DELETE /jobs/{ingest|query}/{jobId}: only a job that is not Open or InProgress. 204. */
export function deleteIfClosed(ctx: OperationContext, kind: JobKind): Response {
  requestScope(ctx);
  const job = requireJob(ctx, kind);
  if (job.state === "Open" || job.state === "InProgress")
    throw BULK_ERRORS.invalidJobState(`Job ${job.id} is ${job.state}: only UploadComplete, JobComplete, Aborted or Failed jobs can be deleted.`);
  deleteJob(ctx, job);
  return new Response(null, { status: 204 });
}
