// PUT /issue/{issueIdOrKey}: `fields` and `update` verbs applied together; 204, or the issue with
// returnIssue=true. Each edit that changes something writes one changelog entry and moves `updated`.
import type { JsonRecord, OperationHandler } from "../../../core/pack/index.ts";
import { recordChange } from "../changelog.ts";
import { insertComment } from "../comment-records.ts";
import { applyOperations, collectOperations } from "../field-updates.ts";
import { cloneFields, fieldChanges } from "../issue-changes.ts";
import { actingUser } from "../jira-auth.ts";
import { JIRA_ERRORS } from "../jira-errors.ts";
import { jiraNow } from "../jira-time.ts";
import { viewOf } from "../jira-view.ts";
import { issueByIdOrKey } from "../lookups.ts";
import { COLLECTIONS, type JiraIssue, type JiraIssueType } from "../records.ts";
import { projectOf } from "../render-issue.ts";
import { issueAnswer } from "./issue-read.ts";

const isObject = (v: unknown): v is JsonRecord => !!v && typeof v === "object" && !Array.isArray(v);
const levelOf = (ctx: Parameters<OperationHandler>[0], typeId: string) => (ctx.world.collection(COLLECTIONS.issueTypes).get(typeId) as JiraIssueType | undefined)?.hierarchyLevel;

/** An edit (or a transition's fields) keeps the issue at its level of the hierarchy: a move to a subtask is another operation in Jira. */
export function checkSameLevel(ctx: Parameters<OperationHandler>[0], before: JiraIssue["fields"], draft: JiraIssue["fields"], errors: Record<string, string>): void {
  if (!errors.issuetype && levelOf(ctx, draft.issuetype) !== levelOf(ctx, before.issuetype)) errors.issuetype = "The issue type selected is invalid.";
}

export const editIssue: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const view = viewOf(ctx);
    const actor = actingUser(ctx);
    const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
    const project = projectOf(view, issue)!;
    const body = (isObject(ctx.body) ? ctx.body : {}) as { fields?: unknown; update?: unknown };
    const errors: Record<string, string> = {};
    const messages: string[] = [];
    const ops = collectOperations(body, errors);
    const draft = cloneFields(issue.fields);
    const comments = applyOperations({ view, project, issue, mode: "edit" }, draft, ops, errors, messages);
    checkSameLevel(ctx, issue.fields, draft, errors);
    if (Object.keys(errors).length || messages.length) throw JIRA_ERRORS.fields(errors, messages);

    const items = fieldChanges(view, issue.fields, draft);
    if (items.length) {
      draft.updated = jiraNow(ctx.clock);
      ctx.world.collection(COLLECTIONS.issues).update(issue.id, { fields: draft });
      recordChange(ctx, issue, actor.accountId, items);
    }
    for (const doc of comments) insertComment(ctx, ctx.world.collection(COLLECTIONS.issues).get(issue.id) as JiraIssue, doc, actor.accountId);
    if (ctx.query.get("returnIssue") === "true") return issueAnswer(ctx, ctx.world.collection(COLLECTIONS.issues).get(issue.id) as JiraIssue);
    return new Response(null, { status: 204 });
  });
