import type { FieldFunctionExpression, FunctionExp } from "@jetstreamapp/soql-parser-js";
import { errorAt, offsetOf, type QueryContext, type RowRef } from "./context.ts";
import { compileDistance } from "./distance.ts";
import { notSupported } from "./errors.ts";
import { fieldKind } from "./field-kind.ts";
import { resolveFieldPath, type FieldPath, type ObjectScope } from "./field-path.ts";
import { formatValue } from "./format-value.ts";
import { readPath } from "./read-path.ts";
import { labelOf } from "./to-label.ts";
import type { SoqlField } from "./types.ts";
import { renderValue } from "./values.ts";

/** How a SELECT function shows its field: toLabel() as the picklist label, FORMAT() in the user's locale. */
export type FieldTransform = "label" | "format" | undefined;

/**
 * A function in a non-aggregate SELECT. Unaliased, toLabel/FORMAT/convertCurrency answer under the
 * field's own key, nested like the plain field; aliased, or DISTANCE(), they are top-level columns.
 */
export type SelectFunction =
  | { kind: "path"; path: FieldPath; transform: FieldTransform }
  | { kind: "value"; key: string; read: (ref: RowRef) => unknown };

export function selectFunction(
  ctx: QueryContext,
  scope: ObjectScope,
  item: FieldFunctionExpression,
  nextExprKey: () => string,
): SelectFunction {
  const name = item.functionName.toUpperCase();
  if (name === "DISTANCE") {
    const distance = compileDistance(ctx, scope, item);
    return { kind: "value", key: item.alias ?? nextExprKey(), read: distance };
  }
  const [path, transform] = fieldFunction(ctx, scope, item);
  if (!item.alias) return { kind: "path", path, transform };
  return { kind: "value", key: item.alias, read: (ref) => transformValue(path.field, transform, readPath(ctx, ref, path)) };
}

function fieldFunction(ctx: QueryContext, scope: ObjectScope, fn: FunctionExp): [FieldPath, FieldTransform] {
  const name = (fn.functionName ?? "").toUpperCase();
  const param = fn.parameters?.length === 1 ? fn.parameters[0] : undefined;
  if (name === "FORMAT" && param !== undefined && typeof param !== "string") {
    const [path, transform] = fieldFunction(ctx, scope, param);
    if (transform || param.functionName?.toUpperCase() !== "CONVERTCURRENCY") throw notSupported(`FORMAT(${param.rawValue ?? ""})`);
    return [path, "format"];
  }
  if (typeof param !== "string" || !["TOLABEL", "FORMAT", "CONVERTCURRENCY"].includes(name)) {
    throw notSupported(`${fn.functionName ?? "this function"}() in the SELECT list of a non-aggregate query`);
  }
  const path = resolveFieldPath(ctx, scope, param);
  if (name === "CONVERTCURRENCY" && path.field.type.toLowerCase() !== "currency") {
    const offset = offsetOf(ctx, param, scope.from);
    throw errorAt(ctx, "INVALID_FIELD", offset, `convertCurrency() is only valid on currency fields, not ${path.field.name}`);
  }
  // convertCurrency() is the identity here: a single-currency org has nothing to convert.
  return [path, name === "TOLABEL" ? "label" : name === "FORMAT" ? "format" : undefined];
}

export function transformValue(field: SoqlField, transform: FieldTransform, value: unknown): unknown {
  if (transform === "label") return labelOf(field, value);
  if (transform === "format") return formatValue(field, value);
  return renderValue(fieldKind(field.type), value);
}
