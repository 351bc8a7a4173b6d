import type { LiteralType } from "@jetstreamapp/soql-parser-js";
import { errorAt, type QueryContext } from "./context.ts";
import { dateLiteralRange } from "./date-literals.ts";
import { notSupported } from "./errors.ts";
import { ORG_CURRENCY } from "./format-value.ts";
import { soapTypeName, type FieldKind } from "./field-kind.ts";
import { toCaseSafeId } from "./record-id.ts";
import { compileLike, type LikePattern } from "./like-pattern.ts";
import { unquote } from "./string-literal.ts";
import { foldCase, parseInstant, type Comparable } from "./values.ts";

/** A literal from a filter, already converted to the compared field's kind. */
export type Operand =
  | { kind: "null" }
  | { kind: "value"; value: Comparable; ascii?: boolean }
  | { kind: "range"; start: Comparable; end: Comparable }
  | { kind: "pattern"; pattern: LikePattern };

/** The field (or function result) a literal is compared with. */
export interface OperandTarget {
  kind: FieldKind;
  type: string;
  name: string;
}

/** Operands come case-folded (see `foldCase`), so filters fold only the stored value per row. */
export function toOperand(
  ctx: QueryContext,
  target: OperandTarget,
  literal: string,
  literalType: LiteralType,
  operator: string,
  offset: () => number,
): Operand {
  const operand = buildOperand(ctx, target, literal, literalType, operator, offset);
  if (operand.kind === "value") {
    const value = foldCase(operand.value);
    return typeof value === "string" ? { kind: "value", value, ascii: /^[\x00-\x7f]*$/.test(value) } : { kind: "value", value };
  }
  if (operand.kind === "range") return { kind: "range", start: foldCase(operand.start), end: foldCase(operand.end) };
  return operand;
}

function buildOperand(
  ctx: QueryContext,
  target: OperandTarget,
  literal: string,
  literalType: LiteralType,
  operator: string,
  offset: () => number,
): Operand {
  const wrongType = () => {
    const quoted = ["string", "id", "multipicklist", "time"].includes(target.kind);
    const message = `value of filter criterion for field '${target.name}' must be of type ${soapTypeName(target.type)} and should ${quoted ? "" : "not "}be enclosed in quotes`;
    return errorAt(ctx, "INVALID_FIELD", offset(), message);
  };
  const { kind } = target;
  switch (literalType) {
    case "NULL":
      // Salesforce documents `Checkbox = null` as `= false` and `!= null` as `= true`.
      return kind === "boolean" ? { kind: "value", value: false } : { kind: "null" };
    case "STRING": {
      if (operator === "LIKE") return { kind: "pattern", pattern: compileLike(literal) };
      if (kind === "id") {
        const id = toCaseSafeId(unquote(literal));
        if (!id) throw errorAt(ctx, "INVALID_QUERY_FILTER_OPERATOR", offset(), `invalid ID field: ${unquote(literal)}`);
        return { kind: "value", value: id.toLowerCase() };
      }
      if (kind === "string" || kind === "multipicklist" || kind === "time") return { kind: "value", value: unquote(literal) };
      throw wrongType();
    }
    case "INTEGER":
    case "DECIMAL":
      if (kind !== "number") throw wrongType();
      return { kind: "value", value: Number(literal) };
    case "BOOLEAN":
      if (kind !== "boolean") throw wrongType();
      return { kind: "value", value: literal.toUpperCase() === "TRUE" };
    case "DATE":
      if (kind !== "date") throw wrongType();
      return { kind: "value", value: literal };
    case "DATETIME": {
      if (kind !== "datetime") throw wrongType();
      return { kind: "value", value: parseInstant(literal) };
    }
    case "DATE_LITERAL":
    case "DATE_N_LITERAL":
      return dateOperand(ctx, kind, literal, wrongType, offset);
    case "INTEGER_WITH_CURRENCY_PREFIX":
    case "DECIMAL_WITH_CURRENCY_PREFIX":
      return currencyOperand(ctx, target, literal, wrongType, offset);
    default:
      throw notSupported(`${literalType} literals`);
  }
}

function dateOperand(
  ctx: QueryContext,
  kind: FieldKind,
  literal: string,
  wrongType: () => Error,
  offset: () => number,
): Operand {
  if (kind !== "date" && kind !== "datetime") throw wrongType();
  const range = dateLiteralRange(literal, ctx.now);
  if (!range) throw errorAt(ctx, "MALFORMED_QUERY", offset(), `unexpected token: '${literal}'`);
  if (kind === "date") return { kind: "range", start: range.start, end: range.end };
  return { kind: "range", start: Date.parse(`${range.start}T00:00:00Z`), end: Date.parse(`${range.end}T00:00:00Z`) };
}

/** USD5000: in this single-currency org only the org currency's code is active, and it converts 1:1. */
function currencyOperand(
  ctx: QueryContext,
  target: OperandTarget,
  literal: string,
  wrongType: () => Error,
  offset: () => number,
): Operand {
  if (target.type.toLowerCase() !== "currency") throw wrongType();
  const [, code = "", amount = ""] = /^([A-Za-z]{3})(-?\d+(?:\.\d+)?)$/.exec(literal) ?? [];
  if (code.toUpperCase() !== ORG_CURRENCY) {
    throw errorAt(ctx, "MALFORMED_QUERY", offset(), `invalid currency ISO code: ${code || literal}; the only active currency is ${ORG_CURRENCY}`);
  }
  return { kind: "value", value: Number(amount) };
}
