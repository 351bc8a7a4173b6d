// The JSON body that creates a job: checked field by field, answered in Bulk API 2.0's words.
import { SF_ERRORS } from "../sf-errors.ts";
import { BULK_ERRORS } from "./bulk-errors.ts";
import { COLUMN_DELIMITERS, LINE_ENDINGS, type CsvDialect } from "./csv-format.ts";

export const INGEST_OPERATIONS = ["insert", "update", "upsert", "delete", "hardDelete"] as const;
export const QUERY_OPERATIONS = ["query", "queryAll"] as const;

export function requireJobBody(body: unknown): Record<string, unknown> {
  if (body === undefined) throw SF_ERRORS.jsonParser("No content to map due to end-of-input at [line:1, column:0]");
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw SF_ERRORS.cannotDeserialize("JobInfo", body);
  return body as Record<string, unknown>;
}

/** An optional enum field: absent (or null) gives the default. */
export function enumField<T extends string>(body: Record<string, unknown>, name: string, allowed: readonly T[], fallback: T): T {
  const value = body[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== "string" || !allowed.includes(value as T)) throw BULK_ERRORS.badEnum(name, value, allowed);
  return value as T;
}

export function requiredText(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (value === undefined || value === null || value === "") throw BULK_ERRORS.invalidJob(`${name} is required`);
  if (typeof value !== "string") throw BULK_ERRORS.invalidJob(`${name} must be text`);
  return value;
}

export function optionalText(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") throw BULK_ERRORS.invalidJob(`${name} must be text`);
  return value;
}

/** contentType (CSV only), columnDelimiter and lineEnding. */
export function readDialect(body: Record<string, unknown>): CsvDialect {
  enumField(body, "contentType", ["CSV"], "CSV");
  return {
    columnDelimiter: enumField(body, "columnDelimiter", Object.keys(COLUMN_DELIMITERS) as Array<keyof typeof COLUMN_DELIMITERS>, "COMMA"),
    lineEnding: enumField(body, "lineEnding", Object.keys(LINE_ENDINGS) as Array<keyof typeof LINE_ENDINGS>, "LF"),
  };
}
