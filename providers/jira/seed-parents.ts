// A seeded issue's parent, checked against Jira's hierarchy: a subtask's parent is a standard issue of the
// same project, a standard issue's parent an epic of the same project, and an epic has none.
import { SeedError } from "../../core/pack/index.ts";
import type { JiraIssue, JiraIssueType } from "./records.ts";

interface ParentContext {
  issueTypes: JiraIssueType[];
}

/** The hierarchy level a child of `level` needs its parent at, or undefined when it can have none. */
export const parentLevelFor = (level: number): number | undefined => (level === -1 ? 0 : level === 0 ? 1 : undefined);

/** Sets issues[index].fields.parent from its seed reference (mutates the issue built in this seed). */
export function checkParent(ctx: ParentContext, issues: JiraIssue[], index: number, ref: unknown): void {
  const at = `seed.jira.issues[${index}].fields.parent`;
  const issue = issues[index]!;
  const level = ctx.issueTypes.find((t) => t.id === issue.fields.issuetype)!.hierarchyLevel;
  if (ref === undefined) {
    if (level === -1) throw new SeedError(`${at}: a subtask needs a parent`);
    return;
  }
  const r = ref as { key?: string; id?: string };
  const parent = issues.find((candidate) => (r.key !== undefined ? candidate.key === r.key : candidate.id === String(r.id)));
  if (!parent) throw new SeedError(`${at}: ${JSON.stringify(r.key ?? r.id)} is not a seeded issue`);
  const parentLevel = ctx.issueTypes.find((t) => t.id === parent.fields.issuetype)!.hierarchyLevel;
  if (parent === issue || parentLevelFor(level) !== parentLevel || parent.projectId !== issue.projectId)
    throw new SeedError(`${at}: ${parent.key} cannot be ${issue.key}'s parent (Jira: a subtask's parent is a standard issue, a standard issue's parent an epic, in the same project)`);
  issue.fields.parent = parent.id;
}
