import type { FunctionExp } from "@jetstreamapp/soql-parser-js";
import { errorAt, offsetOf, type QueryContext } from "./context.ts";
import { groupedFieldExpr, type GroupExpr } from "./aggregate-expr.ts";
import { formatValue } from "./format-value.ts";
import type { ObjectScope } from "./field-path.ts";
import type { GroupByPlan } from "./grouping-sets.ts";

/**
 * Functions around a grouped or aggregated expression: FORMAT(MIN(CloseDate)),
 * convertCurrency(Amount) (the identity in this single-currency org) and GROUPING(field), which is
 * 1 on the ROLLUP/CUBE subtotal rows that sum that field away. Undefined for any other function.
 */
export function wrapperExpr(
  ctx: QueryContext,
  scope: ObjectScope,
  groupBy: GroupByPlan,
  fn: FunctionExp,
  resolveInner: (inner: string | FunctionExp) => GroupExpr,
): GroupExpr | undefined {
  const name = (fn.functionName ?? "").toUpperCase();
  if (name !== "FORMAT" && name !== "CONVERTCURRENCY" && name !== "GROUPING") return undefined;
  const [param, ...extra] = fn.parameters ?? [];
  if (param === undefined || extra.length > 0) {
    throw errorAt(ctx, "MALFORMED_QUERY", offsetOf(ctx, fn.functionName ?? "", scope.from), `unexpected token: '${fn.rawValue ?? name}'`);
  }
  if (name === "GROUPING") return groupingExpr(ctx, scope, groupBy, fn, param);
  const inner = resolveInner(param);
  if (name === "CONVERTCURRENCY") {
    if (inner.type.toLowerCase() !== "currency") {
      throw errorAt(ctx, "INVALID_FIELD", offsetOf(ctx, fn.functionName ?? "", scope.from), `convertCurrency() is only valid on currency fields, not ${written(param)}`);
    }
    return { ...inner, id: `convert:${inner.id}` };
  }
  const field = { name: inner.name, type: inner.type };
  return { ...inner, id: `format:${inner.id}`, kind: "string", type: "string", value: (group) => formatValue(field, inner.value(group)) };
}

function groupingExpr(ctx: QueryContext, scope: ObjectScope, groupBy: GroupByPlan, fn: FunctionExp, param: string | FunctionExp): GroupExpr {
  const fail = () =>
    errorAt(ctx, "MALFORMED_QUERY", offsetOf(ctx, fn.functionName ?? "", scope.from), `GROUPING() needs a field of GROUP BY ROLLUP() or CUBE(): ${fn.rawValue ?? "GROUPING"}`);
  if (groupBy.mode === "plain" || typeof param !== "string") throw fail();
  const field = groupedFieldExpr(ctx, scope, param);
  if (!groupBy.exprs.some((e) => e.id === field.id)) throw fail();
  return {
    id: `grouping:${field.id}`,
    kind: "number",
    type: "int",
    name: "GROUPING",
    grouped: false,
    value: (group) => (group.rolledUp.has(field.id) ? 1 : 0),
  };
}

function written(param: string | FunctionExp): string {
  return typeof param === "string" ? param : (param.rawValue ?? param.functionName ?? "");
}
