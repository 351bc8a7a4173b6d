import type { FieldFunctionExpression, FieldType, FunctionExp } from "@jetstreamapp/soql-parser-js";
import { aggregateExpr, dateFunctionExpr, isAggregateFunction } from "../soql/aggregate-expr.ts";
import type { QueryContext } from "../soql/context.ts";
import { isDateFunction } from "../soql/date-functions.ts";
import { resolveFieldPath, writtenPath, type ObjectScope } from "../soql/field-path.ts";
import { buildSelect, type SelectNode } from "../soql/select.ts";
import { fieldColumn, relationshipColumn, valueColumn, type ColumnMetadata } from "./column-metadata.ts";
import type { CheckedQuery } from "./query-metadata.ts";

/** The answer of `GET /query?q=…&columns=true`: the columns a query returns, not its rows. */
export interface QueryColumns {
  columnMetadata: ColumnMetadata[];
  entityName: string;
  groupBy: boolean;
  idSelected: boolean;
  keyPrefix: string | null;
}

/**
 * Column metadata for a checked query: plain fields, parent paths nested as joinColumns under their
 * relationship, child subqueries as aggregate columns with their own joinColumns, aggregate
 * functions as exprN (or their alias). COUNT() has no columns.
 */
export function queryColumns({ query, ctx, scope }: CheckedQuery): QueryColumns {
  const { describe } = scope;
  const fields = query.fields ?? [];
  const countOnly = fields.some((f) => f.type === "FieldFunctionExpression" && f.functionName.toUpperCase() === "COUNT" && f.parameters.length === 0);
  const aggregate = !!query.groupBy || fields.some((f) => f.type === "FieldFunctionExpression" && isAggregateCall(f));
  const columnMetadata = countOnly
    ? []
    : aggregate
      ? aggregateColumns(ctx, scope, fields)
      : nodeColumns(buildSelect(ctx, scope, fields, { limit: query.limit, allowChildren: true }));
  return {
    columnMetadata,
    entityName: describe.name,
    groupBy: !!query.groupBy,
    idSelected: !aggregate && columnMetadata.some((c) => c.columnName === "Id"),
    keyPrefix: describe.keyPrefix ?? null,
  };
}

function nodeColumns(node: SelectNode): ColumnMetadata[] {
  return [...node.entries.values()].map((entry): ColumnMetadata => {
    switch (entry.kind) {
      case "field":
        return entry.parentType ? valueColumn(entry.key, entry.key, "string", false) : fieldColumn(entry.field, entry.key);
      case "parent":
        return relationshipColumn(entry.key, entry.hop.referenceField, nodeColumns(entry.node));
      case "children":
        return relationshipColumn(entry.key, null, nodeColumns(entry.plan.select), true);
      case "value":
        return valueColumn(entry.key, entry.key, null, false);
      case "typeof": {
        const branches = [...entry.branches.values(), ...(entry.otherwise ? [entry.otherwise] : [])].flatMap(nodeColumns);
        const unique = [...new Map(branches.map((c) => [c.columnName.toLowerCase(), c])).values()];
        return relationshipColumn(entry.key, entry.hop.referenceField, unique);
      }
    }
  });
}

/** Aggregate rows: grouped fields keep their name, functions are exprN (counted among functions) or their alias. */
function aggregateColumns(ctx: QueryContext, scope: ObjectScope, fields: FieldType[]): ColumnMetadata[] {
  let unnamed = 0;
  return fields.map((item) => {
    if (item.type === "Field" || item.type === "FieldRelationship") {
      const path = resolveFieldPath(ctx, scope, writtenPath(item));
      return fieldColumn(path.field, ("alias" in item && item.alias) || path.field.name);
    }
    const fn = item as FieldFunctionExpression;
    const name = fn.alias ?? `expr${unnamed++}`;
    return valueColumn(name, fn.rawValue ?? fn.functionName, resultType(ctx, scope, fn), true);
  });
}

/** What a function in an aggregate SELECT yields; FORMAT() and convertCurrency() yield what they wrap. */
function resultType(ctx: QueryContext, scope: ObjectScope, fn: FunctionExp): string | null {
  const name = (fn.functionName ?? "").toUpperCase();
  const inner = fn.parameters?.[0];
  if ((name === "FORMAT" || name === "CONVERTCURRENCY") && inner !== undefined && typeof inner !== "string") return resultType(ctx, scope, inner);
  if (isAggregateFunction(name)) return aggregateExpr(ctx, scope, fn).type;
  if (isDateFunction(name)) return dateFunctionExpr(ctx, scope, fn)?.type ?? null;
  return null;
}

function isAggregateCall(fn: FunctionExp): boolean {
  const name = fn.functionName ?? "";
  if (/^(FORMAT|CONVERTCURRENCY)$/i.test(name)) return (fn.parameters ?? []).some((p) => typeof p !== "string" && isAggregateCall(p));
  return isAggregateFunction(name) || isDateFunction(name);
}
