import type { JqlOperator, JqlTerminal } from "./ast.ts";
import { unsupportedMessage } from "./errors.ts";
import { RELATIONAL, type FieldDef, type FieldValue } from "./field-def.ts";
import { validation } from "./messages.ts";
import { resolveField } from "./resolve-field.ts";
import { containsEmpty, resolveOperand, type Reporter } from "./resolve-operand.ts";
import { NEVER, type Predicate } from "./predicate.ts";
import type { Scope } from "./scope.ts";
import { UNMODELLED_FIELDS } from "./system-fields.ts";
import { compileTextSearch } from "./text-search.ts";

/** What `NOT` turns each operator into (Jira pushes NOT down to the clauses: De Morgan). */
const NEGATION: Partial<Record<JqlOperator, JqlOperator>> = {
  "=": "!=", "!=": "=", in: "not in", "not in": "in", is: "is not", "is not": "is",
  "~": "!~", "!~": "~", ">": "<=", ">=": "<", "<": ">=", "<=": ">",
};
const POSITIVE = new Set<JqlOperator>(["=", "in", "is", "~"]);
const HISTORY = new Set<JqlOperator>(["was", "was not", "was in", "was not in", "changed"]);

/**
 * One `field operator operand` clause as a predicate. Validation follows the operator as written;
 * evaluation uses it negated when the clause sits under an odd number of NOTs, so `NOT assignee = x`
 * behaves as Jira's `assignee != x` (unassigned issues excluded).
 */
export function compileTerminal(clause: JqlTerminal, negated: boolean, scope: Scope, report: Reporter): Predicate {
  const { field: ref, operator, operand } = clause;
  if (HISTORY.has(operator)) {
    report.unsupported(unsupportedMessage(`history searches ('${operator.toUpperCase()}' on '${ref.name}'); the world keeps no searchable field history`));
    return NEVER;
  }
  if (ref.hasProperty) {
    report.unsupported(unsupportedMessage(`entity property searches ('${ref.name}[...]')`));
    return NEVER;
  }
  const field = resolveField(ref, scope);
  if (!field) {
    if (UNMODELLED_FIELDS.has(ref.name.toLowerCase())) report.unsupported(unsupportedMessage(`the field '${ref.name}'`));
    else report.error(validation.noSuchField(ref.name));
    return NEVER;
  }
  if (!field.operators.has(operator)) {
    report.error(validation.operatorNotSupported(ref.name, operator));
    return NEVER;
  }
  if (containsEmpty(operand) && !field.emptySearchable) {
    report.error(validation.emptyNotSupported(ref.name));
    return NEVER;
  }
  const effective = negated ? NEGATION[operator]! : operator;
  if (operator === "~" || operator === "!~") return compileTextSearch(operand!, effective === "~", field, ref.name, scope, report);
  const resolved = resolveOperand(operand!, field, ref.name, scope, report);
  if (!resolved) return NEVER;
  if (RELATIONAL.has(effective)) return relational(field, effective, resolved.values, ref.name, scope, report);
  return membership(field, POSITIVE.has(effective), new Set(resolved.values), resolved.empty, scope);
}

/** =, !=, IN, NOT IN, IS, IS NOT. The negative forms never match an empty field, as in Jira. */
function membership(field: FieldDef, positive: boolean, wanted: ReadonlySet<FieldValue>, empty: boolean, scope: Scope): Predicate {
  const hit = (values: readonly FieldValue[]) => values.some((v) => wanted.has(v));
  if (positive) return (issue) => {
    const values = field.values(issue, scope);
    return values.length === 0 ? empty : hit(values);
  };
  return (issue) => {
    const values = field.values(issue, scope);
    return values.length > 0 && !hit(values);
  };
}

const COMPARE: Record<string, (a: FieldValue, b: FieldValue) => boolean> = {
  ">": (a, b) => a > b, ">=": (a, b) => a >= b, "<": (a, b) => a < b, "<=": (a, b) => a <= b,
};

function relational(field: FieldDef, operator: JqlOperator, operands: readonly FieldValue[], name: string, scope: Scope, report: Reporter): Predicate {
  const compare = COMPARE[operator]!;
  const [operand] = operands;
  if (operand === undefined) return NEVER;
  if (field.kind === "key") return keyRelational(operand, compare, name, scope, report);
  if (field.kind === "priority") {
    const rank = (id: FieldValue | undefined) => (id === undefined ? undefined : scope.lookup.priorities.byId.get(String(id))?.rank);
    const bound = rank(operand)!;
    // A higher priority has a lower rank: `priority > Medium` is High and Highest.
    return (issue) => {
      const own = rank(field.values(issue, scope)[0]);
      return own !== undefined && compare(-own, -bound);
    };
  }
  return (issue) => field.values(issue, scope).some((value) => compare(value, operand));
}

/** `key > OPS-5`: issues of the same project numbered after 5. */
function keyRelational(operand: FieldValue, compare: (a: FieldValue, b: FieldValue) => boolean, name: string, scope: Scope, report: Reporter): Predicate {
  const text = String(operand);
  // An id names a key only where the site can say which; checkJql without issues cannot.
  if (text.startsWith("#") && !scope.findIssue) return NEVER;
  const key = text.startsWith("#") ? scope.findIssue?.(text.slice(1))?.key : text;
  if (!key) {
    report.error(validation.noSuchId(name, text.slice(1)));
    return NEVER;
  }
  const [project, number] = splitKey(key);
  return (issue) => {
    const [ownProject, ownNumber] = splitKey(issue.key);
    return ownProject === project && compare(ownNumber, number);
  };
}

function splitKey(key: string): [string, number] {
  const dash = key.lastIndexOf("-");
  return [key.slice(0, dash).toUpperCase(), Number(key.slice(dash + 1))];
}
