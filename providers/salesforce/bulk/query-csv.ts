// A Bulk API 2.0 query: the pack's SOQL engine runs it, and its rows become CSV with parent fields
// flattened to `Account.Name` columns, as Bulk writes them. What Bulk refuses is refused here too.
import type { FieldType, Query } from "@jetstreamapp/soql-parser-js";
import { yieldIfHeld, type OperationContext } from "../../../core/pack/index.ts";
import type { SObjectDescribe } from "../describes/index.ts";
import { fieldOf } from "../field-values.ts";
import { SfFault } from "../sf-errors.ts";
import { planSoql, SoqlError } from "../soql/index.ts";
import { parseCached } from "../soql/parse-cache.ts";
import { isAggregateFunction } from "../soql/aggregate-expr.ts";
import { isDateFunction } from "../soql/date-functions.ts";
import { findRelationship, writtenPath } from "../soql/field-path.ts";
import { soqlSource } from "../operations/query.ts";
import type { SfScope } from "../operations/request-scope.ts";
import { actingUserId } from "../sf-session.ts";
import { BULK_ERRORS } from "./bulk-errors.ts";
import { joinCells, quoted, type CsvDialect } from "./csv-format.ts";

interface Column { header: string; path: string[] }
/** Records rendered as CSV between two turns the event loop may get. */
const RENDER_SLICE = 100;
export interface QueryCsv { object: string; header: string; rows: string[] }

/**
 * Runs `soql` (SOQL errors answer as the REST query's do) and renders it as CSV lines. A query job is a
 * job: the query's filtering and sorting start on a fresh slice of the work budget (past it,
 * QUERY_TIMEOUT refuses the job); its records are rendered and written as CSV in slices, with the
 * event loop free between them.
 */
export async function runBulkQuery(ctx: OperationContext, scope: SfScope, soql: string, includeDeleted: boolean, dialect: CsvDialect): Promise<QueryCsv> {
  await yieldIfHeld();
  let records;
  try {
    records = planSoql(soql, soqlSource(ctx, scope), { now: ctx.clock.now(), includeDeleted, userId: actingUserId(ctx) });
  } catch (error) {
    if (error instanceof SoqlError) throw new SfFault(400, error.errorCode, error.message);
    throw error;
  }
  const { query } = parseCached(soql);
  const root = scope.describes.get(query.sObject ?? "")!;
  const columns = bulkColumns(scope, root, query);
  const header = joinCells(columns.map((c) => quoted(c.header)), dialect);
  const rows: string[] = [];
  for (let at = 0; at < records.length; at += RENDER_SLICE) {
    await yieldIfHeld();
    for (const record of records.slice(at, at + RENDER_SLICE)) rows.push(joinCells(columns.map((c) => quoted(cellText(valueAt(record, c.path)))), dialect));
  }
  return { object: root.name, header, rows };
}

/** The CSV columns, in SELECT order; Bulk takes neither subqueries, TYPEOF, FIELDS(), aggregates, GROUP BY nor OFFSET. */
function bulkColumns(scope: SfScope, root: SObjectDescribe, query: Query): Column[] {
  if (query.groupBy || query.having) throw BULK_ERRORS.apiError("Aggregate queries are not supported in Bulk Query");
  if (query.offset !== undefined) throw BULK_ERRORS.apiError("OFFSET clauses are not supported in Bulk Query");
  return (query.fields ?? []).map((item) => column(scope, root, query, item));
}

function column(scope: SfScope, root: SObjectDescribe, query: Query, item: FieldType): Column {
  switch (item.type) {
    case "Field":
    case "FieldRelationship": {
      const path = canonicalPath(scope, root, withoutAlias(writtenPath(item).split("."), query.sObjectAlias));
      return { header: path.join("."), path };
    }
    case "FieldSubquery":
      throw BULK_ERRORS.apiError("Aggregate Relationships not supported in Bulk Query with CSV content type");
    case "FieldTypeof":
      throw BULK_ERRORS.apiError("TYPEOF clauses are not supported in Bulk Query");
    case "FieldFunctionExpression": {
      const name = item.functionName;
      if (isAggregateFunction(name) || isDateFunction(name)) throw BULK_ERRORS.apiError("Aggregate queries are not supported in Bulk Query");
      if (name.toUpperCase() === "FIELDS") throw BULK_ERRORS.apiError("FIELDS() is not supported in Bulk Query; name the fields");
      if (item.alias) return { header: item.alias, path: [item.alias] };
      const [argument] = item.parameters;
      const written = typeof argument === "string" ? argument : "";
      const path = canonicalPath(scope, root, withoutAlias(written.split("."), query.sObjectAlias));
      return { header: path.join("."), path };
    }
  }
}

function withoutAlias(segments: string[], alias: string | undefined): string[] {
  return alias && segments.length > 1 && segments[0]!.toLowerCase() === alias.toLowerCase() ? segments.slice(1) : segments;
}

/** Names as the describes spell them, walking parent lookups; a polymorphic hop keeps the rest as written. */
function canonicalPath(scope: SfScope, root: SObjectDescribe, segments: string[]): string[] {
  let describe: SObjectDescribe | undefined = root;
  return segments.map((segment, i) => {
    if (!describe) return segment;
    if (i === segments.length - 1) {
      const field = fieldOf(describe, segment);
      if (field && (field.type === "address" || field.type === "location")) throw BULK_ERRORS.apiError("Selecting compound data not supported in Bulk Query");
      return field?.name ?? segment;
    }
    const lookup = findRelationship(describe, segment);
    describe = lookup?.referenceTo?.length === 1 ? scope.describes.get(lookup.referenceTo[0]!) : undefined;
    return lookup?.relationshipName ?? segment;
  });
}

function valueAt(record: Record<string, unknown>, path: string[]): unknown {
  let value: unknown = record;
  for (const segment of path) {
    if (value === null || typeof value !== "object") return null;
    const holder = value as Record<string, unknown>;
    const key = Object.hasOwn(holder, segment) ? segment : Object.keys(holder).find((k) => k.toLowerCase() === segment.toLowerCase());
    value = key === undefined ? null : holder[key];
  }
  return value;
}

/** Null is an empty cell; datetimes are written in UTC with `Z`, as Bulk writes them. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return /^\d{4}-\d{2}-\d{2}T[\d:.]+\+0000$/.test(value) ? value.replace(/\+0000$/, "Z") : value;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
