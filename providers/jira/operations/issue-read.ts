// GET /issue/{issueIdOrKey} (fields, expand), …/changelog (paged histories) and …/editmeta (what an edit may set).
import type { OperationContext, OperationHandler } from "../../../core/pack/index.ts";
import { actingUser } from "../jira-auth.ts";
import { apiBase, viewOf } from "../jira-view.ts";
import { expandSet, listParameter, selectFields } from "../issue-field-selection.ts";
import { issueByIdOrKey } from "../lookups.ts";
import { pageBean, pageRequest } from "../paging.ts";
import type { JiraIssue } from "../records.ts";
import { issueHistories, renderHistory } from "../render-changelog.ts";
import { renderEditMeta } from "../render-editmeta.ts";
import { projectOf, renderIssue } from "../render-issue.ts";

/** The issue as GET issue answers it for this request's `fields` and `expand` (also edit's returnIssue). */
export function issueAnswer(ctx: OperationContext, issue: JiraIssue) {
  const view = viewOf(ctx);
  const fields = selectFields(view, listParameter(ctx.query.getAll("fields")), "*all");
  return renderIssue(view, issue, { fields, expand: expandSet(ctx.query.getAll("expand")), viewer: actingUser(ctx).accountId });
}

export const getIssue: OperationHandler = (ctx) => issueAnswer(ctx, issueByIdOrKey(ctx, ctx.params.issueIdOrKey!));

export const getChangeLogs: OperationHandler = (ctx) => {
  const view = viewOf(ctx);
  const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
  const page = pageRequest(ctx.query, 100);
  return pageBean(issueHistories(view, issue.id), page, `${apiBase(view)}/issue/${issue.key}/changelog`, ctx.query, (h) => renderHistory(view, h));
};

/** The same `{fields}` as expand=editmeta on the issue. */
export const getEditIssueMeta: OperationHandler = (ctx) => {
  const view = viewOf(ctx);
  const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
  const project = projectOf(view, issue);
  return project ? renderEditMeta(view, issue, project) : { fields: {} };
};
