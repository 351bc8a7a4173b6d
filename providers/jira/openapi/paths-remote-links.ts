// /issue/{issueIdOrKey}/remotelink and /issue/{issueIdOrKey}/remotelink/{linkId}.
import type { ApiOperation } from "./parts.ts";
import { errors, issueIdOrKey, jsonBody, jsonOk, noContent, pathParam, query, ref } from "./parts.ts";

const linkId = pathParam("linkId", "The remote link's id");
const globalId = (description: string) => query("globalId", { type: "string" }, description);

export const remoteLinkOperations: ApiOperation[] = [
  {
    method: "get", path: "/issue/{issueIdOrKey}/remotelink",
    operation: {
      operationId: "getRemoteIssueLinks", summary: "An issue's remote links; with `globalId`, that one link", tags: ["Issue remote links"], parameters: [issueIdOrKey, globalId("Answer only the link with this global id (an object, not a list)")],
      responses: { ...jsonOk({ oneOf: [{ type: "array", items: ref("RemoteIssueLink") }, ref("RemoteIssueLink")] }), ...errors("401", "404") },
    },
  },
  {
    method: "post", path: "/issue/{issueIdOrKey}/remotelink",
    operation: {
      operationId: "createOrUpdateRemoteIssueLink", summary: "Link an issue to something outside Jira (201), or update the link with the same `globalId` (200)", tags: ["Issue remote links"], parameters: [issueIdOrKey],
      requestBody: jsonBody(ref("RemoteIssueLinkRequest"), "`object` (`url`, `title`…), optionally `globalId`, `application`, `relationship`"),
      responses: { ...jsonOk(ref("RemoteIssueLinkIdentifies"), "Returned if the remote issue link is updated."), ...jsonOk(ref("RemoteIssueLinkIdentifies"), "Returned if the remote issue link is created.", "201"), ...errors("400", "401", "404") },
    },
  },
  {
    method: "delete", path: "/issue/{issueIdOrKey}/remotelink",
    operation: {
      operationId: "deleteRemoteIssueLinkByGlobalId", summary: "Remove the remote link with a global id", tags: ["Issue remote links"], parameters: [issueIdOrKey, globalId("The link's global id (required)")],
      responses: { ...noContent, ...errors("400", "401", "404") },
    },
  },
  {
    method: "get", path: "/issue/{issueIdOrKey}/remotelink/{linkId}",
    operation: { operationId: "getRemoteIssueLinkById", summary: "One remote link of an issue", tags: ["Issue remote links"], parameters: [issueIdOrKey, linkId], responses: { ...jsonOk(ref("RemoteIssueLink")), ...errors("400", "401", "404") } },
  },
  {
    method: "put", path: "/issue/{issueIdOrKey}/remotelink/{linkId}",
    operation: {
      operationId: "updateRemoteIssueLink", summary: "Replace a remote link", tags: ["Issue remote links"], parameters: [issueIdOrKey, linkId],
      requestBody: jsonBody(ref("RemoteIssueLinkRequest"), "The whole link, as on create"),
      responses: { ...noContent, ...errors("400", "401", "404") },
    },
  },
  {
    method: "delete", path: "/issue/{issueIdOrKey}/remotelink/{linkId}",
    operation: { operationId: "deleteRemoteIssueLinkById", summary: "Remove a remote link", tags: ["Issue remote links"], parameters: [issueIdOrKey, linkId], responses: { ...noContent, ...errors("400", "401", "404") } },
  },
];
