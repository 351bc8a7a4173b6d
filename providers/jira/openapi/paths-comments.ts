// /issue/{issueIdOrKey}/comment and /issue/{issueIdOrKey}/comment/{id}.
import type { ApiOperation } from "./parts.ts";
import { errors, expand, issueIdOrKey, jsonBody, jsonOk, noContent, paging, pathParam, query, ref } from "./parts.ts";

const commentId = pathParam("id", "The comment's id");
const BODY_V2 = "The v2 twin: `body` is a wiki markup string (an ADF document is refused), and answers render bodies as wiki markup.";
const AUTHOR_ONLY = "Only the comment's author or the site admin may change it; anyone else gets Jira's 400.";

export const commentOperations: ApiOperation[] = [
  {
    method: "get", path: "/issue/{issueIdOrKey}/comment",
    operation: {
      operationId: "getComments", summary: "An issue's comments, paged", tags: ["Issue comments"],
      parameters: [
        issueIdOrKey, ...paging(100), query("orderBy", { type: "string" }, "created or +created (oldest first, the default), -created (newest first)"), expand("renderedBody"),
      ],
      responses: { ...jsonOk(ref("PageOfComments")), ...errors("400", "401", "404") },
    },
    v2Note: BODY_V2,
  },
  {
    method: "post", path: "/issue/{issueIdOrKey}/comment",
    operation: {
      operationId: "addComment", summary: "Comment on an issue as the acting user", tags: ["Issue comments"],
      description: "`body` is an ADF document on v3. `visibility` ({type: group|role, value}) is stored and shown. Answers 201 with the comment; the issue's `updated` moves.",
      parameters: [issueIdOrKey, expand("renderedBody")],
      requestBody: jsonBody(ref("Comment"), "`body`, and optionally `visibility`"),
      responses: { ...jsonOk(ref("Comment"), "Returned if the request is successful.", "201"), ...errors("400", "401", "404") },
    },
    v2Note: BODY_V2,
  },
  {
    method: "get", path: "/issue/{issueIdOrKey}/comment/{id}",
    operation: {
      operationId: "getComment", summary: "One comment of an issue", tags: ["Issue comments"], parameters: [issueIdOrKey, commentId, expand("renderedBody")],
      responses: { ...jsonOk(ref("Comment")), ...errors("401", "404") },
    },
    v2Note: BODY_V2,
  },
  {
    method: "put", path: "/issue/{issueIdOrKey}/comment/{id}",
    operation: {
      operationId: "updateComment", summary: "Replace a comment's body (and visibility)", tags: ["Issue comments"], description: `Answers 200 with the comment. ${AUTHOR_ONLY}`,
      parameters: [
        issueIdOrKey, commentId, query("notifyUsers", { type: "boolean" }, "Ignored"), query("overrideEditableFlag", { type: "boolean" }, "Ignored"), expand("renderedBody"),
      ],
      requestBody: jsonBody(ref("Comment"), "`body`, and optionally `visibility`"),
      responses: { ...jsonOk(ref("Comment")), ...errors("400", "401", "404") },
    },
    v2Note: BODY_V2,
  },
  {
    method: "delete", path: "/issue/{issueIdOrKey}/comment/{id}",
    operation: {
      operationId: "deleteComment", summary: "Delete a comment", tags: ["Issue comments"], description: `Answers 204. ${AUTHOR_ONLY}`, parameters: [issueIdOrKey, commentId],
      responses: { ...noContent, ...errors("400", "401", "404") },
    },
  },
];
