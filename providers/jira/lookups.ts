// Finding a project or an issue the way Jira's paths name them: a numeric id, or a key (case-insensitive).
import type { PackWorld } from "../../core/pack/index.ts";
import { JIRA_ERRORS } from "./jira-errors.ts";
import { COLLECTIONS, type JiraIssue, type JiraProject } from "./records.ts";

type World = { world: Pick<PackWorld, "collection"> };

export function findProject(ctx: World, idOrKey: string): JiraProject | undefined {
  const projects = ctx.world.collection(COLLECTIONS.projects);
  if (/^\d+$/.test(idOrKey)) return projects.get(idOrKey) as JiraProject | undefined;
  const key = idOrKey.toUpperCase();
  return projects.find((p) => p.key === key)[0] as JiraProject | undefined;
}

/** The project, or Jira's 404. */
export function projectByIdOrKey(ctx: World, idOrKey: string): JiraProject {
  const project = findProject(ctx, idOrKey);
  if (!project) throw JIRA_ERRORS.projectNotFound(idOrKey);
  return project;
}

export function findIssue(ctx: World, idOrKey: string): JiraIssue | undefined {
  const issues = ctx.world.collection(COLLECTIONS.issues);
  if (/^\d+$/.test(idOrKey)) return issues.get(idOrKey) as JiraIssue | undefined;
  const key = idOrKey.trim().toUpperCase();
  return issues.find((i) => i.key === key)[0] as JiraIssue | undefined;
}

/** The issue, or Jira's 404 ("Issue does not exist or you do not have permission to see it."). */
export function issueByIdOrKey(ctx: World, idOrKey: string): JiraIssue {
  const issue = findIssue(ctx, idOrKey);
  if (!issue) throw JIRA_ERRORS.issueNotFound();
  return issue;
}
