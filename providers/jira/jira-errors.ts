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
// Jira's message for a request body its JSON mapping cannot read (a visibility that is no object, a watcher that is no string).
// The refusal of Jira Software's REST API (/rest/agile/…, /rest/software/…, /rest/greenhopper/…): this site is the platform alone.
export const SOFTWARE_NOT_INSTALLED =
  "Jira Software is not installed on this site: boards, sprints, backlogs and epics (/rest/agile/1.0/..., /rest/software/1.0/...) are not available. This site serves the Jira platform REST API (/rest/api/3, /rest/api/2, /rest/api/latest).";
export const INVALID_PAYLOAD = "Invalid request payload. Refer to the REST API documentation and try again.";

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
  invalidPayload: () => jiraMessages(400, INVALID_PAYLOAD),
  // Worklogs: Jira's own sentences (its DefaultWorklogService tests and functional tests, and a reported REST answer).
  worklogNotFound: (id: string) => jiraMessages(404, `Cannot find worklog with id: '${id}'.`),
  worklogTimeMissing: () => jiraFieldErrors({ timeLogged: "You must indicate the time spent working." }, ["Worklog must not be null."]),
  worklogTimeInvalid: () => jiraFieldErrors({ timeLogged: "Invalid time duration entered." }),
  worklogTimeZero: () => jiraFieldErrors({ timeLogged: "Time Spent can not be zero." }),
  worklogStartInvalid: () => jiraFieldErrors({ startDate: "You must specify a date on which the work occurred." }),
  worklogNewEstimate: (given: boolean) => jiraFieldErrors({ newEstimate: given ? "Invalid new estimate entered." : "You must supply a valid new estimate." }),
  worklogAdjustBy: (field: "reduceBy" | "increaseBy") => jiraFieldErrors({ [field]: "You must supply a valid amount of time to adjust the estimate by." }),
  worklogEditForbidden: () => jiraMessages(400, "You do not have the permission to edit this worklog."),
  worklogDeleteForbidden: () => jiraMessages(400, "You do not have the permission to delete this worklog."),
  // Issue links: the unknown type's sentences are Jira's (its REST client tests); the rest are guesses.
  linkTypeNameNotFound: (name: string) => jiraMessages(404, `No issue link type with name '${name}' found.`),
  linkTypeIdNotFound: (id: string) => jiraMessages(404, `No issue link type with id '${id}' found.`),
  linkTypeMissing: () => jiraMessages(400, "Issue link type is required. Provide its name or id in 'type'."),
  linkIssueMissing: (side: "inwardIssue" | "outwardIssue") => jiraMessages(400, `The '${side}' must name an issue by its key or id.`),
  linkToItself: () => jiraMessages(400, "You cannot link an issue to itself."),
  linkNotFound: (id: string) => jiraMessages(404, `No issue link with id '${id}' exists.`),
  // Remote links: `title` as Atlassian's document shows it, `url` by analogy.
  remoteLinkRequired: (fields: string[]) => jiraFieldErrors(Object.fromEntries(fields.map((f) => [f, `'${f}' is required.`]))),
  remoteLinkNotFound: (id: string) => jiraMessages(404, `No remote link with id '${id}' exists.`),
  remoteLinkNotOnIssue: (id: string, key: string) => jiraMessages(400, `The remote link '${id}' does not belong to issue ${key}.`),
  remoteLinkGlobalIdMissing: () => jiraMessages(400, "The 'globalId' query parameter must be provided."),
  // Attachments: guessed sentences.
  attachmentNotFound: (id: string) => jiraMessages(404, `The attachment with id '${id}' does not exist`),
  attachmentMissing: () => jiraMessages(400, "No attachment was found in the request: send the file as a multipart part named 'file'."),
  attachmentTooLarge: (name: string, limit: number) => jiraMessages(413, `The file '${name}' is larger than the attachment limit of ${limit} bytes.`),
  attachmentDeleteForbidden: () => jiraMessages(403, "You do not have permission to delete this attachment."),
  searchRemoved: () =>
    jiraMessages(410, "The requested API has been removed. Please migrate to the /rest/api/3/search/jql API. A full migration guideline is available at https://developer.atlassian.com/changelog/#CHANGE-2046"),
} as const;
