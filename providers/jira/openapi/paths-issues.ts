// /issue (create), /issue/{issueIdOrKey} (get, edit, delete), …/assignee, …/changelog and …/editmeta.
import type { ApiOperation } from "./parts.ts";
import { errors, expand, issueIdOrKey, jsonBody, jsonOk, noContent, paging, query, queryList, ref } from "./parts.ts";

const RICH_V2 = "The v2 twin: `description` and `environment` (and `update.comment` bodies) are wiki markup strings; an ADF document is refused (\"Operation value must be a string\"). Answers render them as wiki markup.";

export const issueOperations: ApiOperation[] = [
  {
    method: "post", path: "/issue",
    operation: {
      operationId: "createIssue", summary: "Create an issue (the acting user is its reporter and creator)", tags: ["Issues"],
      description: "Needs `project`, `issuetype` and `summary`; a subtask needs `parent`. `description` is an ADF document on v3. Answers 201 `{id, key, self}`.",
      parameters: [query("updateHistory", { type: "boolean" }, "Ignored")],
      requestBody: jsonBody(ref("IssueUpdateDetails"), "The issue's `fields` and `update` verbs"),
      responses: { ...jsonOk(ref("CreatedIssue"), "Returned if the request is successful.", "201"), ...errors("400", "401") },
    },
    v2Note: RICH_V2,
  },
  {
    method: "get", path: "/issue/{issueIdOrKey}",
    operation: {
      operationId: "getIssue", summary: "An issue, with the fields asked for", tags: ["Issues"],
      parameters: [
        issueIdOrKey, queryList("fields", "Field ids; *all (default), *navigable, and -id to leave one out"), expand("renderedFields, names, schema, transitions, editmeta, changelog"),
        queryList("properties", "Ignored"), query("fieldsByKeys", { type: "boolean" }, "Ignored"), query("updateHistory", { type: "boolean" }, "Ignored"), query("failFast", { type: "boolean" }, "Ignored"),
      ],
      responses: { ...jsonOk(ref("IssueBean")), ...errors("401", "404") },
    },
    v2Note: RICH_V2,
  },
  {
    method: "put", path: "/issue/{issueIdOrKey}",
    operation: {
      operationId: "editIssue", summary: "Edit an issue's fields (`fields`) and apply update verbs (`update`)", tags: ["Issues"],
      description: "Answers 204, or the issue with returnIssue=true. A change is recorded in the changelog.",
      parameters: [
        issueIdOrKey, query("notifyUsers", { type: "boolean" }, "Ignored"), query("overrideScreenSecurity", { type: "boolean" }, "Ignored"),
        query("overrideEditableFlag", { type: "boolean" }, "Ignored"), query("returnIssue", { type: "boolean" }, "Answer the edited issue (200) instead of 204"), expand("as GET issue, with returnIssue"),
      ],
      requestBody: jsonBody(ref("IssueUpdateDetails"), "The fields to set and the update verbs"),
      responses: { ...noContent, ...jsonOk(ref("IssueBean"), "Returned with returnIssue=true."), ...errors("400", "401", "404") },
    },
    v2Note: RICH_V2,
  },
  {
    method: "delete", path: "/issue/{issueIdOrKey}",
    operation: {
      operationId: "deleteIssue", summary: "Delete an issue (with its subtasks only when deleteSubtasks=true)", tags: ["Issues"],
      parameters: [issueIdOrKey, query("deleteSubtasks", { type: "string", enum: ["true", "false"], default: "false" }, "Delete the issue's subtasks too")],
      responses: { ...noContent, ...errors("400", "401", "404") },
    },
  },
  {
    method: "put", path: "/issue/{issueIdOrKey}/assignee",
    operation: {
      operationId: "assignIssue", summary: "Assign an issue (`{accountId}`; null unassigns)", tags: ["Issues"], parameters: [issueIdOrKey],
      requestBody: jsonBody(ref("AssigneeBody"), "The assignee"),
      responses: { ...noContent, ...errors("400", "401", "404") },
    },
  },
  {
    method: "get", path: "/issue/{issueIdOrKey}/changelog",
    operation: {
      operationId: "getChangeLogs", summary: "An issue's history, oldest first, paged", tags: ["Issues"], parameters: [issueIdOrKey, ...paging(100)],
      responses: { ...jsonOk(ref("PageBeanChangelog")), ...errors("401", "404") },
    },
  },
  {
    method: "get", path: "/issue/{issueIdOrKey}/editmeta",
    operation: {
      operationId: "getEditIssueMeta", summary: "The fields an edit of the issue may set, with their operations and allowed values", tags: ["Issues"],
      parameters: [issueIdOrKey, query("overrideScreenSecurity", { type: "boolean" }, "Ignored"), query("overrideEditableFlag", { type: "boolean" }, "Ignored")],
      responses: { ...jsonOk(ref("IssueUpdateMetadata")), ...errors("401", "404") },
    },
  },
];
