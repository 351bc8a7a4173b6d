// GET /project (all, unpaged), GET /project/search, GET /project/{projectIdOrKey}, GET /project/{projectIdOrKey}/statuses.
import type { OperationHandler } from "../../../core/pack/index.ts";
import { expandSet, listParameter } from "../issue-field-selection.ts";
import { jiraMessages } from "../jira-errors.ts";
import { apiBase, viewOf } from "../jira-view.ts";
import { projectByIdOrKey } from "../lookups.ts";
import { pageBean, pageRequest } from "../paging.ts";
import { COLLECTIONS, type JiraIssue, type JiraProject } from "../records.ts";
import { renderProject, renderProjectSummary, projectIssueTypes } from "../render-project.ts";
import { findStatus, renderStatus } from "../render-status.ts";

const ORDERS = ["category", "-category", "+category", "key", "-key", "+key", "name", "-name", "+name", "owner", "-owner", "+owner", "issueCount", "-issueCount", "+issueCount", "lastIssueUpdatedDate", "-lastIssueUpdatedDate", "+lastIssueUpdatedDate", "archivedDate", "+archivedDate", "-archivedDate", "deletedDate", "+deletedDate", "-deletedDate"];

function sortProjects(projects: JiraProject[], orderBy: string): JiraProject[] {
  const field = orderBy.replace(/^[+-]/, "");
  const sign = orderBy.startsWith("-") ? -1 : 1;
  const value = (p: JiraProject) => (field === "name" ? p.name.toLowerCase() : field === "owner" ? p.leadAccountId : p.key);
  return [...projects].sort((a, b) => sign * value(a).localeCompare(value(b)) || Number(a.id) - Number(b.id));
}

export const searchProjects: OperationHandler = (ctx) => {
  const view = viewOf(ctx);
  const page = pageRequest(ctx.query, 50, 100);
  const orderBy = ctx.query.get("orderBy") ?? "key";
  if (!ORDERS.includes(orderBy)) throw jiraMessages(400, `The orderBy parameter '${orderBy}' is invalid.`);
  const query = ctx.query.get("query")?.toLowerCase();
  const keys = new Set(listParameter(ctx.query.getAll("keys")).map((k) => k.toUpperCase()));
  const ids = new Set(listParameter(ctx.query.getAll("id")));
  const typeKey = ctx.query.get("typeKey");
  const types = typeKey ? new Set(listParameter(typeKey)) : undefined;
  const matches = (ctx.world.collection(COLLECTIONS.projects).all() as JiraProject[]).filter(
    (p) =>
      (!query || p.key.toLowerCase().includes(query) || p.name.toLowerCase().includes(query)) &&
      (!keys.size || keys.has(p.key)) &&
      (!ids.size || ids.has(p.id)) &&
      (!types || types.has(p.projectTypeKey)),
  );
  const expand = expandSet(ctx.query.getAll("expand"));
  return pageBean(sortProjects(matches, orderBy), page, `${apiBase(view)}/project/search`, ctx.query, (p) => renderProjectSummary(view, p, expand));
};

/** Most `recent` projects Jira answers. */
const RECENT_CAP = 20;

/**
 * GET /project, deprecated but served (the Python client's `projects()`): every project, by name, as search
 * shows them. `recent=N` is Jira's "recently accessed"; with no view history here, the N with the latest
 * issue activity.
 */
export const getAllProjects: OperationHandler = (ctx) => {
  const view = viewOf(ctx);
  const expand = expandSet(ctx.query.getAll("expand"));
  let projects = sortProjects(ctx.world.collection(COLLECTIONS.projects).all() as JiraProject[], "name");
  const recent = ctx.query.get("recent");
  if (recent !== null) {
    const latest = new Map<string, string>();
    for (const issue of ctx.world.collection(COLLECTIONS.issues).all() as JiraIssue[])
      if ((latest.get(issue.projectId) ?? "") < issue.fields.updated) latest.set(issue.projectId, issue.fields.updated);
    const at = (p: JiraProject) => latest.get(p.id) ?? "";
    projects = [...projects].sort((a, b) => at(b).localeCompare(at(a))).slice(0, Math.min(Math.max(Number(recent), 0), RECENT_CAP));
  }
  return projects.map((p) => renderProjectSummary(view, p, expand));
};

export const getProject: OperationHandler = (ctx) => {
  const view = viewOf(ctx);
  return renderProject(view, projectByIdOrKey(ctx, ctx.params.projectIdOrKey!), expandSet(ctx.query.getAll("expand")));
};

/** Each issue type of the project with the statuses its workflow has (one workflow per project here). */
export const getAllStatuses: OperationHandler = (ctx) => {
  const view = viewOf(ctx);
  const project = projectByIdOrKey(ctx, ctx.params.projectIdOrKey!);
  const statuses = project.statusIds.map((id) => findStatus(view, id)).flatMap((s) => (s ? [renderStatus(view, s)] : []));
  return projectIssueTypes(view, project).map((type) => ({ self: `${apiBase(view)}/issuetype/${type.id}`, id: type.id, name: type.name, subtask: type.subtask, statuses }));
};
