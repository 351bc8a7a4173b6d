// A comment as Jira shows it (the Comment bean), and an issue's `comment` field (the first page).
import type { JsonRecord } from "../../core/pack/index.ts";
import { apiBase, type JiraView } from "./jira-view.ts";
import { COLLECTIONS, type JiraComment } from "./records.ts";
import { renderRichText, renderRichTextHtml } from "./rich-text.ts";
import { renderUserField } from "./render-user.ts";

export function renderComment(view: JiraView, comment: JiraComment, options: { renderedBody?: boolean } = {}): JsonRecord {
  return {
    self: `${apiBase(view)}/issue/${comment.issueId}/comment/${comment.id}`,
    id: comment.id,
    author: renderUserField(view, comment.author),
    body: renderRichText(comment.body, view.version),
    ...(options.renderedBody ? { renderedBody: renderRichTextHtml(comment.body) } : {}),
    updateAuthor: renderUserField(view, comment.updateAuthor),
    created: comment.created,
    updated: comment.updated,
    ...(comment.visibility ? { visibility: { ...comment.visibility } } : {}),
    jsdPublic: true,
  };
}

/** An issue's comments, oldest first (Jira orders them by creation, then id). */
export function issueComments(view: Pick<JiraView, "world">, issueId: string): JiraComment[] {
  return (view.world.collection(COLLECTIONS.comments).find((c) => c.issueId === issueId) as JiraComment[]).sort(
    (a, b) => a.created.localeCompare(b.created) || Number(a.id) - Number(b.id),
  );
}

/** The issue's `comment` field: every comment on one page, as Jira's issue bean carries them. */
export function renderCommentField(view: JiraView, issueId: string, options: { renderedBody?: boolean } = {}): JsonRecord {
  const comments = issueComments(view, issueId).map((c) => renderComment(view, c, options));
  return { comments, self: `${apiBase(view)}/issue/${issueId}/comment`, maxResults: comments.length, total: comments.length, startAt: 0 };
}
