// Schemas of evaluation runs, matching sdk/src/protocol.ts (TriggerRequest, RunView, RunList, ...).
import { enumOf, int, nullable, object, ref, str } from "./parts.ts";

const datetime = { type: "string", format: "date-time" };
const share = { type: "number", minimum: 0, maximum: 1 };
const count = { type: "integer", minimum: 0 };
const metrics = object({ resolution: share, assertions: share });

/** The fields of a run the list shows; the full run adds comment_markdown and tasks. */
const runSummary = {
  runId: str(),
  commit: { type: "string", pattern: "^[0-9a-f]{7,64}$" },
  ref: nullable(str()),
  dataset: str(),
  model: nullable(str("Set by the first lease")),
  status: ref("RunStatus"),
  resolved: count,
  total: count,
  assertions_passed: count,
  assertions_counted: count,
  conclusion: nullable(ref("Conclusion")),
  regression: nullable(ref("Regression")),
  baseline: nullable(ref("BaselineView")),
  progress: ref("RunProgress"),
  createdAt: datetime,
  finishedAt: nullable(datetime),
};

const taskView = {
  taskResultId: str(),
  task: str("The dataset task's id"),
  status: ref("TaskStatus"),
  reward: share,
  assertions_passed: count,
  assertions_counted: count,
  error: nullable(str()),
  attempts: count,
  assertions: { type: "array", items: ref("AssertionView") },
  answer: nullable(str()),
  durationMs: nullable({ type: "number", description: "From the lease that completed it to its grading" }),
  usage: nullable(ref("AgentUsage")),
};

export const runSchemas = {
  RunStatus: enumOf(["running", "succeeded", "failed", "cancelled"]),
  Conclusion: enumOf(["success", "failure", "neutral"]),
  TaskStatus: enumOf(["queued", "leased", "graded", "error", "cancelled"]),
  BaselineRequest: {
    oneOf: [
      { type: "object", required: ["runId"], additionalProperties: false, properties: { runId: { type: "string", minLength: 1 } } },
      { type: "object", required: ["ref"], additionalProperties: false, properties: { ref: { type: "string", minLength: 1 } } },
    ],
  },
  TriggerRequest: {
    type: "object",
    required: ["commit", "dataset"],
    additionalProperties: false,
    properties: {
      commit: { type: "string", pattern: "^[0-9a-fA-F]{7,64}$", description: "Git SHA" },
      dataset: { type: "string", minLength: 1, description: "The dataset's slug" },
      ref: nullable({ type: "string", minLength: 1, maxLength: 255, description: "e.g. refs/heads/main" }),
      tasks: nullable({ type: "array", items: str(), description: "A subset of task ids; empty or unknown is 404" }),
      baseline: nullable(ref("BaselineRequest")),
    },
  },
  TriggerAnswer: object({ runId: str(), status: { type: "string", const: "running" }, taskCount: int() }),
  AssertionView: object(
    { plugin: str(), requirement: str(), passed: { type: "boolean" }, expected: {}, actual: {}, message: nullable(str()), error: nullable(str("Set when the plugin threw or does not exist")) },
    ["message"],
  ),
  TaskView: object(taskView),
  TaskRecordView: object({ ...taskView, toolCalls: { type: "array", items: ref("ToolCall") } }),
  Regression: object({
    baselineRunId: str(),
    baselineCommit: str(),
    sharedTasks: count,
    current: metrics,
    baseline: metrics,
    flipped: object({ toFailing: { type: "array", items: str() }, toPassing: { type: "array", items: str() } }),
  }),
  BaselineView: object({ requested: nullable(ref("BaselineRequest")), runId: nullable(str()), commit: nullable(str()), reason: str() }),
  RunProgress: object({ queued: count, leased: count, graded: count, error: count, cancelled: count }),
  RunSummary: object(runSummary),
  RunView: object({ ...runSummary, comment_markdown: str("Report ready to post on the commit (under 60,000 characters)"), tasks: { type: "array", items: ref("TaskView") } }),
  RunList: object({ runs: { type: "array", items: ref("RunSummary") }, nextCursor: nullable(str("Pass as cursor for the next page")) }),
};
