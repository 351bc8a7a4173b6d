import type { JqlOperand } from "./ast.ts";
import type { FieldDef } from "./field-def.ts";
import { evaluateFunction } from "./functions.ts";
import { validation } from "./messages.ts";
import type { Reporter } from "./resolve-operand.ts";
import type { Scope } from "./scope.ts";
import { NEVER, type Predicate } from "./predicate.ts";
import { textMatches } from "./text-match.ts";
import { parseTextQuery } from "./text-query.ts";

/**
 * `field ~ "query"` and `field !~ "query"`. Both need the field to have text: `!~` finds issues whose
 * text does not match, never issues without text (Jira adds a non-empty condition to both).
 * `~ EMPTY` is `IS EMPTY`.
 */
export function compileTextSearch(operand: JqlOperand, positive: boolean, field: FieldDef, name: string, scope: Scope, report: Reporter): Predicate {
  if (operand.kind === "empty") {
    return positive ? (issue) => field.values(issue, scope).length === 0 : (issue) => field.values(issue, scope).length > 0;
  }
  if (operand.kind === "function") {
    const result = evaluateFunction(operand, field, name, scope);
    if (!result.ok) (result.unsupported ? report.unsupported : report.error)(result.message);
    return NEVER;
  }
  if (operand.kind !== "value") return NEVER;
  if (operand.text.trim() === "") {
    report.error(validation.emptyStringNotSupported(name));
    return NEVER;
  }
  const query = parseTextQuery(operand.text);
  if (!query.ok) {
    report.error(query.reason === "bad-start" ? validation.textBadStart(name, operand.text, query.start) : validation.textUnparsable(name, operand.text));
    return NEVER;
  }
  const { node } = query;
  const texts = (issue: Parameters<Predicate>[0]) => field.texts?.(issue, scope) ?? [];
  if (positive) return (issue) => texts(issue).some((text) => textMatches(node, text));
  return (issue) => {
    const all = texts(issue);
    return all.length > 0 && !all.some((text) => textMatches(node, text));
  };
}
