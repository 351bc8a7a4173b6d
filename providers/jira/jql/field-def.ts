import type { JqlOperator } from "./ast.ts";
import type { JqlCustomField, JqlIssue } from "./context.ts";
import type { Scope } from "./scope.ts";
import type { Analysed } from "./text-analysis.ts";

/**
 * How a field's values are named in JQL and compared. Entity kinds take names or ids; `none` is a
 * Jira field this world never fills (components, versions, sprints, attachments).
 */
export type FieldKind =
  | "project" | "status" | "statusCategory" | "priority" | "issuetype" | "resolution"
  | "user" | "key" | "parent" | "labels" | "option" | "text" | "datetime" | "date" | "number" | "none";

export type FieldValue = string | number;

export interface FieldDef {
  readonly kind: FieldKind;
  readonly custom?: JqlCustomField;
  readonly operators: ReadonlySet<JqlOperator>;
  /** Whether `IS EMPTY` / `= EMPTY` may be asked. */
  readonly emptySearchable: boolean;
  /**
   * What equality, IN and EMPTY compare: ids for entities, accountIds for users, lower-case labels,
   * epoch ms, "YYYY-MM-DD" days, numbers; "#id" and "KEY-1" for issue keys. [] when empty.
   */
  values(issue: JqlIssue, scope: Scope): readonly FieldValue[];
  /** Texts `~` searches, each matched on its own (every comment is a text of its own). */
  texts?(issue: JqlIssue, scope: Scope): readonly Analysed[];
  /** null when empty; absent when the field cannot be sorted. */
  sortKey?(issue: JqlIssue, scope: Scope): FieldValue | null;
  /** Jira's own direction for `ORDER BY field` without ASC or DESC. */
  readonly defaultDescending?: boolean;
}

const EQUALITY: JqlOperator[] = ["=", "!=", "in", "not in", "is", "is not"];
const ORDERED: JqlOperator[] = [...EQUALITY, ">", ">=", "<", "<="];

export const OPERATORS = {
  equality: new Set(EQUALITY),
  ordered: new Set(ORDERED),
  text: new Set<JqlOperator>(["~", "!~", "is", "is not"]),
  /** `text` answers only `~` (Jira: "The operator '!~' is not supported by the 'text' field."). */
  allText: new Set<JqlOperator>(["~", "is", "is not"]),
};

export const RELATIONAL: ReadonlySet<JqlOperator> = new Set([">", ">=", "<", "<="]);
