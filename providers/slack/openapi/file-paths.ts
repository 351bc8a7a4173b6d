// The files host's paths, served on the world's own host (../file-transfer.ts): the upload URL that
// files.getUploadURLExternal hands out, and the url_private / url_private_download of a file.
import { MAX_FILE_BYTES } from "../methods/file-records.ts";

const pathParameter = (name: string, description: string) => ({ name, in: "path", required: true, description, schema: { type: "string" } });

const plainText = (description: string) => ({ description, content: { "text/plain": { schema: { type: "string" } } } });

const download = (operationId: string, summary: string) => ({
  operationId,
  summary,
  tags: ["files"],
  externalDocs: { url: "https://api.slack.com/types/file#authentication" },
  // Only the path is the core's to check; the handler answers missing or foreign tokens itself.
  "x-understudy-validate": ["path"],
  parameters: [pathParameter("fileKey", "`<team id>-<file id>`, as in the file's URL"), pathParameter("name", "The file's name")],
  responses: {
    "200": { description: "The file's bytes, with its mimetype", content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } } },
    "403": plainText("No token, or one the workspace does not know (send `Authorization: Bearer <token>`)"),
    "404": plainText("No such file, deleted, or not visible to the token's user"),
  },
});

export const filePaths: Record<string, unknown> = {
  "/upload/v1/{uploadId}": {
    post: {
      operationId: "filesUploadBytes",
      summary: "Upload a file's bytes to the URL files.getUploadURLExternal returned",
      description:
        "What @slack/web-api's filesUploadV2 sends: multipart/form-data with the bytes as a file part. Raw `application/octet-stream` bytes work too. Answers like Slack's files host: `OK - <bytes>`. Then call files.completeUploadExternal.",
      tags: ["files"],
      externalDocs: { url: "https://api.slack.com/methods/files.getUploadURLExternal" },
      // The URL is the credential, as on Slack's files host: no token needed.
      security: [],
      "x-understudy-validate": ["path"],
      // A file holds at most MAX_FILE_BYTES; a body far past it (with room for a multipart envelope) is refused unread.
      "x-understudy-max-body-bytes": MAX_FILE_BYTES + 64 * 1024,
      parameters: [pathParameter("uploadId", "The opaque id in the upload URL")],
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": { schema: { type: "object", additionalProperties: true } },
          "application/octet-stream": { schema: { type: "string", format: "binary" } },
        },
      },
      responses: {
        "200": plainText("`OK - <bytes received>`"),
        "400": plainText("The body carried no file"),
        "404": plainText("No such upload URL (unknown, or its upload was completed)"),
      },
    },
  },
  "/files-pri/{fileKey}/{name}": { get: download("filesDownload", "A file's bytes (url_private); needs the token as Bearer") },
  "/files-pri/{fileKey}/download/{name}": { get: download("filesDownloadAttachment", "A file's bytes as an attachment (url_private_download); needs the token as Bearer") },
};
