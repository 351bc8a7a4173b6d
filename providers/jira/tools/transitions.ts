// Moving issues through their workflow: list the transitions an issue can take, and take one by its name
// or by the status it leads to, optionally with a comment.
import { ToolError, defineTool, type ToolContext } from "../../../core/pack/index.ts";
import { OPS, READ, WRITE, defined, issueKey, jiraCall, richText, toAdf, type Answer } from "./shared.ts";

interface Available {
  status: string;
  transitions: Array<{ id: string; name: string; to: string }>;
}

async function available(ctx: ToolContext, key: string): Promise<Available> {
  const issue = await jiraCall(ctx, "getIssue", { params: { issueIdOrKey: key }, query: { fields: "status" } });
  const answer = await jiraCall(ctx, OPS.getTransitions, { params: { issueIdOrKey: key } });
  const transitions = ((answer.transitions ?? []) as Answer[]).map((t) => ({ id: String(t.id), name: String(t.name), to: String(t.to?.name ?? "") }));
  return { status: String(issue.fields?.status?.name ?? ""), transitions };
}

const describe = (t: Available["transitions"][number]) => (t.name.toLowerCase() === t.to.toLowerCase() ? `"${t.name}"` : `"${t.name}" (to ${t.to})`);

/** The transition `wanted` names: its id, its name, else the status it leads to (case-insensitive). */
function pick(key: string, state: Available, wanted: string) {
  const w = wanted.trim().toLowerCase();
  const found = state.transitions.find((t) => t.id === w) ?? state.transitions.find((t) => t.name.toLowerCase() === w) ?? state.transitions.find((t) => t.to.toLowerCase() === w);
  if (found) return found;
  const already = state.status.toLowerCase() === w ? ` ${key} is already ${state.status}.` : "";
  const choices = state.transitions.length ? state.transitions.map(describe).join(", ") : "none";
  throw new ToolError(`No transition "${wanted.trim()}" from ${state.status} on ${key}.${already} Available: ${choices}`);
}

export const listTransitions = defineTool({
  name: "jira_list_transitions",
  description: "The transitions an issue can take from its current status, each with its id, name and the status it leads to.",
  inputSchema: { type: "object", properties: { key: issueKey }, required: ["key"], additionalProperties: false },
  annotations: { title: "List an issue's transitions", ...READ },
  async run(ctx, input) {
    const key = input.key.trim();
    return { key, ...(await available(ctx, key)) };
  },
});

export const transitionIssue = defineTool({
  name: "jira_transition_issue",
  description:
    'Move an issue to another status through its workflow: name the transition ("Start work") or the status it leads to ("In Progress", "Done"). Optionally add a comment (Markdown) with it. When nothing matches, the error lists the transitions available.',
  inputSchema: {
    type: "object",
    properties: {
      key: issueKey,
      transition: { type: "string", minLength: 1, description: "A transition's name or id, or the name of the status to move to" },
      comment: { ...richText, minLength: 1, description: `A comment to add with the transition. ${richText.description}` },
    },
    required: ["key", "transition"],
    additionalProperties: false,
  },
  annotations: { title: "Transition an issue", ...WRITE },
  async run(ctx, input) {
    const key = input.key.trim();
    const before = await available(ctx, key);
    const chosen = pick(key, before, input.transition);
    const update = input.comment === undefined ? undefined : { comment: [{ add: { body: toAdf(input.comment) } }] };
    await jiraCall(ctx, OPS.doTransition, { method: "POST", params: { issueIdOrKey: key }, body: defined({ transition: { id: chosen.id }, update }) });
    const after = await jiraCall(ctx, "getIssue", { params: { issueIdOrKey: key }, query: { fields: "status" } });
    return { key, transition: chosen.name, from: before.status, status: after.fields?.status?.name, commented: input.comment === undefined ? undefined : true };
  },
});

export const transitionTools = [listTransitions, transitionIssue];
