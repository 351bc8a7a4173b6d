// Atlassian's issue tools: read one, search with JQL, create, edit, and the issue's remote links. Each
// answers with the Jira REST v3 response it made (ADF bodies, or their text with responseContentFormat
// "markdown").
import type { JsonRecord, ToolDefinition } from "../../../../core/pack/index.ts";
import { defined } from "../../tools/shared.ts";
import { jira, query } from "./answers.ts";
import { atlassianTool, type Input } from "./atlassian-tool.ts";
import { asMarkdown, bodyAdf } from "./content-format.ts";

/** The fields getJiraIssue and searchJiraIssuesUsingJql return when none are named (their listing says which). */
const DEFAULT_FIELDS = ["summary", "description", "status", "issuetype", "priority", "labels", "components", "assignee", "reporter", "created", "updated", "resolution", "project"];
const fieldsOf = (fields: unknown): string[] => (Array.isArray(fields) && fields.length ? (fields as string[]) : DEFAULT_FIELDS);

async function readIssue(ctx: Parameters<ToolDefinition["run"]>[0], key: string, input: Input): Promise<JsonRecord> {
  const issue = await jira(ctx, "getIssue", {
    params: { issueIdOrKey: key },
    query: query({ fields: fieldsOf(input.fields), expand: input.expand, properties: input.properties, fieldsByKeys: input.fieldsByKeys, updateHistory: input.updateHistory, failFast: input.failFast }),
  });
  return asMarkdown(issue, input.responseContentFormat);
}

const getIssue = atlassianTool("getJiraIssue", { tool: "jira_get_issue", arguments: (input) => ({ key: input.issueIdOrKey }) }, (ctx, input) =>
  readIssue(ctx, String(input.issueIdOrKey), input),
);

const searchIssues = atlassianTool(
  "searchJiraIssuesUsingJql",
  { tool: "jira_search_issues", arguments: (input) => defined({ jql: input.jql, maxResults: input.maxResults, nextPageToken: input.nextPageToken }) },
  async (ctx, input) => {
    const maxResults = Math.min(100, Math.max(1, Math.trunc(Number(input.maxResults ?? 50))));
    const page = await jira(ctx, "searchAndReconsileIssuesUsingJqlPost", {
      method: "POST",
      body: defined({ jql: input.jql, maxResults, fields: fieldsOf(input.fields), nextPageToken: input.nextPageToken }),
    });
    return asMarkdown(page, input.responseContentFormat);
  },
);

/** The fields of a create or edit: description as ADF whatever format it came in. */
function withBody(fields: JsonRecord, format: string | undefined): JsonRecord {
  return "description" in fields && fields.description !== null ? { ...fields, description: bodyAdf(fields.description, format) } : fields;
}

const createIssue = atlassianTool(
  "createJiraIssue",
  {
    tool: "jira_create_issue",
    arguments: (input) => {
      const extra = (input.additional_fields ?? {}) as Input;
      return defined({
        project: input.projectKey, type: input.issueTypeName, summary: input.summary,
        description: typeof input.description === "string" ? input.description : undefined,
        parent: input.parent, assignee: input.assignee_account_id, labels: extra.labels, priority: extra.priority?.name,
      });
    },
  },
  async (ctx, input) => {
    const fields = withBody(
      defined({
        ...((input.additional_fields ?? {}) as JsonRecord),
        project: { key: input.projectKey },
        issuetype: { name: input.issueTypeName },
        summary: input.summary,
        description: input.description,
        parent: input.parent === undefined ? undefined : { key: input.parent },
        assignee: input.assignee_account_id === undefined ? undefined : { accountId: input.assignee_account_id },
      }),
      input.contentFormat,
    );
    const created = await jira(ctx, "createIssue", { method: "POST", body: defined({ fields, transition: input.transition }) });
    return readIssue(ctx, String(created.key), { responseContentFormat: input.responseContentFormat, fields: ["*all"] });
  },
);

/** editJiraIssue's fields in jira_edit_issue's terms, for the ones it has. */
function nativeEdit(input: Input): Record<string, unknown> {
  const f = (input.fields ?? {}) as Input;
  const person = (v: any) => (v === null ? null : v?.accountId ?? v?.id ?? v);
  return defined({
    key: input.issueIdOrKey, summary: f.summary, description: typeof f.description === "string" || f.description === null ? f.description : undefined,
    labels: f.labels, priority: f.priority === null ? null : f.priority?.name, duedate: f.duedate,
    assignee: f.assignee === undefined ? undefined : person(f.assignee), parent: f.parent === undefined ? undefined : f.parent === null ? null : f.parent?.key,
  });
}

const editIssue = atlassianTool("editJiraIssue", { tool: "jira_edit_issue", arguments: nativeEdit }, async (ctx, input) => {
  const key = String(input.issueIdOrKey);
  await jira(ctx, "editIssue", { method: "PUT", params: { issueIdOrKey: key }, body: { fields: withBody(input.fields as JsonRecord, input.contentFormat) } });
  return readIssue(ctx, key, { responseContentFormat: input.responseContentFormat, fields: ["*all"] });
});

/** The pack models no remote links: an issue that exists has none (Jira answers an empty list). */
const remoteLinks = atlassianTool("getJiraIssueRemoteIssueLinks", undefined, async (ctx, input) => {
  await jira(ctx, "getIssue", { params: { issueIdOrKey: String(input.issueIdOrKey) }, query: { fields: "summary" } });
  return [];
});

export const issueTools: ToolDefinition[] = [getIssue, searchIssues, createIssue, editIssue, remoteLinks];
