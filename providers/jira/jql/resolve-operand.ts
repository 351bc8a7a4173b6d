import type { JqlOperand } from "./ast.ts";
import type { FieldDef, FieldValue } from "./field-def.ts";
import { evaluateFunction } from "./functions.ts";
import { resolveValue } from "./resolve-value.ts";
import type { Scope } from "./scope.ts";

/** Where compilation reports what it cannot answer; Jira lists every problem, not only the first. */
export interface Reporter {
  /** Jira's validation sentence: the query names something the site does not have. */
  error(message: string): void;
  /** Valid JQL this mock does not evaluate. */
  unsupported(message: string): void;
}

export interface ResolvedOperand {
  readonly values: readonly FieldValue[];
  /** EMPTY (or "Unresolved") is among the operands. */
  readonly empty: boolean;
}

/**
 * An operand (value, EMPTY, function, list) flattened to the values the field compares. Returns
 * undefined when any part failed; each failure has been reported.
 */
export function resolveOperand(operand: JqlOperand, field: FieldDef, fieldName: string, scope: Scope, report: Reporter): ResolvedOperand | undefined {
  const values: FieldValue[] = [];
  let empty = false;
  let failed = false;
  const visit = (node: JqlOperand): void => {
    switch (node.kind) {
      case "empty":
        empty = true;
        return;
      case "list":
        node.items.forEach(visit);
        return;
      case "value": {
        const result = resolveValue(node, field, fieldName, scope);
        if (!result.ok) {
          report.error(result.message);
          failed = true;
        } else {
          values.push(...result.values);
          empty ||= result.empty === true;
        }
        return;
      }
      case "function": {
        const result = evaluateFunction(node, field, fieldName, scope);
        if (result.ok) values.push(...result.values);
        else {
          (result.unsupported ? report.unsupported : report.error)(result.message);
          failed = true;
        }
        return;
      }
    }
  };
  visit(operand);
  return failed ? undefined : { values, empty };
}

export function containsEmpty(operand: JqlOperand | null): boolean {
  if (!operand) return false;
  if (operand.kind === "empty") return true;
  return operand.kind === "list" && operand.items.some(containsEmpty);
}
