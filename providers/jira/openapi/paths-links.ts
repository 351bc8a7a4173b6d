// /issueLink, /issueLink/{linkId}, /issueLinkType and /issueLinkType/{issueLinkTypeId}.
import type { ApiOperation } from "./parts.ts";
import { errors, jsonBody, jsonOk, noContent, pathParam, ref } from "./parts.ts";

const linkId = pathParam("linkId", "The issue link's id");

export const linkOperations: ApiOperation[] = [
  {
    method: "post", path: "/issueLink",
    operation: {
      operationId: "linkIssues", summary: "Link two issues (the inward issue is the source: with Blocks, it blocks the outward one)", tags: ["Issue links"],
      description: "Answers 201 with no body. Both issues get a \"Link\" history entry and a new `updated`; a `comment` goes on the outward issue. The same link twice is kept once.",
      requestBody: jsonBody(ref("LinkIssueRequest"), "`type`, `inwardIssue`, `outwardIssue`, optionally `comment`"),
      responses: { "201": { description: "Returned if the request is successful." }, ...errors("400", "401", "404") },
    },
  },
  {
    method: "get", path: "/issueLink/{linkId}",
    operation: { operationId: "getIssueLink", summary: "An issue link, with both issues", tags: ["Issue links"], parameters: [linkId], responses: { ...jsonOk(ref("IssueLink")), ...errors("401", "404") } },
  },
  {
    method: "delete", path: "/issueLink/{linkId}",
    operation: { operationId: "deleteIssueLink", summary: "Remove an issue link (both issues record it)", tags: ["Issue links"], parameters: [linkId], responses: { ...noContent, ...errors("401", "404") } },
  },
  {
    method: "get", path: "/issueLinkType",
    operation: {
      operationId: "getIssueLinkTypes", summary: "The site's link types: Blocks, Cloners, Duplicate, Relates", tags: ["Issue link types"],
      responses: { ...jsonOk(ref("IssueLinkTypes")), ...errors("401") },
    },
  },
  {
    method: "get", path: "/issueLinkType/{issueLinkTypeId}",
    operation: {
      operationId: "getIssueLinkType", summary: "One link type", tags: ["Issue link types"], parameters: [pathParam("issueLinkTypeId", "The link type's id")],
      responses: { ...jsonOk(ref("IssueLinkType")), ...errors("401", "404") },
    },
  },
];
