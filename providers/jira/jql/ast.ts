/**
 * A parsed JQL query: what Atlassian's grammar read, with strings unescaped. It says nothing about
 * whether the fields and values exist; `checkJql` and `runJql` resolve those against a context.
 * Never mutated once built (parses are cached and shared).
 */
export interface JqlQuery {
  readonly text: string;
  /** null for a query with no clauses ("" or "ORDER BY created"). */
  readonly where: JqlClause | null;
  /** null when the query has no ORDER BY (Jira's default order applies). */
  readonly orderBy: readonly JqlSort[] | null;
}

export type JqlClause = JqlAnd | JqlOr | JqlNot | JqlTerminal;

export interface JqlAnd {
  readonly kind: "and";
  readonly clauses: readonly JqlClause[];
}

export interface JqlOr {
  readonly kind: "or";
  readonly clauses: readonly JqlClause[];
}

export interface JqlNot {
  readonly kind: "not";
  readonly clause: JqlClause;
}

export type JqlOperator =
  | "=" | "!=" | "~" | "!~" | ">" | ">=" | "<" | "<="
  | "in" | "not in" | "is" | "is not"
  | "was" | "was not" | "was in" | "was not in" | "changed";

export interface JqlTerminal {
  readonly kind: "terminal";
  readonly field: JqlFieldRef;
  readonly operator: JqlOperator;
  /** null only for CHANGED. */
  readonly operand: JqlOperand | null;
  /** WAS/CHANGED predicates (AFTER, BEFORE, BY, DURING, FROM, ON, TO) as written; history is refused. */
  readonly hasPredicates?: boolean;
}

export interface JqlFieldRef {
  /** As written, unquoted and unescaped: `project`, `Story Points`, `cf[10010]`. */
  readonly name: string;
  /** The number in `cf[10010]`. */
  readonly customFieldId?: string;
  /** Entity property accessors (`issue.property[x].y`, `project[x]`): refused. */
  readonly hasProperty?: boolean;
}

export type JqlOperand = JqlValue | JqlEmpty | JqlFunctionCall | JqlList;

export interface JqlValue {
  readonly kind: "value";
  /** Unquoted and unescaped. */
  readonly text: string;
  /** A number token (Jira reads it as an id, a count or epoch milliseconds). */
  readonly number: boolean;
  readonly quoted: boolean;
}

export interface JqlEmpty {
  readonly kind: "empty";
}

export interface JqlFunctionCall {
  readonly kind: "function";
  /** As written. */
  readonly name: string;
  readonly args: readonly string[];
}

export interface JqlList {
  readonly kind: "list";
  readonly items: readonly JqlOperand[];
}

export interface JqlSort {
  readonly field: JqlFieldRef;
  /** null when the query names none: the field's own default applies. */
  readonly direction: "asc" | "desc" | null;
}
