// Commenting on an issue (comments are read with jira_get_issue).
import { defineTool } from "../../../core/pack/index.ts";
import { OPS, WRITE, issueKey, jiraCall, richText, toAdf } from "./shared.ts";

export const addComment = defineTool({
  name: "jira_add_comment",
  description: "Add a comment to an issue (Markdown; you are its author). Returns the comment's id. jira_get_issue shows an issue's comments.",
  inputSchema: {
    type: "object",
    properties: { key: issueKey, body: { ...richText, minLength: 1 } },
    required: ["key", "body"],
    additionalProperties: false,
  },
  annotations: { title: "Comment on an issue", ...WRITE },
  async run(ctx, input) {
    const key = input.key.trim();
    const comment = await jiraCall(ctx, OPS.addComment, { method: "POST", params: { issueIdOrKey: key }, body: { body: toAdf(input.body) } });
    return { key, id: comment.id, author: comment.author?.displayName ?? null, created: comment.created };
  },
});

export const commentTools = [addComment];
