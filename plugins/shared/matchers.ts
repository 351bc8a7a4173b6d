import { compileLinearPattern } from "../../core/grading/index.ts";
import { deepEqual } from "./deep-equal.ts";
import { readField } from "./field-path.ts";
import { parseInstant } from "./instants.ts";

export type Scalar = string | number | boolean | null;
export type Bound = number | string;

/** A plain scalar means "equals"; an object names exactly one operator (`flags` only goes with `pattern`). */
export type Matcher =
  | Scalar
  | { equals: unknown }
  | { notEquals: unknown }
  | { contains: string }
  | { pattern: string; flags?: string }
  | { oneOf: Scalar[] }
  | { gt: Bound }
  | { gte: Bound }
  | { lt: Bound }
  | { lte: Bound }
  | { exists: boolean };

/** Field name (dotted paths step into nested objects) to matcher; every entry must hold. */
export type Where = Record<string, Matcher>;

export type Operator = "equals" | "notEquals" | "contains" | "pattern" | "oneOf" | "gt" | "gte" | "lt" | "lte" | "exists";
export const OPERATORS: readonly Operator[] = ["equals", "notEquals", "contains", "pattern", "oneOf", "gt", "gte", "lt", "lte", "exists"];

/** The operator and operand of a matcher; throws on a shape the options schema would have refused. */
export function operatorOf(matcher: Matcher): { operator: Operator; operand: unknown; flags?: string } {
  if (matcher === null || typeof matcher !== "object") return { operator: "equals", operand: matcher };
  const keys = Object.keys(matcher).filter((key) => key !== "flags");
  const operator = OPERATORS.find((op) => op === keys[0]);
  if (keys.length !== 1 || !operator) throw new Error(`Not a matcher: ${JSON.stringify(matcher)}`);
  const flags = (matcher as { flags?: string }).flags;
  return { operator, operand: (matcher as Record<string, unknown>)[operator], flags };
}

export function matchesValue(value: unknown, matcher: Matcher): boolean {
  const { operator, operand, flags } = operatorOf(matcher);
  switch (operator) {
    case "equals": return isEqual(value, operand);
    case "notEquals": return !isEqual(value, operand);
    case "contains": return asText(value)?.toLowerCase().includes(String(operand).toLowerCase()) ?? false;
    case "pattern": return matchesPattern(value, String(operand), flags);
    case "oneOf": return (operand as Scalar[]).some((item) => isEqual(value, item));
    case "gt": return (compareTo(value, operand as Bound) ?? Number.NaN) > 0;
    case "gte": return (compareTo(value, operand as Bound) ?? Number.NaN) >= 0;
    case "lt": return (compareTo(value, operand as Bound) ?? Number.NaN) < 0;
    case "lte": return (compareTo(value, operand as Bound) ?? Number.NaN) <= 0;
    case "exists": return (value !== undefined && value !== null) === operand;
  }
}

export function matchesWhere(source: unknown, where: Where | undefined): boolean {
  return unmetFields(source, where).length === 0;
}

/** The fields of `where` that `source` does not satisfy, in the order they were written. */
export function unmetFields(source: unknown, where: Where | undefined): string[] {
  return Object.entries(where ?? {})
    .filter(([field, matcher]) => !matchesValue(readField(source, field), matcher))
    .map(([field]) => field);
}

/** A missing field reads as null, as Salesforce renders an unset field. */
function isEqual(value: unknown, operand: unknown): boolean {
  return deepEqual(value === undefined ? null : value, operand);
}

function asText(value: unknown): string | undefined {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? String(value) : undefined;
}

/** Linear-time (RE2): a dataset's pattern cannot hang grading; one RE2 cannot run throws `Invalid pattern`. */
function matchesPattern(value: unknown, source: string, flags = ""): boolean {
  const text = asText(value);
  if (text === undefined) return false;
  return compileLinearPattern(source, flags).test(text);
}

/** Numbers compare with numbers, ISO dates and datetimes as instants; anything else does not compare. */
function compareTo(value: unknown, bound: Bound): number | undefined {
  if (typeof bound === "number") return typeof value === "number" ? value - bound : undefined;
  const limit = parseInstant(bound);
  if (Number.isNaN(limit)) throw new Error(`Not an ISO date or datetime: ${JSON.stringify(bound)}`);
  const instant = typeof value === "string" ? parseInstant(value) : Number.NaN;
  return Number.isNaN(instant) ? undefined : instant - limit;
}
