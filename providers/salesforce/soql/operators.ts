import type { FieldKind } from "./field-kind.ts";
import type { Operand } from "./operand.ts";
import { compareValues, type Comparable } from "./values.ts";

/** Multi-select picklists store "a;b"; Salesforce compares them as sets of values. */
function valueSet(value: Comparable): Set<string> {
  return new Set(String(value).split(";").map((v) => v.trim().toLowerCase()).filter(Boolean));
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((v) => b.has(v));
}

function equals(kind: FieldKind, operand: Operand, value: Comparable | null): boolean {
  if (operand.kind === "null") return value === null;
  if (value === null) return false;
  if (operand.kind === "range") return compareValues(value, operand.start) >= 0 && compareValues(value, operand.end) < 0;
  if (operand.kind === "pattern") return operand.regex.test(String(value));
  if (kind === "multipicklist") return sameSet(valueSet(value), valueSet(operand.value));
  return compareValues(value, operand.value) === 0;
}

function ordered(operator: string, operand: Operand, value: Comparable | null): boolean {
  if (value === null || operand.kind === "null" || operand.kind === "pattern") return false;
  const low = operand.kind === "range" ? operand.start : operand.value;
  const high = operand.kind === "range" ? operand.end : operand.value;
  switch (operator) {
    case "<": return compareValues(value, low) < 0;
    case ">=": return compareValues(value, low) >= 0;
    // Against a range, "<= TODAY" means up to the end of today and "> TODAY" after it.
    case "<=": return operand.kind === "range" ? compareValues(value, high) < 0 : compareValues(value, high) <= 0;
    case ">": return operand.kind === "range" ? compareValues(value, high) >= 0 : compareValues(value, high) > 0;
    default: return false;
  }
}

function includes(operand: Operand, value: Comparable | null): boolean {
  if (value === null || operand.kind !== "value") return false;
  const stored = valueSet(value);
  return [...valueSet(operand.value)].every((v) => stored.has(v));
}

/**
 * SOQL's != and NOT IN match rows whose value is null, unlike SQL; `= null` is how nulls are found.
 */
export function applyOperator(kind: FieldKind, operator: string, operands: Operand[], value: Comparable | null): boolean {
  switch (operator) {
    case "=":
    case "LIKE":
      return equals(kind, operands[0], value);
    case "!=":
    case "<>":
      return !equals(kind, operands[0], value);
    case "IN":
      return operands.some((o) => equals(kind, o, value));
    case "NOT IN":
      return !operands.some((o) => equals(kind, o, value));
    case "INCLUDES":
      return operands.some((o) => includes(o, value));
    case "EXCLUDES":
      return !operands.some((o) => includes(o, value));
    default:
      return ordered(operator, operands[0], value);
  }
}
