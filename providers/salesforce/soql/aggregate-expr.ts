import type { FunctionExp } from "@jetstreamapp/soql-parser-js";
import { errorAt, offsetOf, type QueryContext, type RowRef } from "./context.ts";
import { acceptsFieldKind, applyDateFunction, readDateFunction } from "./date-functions.ts";
import { notSupported } from "./errors.ts";
import { fieldKind, type FieldKind } from "./field-kind.ts";
import { pathKey, resolveFieldPath, type FieldPath, type ObjectScope } from "./field-path.ts";
import { readPath } from "./read-path.ts";
import { compareValues, normalizeStored } from "./values.ts";

/** One aggregate row's input: its rows, and which GROUP BY expressions ROLLUP/CUBE summed away. */
export interface Group {
  rows: RowRef[];
  /** Ids of GROUP BY expressions this subtotal row does not group by (they read as null). */
  rolledUp: ReadonlySet<string>;
}

export const NOTHING_ROLLED_UP: ReadonlySet<string> = new Set();

/** Something an aggregate row shows, filters (HAVING) or sorts on, evaluated over a group. */
export interface GroupExpr {
  /** Identifies a GROUP BY expression so SELECT, HAVING and ORDER BY can be checked against it. */
  id: string;
  kind: FieldKind;
  type: string;
  name: string;
  /** A grouped field or date function (keeps its own name) rather than an aggregate (gets exprN). */
  grouped: boolean;
  value: (group: Group) => unknown;
}

const AGGREGATES = new Set(["COUNT", "COUNT_DISTINCT", "SUM", "AVG", "MIN", "MAX"]);

export function isAggregateFunction(name: string | undefined): boolean {
  return !!name && AGGREGATES.has(name.toUpperCase());
}

export function groupedFieldExpr(ctx: QueryContext, scope: ObjectScope, written: string): GroupExpr {
  const path = resolveFieldPath(ctx, scope, written);
  if (path.field.groupable === false || fieldKind(path.field.type) === "compound") {
    const offset = offsetOf(ctx, written, scope.from);
    throw errorAt(ctx, "INVALID_FIELD", offset, `field '${path.field.name}' can not be grouped in a query call`);
  }
  return fieldExpr(ctx, path);
}

function fieldExpr(ctx: QueryContext, path: FieldPath): GroupExpr {
  const kind = fieldKind(path.field.type);
  const { type, name } = path.field;
  const id = `f:${pathKey(path)}`;
  return { id, kind, type, name, grouped: true, value: ({ rows, rolledUp }) => (rows[0] && !rolledUp.has(id) ? readPath(ctx, rows[0], path) : null) };
}

/** A date function over a field, e.g. CALENDAR_YEAR(CloseDate). */
export function dateFunctionExpr(ctx: QueryContext, scope: ObjectScope, fn: FunctionExp): GroupExpr | undefined {
  const call = readDateFunction(fn);
  if (!call) return undefined;
  const path = resolveFieldPath(ctx, scope, call.field);
  if (!acceptsFieldKind(call.name, fieldKind(path.field.type))) {
    const offset = offsetOf(ctx, call.field, scope.from);
    throw errorAt(ctx, "MALFORMED_QUERY", offset, `${call.name} does not support field ${path.field.name}`);
  }
  const kind: FieldKind = call.resultKind;
  const id = `fn:${call.name}(${pathKey(path)})`;
  const value = ({ rows, rolledUp }: Group) =>
    rows[0] && !rolledUp.has(id) ? applyDateFunction(call.name, readPath(ctx, rows[0], path)) : null;
  return { id, kind, type: kind === "date" ? "date" : "int", name: call.name, grouped: true, value };
}

export function aggregateExpr(ctx: QueryContext, scope: ObjectScope, fn: FunctionExp): GroupExpr {
  const name = (fn.functionName ?? "").toUpperCase();
  const params = fn.parameters ?? [];
  if (name === "COUNT" && params.length === 0) throw notSupported("COUNT() together with other fields or GROUP BY");
  const param = params[0];
  if (params.length !== 1 || typeof param !== "string") {
    throw errorAt(ctx, "MALFORMED_QUERY", offsetOf(ctx, fn.functionName ?? "", scope.from), `unexpected token: '${fn.rawValue ?? name}'`);
  }
  const path = resolveFieldPath(ctx, scope, param);
  const kind = fieldKind(path.field.type);
  const numeric = name === "SUM" || name === "AVG";
  if (path.field.aggregatable === false || kind === "compound" || (numeric && kind !== "number")) {
    const offset = offsetOf(ctx, param, scope.from);
    throw errorAt(ctx, "MALFORMED_QUERY", offset, `field ${path.field.name} does not support aggregate operator ${name}`);
  }
  const values = ({ rows }: Group) => rows.map((r) => readPath(ctx, r, path)).filter((v) => v !== null && v !== undefined);
  const id = `agg:${name}(${pathKey(path)})`;
  const base = { id, name, grouped: false };
  switch (name) {
    case "COUNT":
      return { ...base, kind: "number", type: "int", value: (group) => values(group).length };
    case "COUNT_DISTINCT":
      return { ...base, kind: "number", type: "int", value: (group) => new Set(values(group).map((v) => normalizeStored(kind, v))).size };
    case "SUM":
    case "AVG":
      // Sums of money stay money (FORMAT shows them as currency); anything else becomes a double.
      return { ...base, kind: "number", type: sumType(path.field.type), value: (group) => sumOrAverage(name, values(group).map(Number)) };
    default:
      return { ...base, kind, type: path.field.type, value: (group) => extreme(kind, values(group), name === "MAX") };
  }
}

function sumType(fieldType: string): string {
  return fieldType.toLowerCase() === "currency" ? "currency" : "double";
}

function sumOrAverage(name: string, numbers: number[]): number | null {
  if (numbers.length === 0) return null;
  const sum = numbers.reduce((a, b) => a + b, 0);
  return name === "SUM" ? sum : sum / numbers.length;
}

function extreme(kind: FieldKind, values: unknown[], max: boolean): unknown {
  let best: unknown = null;
  for (const value of values) {
    if (best === null) best = value;
    const order = compareValues(normalizeStored(kind, value)!, normalizeStored(kind, best)!);
    if (max ? order > 0 : order < 0) best = value;
  }
  return best;
}

