// GET /user, GET /user/search and GET /user/assignable/search. Search matches the start of any word of
// the display name, or the start of the email address, case-insensitively (as Jira's user search does).
import type { OperationContext, OperationHandler } from "../../../core/pack/index.ts";
import { expandSet } from "../issue-field-selection.ts";
import { JIRA_ERRORS } from "../jira-errors.ts";
import { viewOf } from "../jira-view.ts";
import { issueByIdOrKey, projectByIdOrKey } from "../lookups.ts";
import { pageRequest } from "../paging.ts";
import { COLLECTIONS, type JiraUser } from "../records.ts";
import { renderUser, renderUserWithGroups } from "../render-user.ts";

export function userMatches(user: JiraUser, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === "") return true;
  const words = user.displayName.toLowerCase().split(/\s+/);
  return words.some((w) => w.startsWith(q)) || user.displayName.toLowerCase().startsWith(q) || (user.emailAddress ?? "").toLowerCase().startsWith(q) || user.accountId === query;
}

const allUsers = (ctx: Pick<OperationContext, "world">) =>
  (ctx.world.collection(COLLECTIONS.users).all() as JiraUser[]).sort((a, b) => a.displayName.localeCompare(b.displayName) || a.accountId.localeCompare(b.accountId));

function pageOf(ctx: OperationContext, users: JiraUser[]) {
  const view = viewOf(ctx);
  const page = pageRequest(ctx.query, 50, 1000);
  return users.slice(page.startAt, page.startAt + page.maxResults).map((u) => renderUser(view, u));
}

export const getUser: OperationHandler = (ctx) => {
  const accountId = ctx.query.get("accountId");
  if (!accountId) throw JIRA_ERRORS.accountIdRequired();
  const user = ctx.world.collection(COLLECTIONS.users).get(accountId) as JiraUser | undefined;
  if (!user) throw JIRA_ERRORS.userNotFound();
  return renderUserWithGroups(viewOf(ctx), user, expandSet(ctx.query.getAll("expand")));
};

export const findUsers: OperationHandler = (ctx) => {
  const query = ctx.query.get("query");
  const accountId = ctx.query.get("accountId");
  if (query === null && !accountId) throw JIRA_ERRORS.userSearchNeedsQuery();
  return pageOf(ctx, allUsers(ctx).filter((u) => (!accountId || u.accountId === accountId) && (query === null || userMatches(u, query))));
};

/** Everyone active may be assigned here (the mock has no permission schemes); the project or issue must exist. */
export const findAssignableUsers: OperationHandler = (ctx) => {
  const project = ctx.query.get("project");
  const issue = ctx.query.get("issueKey") ?? ctx.query.get("issueId");
  if (!project && !issue) throw JIRA_ERRORS.assignableNeedsScope();
  if (issue) issueByIdOrKey(ctx, issue);
  else projectByIdOrKey(ctx, project!);
  const query = ctx.query.get("query") ?? "";
  const accountId = ctx.query.get("accountId");
  return pageOf(ctx, allUsers(ctx).filter((u) => u.active && u.accountType === "atlassian" && (!accountId || u.accountId === accountId) && userMatches(u, query)));
};
