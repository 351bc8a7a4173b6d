import type { FieldKind } from "./field-kind.ts";
import type { Operand } from "./operand.ts";
import { compareFolded, foldCase, type Comparable } from "./values.ts";

/** Multi-select picklists store "a;b"; Salesforce compares them as sets of values. */
function valueSet(value: Comparable): Set<string> {
  return new Set(String(value).split(";").map((v) => v.trim().toLowerCase()).filter(Boolean));
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((v) => b.has(v));
}

/** Operands are already case-folded; only the stored value is folded here. */
function equals(kind: FieldKind, operand: Operand, value: Comparable | null): boolean {
  if (operand.kind === "null") return value === null;
  if (value === null) return false;
  if (operand.kind === "pattern") return operand.pattern.test(String(value));
  if (operand.kind === "value" && typeof value === "string" && kind !== "multipicklist") return sameText(value, operand);
  const folded = foldCase(value);
  if (operand.kind === "range") return compareFolded(folded, operand.start) >= 0 && compareFolded(folded, operand.end) < 0;
  if (kind === "multipicklist") return sameSet(valueSet(value), valueSet(operand.value));
  return compareFolded(folded, operand.value) === 0;
}

/**
 * Equality without lower-casing most non-matching rows: only ASCII letters (and the Kelvin sign,
 * one char too) lower-case into ASCII, so text of another length never equals an ASCII operand.
 */
function sameText(stored: string, operand: { value: Comparable; ascii?: boolean }): boolean {
  if (stored === operand.value) return true;
  if (operand.ascii && stored.length !== (operand.value as string).length) return false;
  return stored.toLowerCase() === operand.value;
}

function ordered(operator: string, operand: Operand, stored: Comparable | null): boolean {
  if (stored === null || operand.kind === "null" || operand.kind === "pattern") return false;
  const value = foldCase(stored);
  const low = operand.kind === "range" ? operand.start : operand.value;
  const high = operand.kind === "range" ? operand.end : operand.value;
  switch (operator) {
    case "<": return compareFolded(value, low) < 0;
    case ">=": return compareFolded(value, low) >= 0;
    // Against a range, "<= TODAY" means up to the end of today and "> TODAY" after it.
    case "<=": return operand.kind === "range" ? compareFolded(value, high) < 0 : compareFolded(value, high) <= 0;
    case ">": return operand.kind === "range" ? compareFolded(value, high) >= 0 : compareFolded(value, high) > 0;
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
  const [first] = operands;
  // The parser refuses an empty value list (`IN ()`), so there is always a first operand.
  if (first === undefined) return false;
  switch (operator) {
    case "=":
    case "LIKE":
      return equals(kind, first, value);
    case "!=":
    case "<>":
      return !equals(kind, first, value);
    case "IN":
      return anyEquals(kind, operands, value);
    case "NOT IN":
      return !anyEquals(kind, operands, value);
    case "INCLUDES":
      return operands.some((o) => includes(o, value));
    case "EXCLUDES":
      return !operands.some((o) => includes(o, value));
    default:
      return ordered(operator, first, value);
  }
}

function anyEquals(kind: FieldKind, operands: Operand[], value: Comparable | null): boolean {
  for (const operand of operands) if (equals(kind, operand, value)) return true;
  return false;
}
