// DELETE /issue/{issueIdOrKey}: 204. An issue with subtasks is refused unless deleteSubtasks=true (then
// they go too); its comments and history go with it, and its children that are not subtasks lose their parent.
import type { OperationContext, OperationHandler } from "../../../core/pack/index.ts";
import { JIRA_ERRORS } from "../jira-errors.ts";
import { issueByIdOrKey } from "../lookups.ts";
import { COLLECTIONS, type JiraIssue, type JiraIssueType } from "../records.ts";

function removeIssue(ctx: OperationContext, issue: JiraIssue): void {
  for (const name of [COLLECTIONS.comments, COLLECTIONS.changelog])
    for (const record of ctx.world.collection(name).find((r) => r.issueId === issue.id)) ctx.world.collection(name).delete(String(record.id));
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
