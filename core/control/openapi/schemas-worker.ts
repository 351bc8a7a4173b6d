// Schemas of the worker protocol (lease, heartbeat, complete), matching sdk/src/protocol.ts.
import { nullable, object, ref, str } from "./parts.ts";

const nonNegative = { type: "number", minimum: 0 };

export const workerSchemas = {
  McpConfig: object({
    type: { type: "string", const: "http" },
    url: { type: "string", format: "uri" },
    headers: { type: "object", additionalProperties: { type: "string" }, description: "Authorization: this lease's credential" },
  }),
  EvalTask: object(
    {
      runId: str(), taskResultId: str("This trial's task result"), taskId: str(),
      trial: { type: "integer", minimum: 0, description: "Which trial of the task this is, 0-based (a run with trials k leases each task k times, each on a fresh world)" },
      ticket: str("The prompt to give the agent"), mcp: ref("McpConfig"),
      apps: {
        type: "object",
        description: "The world's browser apps (UI providers) by slug, when the task seeds one: open signInUrl once to get the task's credential as a cookie",
        additionalProperties: object({ url: str(), signInUrl: str() }),
      },
    },
    ["apps"],
  ),
  LeaseGrant: object({ leaseId: str(), expiresAt: { type: "string", format: "date-time" }, heartbeatIntervalMs: { type: "integer" } }),
  LeaseRequest: object({ model: { type: "string", minLength: 1, maxLength: 200, description: "The model label the agent uses" } }),
  LeaseAnswer: {
    oneOf: [
      object({ task: ref("EvalTask"), lease: ref("LeaseGrant"), drained: { type: "boolean", const: false } }),
      object({ task: { type: "null" }, drained: { type: "boolean", description: "true: the run has nothing left; false: poll again" } }),
    ],
  },
  HeartbeatRequest: object({ leaseId: { type: "string", minLength: 1 } }),
  HeartbeatAnswer: object({ leaseExpiresAt: { type: "string", format: "date-time" } }),
  AgentUsage: {
    type: "object",
    additionalProperties: false,
    properties: { inputTokens: nonNegative, outputTokens: nonNegative, costUsd: nonNegative },
  },
  CompletionRequest: object(
    {
      leaseId: { type: "string", minLength: 1 },
      error: nullable({ type: "string", description: "The agent's error message, when it threw" }),
      answer: nullable({ type: "string", description: "The agent's final answer, for tasks graded by the answer plugin" }),
      usage: nullable(ref("AgentUsage")),
    },
    ["error", "answer", "usage"],
  ),
  CompletionAnswer: object({ taskResultId: str(), status: ref("TaskStatus"), reward: { type: "number" }, assertionsPassed: { type: "integer" }, assertionsCounted: { type: "integer" } }),
};
