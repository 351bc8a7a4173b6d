// Issues as the JQL engine reads them, made straight from the records: only what a query reads, with
// references as `{id}` (the engine finds names, categories and ranks in its context). Each depends on its
// record alone, and stored records are frozen and replaced on write, so they are kept per record in the
// world's scratch: a search over 10,000 issues rebuilds only the ones written since the last.
import type { OperationContext } from "../../core/pack/index.ts";
import type { JqlIssue, JqlIssueFields } from "./jql/index.ts";
import { COLLECTIONS, type JiraIssue } from "./records.ts";

export interface SearchIssue extends JqlIssue {
  readonly record: JiraIssue;
}

type Ctx = Pick<OperationContext, "world" | "scratch">;

const user = (accountId: string | null | undefined) => (accountId ? { accountId } : null);

function searchIssue(record: JiraIssue, parentKey: (id: string) => string | undefined): SearchIssue {
  const f = record.fields;
  const fields: Record<string, unknown> = {
    summary: f.summary,
    description: f.description,
    environment: f.environment ?? null,
    status: { id: f.status },
    priority: f.priority ? { id: f.priority } : null,
    issuetype: { id: f.issuetype },
    project: { id: record.projectId },
    assignee: user(f.assignee),
    reporter: user(f.reporter),
    creator: user(f.creator),
    labels: f.labels,
    duedate: f.duedate,
    created: f.created,
    updated: f.updated,
    resolutiondate: f.resolutiondate,
    statuscategorychangedate: f.statuscategorychangedate,
  };
  const parent = f.parent ? parentKey(f.parent) : undefined;
  fields.parent = f.parent && parent ? { id: f.parent, key: parent } : null;
  // Custom fields as stored: option values as their text, users as accountIds, which the engine reads.
  for (const [id, value] of Object.entries(f)) if (id.startsWith("customfield_")) fields[id] = value;
  return { id: record.id, key: record.key, fields: fields as JqlIssueFields, record };
}

/** Every issue of the world, as JQL reads them. */
export function searchIssues(ctx: Ctx): SearchIssue[] {
  const cache = ctx.scratch("jira:search-issues", () => new WeakMap<JiraIssue, SearchIssue>());
  const issues = ctx.world.collection(COLLECTIONS.issues);
  const parentKey = (id: string) => (issues.get(id) as JiraIssue | undefined)?.key;
  return (issues.all() as JiraIssue[]).map((record) => {
    let issue = cache.get(record);
    if (!issue) cache.set(record, (issue = searchIssue(record, parentKey)));
    return issue;
  });
}
