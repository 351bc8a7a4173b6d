// POST /issue: a new issue from `fields` and `update`, reported by the acting user; 201 {id, key, self}.
import { json, type JsonRecord, type OperationHandler } from "../../../core/pack/index.ts";
import { actingUser } from "../jira-auth.ts";
import { JIRA_ERRORS } from "../jira-errors.ts";
import { jiraNow } from "../jira-time.ts";
import { viewOf } from "../jira-view.ts";
import { applyOperations, collectOperations, type IssueFields } from "../field-updates.ts";
import { findProject } from "../lookups.ts";
import { COLLECTIONS, type JiraIssue, type JiraIssueType, type JiraPriority, type JiraProject } from "../records.ts";
import { issueSelf } from "../render-issue-fields.ts";
import { nextId, nextIssueNumber } from "../sequences.ts";
import { initialStatusId } from "../workflow.ts";

const isObject = (v: unknown): v is JsonRecord => !!v && typeof v === "object" && !Array.isArray(v);

function projectOfBody(ctx: Parameters<OperationHandler>[0], fields: JsonRecord): JiraProject {
  const ref = isObject(fields.project) ? fields.project : {};
  const idOrKey = ref.id ?? ref.key;
  const project = typeof idOrKey === "string" || typeof idOrKey === "number" ? findProject(ctx, String(idOrKey)) : undefined;
  if (!project) throw JIRA_ERRORS.fields({ project: "Specify a valid project ID or key" });
  return project;
}

export const createIssue: OperationHandler = (ctx) =>
  ctx.world.transaction(() => {
    const view = viewOf(ctx);
    const actor = actingUser(ctx);
    const body = (isObject(ctx.body) ? ctx.body : {}) as { fields?: JsonRecord; update?: unknown };
    const { project: _project, ...fields } = isObject(body.fields) ? body.fields : ({} as JsonRecord);
    const project = projectOfBody(ctx, isObject(body.fields) ? body.fields : {});
    const now = jiraNow(ctx.clock);
    const defaultPriority = (ctx.world.collection(COLLECTIONS.priorities).all() as JiraPriority[]).find((p) => p.isDefault)?.id ?? null;
    const draft: IssueFields = {
      summary: "", issuetype: "", status: initialStatusId(project), priority: defaultPriority, assignee: null, reporter: actor.accountId, creator: actor.accountId,
      labels: [], description: null, duedate: null, parent: null, created: now, updated: now, resolutiondate: null, statuscategorychangedate: now,
    };
    const errors: Record<string, string> = {};
    const messages: string[] = [];
    const ops = collectOperations({ fields, update: body.update }, errors);
    if (!ops.has("issuetype")) errors.issuetype = "Specify an issue type";
    if (!ops.has("summary") && !errors.summary) errors.summary = "You must specify a summary of the issue.";
    applyOperations({ view, project, issue: { id: "", projectId: project.id }, mode: "create" }, draft, ops, errors, messages);
    const type = ctx.world.collection(COLLECTIONS.issueTypes).get(draft.issuetype) as JiraIssueType | undefined;
    if (type?.subtask && !draft.parent && !errors.parent) errors.parent = "A sub-task must have a parent.";
    if (Object.keys(errors).length || messages.length) throw JIRA_ERRORS.fields(errors, messages);

    const issue: JiraIssue = { id: nextId(ctx.world, COLLECTIONS.issues), key: `${project.key}-${nextIssueNumber(ctx.world, project.id)}`, projectId: project.id, fields: draft };
    ctx.world.collection(COLLECTIONS.issues).insert(issue.id, issue);
    return json({ id: issue.id, key: issue.key, self: issueSelf(view, issue) }, 201);
  });
