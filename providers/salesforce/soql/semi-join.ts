import { createBudgetCheck } from "./budget-check.ts";
import type { ValueQueryCondition } from "@jetstreamapp/soql-parser-js";
import { describeOf, errorAt, isHidden, offsetOf, type QueryContext, type RowRef } from "./context.ts";
import { messages, notSupported } from "./errors.ts";
import { fieldKind } from "./field-kind.ts";
import { resolveFieldPath, writtenPath, type ObjectScope } from "./field-path.ts";
import { readPath } from "./read-path.ts";
import { compileWhere } from "./where.ts";

/** `Id IN (SELECT AccountId FROM Contact ...)` and its NOT IN anti-join form. */
export function compileSemiJoin(
  ctx: QueryContext,
  scope: ObjectScope,
  condition: ValueQueryCondition,
): (ref: RowRef) => boolean {
  const outer = resolveFieldPath(ctx, scope, condition.field);
  const inner = condition.valueQuery;
  const fail = (message: string) =>
    errorAt(ctx, "MALFORMED_QUERY", offsetOf(ctx, condition.field, scope.from), message);
  if (fieldKind(outer.field.type) !== "id") throw fail(`Invalid semi join: field ${outer.field.name} must be an Id or reference field`);
  if (inner.groupBy || inner.having || inner.orderBy || inner.limit !== undefined || inner.offset !== undefined) {
    throw notSupported("GROUP BY, HAVING, ORDER BY, LIMIT or OFFSET inside a semi-join subquery");
  }
  const describe = describeOf(ctx, inner.sObject ?? "");
  const innerFrom = offsetOf(ctx, inner.sObject ?? "", scope.from);
  if (!describe) throw errorAt(ctx, "INVALID_TYPE", innerFrom, messages.unknownObject(inner.sObject ?? ""));
  if (describe.name === scope.describe.name) {
    throw errorAt(ctx, "INVALID_QUERY_FILTER_OPERATOR", innerFrom, "The inner and outer selects should not be on the same object type");
  }
  const field = inner.fields?.length === 1 ? inner.fields[0] : undefined;
  if (!field || (field.type !== "Field" && field.type !== "FieldRelationship")) {
    throw fail("The selected field in a semi join subquery must be a single Id or reference field");
  }
  const innerScope: ObjectScope = { describe, alias: inner.sObjectAlias, from: scope.from };
  const selected = resolveFieldPath(ctx, innerScope, writtenPath(field));
  if (fieldKind(selected.field.type) !== "id") throw fail(`Invalid semi join: ${selected.field.name} is not an Id or reference field`);
  const filter = compileWhere(ctx, innerScope, inner.where);
  let ids: Set<string> | undefined;
  const idSet = () => {
    ids ??= collectIds(ctx, describe.name, (ref) => (filter(ref) ? readPath(ctx, ref, selected) : null));
    return ids;
  };
  const negate = condition.operator.toUpperCase() === "NOT IN";
  return (ref) => {
    const value = readPath(ctx, ref, outer);
    const found = typeof value === "string" && idSet().has(value.toLowerCase());
    return negate ? !found : found;
  };
}

function collectIds(ctx: QueryContext, type: string, pick: (ref: RowRef) => unknown): Set<string> {
  const ids = new Set<string>();
  const checkBudget = createBudgetCheck();
  for (const row of ctx.source.records(type)) {
    checkBudget();
    if (isHidden(ctx, row)) continue;
    const value = pick({ type, row });
    if (typeof value === "string") ids.add(value.toLowerCase());
  }
  return ids;
}
