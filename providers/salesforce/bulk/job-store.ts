// Bulk API 2.0 jobs live in two private world collections, so a restart loses none of them and grading
// never sees them: the job's info, and its data (the uploaded CSV, the result rows).
import type { JsonRecord, OperationContext } from "../../../core/pack/index.ts";
import { generateId } from "../record-ids.ts";
import { formatSfDateTime } from "../sf-datetime.ts";
import { actingUserId } from "../sf-session.ts";
import { SfFault } from "../sf-errors.ts";
import type { CsvDialect } from "./csv-format.ts";
import { BULK_ERRORS } from "./bulk-errors.ts";

export const BULK_JOBS = "_bulkJobs";
export const BULK_JOB_DATA = "_bulkJobData";
/** An ingest job's outcome per row, apart from its upload so that neither is written twice. */
export const BULK_JOB_RESULTS = "_bulkJobResults";
/** All three, for the pack's `private` list. */
export const BULK_COLLECTIONS = [BULK_JOBS, BULK_JOB_DATA, BULK_JOB_RESULTS];

/**
 * Jobs a world keeps. Salesforce deletes finished jobs after seven days; here, past this many the oldest
 * finished job (and its data) makes room for a new one, which bounds what a world stores.
 */
export const MAX_JOBS_PER_WORLD = 100;

export type JobKind = "ingest" | "query";
export type JobState = "Open" | "UploadComplete" | "InProgress" | "JobComplete" | "Failed" | "Aborted";
export const FINISHED: ReadonlySet<JobState> = new Set(["JobComplete", "Failed", "Aborted"]);

export interface StoredJob extends CsvDialect {
  id: string;
  kind: JobKind;
  /** Creation order, for listings. */
  seq: number;
  operation: string;
  object: string;
  createdById: string;
  createdDate: string;
  systemModstamp: string;
  state: JobState;
  externalIdFieldName?: string;
  assignmentRuleId?: string;
  apiVersion: number;
  numberRecordsProcessed: number;
  numberRecordsFailed: number;
  totalProcessingTime: number;
  errorMessage?: string;
  query?: string;
}

/** The job's data: ingest keeps the upload; query keeps the header and the row lines. */
export interface JobData {
  upload?: string;
  header?: string;
  rows?: string[];
}

/**
 * An ingest job's results: the uploaded header as results echo it, and per row processed its index in
 * the upload and its two leading cells (`sf__Id` and `sf__Created` or `sf__Error`, quoted). The row's
 * own cells are echoed from the upload when results are read.
 */
export interface JobResults {
  header: string;
  successful: Array<[number, string, string]>;
  failed: Array<[number, string, string]>;
}

type JobInit = Pick<StoredJob, "kind" | "operation" | "object" | "columnDelimiter" | "lineEnding" | "externalIdFieldName" | "assignmentRuleId" | "query"> & { apiVersion: string };

export function createJob(ctx: OperationContext, init: JobInit, state: JobState): StoredJob {
  makeRoom(ctx);
  const counter = ctx.ids.next();
  const now = formatSfDateTime(ctx.clock.now());
  const { apiVersion, ...rest } = init;
  const job: StoredJob = {
    ...withoutUndefined(rest),
    id: generateId("750", counter),
    seq: counter,
    createdById: actingUserId(ctx),
    createdDate: now,
    systemModstamp: now,
    state,
    apiVersion: Number(apiVersion),
    numberRecordsProcessed: 0,
    numberRecordsFailed: 0,
    totalProcessingTime: 0,
  };
  ctx.world.collection(BULK_JOBS).insert(job.id, job as unknown as JsonRecord);
  ctx.world.collection(BULK_JOB_DATA).insert(job.id, {});
  return job;
}

/** The job of this kind named in the path; a 15-character id works too. Unknown: NOT_FOUND, as Salesforce answers. */
export function requireJob(ctx: OperationContext, kind: JobKind): StoredJob {
  const raw = ctx.params.jobId ?? "";
  const jobs = ctx.world.collection(BULK_JOBS);
  const job = (jobs.get(raw) ?? (raw.length === 15 ? jobs.find((j) => String(j.id).startsWith(raw))[0] : undefined)) as StoredJob | undefined;
  if (!job || job.kind !== kind) throw BULK_ERRORS.jobNotFound();
  return job;
}

export function saveJob(ctx: OperationContext, job: StoredJob, patch: Partial<StoredJob>): StoredJob {
  const changed = { ...patch, systemModstamp: formatSfDateTime(ctx.clock.now()) };
  return ctx.world.collection(BULK_JOBS).update(job.id, changed as JsonRecord) as unknown as StoredJob;
}

export function jobData(ctx: OperationContext, job: StoredJob): JobData {
  return (ctx.world.collection(BULK_JOB_DATA).get(job.id) ?? {}) as JobData;
}

export function saveJobData(ctx: OperationContext, job: StoredJob, data: JobData): void {
  ctx.world.collection(BULK_JOB_DATA).update(job.id, data as JsonRecord);
}

export function jobResults(ctx: OperationContext, job: StoredJob): JobResults | undefined {
  return ctx.world.collection(BULK_JOB_RESULTS).get(job.id) as unknown as JobResults | undefined;
}

export function saveJobResults(ctx: OperationContext, job: StoredJob, results: JobResults): void {
  ctx.world.collection(BULK_JOB_RESULTS).insert(job.id, results as unknown as JsonRecord);
}

export function deleteJob(ctx: OperationContext, job: StoredJob): void {
  ctx.world.collection(BULK_JOBS).delete(job.id);
  ctx.world.collection(BULK_JOB_DATA).delete(job.id);
  ctx.world.collection(BULK_JOB_RESULTS).delete(job.id);
}

/** Jobs of a kind, oldest first. */
export function listJobs(ctx: OperationContext, kind: JobKind): StoredJob[] {
  return (ctx.world.collection(BULK_JOBS).find((j) => j.kind === kind) as unknown as StoredJob[]).sort((a, b) => a.seq - b.seq);
}

function makeRoom(ctx: OperationContext): void {
  const jobs = ctx.world.collection(BULK_JOBS);
  if (jobs.count() < MAX_JOBS_PER_WORLD) return;
  const oldest = (jobs.all() as unknown as StoredJob[]).filter((j) => FINISHED.has(j.state)).sort((a, b) => a.seq - b.seq)[0];
  if (!oldest) throw new SfFault(400, "EXCEEDED_QUOTA", `This org already has ${MAX_JOBS_PER_WORLD} unfinished Bulk API jobs; close, abort or delete some first.`);
  deleteJob(ctx, oldest);
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
