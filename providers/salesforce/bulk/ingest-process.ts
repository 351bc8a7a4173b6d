// Processing a closed ingest job: read its CSV, write each row, keep the result lines.
import { yieldIfHeld, type OperationContext } from "../../../core/pack/index.ts";
import { SfFault } from "../sf-errors.ts";
import { requestScope } from "../operations/request-scope.ts";
import { jobFailure, rowError } from "./bulk-errors.ts";
import { CsvError, joinCells, parseCsv, quoted, quotedIfNeeded, type CsvDialect } from "./csv-format.ts";
import { createRowReader, planColumns } from "./ingest-columns.ts";
import { bulkFault, writeRow } from "./ingest-row.ts";
import { BULK_JOBS, jobData, saveJob, saveJobResults, type JobResults, type StoredJob } from "./job-store.ts";

/**
 * Rows one job takes here (Salesforce takes 150,000,000 a day); more fails the job before any is written.
 * Bounded so one job stays short: about 0.2 s for 5,000 Accounts; objects with auto-number fields cost
 * more (each new number scans the existing rows), about 2 s for 5,000 Invoice__c. The job yields the
 * event loop every SLICE_MS meanwhile.
 */
export const MAX_INGEST_ROWS = 5_000;

/** How long one slice of rows writes (one world transaction) before the event loop gets a turn. */
const SLICE_MS = 10;

/**
 * Runs the job to JobComplete (rows that fail are in failedResults) or Failed (the CSV could not be
 * read: nothing is written). Like Salesforce, which commits a job's rows in chunks as it goes, rows are
 * written in slices, each one world transaction, with the event loop free between them: a large job
 * never holds the service. An abort between slices stops it (the job shows what was processed).
 */
export async function processIngestJob(ctx: OperationContext, job: StoredJob): Promise<StoredJob> {
  const started = ctx.clock.now().getTime();
  const fail = (error: unknown) => {
    if (!(error instanceof CsvError)) throw error;
    return saveJob(ctx, job, { state: "Failed", errorMessage: error.message, totalProcessingTime: elapsed(ctx, started) });
  };
  const data = jobData(ctx, job);
  const scope = requestScope(ctx);
  const describe = scope.describes.get(job.object);
  if (!describe) return fail(new CsvError(jobFailure.fieldNotFound(job.object)));
  let parsed: { header: string[]; rows: string[][] };
  let columns;
  try {
    parsed = await readUpload(data.upload, job);
    columns = planColumns(scope, describe, parsed.header, job.operation === "delete" || job.operation === "hardDelete");
  } catch (error) {
    return fail(error);
  }
  job = saveJob(ctx, job, { state: "InProgress" });
  const readRow = createRowReader(ctx, describe.name, columns);
  const idColumn = job.operation === "insert" ? -1 : parsed.header.findIndex((h) => h.trim().toLowerCase() === "id");
  const result: JobResults = { header: headerLine(parsed.header, job), successful: [], failed: [] };
  let next = 0;
  while (next < parsed.rows.length && !isAborted(ctx, job)) {
    await ctx.world.transaction(async () => {
      const sliceStart = performance.now();
      do {
        const row = next++;
        const cells = parsed.rows[row]!;
        try {
          const outcome = await writeRow(ctx, scope, job, describe, readRow(cells));
          result.successful.push([row, quoted(outcome.id), quoted(String(outcome.created))]);
        } catch (error) {
          if (!(error instanceof SfFault)) throw error;
          const fault = bulkFault(error);
          result.failed.push([row, quoted(cells[idColumn] ?? ""), quoted(rowError(fault.errorCode, fault.message, fault.fields))]);
        }
      } while (next < parsed.rows.length && performance.now() - sliceStart < SLICE_MS);
    });
    await yieldIfHeld();
  }
  // The upload stays as it was written; the results are small beside it (no row is copied into them).
  saveJobResults(ctx, job, result);
  const processed = result.successful.length + result.failed.length;
  return saveJob(ctx, job, {
    ...(isAborted(ctx, job) ? {} : { state: "JobComplete" as const }),
    numberRecordsProcessed: processed,
    numberRecordsFailed: result.failed.length,
    totalProcessingTime: elapsed(ctx, started),
  });
}

/** Whether the job was aborted by another request while this one gave the event loop a turn. */
function isAborted(ctx: OperationContext, job: StoredJob): boolean {
  return (ctx.world.collection(BULK_JOBS).get(job.id) as StoredJob | undefined)?.state === "Aborted";
}

async function readUpload(upload: string | undefined, job: StoredJob): Promise<{ header: string[]; rows: string[][] }> {
  if (upload === undefined) throw new CsvError(jobFailure.noData());
  const [header, ...rows] = await parseCsv(upload, job, MAX_INGEST_ROWS + 1);
  if (!header) throw new CsvError(jobFailure.noData());
  if (rows.length > MAX_INGEST_ROWS) throw new CsvError(jobFailure.tooManyRows(MAX_INGEST_ROWS));
  rows.forEach((row, i) => {
    if (row.length !== header.length) throw new CsvError(jobFailure.columnCount(i + 1, row.length, header.length));
  });
  return { header, rows };
}

/** The uploaded header as results echo it after their `sf__` columns. */
function headerLine(header: string[], dialect: CsvDialect): string {
  return joinCells(header.map((name) => quotedIfNeeded(name, dialect)), dialect);
}

const elapsed = (ctx: OperationContext, started: number) => Math.max(0, ctx.clock.now().getTime() - started);
