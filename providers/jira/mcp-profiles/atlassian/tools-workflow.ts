// Atlassian's workflow and comment tools: an issue's transitions, taking one, adding or updating a comment.
import type { ToolDefinition } from "../../../../core/pack/index.ts";
import { defined } from "../../tools/shared.ts";
import { jira, query } from "./answers.ts";
import { atlassianTool } from "./atlassian-tool.ts";
import { asMarkdown, bodyAdf } from "./content-format.ts";

const transitions = atlassianTool("getTransitionsForJiraIssue", { tool: "jira_list_transitions", arguments: (input) => ({ key: input.issueIdOrKey }) }, (ctx, input) =>
  jira(ctx, "getTransitions", {
    params: { issueIdOrKey: String(input.issueIdOrKey) },
    query: query({
      expand: input.expand, transitionId: input.transitionId, skipRemoteOnlyCondition: input.skipRemoteOnlyCondition,
      includeUnavailableTransitions: input.includeUnavailableTransitions, sortByOpsBarAndStatus: input.sortByOpsBarAndStatus,
    }),
  }),
);

/** Jira answers 204 with no body; the server's text for that is not in any recording: `{}` here. */
const transition = atlassianTool(
  "transitionJiraIssue",
  { tool: "jira_transition_issue", arguments: (input) => ({ key: input.issueIdOrKey, transition: (input.transition as { id?: string } | undefined)?.id }) },
  (ctx, input) =>
    jira(ctx, "doTransition", {
      method: "POST",
      params: { issueIdOrKey: String(input.issueIdOrKey) },
      body: defined({ transition: input.transition, fields: input.fields, update: input.update, historyMetadata: input.historyMetadata }),
    }),
);

const comment = atlassianTool(
  "addCommentToJiraIssue",
  { tool: "jira_add_comment", arguments: (input) => ({ key: input.issueIdOrKey, body: input.commentBody }) },
  async (ctx, input) => {
    const body = defined({ body: bodyAdf(input.commentBody, input.contentFormat), visibility: input.commentVisibility });
    const params = { issueIdOrKey: String(input.issueIdOrKey) };
    const saved = input.commentId === undefined
      ? await jira(ctx, "addComment", { method: "POST", params, body })
      : await jira(ctx, "updateComment", { method: "PUT", params: { ...params, id: String(input.commentId) }, body });
    return asMarkdown(saved, input.responseContentFormat);
  },
);

export const workflowTools: ToolDefinition[] = [transitions, transition, comment];
