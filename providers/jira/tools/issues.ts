// Reading issues: a JQL search as compact rows, and one issue in full (description and comments as plain
// text, the transitions it can take).
import { defineTool, type JsonRecord } from "../../../core/pack/index.ts";
import { OPS, READ, ROW_FIELDS, defined, issueKey, issueRow, jiraCall, person, plainText, type Answer } from "./shared.ts";

export const searchIssues = defineTool({
  name: "jira_search_issues",
  description: [
    "Find issues with JQL, e.g. project = OPS AND status != Done AND assignee = currentUser() ORDER BY priority DESC.",
    "Fields: project, key, summary, description, comment, text (all text), status, statusCategory, priority, type, assignee, reporter, labels, created, updated, due, resolved, parent.",
    'Operators =, !=, ~ (contains words), IN, NOT IN, IS EMPTY, >, <; values in "quotes" when they hold spaces; dates as 2026-11-23 or -7d.',
    "The query must restrict something (an ORDER BY alone is refused). Returns key, summary, status, assignee, priority, type and updated per issue; nextPageToken pages on.",
  ].join(" "),
  inputSchema: {
    type: "object",
    properties: {
      jql: { type: "string", minLength: 1, maxLength: 32768, description: "A JQL query" },
      maxResults: { type: "integer", minimum: 1, maximum: 100, description: "Issues per page (default 20)" },
      nextPageToken: { type: "string", minLength: 1, description: "nextPageToken from the previous page" },
    },
    required: ["jql"],
    additionalProperties: false,
  },
  annotations: { title: "Search issues (JQL)", ...READ },
  async run(ctx, input) {
    const answer = await jiraCall(ctx, OPS.search, {
      method: "POST",
      body: defined({ jql: input.jql, maxResults: input.maxResults ?? 20, nextPageToken: input.nextPageToken, fields: ROW_FIELDS }),
    });
    const issues = ((answer.issues ?? []) as Answer[]).map(issueRow);
    return defined({ issues, nextPageToken: answer.nextPageToken ?? undefined, isLast: answer.isLast ?? answer.nextPageToken === undefined });
  },
});

/** Custom fields with a value, by their names: `{"Story Points": 3, "Environment Tier": "production"}`. */
function customValues(fields: Answer, names: Record<string, string>): JsonRecord | undefined {
  const simple = (v: any): unknown => (v && typeof v === "object" ? (v.value ?? v.displayName ?? v.name ?? v) : v);
  const entries = Object.entries(fields)
    .filter(([id, value]) => id.startsWith("customfield_") && value !== null && !(Array.isArray(value) && value.length === 0))
    .map(([id, value]) => [names[id] ?? id, Array.isArray(value) ? value.map(simple) : simple(value)]);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

export function issueDetails(issue: Answer): JsonRecord {
  const f: Answer = issue.fields ?? {};
  const comments = ((f.comment?.comments ?? []) as Answer[]).map((c) => ({ id: c.id, author: c.author?.displayName ?? null, created: c.created, body: plainText(c.body) ?? "" }));
  const subtasks = ((f.subtasks ?? []) as Answer[]).map((s) => ({ key: s.key, summary: s.fields?.summary, status: s.fields?.status?.name }));
  return defined({
    key: issue.key,
    id: issue.id,
    project: f.project?.key,
    type: f.issuetype?.name,
    summary: f.summary,
    status: f.status?.name,
    statusCategory: f.status?.statusCategory?.name,
    priority: f.priority?.name ?? null,
    assignee: person(f.assignee),
    reporter: person(f.reporter),
    labels: f.labels ?? [],
    duedate: f.duedate ?? null,
    parent: f.parent ? { key: f.parent.key, summary: f.parent.fields?.summary } : undefined,
    subtasks: subtasks.length ? subtasks : undefined,
    created: f.created,
    updated: f.updated,
    resolved: f.resolutiondate ?? undefined,
    description: plainText(f.description),
    environment: plainText(f.environment) ?? undefined,
    custom: customValues(f, issue.names ?? {}),
    comments,
    transitions: ((issue.transitions ?? []) as Answer[]).map((t) => ({ id: t.id, name: t.name, to: t.to?.name })),
  });
}

export const getIssue = defineTool({
  name: "jira_get_issue",
  description:
    "Read one issue: summary, type, status, priority, assignee, reporter, labels, due date, parent and subtasks, dates, description and comments as plain text, custom fields by name, and the transitions it can take now (for jira_transition_issue).",
  inputSchema: { type: "object", properties: { key: issueKey }, required: ["key"], additionalProperties: false },
  annotations: { title: "Read an issue", ...READ },
  async run(ctx, input) {
    const issue = await jiraCall(ctx, "getIssue", { params: { issueIdOrKey: input.key.trim() }, query: { expand: "names,transitions" } });
    return { issue: issueDetails(issue) };
  },
});

export const issueReadTools = [searchIssues, getIssue];
