// Writing comments: shared by edit's and a transition's `update.comment` verbs and the comment operations.
// Every write moves the issue's `updated`, as Jira's does (a comment is no changelog entry).
import type { JsonRecord, OperationContext } from "../../core/pack/index.ts";
import { jiraNow } from "./jira-time.ts";
import { COLLECTIONS, type JiraComment, type JiraCommentVisibility, type JiraIssue } from "./records.ts";
import { nextId } from "./sequences.ts";

type Ctx = Pick<OperationContext, "world" | "clock">;

function touchIssue(ctx: Ctx, issueId: string, now: string): void {
  const issues = ctx.world.collection(COLLECTIONS.issues);
  const issue = issues.get(issueId) as JiraIssue | undefined;
  if (issue) issues.update(issueId, { fields: { ...issue.fields, updated: now } });
}

/** Stores a new comment (body: stored ADF) by `author` on `issue`; the issue's `updated` moves with it. */
export function insertComment(ctx: Ctx, issue: Pick<JiraIssue, "id" | "fields">, body: JsonRecord, author: string, visibility?: JiraCommentVisibility): JiraComment {
  const now = jiraNow(ctx.clock);
  const comment: JiraComment = {
    id: nextId(ctx.world, COLLECTIONS.comments), issueId: issue.id, author, updateAuthor: author, body, created: now, updated: now, ...(visibility ? { visibility } : {}),
  };
  ctx.world.collection(COLLECTIONS.comments).insert(comment.id, comment);
  touchIssue(ctx, issue.id, now);
  return comment;
}

/** A new body (and visibility, when given; null makes it public) by `editor`. */
export function editComment(ctx: Ctx, comment: JiraComment, body: JsonRecord, editor: string, visibility: JiraCommentVisibility | null | undefined): JiraComment {
  const now = jiraNow(ctx.clock);
  const { visibility: kept, ...rest } = comment;
  const next = visibility === undefined ? kept : visibility ?? undefined;
  const edited: JiraComment = { ...rest, body, updateAuthor: editor, updated: now, ...(next ? { visibility: next } : {}) };
  const comments = ctx.world.collection(COLLECTIONS.comments);
  if (kept && !next) {
    // An update merges; dropping the visibility key takes a whole new record.
    comments.delete(comment.id);
    comments.insert(comment.id, edited);
  } else comments.update(comment.id, edited);
  touchIssue(ctx, comment.issueId, now);
  return edited;
}

export function removeComment(ctx: Ctx, comment: JiraComment): void {
  ctx.world.collection(COLLECTIONS.comments).delete(comment.id);
  touchIssue(ctx, comment.issueId, jiraNow(ctx.clock));
}
