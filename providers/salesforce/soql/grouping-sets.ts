import { createBudgetCheck } from "./budget-check.ts";
import type { GroupByClause } from "@jetstreamapp/soql-parser-js";
import { errorAt, offsetOf, type QueryContext, type RowRef } from "./context.ts";
import { dateFunctionExpr, groupedFieldExpr, NOTHING_ROLLED_UP, type Group, type GroupExpr } from "./aggregate-expr.ts";
import { notSupported } from "./errors.ts";
import type { ObjectScope } from "./field-path.ts";
import { foldCase, normalizeStored } from "./values.ts";

/** GROUP BY a, b; ROLLUP(a, b) adds subtotals per leading prefix, CUBE(a, b) per every subset. */
export interface GroupByPlan {
  exprs: GroupExpr[];
  mode: "plain" | "rollup" | "cube";
}

const MAX_ROLLUP_FIELDS = 3;

export function planGroupBy(ctx: QueryContext, scope: ObjectScope, clauses: GroupByClause[]): GroupByPlan {
  const summary = clauses.find((c) => "fn" in c && /^(ROLLUP|CUBE)$/i.test(c.fn.functionName ?? ""));
  if (summary && "fn" in summary) {
    const name = (summary.fn.functionName ?? "").toUpperCase();
    const fail = (message: string) => errorAt(ctx, "MALFORMED_QUERY", offsetOf(ctx, name, scope.from), message);
    if (clauses.length > 1) throw fail(`GROUP BY ${name} can not be combined with other GROUP BY expressions`);
    const params = summary.fn.parameters ?? [];
    if (params.length > MAX_ROLLUP_FIELDS) throw fail(`GROUP BY ${name} accepts at most ${MAX_ROLLUP_FIELDS} fields`);
    if (params.some((p) => typeof p !== "string")) throw notSupported(`functions inside GROUP BY ${name}()`);
    const exprs = params.map((p) => groupedFieldExpr(ctx, scope, p as string));
    return { exprs, mode: name === "ROLLUP" ? "rollup" : "cube" };
  }
  const exprs = clauses.map((clause) => {
    if ("field" in clause) return groupedFieldExpr(ctx, scope, clause.field);
    const expr = dateFunctionExpr(ctx, scope, clause.fn);
    if (!expr) throw notSupported(`GROUP BY ${clause.fn.functionName ?? "function"}()`);
    return expr;
  });
  return { exprs, mode: "plain" };
}

interface Slot {
  mask: boolean[];
  values: string[];
  first: number;
  group: Group;
}

/**
 * Groups in first-seen order; with ROLLUP/CUBE each subtotal follows the groups it sums, and the
 * grand total comes last, the way Salesforce lists them. Text groups case-insensitively.
 */
export function groupRows(rows: RowRef[], { exprs, mode }: GroupByPlan): Group[] {
  if (exprs.length === 0) return [{ rows, rolledUp: NOTHING_ROLLED_UP }];
  const masks = groupingMasks(exprs.length, mode);
  const slots = new Map<string, Slot>();
  const checkBudget = createBudgetCheck();
  rows.forEach((row, index) => {
    checkBudget();
    const single: Group = { rows: [row], rolledUp: NOTHING_ROLLED_UP };
    const values = exprs.map((e) => keyPart(normalizeStored(e.kind, e.value(single))));
    for (const mask of masks) {
      const key = slotKey(mask, values);
      let slot = slots.get(key);
      if (!slot) {
        const rolledUp = new Set(exprs.filter((_, i) => !mask[i]).map((e) => e.id));
        slots.set(key, (slot = { mask, values, first: index, group: { rows: [], rolledUp } }));
      }
      slot.group.rows.push(row);
    }
  });
  const ordered = [...slots.values()];
  if (mode !== "plain") ordered.sort((a, b) => compareSlots(a, b, slots));
  return ordered.map((slot) => slot.group);
}

function groupingMasks(count: number, mode: GroupByPlan["mode"]): boolean[][] {
  const all = Array.from({ length: count }, () => true);
  if (mode === "plain") return [all];
  if (mode === "rollup") return Array.from({ length: count + 1 }, (_, kept) => all.map((_, i) => i < count - kept));
  return Array.from({ length: 2 ** count }, (_, n) => all.map((_, i) => ((2 ** count - 1 - n) & (1 << (count - 1 - i))) !== 0));
}

function keyPart(value: unknown): string {
  return JSON.stringify(typeof value === "string" ? foldCase(value) : value);
}

/** JSON never contains a raw NUL, so it separates parts unambiguously. */
function slotKey(mask: boolean[], values: string[]): string {
  return mask.map((kept, i) => (kept ? values[i] : "*")).join("\u0000");
}

/** Column by column: where the slot's prefix group first appeared, rolled-up columns after all values. */
function compareSlots(a: Slot, b: Slot, slots: Map<string, Slot>): number {
  for (let i = 0; i < a.mask.length; i++) {
    const x = rank(a, i, slots);
    const y = rank(b, i, slots);
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

function rank(slot: Slot, column: number, slots: Map<string, Slot>): number {
  if (!slot.mask[column]) return Number.POSITIVE_INFINITY;
  const prefix = slot.mask.map((kept, i) => kept && i <= column);
  return slots.get(slotKey(prefix, slot.values))?.first ?? slot.first;
}
