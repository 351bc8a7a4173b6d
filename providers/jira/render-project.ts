// A project as Jira shows it: the short form in an issue's `project` field, the search result and the
// full GET /project bean (with its lead and issue types).
import type { JsonRecord } from "../../core/pack/index.ts";
import { apiBase, type JiraView } from "./jira-view.ts";
import { COLLECTIONS, type JiraIssue, type JiraIssueType, type JiraProject } from "./records.ts";
import { findIssueType, renderIssueType } from "./render-issue-type.ts";
import { renderUserField } from "./render-user.ts";

const EXPANDABLE = "description,lead,issueTypes,url,projectKeys,permissions,insight";

export function projectAvatarUrls(view: JiraView, project: JiraProject): Record<string, string> {
  const sizes: Array<[string, string]> = [["48x48", "large"], ["24x24", "small"], ["16x16", "xsmall"], ["32x32", "medium"]];
  return Object.fromEntries(sizes.map(([key, size]) => [key, `${apiBase(view)}/universal_avatar/view/type/project/avatar/10400?size=${size}`]));
}

/** The `project` field of an issue. */
export function renderProjectRef(view: JiraView, project: JiraProject): JsonRecord {
  return {
    self: `${apiBase(view)}/project/${project.id}`,
    id: project.id,
    key: project.key,
    name: project.name,
    projectTypeKey: project.projectTypeKey,
    simplified: project.simplified,
    avatarUrls: projectAvatarUrls(view, project),
  };
}

export const projectIssueTypes = (view: JiraView, project: JiraProject): JiraIssueType[] =>
  project.issueTypeIds.map((id) => findIssueType(view, id)).filter((t): t is JiraIssueType => t !== undefined);

function insight(view: JiraView, project: JiraProject): JsonRecord {
  const issues = view.world.collection(COLLECTIONS.issues).find((i) => i.projectId === project.id) as JiraIssue[];
  const last = issues.map((i) => i.fields.updated).sort().at(-1);
  return { totalIssueCount: issues.length, ...(last ? { lastIssueUpdateTime: last } : {}) };
}

/** What both project beans carry, before and after their own fields (Jira's key order). */
const projectHead = (view: JiraView, project: JiraProject): JsonRecord => ({
  expand: EXPANDABLE,
  self: `${apiBase(view)}/project/${project.id}`,
  id: project.id,
  key: project.key,
});

function projectTail(view: JiraView, project: JiraProject, expand: ReadonlySet<string>): JsonRecord {
  return {
    name: project.name,
    avatarUrls: projectAvatarUrls(view, project),
    projectTypeKey: project.projectTypeKey,
    simplified: project.simplified,
    style: project.simplified ? "next-gen" : "classic",
    isPrivate: false,
    properties: {},
    ...(expand.has("insight") ? { insight: insight(view, project) } : {}),
  };
}

/** A project in /project/search: the short bean, plus what `expand` asks for. */
export function renderProjectSummary(view: JiraView, project: JiraProject, expand: ReadonlySet<string>): JsonRecord {
  return {
    ...projectHead(view, project),
    ...(expand.has("description") ? { description: project.description } : {}),
    ...(expand.has("lead") ? { lead: renderUserField(view, project.leadAccountId) } : {}),
    ...(expand.has("issueTypes") ? { issueTypes: projectIssueTypes(view, project).map((t) => renderIssueType(view, t)) } : {}),
    ...projectTail(view, project, expand),
  };
}

/** GET /project/{projectIdOrKey}. */
export function renderProject(view: JiraView, project: JiraProject, expand: ReadonlySet<string>): JsonRecord {
  return {
    ...projectHead(view, project),
    description: project.description,
    lead: renderUserField(view, project.leadAccountId),
    components: [],
    issueTypes: projectIssueTypes(view, project).map((t) => renderIssueType(view, t)),
    assigneeType: project.simplified ? "UNASSIGNED" : "PROJECT_LEAD",
    versions: [],
    roles: {},
    ...projectTail(view, project, expand),
  };
}
