// /issue/{issueIdOrKey}/worklog and /issue/{issueIdOrKey}/worklog/{id}.
import type { ApiOperation } from "./parts.ts";
import { errors, expand, issueIdOrKey, jsonBody, jsonOk, noContent, pathParam, query, ref } from "./parts.ts";

const worklogId = pathParam("id", "The worklog's id");
const COMMENT_V2 = "The v2 twin: `comment` is a wiki markup string, and answers render it as wiki markup.";
const AUTHOR_ONLY = "Only the worklog's author or the site admin may change it; anyone else gets Jira's 400.";
const estimate = [
  query("adjustEstimate", { type: "string", enum: ["new", "leave", "manual", "auto"] }, "Checked as Jira checks it; no remaining estimate is stored, so it changes nothing"),
  query("newEstimate", { type: "string" }, "With adjustEstimate=new"),
  query("notifyUsers", { type: "boolean" }, "Ignored"), query("overrideEditableFlag", { type: "boolean" }, "Ignored"),
];

export const worklogOperations: ApiOperation[] = [
  {
    method: "get", path: "/issue/{issueIdOrKey}/worklog",
    operation: {
      operationId: "getIssueWorklog", summary: "An issue's worklogs, oldest first, paged", tags: ["Issue worklogs"],
      parameters: [
        issueIdOrKey, query("startAt", { type: "integer", default: 0 }, "The index of the first worklog"), query("maxResults", { type: "integer", default: 5000 }, "At most 5,000"),
        query("startedAfter", { type: "integer" }, "Epoch milliseconds: worklogs started at or after"), query("startedBefore", { type: "integer" }, "Epoch milliseconds: worklogs started before"), expand("properties (ignored)"),
      ],
      responses: { ...jsonOk(ref("PageOfWorklogs")), ...errors("400", "401", "404") },
    },
    v2Note: COMMENT_V2,
  },
  {
    method: "post", path: "/issue/{issueIdOrKey}/worklog",
    operation: {
      operationId: "addWorklog", summary: "Log time on an issue as the acting user", tags: ["Issue worklogs"],
      description: "Answers 201 with the worklog. The issue's `timespent`, `timetracking`, `progress` and `worklog` fields follow, its `updated` moves, and its history records `timespent` and `WorklogId`.",
      parameters: [issueIdOrKey, ...estimate, query("reduceBy", { type: "string" }, "With adjustEstimate=manual"), expand("properties (ignored)")],
      requestBody: jsonBody(ref("WorklogInput"), "The time spent, and optionally when it started, a comment and a visibility"),
      responses: { ...jsonOk(ref("Worklog"), "Returned if the request is successful.", "201"), ...errors("400", "401", "404") },
    },
    v2Note: COMMENT_V2,
  },
  {
    method: "get", path: "/issue/{issueIdOrKey}/worklog/{id}",
    operation: {
      operationId: "getWorklog", summary: "One worklog of an issue", tags: ["Issue worklogs"], parameters: [issueIdOrKey, worklogId, expand("properties (ignored)")],
      responses: { ...jsonOk(ref("Worklog")), ...errors("401", "404") },
    },
    v2Note: COMMENT_V2,
  },
  {
    method: "put", path: "/issue/{issueIdOrKey}/worklog/{id}",
    operation: {
      operationId: "updateWorklog", summary: "Change a worklog's time, start, comment or visibility", tags: ["Issue worklogs"], description: AUTHOR_ONLY,
      parameters: [issueIdOrKey, worklogId, ...estimate, expand("properties (ignored)")],
      requestBody: jsonBody(ref("WorklogInput"), "What to change; what is left out stays"),
      responses: { ...jsonOk(ref("Worklog")), ...errors("400", "401", "404") },
    },
    v2Note: COMMENT_V2,
  },
  {
    method: "delete", path: "/issue/{issueIdOrKey}/worklog/{id}",
    operation: {
      operationId: "deleteWorklog", summary: "Delete a worklog", tags: ["Issue worklogs"], description: AUTHOR_ONLY,
      parameters: [issueIdOrKey, worklogId, ...estimate, query("increaseBy", { type: "string" }, "With adjustEstimate=manual")],
      responses: { ...noContent, ...errors("400", "401", "404") },
    },
  },
];
