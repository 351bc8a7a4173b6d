// GET/POST /issue/{issueIdOrKey}/worklog and GET/PUT/DELETE /issue/{issueIdOrKey}/worklog/{id}. The acting
// user authors what they log; only the author or the site admin edits or deletes a worklog (Jira's default
// permission scheme gives "Edit all worklogs" to administrators only).
import { json, type OperationContext, type OperationHandler } from "../../../core/pack/index.ts";
import { actingUser } from "../jira-auth.ts";
import { JIRA_ERRORS } from "../jira-errors.ts";
import { parseJiraTime } from "../jira-time.ts";
import { viewOf } from "../jira-view.ts";
import { issueByIdOrKey } from "../lookups.ts";
import { pageRequest } from "../paging.ts";
import { COLLECTIONS, type JiraIssue, type JiraUser, type JiraWorklog } from "../records.ts";
import { renderWorklog } from "../render-worklog.ts";
import { checkEstimateParameters, parseWorklog } from "../worklog-input.ts";
import { editWorklog, insertWorklog, issueWorklogs, removeWorklog } from "../worklog-records.ts";

/** The worklog `id` of `issue`, or Jira's 404 (another issue's worklog is not found on this one either). */
function worklogOf(ctx: OperationContext, issue: JiraIssue, id: string): JiraWorklog {
  const worklog = /^\d+$/.test(id) ? (ctx.world.collection(COLLECTIONS.worklogs).get(id) as JiraWorklog | undefined) : undefined;
  if (!worklog || worklog.issueId !== issue.id) throw JIRA_ERRORS.worklogNotFound(id);
  return worklog;
}

const mayChange = (actor: JiraUser, worklog: JiraWorklog) => actor.accountId === worklog.author || actor.siteAdmin === true;

/** startedAfter/startedBefore: epoch milliseconds, as Jira takes them. */
function startedWithin(query: URLSearchParams): (w: JiraWorklog) => boolean {
  const after = Number(query.get("startedAfter") ?? Number.NEGATIVE_INFINITY);
  const before = Number(query.get("startedBefore") ?? Number.POSITIVE_INFINITY);
  return (w) => {
    const started = Date.parse(parseJiraTime(w.started)!.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
    return started >= after && started < before;
  };
}

export const getIssueWorklog: OperationHandler = (ctx) => {
  const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
  const page = pageRequest(ctx.query, 5000, 5000);
  const all = issueWorklogs(ctx, issue.id).filter(startedWithin(ctx.query));
  const view = viewOf(ctx);
  return { startAt: page.startAt, maxResults: page.maxResults, total: all.length, worklogs: all.slice(page.startAt, page.startAt + page.maxResults).map((w) => renderWorklog(view, w)) };
};

export const addWorklog: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const view = viewOf(ctx);
    const actor = actingUser(ctx);
    const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
    checkEstimateParameters(ctx.query, "reduceBy");
    const input = parseWorklog(view, actor, ctx.body, true);
    const worklog = insertWorklog(ctx, issue, actor.accountId, { ...input, timeSpentSeconds: input.timeSpentSeconds! });
    return json(renderWorklog(view, worklog), 201);
  });

export const getWorklog: OperationHandler = (ctx) => {
  const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
  return renderWorklog(viewOf(ctx), worklogOf(ctx, issue, ctx.params.id!));
};

export const updateWorklog: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const view = viewOf(ctx);
    const actor = actingUser(ctx);
    const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
    const worklog = worklogOf(ctx, issue, ctx.params.id!);
    if (!mayChange(actor, worklog)) throw JIRA_ERRORS.worklogEditForbidden();
    checkEstimateParameters(ctx.query, undefined);
    const input = parseWorklog(view, actor, ctx.body, false);
    return renderWorklog(view, editWorklog(ctx, issue, worklog, actor.accountId, input));
  });

export const deleteWorklog: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const actor = actingUser(ctx);
    const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
    const worklog = worklogOf(ctx, issue, ctx.params.id!);
    if (!mayChange(actor, worklog)) throw JIRA_ERRORS.worklogDeleteForbidden();
    checkEstimateParameters(ctx.query, "increaseBy");
    removeWorklog(ctx, issue, worklog, actor.accountId);
    return new Response(null, { status: 204 });
  });
