// The JqlContext of a request, from the world's records: who asks (currentUser(), their time zone for
// dates), the world's clock, and the site's users, groups, projects, statuses, priorities, issue types,
// custom fields and comments. Built once per request; comments are indexed only if a query reads them.
// Every issue is visible to everyone here (the mock has no permission schemes).
import type { OperationContext } from "../../core/pack/index.ts";
import type { JqlContext } from "./jql/index.ts";
import {
  COLLECTIONS, type JiraComment, type JiraCustomField, type JiraGroup, type JiraIssueType, type JiraPriority, type JiraProject, type JiraStatus, type JiraUser,
} from "./records.ts";

type Ctx = Pick<OperationContext, "world" | "clock">;

/** The user's zone when the runtime knows it (a seed may name any), else UTC. */
function zoneOf(user: JiraUser): string {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: user.timeZone });
    return user.timeZone;
  } catch {
    return "UTC";
  }
}

export function jqlContext(ctx: Ctx, actor: JiraUser): JqlContext {
  const all = <T,>(name: string) => ctx.world.collection(name).all() as T[];
  const byId = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id));
  let comments: Map<string, unknown[]> | undefined;
  const commentIndex = () => {
    comments = new Map();
    for (const c of all<JiraComment>(COLLECTIONS.comments)) (comments.get(c.issueId) ?? comments.set(c.issueId, []).get(c.issueId)!).push(c.body);
    return comments;
  };
  return {
    currentUser: actor.accountId,
    now: ctx.clock.now(),
    timeZone: zoneOf(actor),
    users: all<JiraUser>(COLLECTIONS.users),
    groups: all<JiraGroup>(COLLECTIONS.groups),
    projects: all<JiraProject>(COLLECTIONS.projects),
    statuses: byId(all<JiraStatus>(COLLECTIONS.statuses)),
    priorities: all<JiraPriority>(COLLECTIONS.priorities).sort((a, b) => a.rank - b.rank),
    issueTypes: byId(all<JiraIssueType>(COLLECTIONS.issueTypes)),
    customFields: all<JiraCustomField>(COLLECTIONS.fields),
    commentsOf: (issue) => (comments ?? commentIndex()).get(issue.id) ?? [],
    // No findIssue: every issue is searched, so the engine indexes the ones it is given when a query names a key.
  };
}
