// GET/POST /issue/{issueIdOrKey}/comment and GET/PUT/DELETE /issue/{issueIdOrKey}/comment/{id}. The acting
// user authors what they post; only the author or the site admin may edit or delete a comment.
import { json, type JsonRecord, type OperationContext, type OperationHandler } from "../../../core/pack/index.ts";
import { parseCommentBody, parseVisibility } from "../comment-input.ts";
import { editComment, insertComment, removeComment } from "../comment-records.ts";
import { expandSet } from "../issue-field-selection.ts";
import { actingUser } from "../jira-auth.ts";
import { JIRA_ERRORS } from "../jira-errors.ts";
import { viewOf } from "../jira-view.ts";
import { issueByIdOrKey } from "../lookups.ts";
import { pageRequest } from "../paging.ts";
import { COLLECTIONS, type JiraComment, type JiraIssue, type JiraUser } from "../records.ts";
import { issueComments, renderComment } from "../render-comment.ts";

const isObject = (v: unknown): v is JsonRecord => !!v && typeof v === "object" && !Array.isArray(v);
const bodyOf = (ctx: OperationContext): JsonRecord => (isObject(ctx.body) ? ctx.body : {});
const rendered = (ctx: OperationContext, comment: JiraComment) =>
  renderComment(viewOf(ctx), comment, { renderedBody: expandSet(ctx.query.getAll("expand")).has("renderedBody") });

/** The comment `id` of `issue`, or Jira's 404 (another issue's comment has its own sentence). */
function commentOf(ctx: OperationContext, issue: JiraIssue, id: string): JiraComment {
  const comment = /^\d+$/.test(id) ? (ctx.world.collection(COLLECTIONS.comments).get(id) as JiraComment | undefined) : undefined;
  if (!comment) throw JIRA_ERRORS.commentNotFound(id);
  if (comment.issueId !== issue.id) throw JIRA_ERRORS.commentNotOnIssue(issue.key);
  return comment;
}

const mayChange = (actor: JiraUser, comment: JiraComment) => actor.accountId === comment.author || actor.siteAdmin === true;

export const getComments: OperationHandler = (ctx) => {
  const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
  const orderBy = ctx.query.get("orderBy");
  if (orderBy !== null && !["created", "+created", "-created"].includes(orderBy)) throw JIRA_ERRORS.commentOrderBy(orderBy);
  const page = pageRequest(ctx.query, 100, 5000);
  const all = issueComments(viewOf(ctx), issue.id);
  if (orderBy === "-created") all.reverse();
  const comments = all.slice(page.startAt, page.startAt + page.maxResults).map((c) => rendered(ctx, c));
  return { startAt: page.startAt, maxResults: page.maxResults, total: all.length, comments };
};

export const addComment: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const view = viewOf(ctx);
    const actor = actingUser(ctx);
    const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
    const body = bodyOf(ctx);
    const doc = parseCommentBody(body.body, view.version);
    const visibility = parseVisibility(view, actor, body.visibility) ?? undefined;
    return json(rendered(ctx, insertComment(ctx, issue, doc, actor.accountId, visibility)), 201);
  });

export const getComment: OperationHandler = (ctx) => {
  const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
  return rendered(ctx, commentOf(ctx, issue, ctx.params.id!));
};

export const updateComment: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const view = viewOf(ctx);
    const actor = actingUser(ctx);
    const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
    const comment = commentOf(ctx, issue, ctx.params.id!);
    if (!mayChange(actor, comment)) throw JIRA_ERRORS.commentEditForbidden();
    const body = bodyOf(ctx);
    const doc = parseCommentBody(body.body, view.version);
    const visibility = parseVisibility(view, actor, body.visibility);
    return rendered(ctx, editComment(ctx, comment, doc, actor.accountId, visibility));
  });

export const deleteComment: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
    const comment = commentOf(ctx, issue, ctx.params.id!);
    if (!mayChange(actingUser(ctx), comment)) throw JIRA_ERRORS.commentDeleteForbidden(comment.id);
    removeComment(ctx, comment);
    return new Response(null, { status: 204 });
  });
