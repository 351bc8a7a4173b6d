// /issue/{issueIdOrKey}/attachments and /attachment/….
import type { ApiOperation } from "./parts.ts";
import { errors, issueIdOrKey, jsonOk, noContent, pathParam, ref } from "./parts.ts";

const attachmentId = pathParam("id", "The attachment's id");

export const attachmentOperations: ApiOperation[] = [
  {
    method: "post", path: "/issue/{issueIdOrKey}/attachments",
    operation: {
      operationId: "addAttachment", summary: "Attach files to an issue (multipart, parts named `file`; needs `X-Atlassian-Token: no-check`)", tags: ["Issue attachments"],
      description: "Answers 200 with the new attachments. Without the XSRF header Jira's 403 \"XSRF check failed\"; a file over the upload limit (GET /attachment/meta) 413.",
      parameters: [issueIdOrKey, { name: "X-Atlassian-Token", in: "header", required: false, description: "no-check", schema: { type: "string" } }],
      requestBody: { required: true, description: "The files", content: { "multipart/form-data": { schema: { type: "object", additionalProperties: true } } } },
      responses: { ...jsonOk({ type: "array", items: ref("Attachment") }), ...errors("400", "401", "404") },
    },
  },
  {
    method: "get", path: "/attachment/meta",
    operation: { operationId: "getAttachmentMeta", summary: "Whether attachments are on, and the largest file", tags: ["Issue attachments"], responses: { ...jsonOk(ref("AttachmentSettings")), ...errors("401") } },
  },
  {
    method: "get", path: "/attachment/{id}",
    operation: { operationId: "getAttachment", summary: "An attachment's metadata (its id as a number, as Jira answers it)", tags: ["Issue attachments"], parameters: [attachmentId], responses: { ...jsonOk(ref("AttachmentMetadata")), ...errors("401", "404") } },
  },
  {
    method: "delete", path: "/attachment/{id}",
    operation: { operationId: "removeAttachment", summary: "Delete an attachment (its author, or the site admin)", tags: ["Issue attachments"], parameters: [attachmentId], responses: { ...noContent, ...errors("401", "403", "404") } },
  },
  {
    method: "get", path: "/attachment/content/{id}",
    operation: {
      operationId: "getAttachmentContent", summary: "An attachment's bytes (served here; Jira Cloud redirects to its media host)", tags: ["Issue attachments"], parameters: [attachmentId],
      responses: { "200": { description: "The file", content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } } }, ...errors("401", "404") },
    },
  },
];
