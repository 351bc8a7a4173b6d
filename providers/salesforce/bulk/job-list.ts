// `GET .../jobs/ingest` and `GET .../jobs/query`: up to 1,000 jobs a page, `nextRecordsUrl` for the rest.
import type { OperationContext } from "../../../core/pack/index.ts";
import { requestScope } from "../operations/request-scope.ts";
import { BULK_ERRORS } from "./bulk-errors.ts";
import { jobListEntry } from "./job-info.ts";
import { listJobs, type JobKind } from "./job-store.ts";

export const JOBS_PER_PAGE = 1000;
/** A locator names an offset into the listing; its id part only gives it Salesforce's look. */
const LOCATOR_ID = "01g5g00000JOBLIST";
const LOCATOR = /^01g[A-Za-z0-9]{14,15}-(\d+)$/;

export function listJobPage(ctx: OperationContext, kind: JobKind): Record<string, unknown> {
  const scope = requestScope(ctx);
  const jobType = ctx.query.get("jobType");
  const wanted = kind === "ingest" ? "V2Ingest" : "V2Query";
  // Classic (Bulk API 1.0) and BigObjectIngest jobs never exist here; PK chunking is a Bulk API 1.0 option.
  const none = (jobType !== null && jobType !== wanted) || ctx.query.get("isPkChunkingEnabled") === "true";
  const jobs = none ? [] : listJobs(ctx, kind);
  const offset = readLocator(ctx.query.get("queryLocator"));
  const page = jobs.slice(offset, offset + JOBS_PER_PAGE);
  const next = offset + JOBS_PER_PAGE;
  const done = next >= jobs.length;
  return {
    done,
    records: page.map(jobListEntry),
    nextRecordsUrl: done ? null : `/services/data/v${scope.version}/jobs/${kind}?queryLocator=${LOCATOR_ID}-${next}`,
  };
}

function readLocator(locator: string | null): number {
  if (locator === null || locator === "") return 0;
  const offset = LOCATOR.exec(locator)?.[1];
  if (offset === undefined) throw BULK_ERRORS.apiError(`Invalid queryLocator: ${locator}`);
  return Number(offset);
}
