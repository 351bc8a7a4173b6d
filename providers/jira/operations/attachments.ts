// POST /issue/{issueIdOrKey}/attachments (multipart, every part named `file`), GET and DELETE
// /attachment/{id}, GET /attachment/content/{id} (the bytes, served here rather than redirected to
// Atlassian's media host) and GET /attachment/meta. Like Jira, a form POST without
// `X-Atlassian-Token: no-check` fails its XSRF check (jira.js and the Python client send the header).
import { json, type OperationContext, type OperationHandler, type UploadedFile } from "../../../core/pack/index.ts";
import { attachmentBytes, discardAttachment, insertAttachment } from "../attachment-records.ts";
import { actingUser } from "../jira-auth.ts";
import { JIRA_ERRORS } from "../jira-errors.ts";
import { viewOf } from "../jira-view.ts";
import { issueByIdOrKey } from "../lookups.ts";
import { COLLECTIONS, type JiraAttachment } from "../records.ts";
import { renderAttachment, renderAttachmentMetadata } from "../render-attachment.ts";

/** What GET /attachment/meta reports: uploads are on, each file bounded by the request body limit. */
export const ATTACHMENT_UPLOAD_LIMIT = 10 * 1024 * 1024;

const isFile = (value: unknown): value is UploadedFile => !!value && typeof value === "object" && (value as UploadedFile).bytes instanceof Uint8Array;

/** The `file` parts of a multipart body, in order. */
function uploadedFiles(body: unknown): UploadedFile[] {
  if (!body || typeof body !== "object" || Array.isArray(body)) return [];
  const parts = (body as Record<string, unknown>).file;
  return (Array.isArray(parts) ? parts : [parts]).filter(isFile);
}

function attachmentById(ctx: OperationContext, id: string): JiraAttachment {
  const attachment = /^\d+$/.test(id) ? (ctx.world.collection(COLLECTIONS.attachments).get(id) as JiraAttachment | undefined) : undefined;
  if (!attachment) throw JIRA_ERRORS.attachmentNotFound(id);
  return attachment;
}

export const addAttachment: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    if (ctx.request.headers.get("x-atlassian-token")?.toLowerCase() !== "no-check")
      return new Response("XSRF check failed", { status: 403, headers: { "content-type": "text/plain;charset=UTF-8" } });
    const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
    const files = uploadedFiles(ctx.body);
    if (!files.length) throw JIRA_ERRORS.attachmentMissing();
    const large = files.find((file) => file.bytes.length > ATTACHMENT_UPLOAD_LIMIT);
    if (large) throw JIRA_ERRORS.attachmentTooLarge(large.filename, ATTACHMENT_UPLOAD_LIMIT);
    const author = actingUser(ctx).accountId;
    const view = viewOf(ctx);
    return json(files.map((file) => renderAttachment(view, insertAttachment(ctx, issue, author, file))));
  });

export const getAttachment: OperationHandler = (ctx) => renderAttachmentMetadata(viewOf(ctx), attachmentById(ctx, ctx.params.id!));

export const removeAttachment: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const attachment = attachmentById(ctx, ctx.params.id!);
    const actor = actingUser(ctx);
    // Jira's default scheme: everyone deletes their own attachments, administrators anyone's.
    if (attachment.author !== actor.accountId && !actor.siteAdmin) throw JIRA_ERRORS.attachmentDeleteForbidden();
    discardAttachment(ctx, attachment, actor.accountId);
    return new Response(null, { status: 204 });
  });

export const getAttachmentContent: OperationHandler = (ctx) => {
  const attachment = attachmentById(ctx, ctx.params.id!);
  const bytes = attachmentBytes(ctx, attachment.id) ?? new Uint8Array();
  const name = encodeURIComponent(attachment.filename);
  return new Response(bytes, {
    status: 200,
    headers: { "content-type": attachment.mimeType, "content-length": String(bytes.length), "content-disposition": `attachment; filename*=UTF-8''${name}` },
  });
};

export const getAttachmentMeta: OperationHandler = () => ({ enabled: true, uploadLimit: ATTACHMENT_UPLOAD_LIMIT });
