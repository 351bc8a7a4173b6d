/**
 * JQL over rendered Jira issues, answering like Jira Cloud's search: parsed with Atlassian's own
 * grammar (@atlaskit/jql-parser), validated against the site (fields, values, functions) with
 * Jira's error sentences, and run as compiled predicates. README.md lists what runs and what is
 * refused.
 */
export { parseJql } from "./parse.ts";
export { checkJql, runJql, runJqlInSlices, type JqlCheck, type RunJqlOptions } from "./run-jql.ts";
export { JqlError, type JqlErrorKind } from "./errors.ts";
export type { JqlClause, JqlFieldRef, JqlOperand, JqlOperator, JqlQuery, JqlSort, JqlTerminal } from "./ast.ts";
export type {
  JqlContext,
  JqlCustomField,
  JqlGroup,
  JqlIssue,
  JqlIssueFields,
  JqlIssueType,
  JqlPriority,
  JqlProject,
  JqlResolution,
  JqlStatus,
  JqlUser,
  JqlUserRef,
} from "./context.ts";
