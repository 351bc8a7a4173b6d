import { formatValue } from "./format.ts";
import { operatorOf, type Matcher, type Scalar, type Where } from "./matchers.ts";

const COMPARISONS = { gt: ">", gte: ">=", lt: "<", lte: "<=" } as const;

/** `Email contains "@acme"`: one condition in words, for the `expected` of a report. */
export function describeMatcher(field: string, matcher: Matcher): string {
  const { operator, operand, flags } = operatorOf(matcher);
  switch (operator) {
    case "equals": return operand === null ? `${field} is not set` : `${field} = ${formatValue(operand)}`;
    case "notEquals": return operand === null ? `${field} is set` : `${field} != ${formatValue(operand)}`;
    case "contains": return `${field} contains ${formatValue(operand)}`;
    case "pattern": return `${field} matches /${operand}/${flags ?? ""}`;
    case "oneOf": return `${field} is one of ${(operand as Scalar[]).map((v) => formatValue(v)).join(", ")}`;
    case "exists": return operand ? `${field} is set` : `${field} is not set`;
    default: return `${field} ${COMPARISONS[operator]} ${formatValue(operand)}`;
  }
}

/** All conditions joined with "and"; empty for an empty or missing where. */
export function describeWhere(where: Where | undefined): string {
  return Object.entries(where ?? {}).map(([field, matcher]) => describeMatcher(field, matcher)).join(" and ");
}

/** " with <conditions>", or nothing when there are none: reads after a noun. */
export function withWhere(where: Where | undefined): string {
  const words = describeWhere(where);
  return words ? ` with ${words}` : "";
}
