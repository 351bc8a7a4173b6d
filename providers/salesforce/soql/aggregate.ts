import type { Condition, FunctionExp, HavingClause, LiteralType, OrderByClause, Query } from "@jetstreamapp/soql-parser-js";
import { errorAt, offsetOf, type QueryContext, type RowRef } from "./context.ts";
import { aggregateExpr, dateFunctionExpr, groupedFieldExpr, isAggregateFunction, type Group, type GroupExpr } from "./aggregate-expr.ts";
import { wrapperExpr } from "./aggregate-wrappers.ts";
import { messages, notSupported } from "./errors.ts";
import { writtenPath, type ObjectScope } from "./field-path.ts";
import { groupRows, planGroupBy, type GroupByPlan } from "./grouping-sets.ts";
import { buildLogic, compileLogic } from "./logic-tree.ts";
import { toOperand } from "./operand.ts";
import { applyOperator } from "./operators.ts";
import { asList, sortDirection, sortItems, type SortKey } from "./order.ts";
import { paginate } from "./paginate.ts";
import { normalizeStored, renderValue, setOwn } from "./values.ts";

export type AggregatePlan = (rows: RowRef[]) => Record<string, unknown>[];

/** GROUP BY / aggregate functions: one AggregateResult row per group, columns named alias or exprN. */
export function planAggregate(ctx: QueryContext, scope: ObjectScope, query: Query): AggregatePlan {
  const groupBy = planGroupBy(ctx, scope, asList(query.groupBy));
  const grouped = new Set(groupBy.exprs.map((g) => g.id));
  const resolve: Resolve = (item, clause) => groupExpr(ctx, scope, groupBy, grouped, item, clause);
  const columns = selectColumns(query, resolve);
  const having = compileHaving(ctx, scope, query.having, resolve);
  const order = asList(query.orderBy).map((clause) => orderKey(clause, resolve));
  return (rows) =>
    paginate(sortItems(groupRows(rows, groupBy).filter(having), order), query).map((group) => {
      const record: Record<string, unknown> = { attributes: { type: "AggregateResult" } };
      for (const column of columns) setOwn(record, column.key, renderValue(column.expr.kind, column.expr.value(group)));
      return record;
    });
}

type Resolve = (item: string | FunctionExp, clause: string) => GroupExpr;

function groupExpr(
  ctx: QueryContext,
  scope: ObjectScope,
  groupBy: GroupByPlan,
  grouped: Set<string>,
  item: string | FunctionExp,
  clause: string,
): GroupExpr {
  if (typeof item !== "string" && isAggregateFunction(item.functionName)) return aggregateExpr(ctx, scope, item);
  if (typeof item !== "string") {
    const wrapped = wrapperExpr(ctx, scope, groupBy, item, (inner) => groupExpr(ctx, scope, groupBy, grouped, inner, clause));
    if (wrapped) return wrapped;
  }
  const expr = typeof item === "string" ? groupedFieldExpr(ctx, scope, item) : dateFunctionExpr(ctx, scope, item);
  if (!expr) throw notSupported(`${(item as FunctionExp).functionName ?? "this function"}() in an aggregate query`);
  if (!grouped.has(expr.id)) {
    const written = typeof item === "string" ? item : (item.rawValue ?? expr.name);
    const offset = offsetOf(ctx, typeof item === "string" ? item : (item.functionName ?? ""), scope.from);
    throw errorAt(ctx, "MALFORMED_QUERY", offset, `${clause} must be grouped or aggregated: ${written}`);
  }
  return expr;
}

function selectColumns(query: Query, resolve: Resolve): { key: string; expr: GroupExpr }[] {
  let unnamed = 0;
  return (query.fields ?? []).map((item) => {
    if (item.type === "Field" || item.type === "FieldRelationship") {
      const expr = resolve(writtenPath(item), "Field");
      return { key: ("alias" in item && item.alias) || expr.name, expr };
    }
    if (item.type !== "FieldFunctionExpression") throw notSupported(`${item.type} in an aggregate query`);
    const expr = resolve(item, "Field");
    return { key: item.alias ?? `expr${unnamed++}`, expr };
  });
}

function compileHaving(ctx: QueryContext, scope: ObjectScope, having: HavingClause | undefined, resolve: Resolve) {
  if (!having) return () => true;
  const logic = buildLogic<Condition>(having, (token) =>
    errorAt(ctx, "MALFORMED_QUERY", offsetOf(ctx, token, scope.from), messages.unexpectedToken(token)),
  );
  return compileLogic<Condition, Group>(logic, (condition) => {
    if (!("operator" in condition)) throw notSupported("this HAVING condition");
    const expr = "fn" in condition ? resolve(condition.fn, "Field") : resolve((condition as { field: string }).field, "Field");
    const operator = condition.operator.toUpperCase();
    const values = Array.isArray(condition.value) ? condition.value : [condition.value];
    const types = condition.literalType;
    const operands = values.map((literal, i) =>
      toOperand(ctx, expr, literal, (Array.isArray(types) ? types[i] : types) as LiteralType, operator, () => -1),
    );
    return (group) => applyOperator(expr.kind, operator, operands, normalizeStored(expr.kind, expr.value(group)));
  });
}

function orderKey(clause: OrderByClause, resolve: Resolve): SortKey<Group> {
  const expr = "field" in clause ? resolve(clause.field, "Ordered field") : resolve(clause.fn, "Ordered field");
  return { read: (group) => normalizeStored(expr.kind, expr.value(group)), ...sortDirection(clause) };
}
