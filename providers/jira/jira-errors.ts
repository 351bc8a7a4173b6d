// Jira's errors: `{errorMessages: [...], errors: {field: message}}` with Jira's statuses and words, thrown
// as PackErrors from anywhere in a handler. JIRA_ERRORS is the catalogue of what handlers answer.
import { PackError, type JsonRecord } from "../../core/pack/index.ts";

export interface ErrorCollection extends JsonRecord {
  errorMessages: string[];
  errors: Record<string, string>;
}

export class JiraError extends PackError {
  constructor(status: number, readonly collection: ErrorCollection, headers: Record<string, string> = {}) {
    super(status, collection, [...collection.errorMessages, ...Object.entries(collection.errors).map(([k, v]) => `${k}: ${v}`)].join("; "), {
      "content-type": "application/json;charset=UTF-8",
      ...headers,
    });
  }
}

export const jiraMessages = (status: number, ...messages: string[]) => new JiraError(status, { errorMessages: messages, errors: {} });
export const jiraFieldErrors = (errors: Record<string, string>, messages: string[] = []) => new JiraError(400, { errorMessages: [...new Set(messages)], errors });

export const ISSUE_NOT_FOUND = "Issue does not exist or you do not have permission to see it.";
export const USER_NOT_FOUND = "Specified user does not exist or you do not have required permissions";
export const NOT_ON_SCREEN = (field: string) => `Field '${field}' cannot be set. It is not on the appropriate screen, or unknown.`;
export const ADF_REQUIRED = "Operation value must be an Atlassian Document (see the Atlassian Document Format)";
export const STRING_REQUIRED = "Operation value must be a string";
export const TEXT_TOO_LONG = "The entered text is too long. It exceeds the allowed limit of 32,767 characters.";

export const JIRA_ERRORS = {
  issueNotFound: () => jiraMessages(404, ISSUE_NOT_FOUND),
  projectNotFound: (idOrKey: string) => jiraMessages(404, /^\d+$/.test(idOrKey) ? `No project could be found with id '${idOrKey}'.` : `No project could be found with key '${idOrKey}'.`),
  userNotFound: () => jiraMessages(404, USER_NOT_FOUND),
  accountIdRequired: () => jiraMessages(400, "The 'accountId' query parameter needs to be provided"),
  hasSubtasks: (key: string) => jiraMessages(400, `The issue '${key}' has subtasks. You must specify the 'deleteSubtasks' parameter to delete this issue with subtasks.`),
  badPaging: (name: "startAt" | "maxResults") => jiraMessages(400, `The '${name}' parameter must be a non-negative integer.`),
  userSearchNeedsQuery: () => jiraMessages(400, "The query parameter 'query' or 'accountId' needs to be provided."),
  assignableNeedsScope: () => jiraMessages(400, "One of the following parameters must be provided: 'issueKey', 'issueId' or 'project'."),
  fields: jiraFieldErrors,
  // Transitions: Jira's words from public reports (the integer and the unavailable id); the missing id is Jira Server's.
  transitionMissing: () => jiraMessages(400, "Missing 'transition' identifier"),
  transitionNotInteger: () => jiraMessages(400, "'transition' identifier must be an integer"),
  transitionNotValid: (id: string) => jiraMessages(400, `Transition id '${id}' is not valid for this issue.`),
  // Comments: Jira's functional tests (TestCommentResource): a refused edit or delete is a 400, not a 403.
  commentNotFound: (id: string) => jiraMessages(404, `Can not find a comment for the id: ${id}.`),
  commentNotOnIssue: (key: string) => jiraMessages(404, `No comment with given ID found for issue ${key}`),
  commentEditForbidden: () => jiraMessages(400, "You do not have the permission to edit this comment."),
  commentDeleteForbidden: (id: string) => jiraMessages(400, `You do not have permission to delete comment with id: ${id}`),
  commentOrderBy: (value: string) => jiraMessages(400, `Invalid orderBy value '${value}'. Valid values are: created, +created, -created.`),
  // Search: the unbounded sentence and the retired endpoints' 410 are Jira Cloud's (public reports, 2025-26).
  unboundedJql: () => jiraMessages(400, "Unbounded JQL queries are not allowed here. Please add a search restriction to your query."),
  badPageToken: () => jiraMessages(400, "The provided next page token is invalid or expired."),
  searchMaxResults: () => jiraMessages(400, "The maxResults parameter must be between 1 and 5000."),
  searchRemoved: () =>
    jiraMessages(410, "The requested API has been removed. Please migrate to the /rest/api/3/search/jql API. A full migration guideline is available at https://developer.atlassian.com/changelog/#CHANGE-2046"),
} as const;
