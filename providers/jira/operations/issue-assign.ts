// PUT /issue/{issueIdOrKey}/assignee: `{accountId}` assigns, `{accountId: null}` unassigns, "-1" gives
// the project's default assignee; 204, with a changelog entry when the assignee changes.
import type { JsonRecord, OperationHandler } from "../../../core/pack/index.ts";
import { recordChange } from "../changelog.ts";
import { parseAssignee } from "../field-input.ts";
import { fieldChanges, cloneFields } from "../issue-changes.ts";
import { actingUser } from "../jira-auth.ts";
import { jiraFieldErrors, jiraMessages } from "../jira-errors.ts";
import { jiraNow } from "../jira-time.ts";
import { viewOf } from "../jira-view.ts";
import { issueByIdOrKey } from "../lookups.ts";
import { COLLECTIONS } from "../records.ts";
import { projectOf } from "../render-issue.ts";

export const assignIssue: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const view = viewOf(ctx);
    const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
    const body = (ctx.body && typeof ctx.body === "object" && !Array.isArray(ctx.body) ? ctx.body : {}) as JsonRecord;
    if (!("accountId" in body)) throw jiraMessages(400, "The 'accountId' must be provided to assign the issue.");
    const checked = parseAssignee(view, projectOf(view, issue)!, { accountId: body.accountId });
    if (!checked.ok) throw jiraFieldErrors({ assignee: checked.message });
    const draft = cloneFields(issue.fields);
    draft.assignee = checked.value as string | null;
    const items = fieldChanges(view, issue.fields, draft);
    if (items.length) {
      draft.updated = jiraNow(ctx.clock);
      ctx.world.collection(COLLECTIONS.issues).update(issue.id, { fields: draft });
      recordChange(ctx, issue, actingUser(ctx).accountId, items);
    }
    return new Response(null, { status: 204 });
  });
