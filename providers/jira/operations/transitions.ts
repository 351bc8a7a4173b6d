// GET /issue/{issueIdOrKey}/transitions (what the issue's status offers) and POST (take one: 204). A
// transition applies its `fields` and `update` as an edit does, adds `update.comment` comments, and writes
// one changelog entry: the edited fields, the resolution when the status category makes one, the status.
import type { JsonRecord, OperationHandler } from "../../../core/pack/index.ts";
import { recordChange } from "../changelog.ts";
import { insertComment } from "../comment-records.ts";
import { applyOperations, collectOperations } from "../field-updates.ts";
import { cloneFields, fieldChanges } from "../issue-changes.ts";
import { expandSet } from "../issue-field-selection.ts";
import { actingUser } from "../jira-auth.ts";
import { JIRA_ERRORS } from "../jira-errors.ts";
import { jiraNow } from "../jira-time.ts";
import { viewOf } from "../jira-view.ts";
import { issueByIdOrKey } from "../lookups.ts";
import { COLLECTIONS, type JiraIssue } from "../records.ts";
import { projectOf } from "../render-issue.ts";
import { enterStatus, requestedTransition, resolutionProblem } from "../transition-effects.ts";
import { availableTransitions, renderTransition } from "../workflow.ts";
import { checkSameLevel } from "./issue-edit.ts";

const isObject = (v: unknown): v is JsonRecord => !!v && typeof v === "object" && !Array.isArray(v);

export const getTransitions: OperationHandler = (ctx) => {
  const view = viewOf(ctx);
  const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
  const project = projectOf(view, issue);
  const wanted = ctx.query.get("transitionId");
  // No transition has a screen here, so expanding their fields lists none.
  const withFields = expandSet(ctx.query.getAll("expand")).has("transitions.fields");
  const transitions = (project ? availableTransitions(project, issue.fields.status) : [])
    .filter((t) => !wanted || t.id === wanted)
    .map((t) => ({ ...renderTransition(view, t, issue.fields.status), ...(withFields ? { fields: {} } : {}) }));
  return { expand: "transitions", transitions };
};

export const doTransition: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const view = viewOf(ctx);
    const actor = actingUser(ctx);
    const issue = issueByIdOrKey(ctx, ctx.params.issueIdOrKey!);
    const project = projectOf(view, issue)!;
    const body = (isObject(ctx.body) ? ctx.body : {}) as { transition?: unknown; fields?: unknown; update?: unknown };
    const transition = requestedTransition(availableTransitions(project, issue.fields.status), body.transition);

    const { resolution, ...fields } = isObject(body.fields) ? body.fields : ({} as JsonRecord);
    const errors: Record<string, string> = {};
    const messages: string[] = [];
    const ops = collectOperations({ fields, update: body.update }, errors);
    const draft = cloneFields(issue.fields);
    const comments = applyOperations({ view, project, issue, mode: "edit" }, draft, ops, errors, messages);
    checkSameLevel(ctx, issue.fields, draft, errors);
    const problem = resolutionProblem(view, transition.to, resolution);
    if (problem) errors.resolution = problem;
    if (Object.keys(errors).length || messages.length) throw JIRA_ERRORS.fields(errors, messages);

    const now = jiraNow(ctx.clock);
    const resolutionItems = enterStatus(view, issue.fields, draft, transition.to, now);
    const changed = fieldChanges(view, issue.fields, draft);
    const items = [...changed.filter((i) => i.fieldId !== "status"), ...resolutionItems, ...changed.filter((i) => i.fieldId === "status")];
    // A looped transition with nothing to change still stores the issue, as Jira's does.
    draft.updated = now;
    ctx.world.collection(COLLECTIONS.issues).update(issue.id, { fields: draft });
    recordChange(ctx, issue, actor.accountId, items);
    for (const doc of comments) insertComment(ctx, ctx.world.collection(COLLECTIONS.issues).get(issue.id) as JiraIssue, doc, actor.accountId);
    return new Response(null, { status: 204 });
  });
