import type { ConditionWithValueQuery, ValueCondition, WhereClause } from "@jetstreamapp/soql-parser-js";
import { isHidden, type QueryContext, type RowRef } from "../soql/context.ts";
import { findField } from "../soql/field-path.ts";
import type { SoqlDescribe, SoqlField } from "../soql/types.ts";
import { compileWhere, type RowPredicate } from "../soql/where.ts";
import type { CheckedQuery } from "./query-metadata.ts";

/** One plan of `GET /query?explain=…`, key for key as Salesforce answers (jsforce's QueryExplainResult). */
export interface QueryPlan {
  cardinality: number;
  fields: string[];
  leadingOperationType: "Index" | "TableScan";
  notes: { description: string; fields: string[]; tableEnumOrId: string }[];
  relativeCost: number;
  sobjectCardinality: number;
  sobjectType: string;
}

/** Fields Salesforce indexes on every object, besides names, lookups, external ids and unique fields. */
const ALWAYS_INDEXED = new Set(["id", "ownerid", "createddate", "systemmodstamp", "recordtypeid"]);
/** Operators an index can serve; negative ones (!=, NOT IN, EXCLUDES) cannot. */
const INDEX_OPERATORS = new Set(["=", "IN", "<", "<=", ">", ">=", "LIKE"]);
/** Salesforce's selectivity thresholds: an index is worth it under 30% of the rows (10% for a custom index). */
const STANDARD_SHARE = 0.3;
const CUSTOM_SHARE = 0.1;
/** Small objects are costed as this many rows, so a selective filter still leads with its index in a small world. */
const SMALL_TABLE = 1000;

/**
 * A plausible query plan from the world's row counts, for a checked query: an Index plan per indexed
 * field filtered with `=`, `IN`, a range or a prefix LIKE (when the WHERE is a plain AND of
 * conditions), and always a TableScan. Costs are relative: an index plan costs
 * its rows over the selectivity threshold (30%, or 10% for a custom field, of at least 1,000 rows), a table
 * scan 0.65 plus its share of a million rows; plans come cheapest first.
 */
export function explainQuery({ query, ctx, scope }: CheckedQuery): { plans: QueryPlan[]; sourceQuery: string } {
  const { describe } = scope;
  const rows = liveRows(ctx, describe);
  const total = rows.length;
  const plan = (fields: string[], cardinality: number, relativeCost: number, notes: QueryPlan["notes"] = []): QueryPlan => ({
    cardinality, fields, leadingOperationType: fields.length ? "Index" : "TableScan", notes,
    relativeCost: Math.round(relativeCost * 1e4) / 1e4, sobjectCardinality: total, sobjectType: describe.name,
  });
  const count = (predicate: RowPredicate) => rows.filter(predicate).length;
  const conditions = andedConditions(query.where);
  const filtered = count(compileWhere(ctx, scope, query.where));
  const unindexed = [...new Set(conditions.filter((c) => !indexed(describe, c)).map((c) => fieldName(describe, c.field)))];
  const deleted = describe.fields.some((f) => f.name === "IsDeleted") ? ["IsDeleted"] : [];
  const notes = [...unindexed, ...deleted].map((name) => ({ description: "Not considering filter for optimization because unindexed", fields: [name], tableEnumOrId: describe.name }));
  const plans = [plan([], filtered, total === 0 ? 0 : 0.65 + Math.min(total, 1e6) / 1e6, notes)];
  for (const condition of conditions.filter((c) => indexed(describe, c))) {
    const field = findField(describe, lastSegment(condition.field)) as SoqlField;
    const cardinality = count(compileWhere(ctx, scope, { left: condition }));
    const threshold = (field.custom ? CUSTOM_SHARE : STANDARD_SHARE) * Math.max(total, SMALL_TABLE);
    plans.push(plan([field.name], cardinality, threshold > 0 ? cardinality / threshold : 0));
  }
  // Cheapest first; on a tie the index wins, as the optimizer prefers it.
  plans.sort((a, b) => a.relativeCost - b.relativeCost || (a.fields.length ? -1 : 0) - (b.fields.length ? -1 : 0));
  return { plans, sourceQuery: ctx.text };
}

function liveRows(ctx: QueryContext, describe: SoqlDescribe): RowRef[] {
  const rows: RowRef[] = [];
  for (const row of ctx.source.records(describe.name)) if (!isHidden(ctx, row)) rows.push({ type: describe.name, row });
  return rows;
}

/**
 * The conditions of a WHERE that is a plain AND chain of field comparisons; any OR, NOT or
 * parenthesised group at the top leaves none an index could lead with (the mock does not plan unions).
 */
function andedConditions(where: WhereClause | undefined): ValueCondition[] {
  const out: ValueCondition[] = [];
  for (let node: WhereClause | undefined = where; node; node = "right" in node ? node.right : undefined) {
    const left = node.left as ConditionWithValueQuery | null;
    if (!left || !("field" in left) || "valueQuery" in left || left.openParen || left.closeParen) return [];
    if ("operator" in node && node.operator !== "AND") return [];
    out.push(left as ValueCondition);
  }
  return out;
}

/** An index serves this condition: an indexed own field, a positive operator, a value that is not null nor a %-prefixed LIKE. */
function indexed(describe: SoqlDescribe, condition: ValueCondition): boolean {
  if (condition.field.includes(".") && !condition.field.toLowerCase().startsWith(`${describe.name.toLowerCase()}.`)) return false;
  const field = findField(describe, lastSegment(condition.field)) as (SoqlField & { idLookup?: boolean; externalId?: boolean; unique?: boolean; nameField?: boolean }) | undefined;
  if (!field || !INDEX_OPERATORS.has(condition.operator.toUpperCase())) return false;
  const values = Array.isArray(condition.value) ? condition.value : [condition.value];
  if (values.some((v) => v.toLowerCase() === "null" || (condition.operator.toUpperCase() === "LIKE" && /^'?%/.test(v)))) return false;
  return ALWAYS_INDEXED.has(field.name.toLowerCase()) || field.type === "reference" || !!(field.idLookup || field.externalId || field.unique || field.nameField);
}

const lastSegment = (path: string) => path.split(".").at(-1) ?? path;
const fieldName = (describe: SoqlDescribe, path: string) => findField(describe, lastSegment(path))?.name ?? path;
