import { createBudgetCheck } from "./budget-check.ts";
import type { FieldType, Query } from "@jetstreamapp/soql-parser-js";
import { planAggregate } from "./aggregate.ts";
import { isAggregateFunction } from "./aggregate-expr.ts";
import { createContext, describeOf, errorAt, isHidden, offsetOf, type QueryContext, type RowRef } from "./context.ts";
import { isDateFunction } from "./date-functions.ts";
import { messages, notSupported, SoqlError } from "./errors.ts";
import type { ObjectScope } from "./field-path.ts";
import { compileOrderBy, sortItems } from "./order.ts";
import { paginate } from "./paginate.ts";
import { parseCached } from "./parse-cache.ts";
import { clauseOffset } from "./query-text.ts";
import { compileRowScope } from "./row-scope.ts";
import { buildSelect, renderRecord } from "./select.ts";
import type { RunSoqlOptions, SoqlResult, SoqlSource } from "./types.ts";
import { compileWhere, type RowPredicate } from "./where.ts";

const MAX_OFFSET = 2000;

/** Answers a SOQL query like `GET /services/data/vXX.X/query?q=` (or `queryAll`) does, from the source's rows. */
export function runSoql(soql: string, source: SoqlSource, options: RunSoqlOptions): SoqlResult {
  const rows = planSoql(soql, source, options);
  return { totalSize: rows.totalSize, done: true, records: rows.slice(0, rows.length) };
}

/**
 * A query's answer whose records are rendered when read: rendering is most of a large query's work, so
 * a caller can render one page now and the rest later (the next page of a cursor, a job's next slice).
 * `totalSize` is the count Salesforce reports; `length` the records there are (0 for COUNT()).
 */
export interface SoqlRecords {
  totalSize: number;
  length: number;
  /** Renders records `from` to `to` (exclusive), as `Array.prototype.slice` would pick them. */
  slice(from: number, to?: number): Record<string, unknown>[];
}

export function planSoql(soql: string, source: SoqlSource, options: RunSoqlOptions): SoqlRecords {
  checkOptions(options);
  const parsed = parseCached(soql);
  const { query } = parsed;
  const ctx = createContext(parsed, source, options);
  const scope = rootScope(ctx, query);
  if (query.offset !== undefined && query.offset > MAX_OFFSET) {
    throw new SoqlError("NUMBER_OUTSIDE_VALID_RANGE", `Maximum SOQL offset allowed is ${MAX_OFFSET}`);
  }
  // FOR VIEW/REFERENCE/UPDATE and UPDATE TRACKING/VIEWSTAT only touch locks and statistics, and
  // WITH SECURITY_ENFORCED/USER_MODE/SYSTEM_MODE pass for the mock's all-powerful user: no-ops here.
  const rowScope = compileRowScope(ctx, scope, parsed);
  const fields = query.fields ?? [];
  // SELECT is checked before WHERE, and WHERE before ORDER BY, so the first error is Salesforce's.
  const whereScope = { ...scope, from: Math.max(0, clauseOffset(ctx.masked, "WHERE")) };
  const filtered = () => matching(ctx, scope, rowScope, compileWhere(ctx, whereScope, query.where));
  if (isCountOnly(fields)) return rendered(countOnly(query, fields, filtered), []);
  if (query.groupBy || fields.some(isAggregateField)) {
    const aggregate = planAggregate(ctx, scope, query);
    const groups = aggregate(filtered());
    return rendered(groups.length, groups);
  }
  const select = buildSelect(ctx, scope, fields, { limit: query.limit, allowChildren: true });
  const rows = filtered();
  const order = compileOrderBy(ctx, { ...scope, from: Math.max(0, clauseOffset(ctx.masked, "ORDER BY")) }, query.orderBy);
  const refs = paginate(sortItems(rows, order), query);
  return { totalSize: refs.length, length: refs.length, slice: (from, to) => refs.slice(from, to).map((ref) => renderRecord(ctx, ref, select)) };
}

const rendered = (totalSize: number, records: Record<string, unknown>[]): SoqlRecords => ({
  totalSize, length: records.length, slice: (from, to) => records.slice(from, to),
});

/** Programming errors of the caller, not query errors: they never reach an API client as a 400. */
function checkOptions(options: RunSoqlOptions): void {
  const { childBatchSize, pageChildren } = options;
  if (childBatchSize === undefined) return;
  if (!Number.isInteger(childBatchSize) || childBatchSize < 1) throw new TypeError("childBatchSize must be a positive integer");
  if (!pageChildren) throw new TypeError("childBatchSize needs pageChildren to produce nextRecordsUrl");
}

function rootScope(ctx: QueryContext, query: Query): ObjectScope {
  const name = query.sObject ?? "";
  const describe = describeOf(ctx, name);
  const from = Math.max(0, clauseOffset(ctx.masked, "FROM"));
  if (!describe) throw errorAt(ctx, "INVALID_TYPE", offsetOf(ctx, name, from), messages.unknownObject(name));
  return { describe, alias: query.sObjectAlias, from: 0 };
}

function matching(ctx: QueryContext, scope: ObjectScope, rowScope: RowPredicate | null, filter: RowPredicate): RowRef[] {
  const type = scope.describe.name;
  const refs: RowRef[] = [];
  if (!rowScope) return refs;
  const checkBudget = createBudgetCheck();
  for (const row of ctx.source.records(type)) {
    // Rows times conditions is the client's to size: a query past the budget answers QUERY_TIMEOUT.
    checkBudget();
    if (isHidden(ctx, row)) continue;
    const ref = { type, row };
    if (rowScope(ref) && filter(ref)) refs.push(ref);
  }
  return refs;
}

function isAggregateField(field: FieldType): boolean {
  if (field.type !== "FieldFunctionExpression") return false;
  if (/^(FORMAT|CONVERTCURRENCY)$/i.test(field.functionName)) return field.parameters.some((p) => typeof p !== "string" && isAggregateField(p));
  return isAggregateFunction(field.functionName) || isDateFunction(field.functionName);
}

function isCountOnly(fields: FieldType[]): boolean {
  return fields.some((f) => f.type === "FieldFunctionExpression" && f.functionName.toUpperCase() === "COUNT" && f.parameters.length === 0);
}

/** COUNT() answers with totalSize only; LIMIT and OFFSET still cap the count. */
function countOnly(query: Query, fields: FieldType[], matching: () => RowRef[]): number {
  if (fields.length !== 1 || query.groupBy || query.orderBy || query.having) {
    throw notSupported("COUNT() together with other fields, GROUP BY, HAVING or ORDER BY");
  }
  const count = Math.max(0, matching().length - (query.offset ?? 0));
  return query.limit === undefined ? count : Math.min(count, query.limit);
}
