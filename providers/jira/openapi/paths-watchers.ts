// /issue/{issueIdOrKey}/watchers and /issue/watching.
import type { ApiOperation } from "./parts.ts";
import { errors, issueIdOrKey, jsonBody, jsonOk, noContent, query, ref } from "./parts.ts";

export const watcherOperations: ApiOperation[] = [
  {
    method: "get", path: "/issue/{issueIdOrKey}/watchers",
    operation: {
      operationId: "getIssueWatchers", summary: "Who watches an issue, and whether the acting user does", tags: ["Issue watchers"], parameters: [issueIdOrKey],
      responses: { ...jsonOk(ref("Watchers")), ...errors("401", "404") },
    },
  },
  {
    method: "post", path: "/issue/{issueIdOrKey}/watchers",
    operation: {
      operationId: "addWatcher", summary: "Add a watcher: the body is the accountId as a JSON string; none adds the acting user", tags: ["Issue watchers"],
      description: "Answers 204; watching twice changes nothing. An unknown or deactivated user is Jira's 404; a body that is no string, its 400.",
      parameters: [issueIdOrKey],
      requestBody: { required: false, description: "The accountId, as a JSON string (`\"5b10a2844c20165700ede21g\"`)", content: { "application/json": { schema: { type: "string" } } } },
      responses: { ...noContent, ...errors("400", "401", "404") },
      // The handler answers a body of the wrong type in Jira's words.
      "x-understudy-validate": ["path", "query"],
    },
  },
  {
    method: "delete", path: "/issue/{issueIdOrKey}/watchers",
    operation: {
      operationId: "removeWatcher", summary: "Remove a watcher, named by `accountId`", tags: ["Issue watchers"],
      parameters: [issueIdOrKey, query("accountId", { type: "string" }, "The watcher to remove (required)"), query("username", { type: "string" }, "Ignored: Jira Cloud names users by accountId")],
      responses: { ...noContent, ...errors("400", "401", "404") },
    },
  },
  {
    method: "post", path: "/issue/watching",
    operation: {
      operationId: "getIsWatchingIssueBulk", summary: "Whether the acting user watches each of a list of issues", tags: ["Issue watchers"],
      requestBody: jsonBody(ref("IssueList"), "`issueIds`; an id that names no issue answers false"),
      responses: { ...jsonOk(ref("BulkIssueIsWatching")), ...errors("401") },
    },
  },
];
