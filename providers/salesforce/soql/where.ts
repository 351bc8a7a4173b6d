import { checkWorkBudget } from "../../../core/pack/index.ts";
import type { Condition, ConditionWithValueQuery, FunctionExp, LiteralType, NegationCondition, WhereClause } from "@jetstreamapp/soql-parser-js";
import { errorAt, offsetOf, type QueryContext, type RowRef } from "./context.ts";
import { acceptsFieldKind, applyDateFunction, readDateFunction } from "./date-functions.ts";
import { compileDistance, isDistance } from "./distance.ts";
import { messages, notSupported } from "./errors.ts";
import { fieldKind, soapTypeName, type FieldKind } from "./field-kind.ts";
import { resolveFieldPath, type ObjectScope } from "./field-path.ts";
import { buildLogic, compileLogic } from "./logic-tree.ts";
import { toOperand, type OperandTarget } from "./operand.ts";
import { applyOperator } from "./operators.ts";
import { readPath } from "./read-path.ts";
import { compileSemiJoin } from "./semi-join.ts";
import { labelOf } from "./to-label.ts";
import { normalizeStored, type Comparable } from "./values.ts";

export type RowPredicate = (ref: RowRef) => boolean;

export function compileWhere(ctx: QueryContext, scope: ObjectScope, where: WhereClause | undefined): RowPredicate {
  if (!where) return () => true;
  const logic = buildLogic<ConditionWithValueQuery>(where, (token) =>
    errorAt(ctx, "MALFORMED_QUERY", offsetOf(ctx, token, scope.from), messages.unexpectedToken(token)),
  );
  return compileLogic<ConditionWithValueQuery, RowRef>(logic, (condition) => compileCondition(ctx, scope, condition));
}

/** What a condition compares: a field, or a function of one. */
interface Subject {
  target: OperandTarget;
  written: string;
  /** When only some operators apply, e.g. DISTANCE(): < and >. */
  operators?: string[];
  read: (ref: RowRef) => Comparable | null;
}

function compileCondition(ctx: QueryContext, scope: ObjectScope, condition: ConditionWithValueQuery): RowPredicate {
  // Up to 1,001 conditions (statement-limits.ts), each resolving its field: bounded by the budget too.
  checkWorkBudget();
  if ("valueQuery" in condition) return compileSemiJoin(ctx, scope, condition);
  if (!("operator" in condition)) throw notSupported("this condition form");
  const subject = "fn" in condition ? functionSubject(ctx, scope, condition) : fieldSubject(ctx, scope, condition);
  return compareSubject(ctx, scope, subject, condition);
}

type Comparison = Exclude<Condition, NegationCondition>;

function compareSubject(ctx: QueryContext, scope: ObjectScope, subject: Subject, condition: Comparison): RowPredicate {
  const operator = condition.operator.toUpperCase();
  checkOperator(ctx, scope, subject, operator);
  const values = Array.isArray(condition.value) ? condition.value : [condition.value];
  const types = condition.literalType ?? [];
  const typeAt = (i: number) => (Array.isArray(types) ? types[i] : types) as LiteralType;
  const fieldOffset = () => offsetOf(ctx, subject.written, scope.from);
  const operands = values.map((literal, i) =>
    toOperand(ctx, subject.target, literal, typeAt(i), operator, () => literalOffset(ctx, literal, fieldOffset())),
  );
  const { kind } = subject.target;
  return (ref) => applyOperator(kind, operator, operands, subject.read(ref));
}

function literalOffset(ctx: QueryContext, literal: string, from: number): number {
  const at = ctx.text.toLowerCase().indexOf(literal.toLowerCase(), Math.max(0, from));
  return at >= 0 ? at : from;
}

function checkOperator(ctx: QueryContext, scope: ObjectScope, subject: Subject, operator: string): void {
  const { kind, type } = subject.target;
  const fail = (message: string) =>
    errorAt(ctx, "INVALID_QUERY_FILTER_OPERATOR", offsetOf(ctx, subject.written, scope.from), message);
  if (subject.operators && !subject.operators.includes(operator)) {
    throw errorAt(ctx, "MALFORMED_QUERY", offsetOf(ctx, subject.written, scope.from), `${subject.target.name} can only be compared with ${subject.operators.join(" or ")}`);
  }
  const multi = operator === "INCLUDES" || operator === "EXCLUDES";
  if (multi && kind !== "multipicklist") throw fail("includes or excludes operator only valid on multipicklist field");
  if (operator === "LIKE" && kind !== "string") throw fail(`invalid operator on ${soapTypeName(type)} field`);
  if (kind === "multipicklist" && !multi && !["=", "!=", "<>", "IN", "NOT IN"].includes(operator)) {
    throw fail(`invalid operator on multipicklist field`);
  }
}

function fieldSubject(ctx: QueryContext, scope: ObjectScope, condition: { field: string }): Subject {
  const path = resolveFieldPath(ctx, scope, condition.field);
  const kind = fieldKind(path.field.type);
  if (path.field.filterable === false || kind === "compound") {
    const offset = offsetOf(ctx, condition.field, scope.from);
    throw errorAt(ctx, "INVALID_FIELD", offset, `field '${path.field.name}' can not be filtered in query call`);
  }
  return {
    target: { kind, type: path.field.type, name: path.field.name },
    written: condition.field,
    read: (ref) => normalizeStored(kind, readPath(ctx, ref, path)),
  };
}

function functionSubject(ctx: QueryContext, scope: ObjectScope, condition: Comparison): Subject {
  const fn = "fn" in condition ? condition.fn : undefined;
  const name = fn?.functionName ?? "";
  if (fn && name.toLowerCase() === "tolabel" && typeof fn.parameters?.[0] === "string") {
    const written = fn.parameters[0];
    const path = resolveFieldPath(ctx, scope, written);
    const target = { kind: "string" as FieldKind, type: "string", name: path.field.name };
    return { target, written, read: (ref) => labelOf(path.field, readPath(ctx, ref, path)) };
  }
  if (fn && isDistance(fn)) return distanceSubject(ctx, scope, fn);
  if (/^(convertcurrency|format)$/i.test(name)) {
    throw errorAt(ctx, "MALFORMED_QUERY", offsetOf(ctx, name, scope.from), `${name}() can not be used in a WHERE clause`);
  }
  const call = fn && readDateFunction(fn);
  if (!call) throw notSupported(`${name || "this function"}() in a filter`);
  const path = resolveFieldPath(ctx, scope, call.field);
  if (!acceptsFieldKind(call.name, fieldKind(path.field.type))) {
    const offset = offsetOf(ctx, call.field, scope.from);
    throw errorAt(ctx, "MALFORMED_QUERY", offset, `${call.name} does not support field ${path.field.name}`);
  }
  const kind: FieldKind = call.resultKind;
  return {
    target: { kind, type: kind === "date" ? "date" : "int", name: fn.rawValue ?? call.name },
    written: call.field,
    read: (ref) => normalizeStored(kind, applyDateFunction(call.name, readPath(ctx, ref, path))),
  };
}

/** Salesforce only filters distances by radius: inside (<) or beyond (>). */
function distanceSubject(ctx: QueryContext, scope: ObjectScope, fn: FunctionExp): Subject {
  const written = fn.functionName ?? "DISTANCE";
  return {
    target: { kind: "number", type: "double", name: fn.rawValue ?? written },
    written,
    operators: ["<", ">"],
    read: compileDistance(ctx, scope, fn),
  };
}
