// Bulk API 2.0's own errors, in Salesforce's REST error shape `[{ errorCode, message }]`.
import { SfFault } from "../sf-errors.ts";

export const BULK_ERRORS = {
  /** An unknown job id: the same answer as any missing REST resource (the CLI matches this message). */
  jobNotFound: () => new SfFault(404, "NOT_FOUND", "The requested resource does not exist"),
  invalidJob: (message: string) => new SfFault(400, "INVALIDJOB", message),
  invalidJobState: (message: string) => new SfFault(400, "INVALIDJOBSTATE", message),
  invalidEntity: (object: string) => new SfFault(400, "INVALIDENTITY", `Entity '${object}' is not supported by the Bulk API.`),
  apiError: (message: string) => new SfFault(400, "API_ERROR", message),
  /** A job field that must be one of a few values. */
  badEnum: (field: string, value: unknown, allowed: readonly string[]) =>
    new SfFault(400, "INVALIDJOB", `Invalid ${field}: ${typeof value === "string" ? value : JSON.stringify(value)}. Valid values are ${allowed.join(", ")}.`),
} as const;

/** A job-level failure reason, as `errorMessage` shows it: `InvalidBatch : Field name not found : Foo__c`. */
export const jobFailure = {
  fieldNotFound: (name: string) => `InvalidBatch : Field name not found : ${name}`,
  duplicateField: (name: string) => `InvalidBatch : Duplicate field name: ${name}`,
  noData: () => "InvalidBatch : No content was uploaded for this job",
  columnCount: (row: number, found: number, expected: number) =>
    `ClientInputError : Row ${row} has ${found} columns, but the header has ${expected}`,
  tooManyRows: (max: number) => `ExceededQuota : A job takes at most ${max} records in this mock; split the data into several jobs`,
} as const;

/** A row's failure as Bulk writes it in `sf__Error`: `REQUIRED_FIELD_MISSING:Required fields are missing: [Name]:Name --`. */
export function rowError(errorCode: string, message: string, fields: string[] = []): string {
  return `${errorCode}:${message}:${fields.length ? `${fields.join(",")} ` : ""}--`;
}
