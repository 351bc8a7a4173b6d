// mcp-atlassian's comment and transition tools in the default toolsets. A comment answers in the
// fetcher's own small shape (id, body text, created as Python prints a datetime, author's name).
import type { ToolDefinition } from "../../../../core/pack/index.ts";
import { defined, jiraCall, plainText, toAdf } from "../../tools/shared.ts";
import { fastTool, jsonArgument } from "./fastmcp-tool.ts";
import { readIssue, requestedFields } from "./jira-reads.ts";
import { pythonDatetime } from "./simplified.ts";

const addComment = fastTool("jira_add_comment", { tool: "jira_add_comment", arguments: (input) => ({ key: input.issue_key, body: input.body }) }, async (ctx, args) => {
  const visibility = args.visibility ? jsonArgument(args.visibility, "visibility") : undefined;
  const saved = await jiraCall(ctx, "addComment", { method: "POST", params: { issueIdOrKey: args.issue_key }, body: defined({ body: toAdf(args.body), visibility }) });
  return { id: saved.id, body: plainText(saved.body) ?? "", created: pythonDatetime(saved.created), author: saved.author?.displayName ?? "Unknown" };
});

const editComment = fastTool("jira_edit_comment", undefined, async (ctx, args) => {
  const visibility = args.visibility ? jsonArgument(args.visibility, "visibility") : undefined;
  const saved = await jiraCall(ctx, "updateComment", {
    method: "PUT", params: { issueIdOrKey: args.issue_key, id: String(args.comment_id) }, body: defined({ body: toAdf(args.body), visibility }),
  });
  return { id: saved.id, body: plainText(saved.body) ?? "", updated: pythonDatetime(saved.updated), author: saved.author?.displayName ?? "Unknown" };
});

const transitionIssue = fastTool(
  "jira_transition_issue",
  { tool: "jira_transition_issue", arguments: (input) => defined({ key: input.issue_key, transition: input.transition_id, comment: input.comment ?? undefined }) },
  async (ctx, args) => {
    const fields = jsonArgument(args.fields, "fields");
    const update = args.comment ? { comment: [{ add: { body: toAdf(args.comment) } }] } : undefined;
    await jiraCall(ctx, "doTransition", {
      method: "POST", params: { issueIdOrKey: args.issue_key },
      body: defined({ transition: { id: String(args.transition_id) }, fields: Object.keys(fields).length ? fields : undefined, update }),
    });
    return { message: `Issue ${args.issue_key} transitioned successfully`, issue: await readIssue(ctx, args.issue_key, requestedFields(undefined)) };
  },
);

export const commentTools: ToolDefinition[] = [addComment, editComment, transitionIssue];
