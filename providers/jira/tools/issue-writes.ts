// Writing issues: create, edit fields, assign. People by email or name, priorities and types by name,
// descriptions in Markdown (stored as ADF).
import { ToolError, defineTool, type JsonRecord, type ToolContext } from "../../../core/pack/index.ts";
import {
  ROW_FIELDS, WRITE, accountIdOf, defined, dueDate, issueKey, issueRow, jiraCall, labels, priority, projectRef, richText, toAdf, userRef, type Answer,
} from "./shared.ts";

const orNull = ["string", "null"] as const;
const userOrNull = { ...userRef, type: orNull } as const;

/** The issue as a compact row, after a write. */
async function row(ctx: ToolContext, key: string): Promise<JsonRecord> {
  return issueRow(await jiraCall(ctx, "getIssue", { params: { issueIdOrKey: key }, query: { fields: ROW_FIELDS.join(",") } }));
}

/** Jira's "issuetype" error, with the project's types so the model can pick one. */
async function withIssueTypes<T>(ctx: ToolContext, project: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof ToolError) || !/issuetype/.test(error.message)) throw error;
    const known = await jiraCall(ctx, "getProject", { params: { projectIdOrKey: project } }).catch(() => undefined);
    const names = ((known?.issueTypes ?? []) as Answer[]).map((t) => t.name).join(", ");
    throw names ? new ToolError(`${error.message} (${project}'s issue types: ${names})`) : error;
  }
}

export const createIssue = defineTool({
  name: "jira_create_issue",
  description:
    "Create an issue in a project (you are its reporter). Type by name (Task, Bug, Story, Epic, Subtask: jira_list_projects lists each project's), description in Markdown, assignee by email or name, priority by name, parent by key (a subtask's parent, or an epic). Returns the new issue's key and row.",
  inputSchema: {
    type: "object",
    properties: {
      project: { type: "string", minLength: 1, description: "The project's key (OPS) or name" },
      type: { type: "string", minLength: 1, description: "The issue type's name (default Task)" },
      summary: { type: "string", minLength: 1, maxLength: 255, description: "One line" },
      description: richText,
      assignee: userRef,
      labels,
      priority,
      parent: { ...issueKey, description: "The parent issue's key: required for a subtask" },
      duedate: dueDate,
    },
    required: ["project", "summary"],
    additionalProperties: false,
  },
  annotations: { title: "Create an issue", ...WRITE },
  async run(ctx, input) {
    const project = await projectRef(ctx, input.project);
    const fields = defined({
      project,
      issuetype: { name: input.type ?? "Task" },
      summary: input.summary,
      description: input.description === undefined ? undefined : toAdf(input.description),
      assignee: input.assignee === undefined ? undefined : { accountId: await accountIdOf(ctx, input.assignee) },
      labels: input.labels,
      priority: input.priority === undefined ? undefined : { name: input.priority },
      parent: input.parent === undefined ? undefined : { key: input.parent.trim() },
      duedate: input.duedate,
    });
    const created = await withIssueTypes(ctx, project.key, () => jiraCall(ctx, "createIssue", { method: "POST", body: { fields } }));
    return { key: created.key, id: created.id, issue: await row(ctx, String(created.key)) };
  },
});

export const editIssue = defineTool({
  name: "jira_edit_issue",
  description:
    "Change an issue's fields: summary, description (Markdown, replaces it), assignee, priority, labels (replace them all, or add_labels / remove_labels), due date, parent, type. null clears assignee, priority, due date or parent. Status changes go through jira_transition_issue.",
  inputSchema: {
    type: "object",
    properties: {
      key: issueKey,
      summary: { type: "string", minLength: 1, maxLength: 255 },
      description: { ...richText, type: orNull },
      assignee: userOrNull,
      priority: { ...priority, type: orNull },
      labels,
      add_labels: labels,
      remove_labels: labels,
      duedate: { ...dueDate, type: orNull },
      parent: { ...issueKey, type: orNull, description: "The parent issue's key; null removes it" },
      type: { type: "string", minLength: 1, description: "Another issue type of the same level (Task, Bug, Story)" },
    },
    required: ["key"],
    additionalProperties: false,
  },
  annotations: { title: "Edit an issue", ...WRITE, idempotentHint: true },
  async run(ctx, input) {
    if (input.labels && (input.add_labels || input.remove_labels)) throw new ToolError("Give labels (the whole list) or add_labels/remove_labels, not both");
    const fields = defined({
      summary: input.summary,
      description: input.description === undefined ? undefined : input.description === null || input.description.trim() === "" ? null : toAdf(input.description),
      assignee: input.assignee === undefined ? undefined : { accountId: await accountIdOf(ctx, input.assignee) },
      priority: input.priority === undefined ? undefined : input.priority === null ? null : { name: input.priority },
      labels: input.labels,
      duedate: input.duedate,
      parent: input.parent === undefined ? undefined : input.parent === null ? { none: true } : { key: input.parent.trim() },
      issuetype: input.type === undefined ? undefined : { name: input.type },
    });
    const labelOps = [...(input.add_labels ?? []).map((add) => ({ add })), ...(input.remove_labels ?? []).map((remove) => ({ remove }))];
    const update = labelOps.length ? { labels: labelOps } : undefined;
    if (!Object.keys(fields).length && !update) throw new ToolError("Nothing to change: give at least one field");
    const key = input.key.trim();
    const issue = await jiraCall(ctx, "editIssue", { method: "PUT", params: { issueIdOrKey: key }, query: { returnIssue: "true", fields: ROW_FIELDS.join(",") }, body: defined({ fields, update }) });
    return { issue: issueRow(issue) };
  },
});

export const assignIssue = defineTool({
  name: "jira_assign_issue",
  description: 'Assign an issue to a user (by email, name, accountId or "me"), or unassign it with null.',
  inputSchema: { type: "object", properties: { key: issueKey, assignee: { ...userRef, type: orNull, description: `${userRef.description}; null unassigns` } }, required: ["key", "assignee"], additionalProperties: false },
  annotations: { title: "Assign an issue", ...WRITE, idempotentHint: true },
  async run(ctx, input) {
    const key = input.key.trim();
    await jiraCall(ctx, "assignIssue", { method: "PUT", params: { issueIdOrKey: key }, body: { accountId: await accountIdOf(ctx, input.assignee) } });
    return { issue: await row(ctx, key) };
  },
});

export const issueWriteTools = [createIssue, editIssue, assignIssue];
