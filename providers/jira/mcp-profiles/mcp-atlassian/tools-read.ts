// mcp-atlassian's reading tools in the default toolsets: an issue, a JQL search, a project's issues, the
// transitions, fields and their options, changelogs.
import type { JsonRecord, ToolDefinition } from "../../../../core/pack/index.ts";
import { jiraCall, type Answer } from "../../tools/shared.ts";
import { fastTool, ToolFailure } from "./fastmcp-tool.ts";
import { availableTransitions, baseUrlOf, readIssue, requestedFields, searchIssues } from "./jira-reads.ts";
import { simplifiedChangelog } from "./simplified.ts";

const INCLUDE = ["remote_links", "transitions", "watchers", "changelog", "comments", "worklogs"];

const getIssue = fastTool("jira_get_issue", { tool: "jira_get_issue", arguments: (input) => ({ key: input.issue_key }) }, async (ctx, args) => {
  const sections = new Set(String(args.include ?? "").split(",").map((s) => s.trim().toLowerCase()).flatMap((s) => (s === "all" ? INCLUDE : [s === "comment" ? "comments" : s === "worklog" ? "worklogs" : s])));
  let requested = requestedFields(args.fields);
  if (requested !== "*all" && sections.has("comments") && !requested.includes("comment")) requested = [...requested, "comment"];
  const result = await readIssue(ctx, args.issue_key, requested, sections.has("changelog") ? "names,changelog" : undefined);
  if (Array.isArray(result.comments)) result.comments = result.comments.slice(-Math.max(0, args.comment_limit));
  if (sections.has("comments")) result.comments ??= [];
  if (sections.has("changelog")) {
    const log = await jiraCall(ctx, "getChangeLogs", { params: { issueIdOrKey: args.issue_key } });
    result.changelogs = ((log.values ?? []) as Answer[]).map(simplifiedChangelog);
  }
  if (sections.has("remote_links")) result.remote_links = [];
  if (sections.has("transitions")) result.transitions = await availableTransitions(ctx, args.issue_key);
  if (sections.has("watchers")) result.watchers = {};
  if (sections.has("worklogs")) result.worklogs = [];
  return result;
});

const search = fastTool(
  "jira_search",
  { tool: "jira_search_issues", arguments: (input) => ({ jql: input.jql, ...(input.limit ? { maxResults: input.limit } : {}), ...(input.page_token ? { nextPageToken: input.page_token } : {}) }) },
  async (ctx, args) => {
    const projects = args.projects_filter ? String(args.projects_filter).split(",").map((p) => p.trim()).filter(Boolean) : [];
    const jql = projects.length ? `(${args.jql}) AND project IN (${projects.map((p) => `"${p}"`).join(", ")})` : args.jql;
    return searchIssues(ctx, jql, requestedFields(args.fields), args.limit, args.page_token);
  },
);

const projectIssues = fastTool(
  "jira_get_project_issues",
  { tool: "jira_search_issues", arguments: (input) => ({ jql: `project = "${input.project_key}"`, ...(input.limit ? { maxResults: input.limit } : {}) }) },
  (ctx, args) => searchIssues(ctx, `project = "${args.project_key}"`, requestedFields(undefined), args.limit),
);

const transitions = fastTool("jira_get_transitions", { tool: "jira_list_transitions", arguments: (input) => ({ key: input.issue_key }) }, (ctx, args) =>
  availableTransitions(ctx, args.issue_key),
);

/** Fuzzy match as the original ranks it, roughly: names containing the keyword first, then ids. */
const searchFields = fastTool("jira_search_fields", undefined, async (ctx, args) => {
  const fields = (await jiraCall(ctx, "getFields")) as unknown as Answer[];
  const keyword = String(args.keyword ?? "").trim().toLowerCase();
  if (!keyword) return fields.slice(0, args.limit);
  const score = (f: Answer) => (String(f.name).toLowerCase() === keyword ? 0 : String(f.name).toLowerCase().includes(keyword) ? 1 : String(f.id).toLowerCase().includes(keyword) ? 2 : 3);
  return fields.filter((f) => score(f) < 3).sort((a, b) => score(a) - score(b)).slice(0, args.limit);
});

/** On Cloud the options come from the field's contexts (GET /field/{id}/context), which the pack does not serve. */
const fieldOptions = fastTool("jira_get_field_options", undefined, async (ctx, args) => {
  throw new ToolFailure(`Error fetching field options: 404 Client Error: Not Found for url: ${await baseUrlOf(ctx)}/rest/api/3/field/${args.field_id}/context`);
});

const changelogs = fastTool("jira_batch_get_changelogs", undefined, async (ctx, args) => {
  const keys = String(args.issue_ids_or_keys).split(",").map((k) => k.trim()).filter(Boolean);
  const only = args.fields ? new Set(String(args.fields).split(",").map((f) => f.trim())) : undefined;
  const results: JsonRecord[] = [];
  for (const key of keys) {
    const issue = await jiraCall(ctx, "getIssue", { params: { issueIdOrKey: key }, query: { fields: "summary" } });
    const log = await jiraCall(ctx, "getChangeLogs", { params: { issueIdOrKey: key } });
    const histories = ((log.values ?? []) as Answer[]).map((h) => (only ? { ...h, items: (h.items as Answer[]).filter((i) => only.has(i.field) || only.has(i.fieldId)) } : h));
    const limited = args.limit === -1 ? histories : histories.slice(0, args.limit);
    results.push({ issue_id: issue.id, changelogs: limited.map(simplifiedChangelog) });
  }
  return results;
});

export const readTools: ToolDefinition[] = [getIssue, search, projectIssues, transitions, searchFields, fieldOptions, changelogs];
