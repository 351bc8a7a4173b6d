import { createBudgetCheck } from "./budget-check.ts";
import type { Subquery } from "@jetstreamapp/soql-parser-js";
import { describeOf, errorAt, isHidden, offsetOf, type QueryContext, type RowRef } from "./context.ts";
import { messages, notSupported } from "./errors.ts";
import type { ObjectScope } from "./field-path.ts";
import { compileOrderBy, sortItems, type SortKey } from "./order.ts";
import { paginate } from "./paginate.ts";
import { buildSelect, renderRecord, type SelectNode } from "./select.ts";
import type { SoqlResult } from "./types.ts";
import { readOwn } from "./values.ts";
import { compileWhere, type RowPredicate } from "./where.ts";

/** `(SELECT LastName FROM Contacts)`: the child rows of each parent, as a nested query result. */
export interface ChildPlan {
  key: string;
  childType: string;
  parentField: string;
  select: SelectNode;
  where: RowPredicate;
  order: SortKey<RowRef>[];
  limit?: number;
  offset?: number;
  byParent?: Map<string, RowRef[]>;
}

export function buildChildPlan(ctx: QueryContext, parent: ObjectScope, subquery: Subquery): ChildPlan {
  const name = subquery.relationshipName;
  const from = offsetOf(ctx, name, parent.from);
  const prefix = subquery.sObjectPrefix ?? [];
  const [first] = prefix;
  const prefixOk =
    first === undefined ||
    (prefix.length === 1 && [parent.describe.name, parent.alias].some((p) => p?.toLowerCase() === first.toLowerCase()));
  const relation = parent.describe.childRelationships?.find((r) => r.relationshipName?.toLowerCase() === name.toLowerCase());
  const child = relation && describeOf(ctx, relation.childSObject);
  if (!prefixOk || !relation?.relationshipName || !child) {
    throw errorAt(ctx, "INVALID_TYPE", from, messages.unknownChildRelationship([...prefix, name].join(".")));
  }
  if (subquery.groupBy || subquery.having) throw notSupported("GROUP BY or HAVING inside a child subquery");
  const scope: ObjectScope = { describe: child, alias: subquery.sObjectAlias, from };
  return {
    key: relation.relationshipName,
    childType: child.name,
    parentField: relation.field,
    select: buildSelect(ctx, scope, subquery.fields ?? [], { limit: subquery.limit, allowChildren: false }),
    where: compileWhere(ctx, scope, subquery.where),
    order: compileOrderBy(ctx, scope, subquery.orderBy),
    limit: subquery.limit,
    offset: subquery.offset,
  };
}

/**
 * Null, not an empty result, when a parent has no matching children, as Salesforce answers. With
 * `childBatchSize`, a longer list is cut to its first batch and the caller pages the rest.
 */
export function runChildPlan(ctx: QueryContext, plan: ChildPlan, parent: RowRef): SoqlResult | null {
  const id = parent.row.Id;
  const candidates = (typeof id === "string" && childIndex(ctx, plan).get(id.toLowerCase())) || [];
  const page = paginate(sortItems(candidates.filter(plan.where), plan.order), plan);
  if (page.length === 0) return null;
  const records = page.map((ref) => renderRecord(ctx, ref, plan.select));
  const { childBatchSize: batch, pageChildren } = ctx.options;
  if (batch === undefined || !pageChildren || records.length <= batch) return { totalSize: records.length, done: true, records };
  const nextRecordsUrl = pageChildren(records, batch);
  return { totalSize: records.length, done: false, nextRecordsUrl, records: records.slice(0, batch) };
}

function childIndex(ctx: QueryContext, plan: ChildPlan): Map<string, RowRef[]> {
  if (plan.byParent) return plan.byParent;
  const index = new Map<string, RowRef[]>();
  const checkBudget = createBudgetCheck();
  for (const row of ctx.source.records(plan.childType)) {
    checkBudget();
    const parentId = readOwn(row, plan.parentField);
    if (isHidden(ctx, row) || typeof parentId !== "string") continue;
    const key = parentId.toLowerCase();
    const list = index.get(key) ?? [];
    list.push({ type: plan.childType, row });
    index.set(key, list);
  }
  plan.byParent = index;
  return index;
}
