// GET/POST/DELETE /issue/{issueIdOrKey}/watchers and POST /issue/watching. POST's body is the accountId as
// a JSON string (what Atlassian documents and the Python client sends); none adds the caller. Watching
// twice, or unwatching someone who does not watch, changes nothing.
import type { OperationContext, OperationHandler } from "../../../core/pack/index.ts";
import { actingUser } from "../jira-auth.ts";
import { JIRA_ERRORS } from "../jira-errors.ts";
import { viewOf } from "../jira-view.ts";
import { issueByIdOrKey } from "../lookups.ts";
import { COLLECTIONS, type JiraUser } from "../records.ts";
import { renderWatchers, watcherKey } from "../render-watchers.ts";
import { findUser } from "../render-user.ts";

const noContent = () => new Response(null, { status: 204 });

/** The user a watcher request names, or Jira's 404 (an inactive user cannot watch either). */
function namedUser(ctx: OperationContext, accountId: string): JiraUser {
  const user = findUser(viewOf(ctx), accountId);
  if (!user || !user.active) throw JIRA_ERRORS.userNotFound();
  return user;
}

export const getIssueWatchers: OperationHandler = (ctx) => {
  const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
  return renderWatchers(viewOf(ctx), issue, actingUser(ctx).accountId);
};

export const addWatcher: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
    const body = ctx.body;
    if (body !== undefined && body !== null && body !== "" && typeof body !== "string") throw JIRA_ERRORS.invalidPayload();
    const user = typeof body === "string" && body !== "" ? namedUser(ctx, body) : actingUser(ctx);
    const watchers = ctx.world.collection(COLLECTIONS.watchers);
    const key = watcherKey(issue.id, user.accountId);
    if (!watchers.has(key)) watchers.insert(key, { issueId: issue.id, accountId: user.accountId });
    return noContent();
  });

export const removeWatcher: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
    const accountId = ctx.query.get("accountId");
    if (!accountId) throw JIRA_ERRORS.accountIdRequired();
    const user = namedUser(ctx, accountId);
    ctx.world.collection(COLLECTIONS.watchers).delete(watcherKey(issue.id, user.accountId));
    return noContent();
  });

/**
 * `{issueIds}` (at most 1,000, the schema says) → whether the caller watches each. They are issue ids, as
 * Jira documents: each is one lookup by id; anything else (a key) names no issue and reads false, so a
 * long list never scans the issues once per entry.
 */
export const getIsWatchingIssueBulk: OperationHandler = (ctx) => {
  const ids = ((ctx.body as { issueIds?: unknown } | undefined)?.issueIds ?? []) as string[];
  const me = actingUser(ctx).accountId;
  const watchers = ctx.world.collection(COLLECTIONS.watchers);
  const issues = ctx.world.collection(COLLECTIONS.issues);
  const issuesIsWatching = Object.fromEntries(ids.map((id) => {
    const issue = /^\d+$/.test(String(id)) ? issues.get(String(id)) : undefined;
    return [String(id), issue !== undefined && watchers.has(watcherKey(String(id), me))];
  }));
  return { issuesIsWatching };
};
