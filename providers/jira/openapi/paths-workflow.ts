// /issue/{issueIdOrKey}/transitions: the transitions an issue may take from its status, and taking one.
import type { ApiOperation } from "./parts.ts";
import { errors, expand, issueIdOrKey, jsonBody, jsonOk, noContent, query, ref } from "./parts.ts";

export const workflowOperations: ApiOperation[] = [
  {
    method: "get", path: "/issue/{issueIdOrKey}/transitions",
    operation: {
      operationId: "getTransitions", summary: "The transitions available from the issue's current status", tags: ["Issues"],
      description: "Only transitions the issue can take now (those from its status, and global ones). `transitionId` keeps one (an unavailable id gives an empty list). `expand=transitions.fields` adds each transition's screen fields (none here: transitions have no screen).",
      parameters: [
        issueIdOrKey, expand("transitions.fields"), query("transitionId", { type: "string" }, "Only this transition"),
        query("skipRemoteOnlyCondition", { type: "boolean" }, "Ignored"), query("includeUnavailableTransitions", { type: "boolean" }, "Ignored: every listed transition is available"),
        query("sortByOpsBarAndStatus", { type: "boolean" }, "Ignored: transitions come in the workflow's order"),
      ],
      responses: { ...jsonOk(ref("Transitions")), ...errors("401", "404") },
    },
  },
  {
    method: "post", path: "/issue/{issueIdOrKey}/transitions",
    operation: {
      operationId: "doTransition", summary: "Move an issue along a transition (`transition: {id}`), with optional field updates and a comment", tags: ["Issues"],
      description:
        "Answers 204. `transition.id` must be available from the issue's status (GET transitions). `fields` and `update` are applied as an edit applies them; `update.comment: [{add: {body}}]` adds a comment; `fields.resolution` may name Done on a transition into a done status. Entering a done status resolves the issue (resolution Done, `resolutiondate` set), leaving one unresolves it; the change is recorded in the changelog.",
      parameters: [issueIdOrKey],
      requestBody: jsonBody(ref("IssueUpdateDetails"), "`transition: {id}`, and optionally `fields` and `update`"),
      responses: { ...noContent, ...errors("400", "401", "404") },
    },
    v2Note: "The v2 twin: comment bodies in `update.comment` and rich-text `fields` are wiki markup strings.",
  },
];
