// DELETE /issue/{issueIdOrKey}: 204. An issue with subtasks is refused unless deleteSubtasks=true (then
// they go too); its comments, history, watchers, worklogs, links (both ends), remote links and attachments
// go with it, and its children that are not subtasks lose their parent.
import type { OperationContext, OperationHandler } from "../../../core/pack/index.ts";
import { discardAttachment, issueAttachments } from "../attachment-records.ts";
import { JIRA_ERRORS } from "../jira-errors.ts";
import { issueByIdOrKey } from "../lookups.ts";
import { COLLECTIONS, type JiraIssue, type JiraIssueType } from "../records.ts";
import { watcherKey } from "../render-watchers.ts";

const OWNED = [COLLECTIONS.comments, COLLECTIONS.changelog, COLLECTIONS.worklogs, COLLECTIONS.remoteLinks] as const;

function removeIssue(ctx: OperationContext, issue: JiraIssue): void {
  for (const name of OWNED)
    for (const record of ctx.world.collection(name).find((r) => r.issueId === issue.id)) ctx.world.collection(name).delete(String(record.id));
  const watchers = ctx.world.collection(COLLECTIONS.watchers);
  for (const w of watchers.find((r) => r.issueId === issue.id)) watchers.delete(watcherKey(issue.id, String(w.accountId)));
  const links = ctx.world.collection(COLLECTIONS.issueLinks);
  for (const link of links.find((l) => l.inwardIssueId === issue.id || l.outwardIssueId === issue.id)) links.delete(String(link.id));
  for (const attachment of issueAttachments(ctx, issue.id)) discardAttachment(ctx, attachment, undefined);
  ctx.world.collection(COLLECTIONS.issues).delete(issue.id);
}

export const deleteIssue: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
    const issues = ctx.world.collection(COLLECTIONS.issues);
    const types = ctx.world.collection(COLLECTIONS.issueTypes);
    const children = issues.find((i) => (i as JiraIssue).fields.parent === issue.id) as JiraIssue[];
    const subtasks = children.filter((c) => (types.get(c.fields.issuetype) as JiraIssueType | undefined)?.subtask === true);
    if (subtasks.length && ctx.query.get("deleteSubtasks") !== "true") throw JIRA_ERRORS.hasSubtasks(issue.key);
    for (const subtask of subtasks) removeIssue(ctx, subtask);
    for (const child of children.filter((c) => !subtasks.includes(c))) issues.update(child.id, { fields: { ...child.fields, parent: null } });
    removeIssue(ctx, issue);
    return new Response(null, { status: 204 });
  });
