// Writing comments: shared by edit's `update.comment` verbs and the comment operations.
import type { JsonRecord, OperationContext } from "../../core/pack/index.ts";
import { jiraNow } from "./jira-time.ts";
import { COLLECTIONS, type JiraComment, type JiraIssue } from "./records.ts";
import { nextId } from "./sequences.ts";

/** Stores a new comment (body: stored ADF) by `author` on `issue`; the issue's `updated` moves with it. */
export function insertComment(ctx: Pick<OperationContext, "world" | "clock">, issue: Pick<JiraIssue, "id" | "fields">, body: JsonRecord, author: string): JiraComment {
  const now = jiraNow(ctx.clock);
  const comment: JiraComment = { id: nextId(ctx.world, COLLECTIONS.comments), issueId: issue.id, author, updateAuthor: author, body, created: now, updated: now };
  ctx.world.collection(COLLECTIONS.comments).insert(comment.id, comment);
  ctx.world.collection(COLLECTIONS.issues).update(issue.id, { fields: { ...issue.fields, updated: now } });
  return comment;
}
