// An attachment as Jira shows it: the Attachment bean (POST …/attachments, an issue's `attachment` field)
// and AttachmentMetadata (GET /attachment/{id}), which Jira numbers as an integer. `content` is where its
// bytes download from.
import type { JsonRecord } from "../../core/pack/index.ts";
import { apiBase, type JiraView } from "./jira-view.ts";
import type { JiraAttachment } from "./records.ts";
import { renderUserField } from "./render-user.ts";
import { issueAttachments } from "./attachment-records.ts";

export function renderAttachment(view: JiraView, attachment: JiraAttachment): JsonRecord {
  return {
    self: `${apiBase(view)}/attachment/${attachment.id}`,
    id: attachment.id,
    filename: attachment.filename,
    author: renderUserField(view, attachment.author),
    created: attachment.created,
    size: attachment.size,
    mimeType: attachment.mimeType,
    content: `${apiBase(view)}/attachment/content/${attachment.id}`,
  };
}

export function renderAttachmentMetadata(view: JiraView, attachment: JiraAttachment): JsonRecord {
  return { ...renderAttachment(view, attachment), id: Number(attachment.id), properties: {} };
}

export const renderAttachmentField = (view: JiraView, issueId: string): JsonRecord[] => issueAttachments(view, issueId).map((a) => renderAttachment(view, a));
