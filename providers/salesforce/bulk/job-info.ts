// What a Bulk API 2.0 job looks like to a client, in Salesforce's key order for each view.
import type { StoredJob } from "./job-store.ts";

const contentUrl = (job: StoredJob) => `services/data/v${job.apiVersion.toFixed(1)}/jobs/ingest/${job.id}/batches`;

function head(job: StoredJob): Record<string, unknown> {
  return {
    id: job.id,
    operation: job.operation,
    object: job.object,
    createdById: job.createdById,
    createdDate: job.createdDate,
    systemModstamp: job.systemModstamp,
    state: job.state,
    ...(job.externalIdFieldName ? { externalIdFieldName: job.externalIdFieldName } : {}),
    ...(job.assignmentRuleId ? { assignmentRuleId: job.assignmentRuleId } : {}),
    concurrencyMode: "Parallel",
    contentType: "CSV",
    apiVersion: job.apiVersion,
  };
}

/** The answer to creating or closing/aborting a job. */
export function jobSummary(job: StoredJob): Record<string, unknown> {
  return {
    ...head(job),
    ...(job.kind === "ingest" ? { contentUrl: contentUrl(job) } : {}),
    lineEnding: job.lineEnding,
    columnDelimiter: job.columnDelimiter,
  };
}

/** `GET .../jobs/{ingest|query}/{id}`: the summary with the processing figures. */
export function jobDetail(job: StoredJob): Record<string, unknown> {
  const timing = { retries: 0, totalProcessingTime: job.totalProcessingTime };
  const common = {
    ...head(job),
    jobType: job.kind === "ingest" ? "V2Ingest" : "V2Query",
    ...(job.kind === "ingest" && job.state === "Open" ? { contentUrl: contentUrl(job) } : {}),
    lineEnding: job.lineEnding,
    columnDelimiter: job.columnDelimiter,
    numberRecordsProcessed: job.numberRecordsProcessed,
  };
  const failure = job.errorMessage ? { errorMessage: job.errorMessage } : {};
  if (job.kind === "query") return { ...common, ...timing, isPkChunkingSupported: true, ...failure };
  return {
    ...common,
    numberRecordsFailed: job.numberRecordsFailed,
    ...timing,
    apiActiveProcessingTime: job.totalProcessingTime,
    apexProcessingTime: 0,
    ...failure,
  };
}

/** One entry of `GET .../jobs/{ingest|query}`. */
export function jobListEntry(job: StoredJob): Record<string, unknown> {
  return { ...head(job), jobType: job.kind === "ingest" ? "V2Ingest" : "V2Query", lineEnding: job.lineEnding, columnDelimiter: job.columnDelimiter };
}
