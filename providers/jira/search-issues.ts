// Issues as the JQL engine reads them, made straight from the records: only what a query reads, with
// references as `{id}` (the engine finds names, categories and ranks in its context). Each depends on its
// record alone, and stored records are frozen and replaced on write, so they are kept per record in the
// world's scratch: a search over 10,000 issues rebuilds only the ones written since the last.
import { yieldIfHeld, type OperationContext } from "../../core/pack/index.ts";
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

/** Every issue of the world, as JQL reads them (graders read a world no request is waiting on). */
export function searchIssues(ctx: Ctx): SearchIssue[] {
  const { records, viewOf } = views(ctx);
  return records.map(viewOf);
}

/**
 * The same for a request: building the views of a large site the first time takes longer than one slice
 * of work may hold the event loop, so it gives the loop a turn between slices. The records are read once
 * at the start, so the search sees one state of the world.
 */
export async function loadSearchIssues(ctx: Ctx): Promise<SearchIssue[]> {
  const { records, viewOf } = views(ctx);
  const out: SearchIssue[] = new Array(records.length);
  for (let i = 0; i < records.length; i++) {
    if (i % 256 === 0) await yieldIfHeld();
    out[i] = viewOf(records[i]!);
  }
  // The query runs in a slice of its own, after the parse and the views.
  await yieldIfHeld();
  return out;
}

function views(ctx: Ctx): { records: JiraIssue[]; viewOf: (record: JiraIssue) => SearchIssue } {
  const cache = ctx.scratch("jira:search-issues", () => new WeakMap<JiraIssue, SearchIssue>());
  const issues = ctx.world.collection(COLLECTIONS.issues);
  const parentKey = (id: string) => (issues.get(id) as JiraIssue | undefined)?.key;
  const viewOf = (record: JiraIssue) => {
    let issue = cache.get(record);
    if (!issue) cache.set(record, (issue = searchIssue(record, parentKey)));
    return issue;
  };
  return { records: issues.all() as JiraIssue[], viewOf };
}
