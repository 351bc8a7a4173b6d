// Attachments: metadata in `attachments` (graded, like any record), the bytes as base64 in the private
// `attachmentcontent` (graders never read file bodies). Adding or removing a file moves the issue's
// `updated` and leaves an "Attachment" history entry with the file's id and name, as Jira's does.
import type { OperationContext, PackWorld, UploadedFile } from "../../core/pack/index.ts";
import { changeItem, recordChange } from "./changelog.ts";
import { jiraNow } from "./jira-time.ts";
import { COLLECTIONS, type JiraAttachment, type JiraIssue } from "./records.ts";
import { nextId } from "./sequences.ts";

type Ctx = Pick<OperationContext, "world" | "clock">;

// btoa/atob over chunks: web-standard, so the pack loads outside Bun and Node too.
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const issueAttachments = (ctx: { world: Pick<PackWorld, "collection"> }, issueId: string): JiraAttachment[] =>
  (ctx.world.collection(COLLECTIONS.attachments).find((a) => a.issueId === issueId) as JiraAttachment[]).sort((a, b) => Number(a.id) - Number(b.id));

function touch(ctx: Ctx, issueId: string, now: string): void {
  const issue = ctx.world.collection(COLLECTIONS.issues).get(issueId) as JiraIssue | undefined;
  if (issue) ctx.world.collection(COLLECTIONS.issues).update(issueId, { fields: { ...issue.fields, updated: now } });
}

export function insertAttachment(ctx: Ctx, issue: JiraIssue, author: string, file: UploadedFile): JiraAttachment {
  const now = jiraNow(ctx.clock);
  const attachment: JiraAttachment = {
    id: nextId(ctx.world, COLLECTIONS.attachments), issueId: issue.id, author, filename: file.filename || "file",
    mimeType: file.type || "application/octet-stream", size: file.bytes.length, created: now,
  };
  ctx.world.collection(COLLECTIONS.attachments).insert(attachment.id, attachment);
  ctx.world.collection(COLLECTIONS.attachmentContent).insert(attachment.id, { base64: bytesToBase64(file.bytes) });
  recordChange(ctx, issue, author, [changeItem("Attachment", null, null, attachment.id, attachment.filename, "Attachment")]);
  touch(ctx, issue.id, now);
  return attachment;
}

export function discardAttachment(ctx: Ctx, attachment: JiraAttachment, remover: string | undefined): void {
  ctx.world.collection(COLLECTIONS.attachments).delete(attachment.id);
  ctx.world.collection(COLLECTIONS.attachmentContent).delete(attachment.id);
  if (!remover) return;
  recordChange(ctx, { id: attachment.issueId }, remover, [changeItem("Attachment", attachment.id, attachment.filename, null, null, "Attachment")]);
  touch(ctx, attachment.issueId, jiraNow(ctx.clock));
}

export function attachmentBytes(ctx: { world: Pick<PackWorld, "collection"> }, id: string): Uint8Array<ArrayBuffer> | undefined {
  const content = ctx.world.collection(COLLECTIONS.attachmentContent).get(id);
  return typeof content?.base64 === "string" ? base64ToBytes(content.base64) : undefined;
}
