// The Jira Cloud platform REST API operations the jira pack implements, as "METHOD path" on v3. Each is
// also served under /rest/api/2 (the twin whose rich-text fields are wiki strings instead of ADF). This
// list drives scripts/extract-jira-openapi.ts, which cuts Atlassian's document down to these operations.
export const JIRA_OPERATIONS = [
  "GET /rest/api/3/myself",
  "GET /rest/api/3/serverInfo",
  "GET /rest/api/3/project/search",
  "GET /rest/api/3/project/{projectIdOrKey}",
  "GET /rest/api/3/project/{projectIdOrKey}/statuses",
  "GET /rest/api/3/issuetype",
  "GET /rest/api/3/priority",
  "GET /rest/api/3/priority/search",
  "GET /rest/api/3/status",
  "GET /rest/api/3/statuses/search",
  "GET /rest/api/3/field",
  "GET /rest/api/3/user",
  "GET /rest/api/3/user/search",
  "GET /rest/api/3/user/assignable/search",
  "POST /rest/api/3/issue",
  "GET /rest/api/3/issue/{issueIdOrKey}",
  "PUT /rest/api/3/issue/{issueIdOrKey}",
  "DELETE /rest/api/3/issue/{issueIdOrKey}",
  "PUT /rest/api/3/issue/{issueIdOrKey}/assignee",
  "GET /rest/api/3/issue/{issueIdOrKey}/changelog",
  "GET /rest/api/3/issue/{issueIdOrKey}/transitions",
  "POST /rest/api/3/issue/{issueIdOrKey}/transitions",
  "GET /rest/api/3/issue/{issueIdOrKey}/comment",
  "POST /rest/api/3/issue/{issueIdOrKey}/comment",
  "GET /rest/api/3/issue/{issueIdOrKey}/comment/{id}",
  "PUT /rest/api/3/issue/{issueIdOrKey}/comment/{id}",
  "DELETE /rest/api/3/issue/{issueIdOrKey}/comment/{id}",
  "GET /rest/api/3/search/jql",
  "POST /rest/api/3/search/jql",
  "POST /rest/api/3/search/approximate-count",
  // Retired by Atlassian (410 Gone): served so that old clients get Jira's own answer.
  "GET /rest/api/3/search",
  "POST /rest/api/3/search",
] as const;

export type JiraOperation = (typeof JIRA_OPERATIONS)[number];
