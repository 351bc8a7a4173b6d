// Schemas of evaluation runs, matching sdk/src/protocol.ts (TriggerRequest, RunView, RunList, ...);
// the verdicts' statistics, the manifest and comparability are in schemas-verdicts.ts.
import { DEFAULT_ALPHA, MAX_TRIALS } from "../../evals/create-run.ts";
import { enumOf, int, nullable, object, ref, str } from "./parts.ts";

const PROFILES = { type: "object", additionalProperties: { type: "string", minLength: 1 } };
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
  model: nullable(str("Set by the first lease (a regrade's is the original's)")),
  status: ref("RunStatus"),
  resolved: { ...count, description: "Tasks every graded trial of which resolved them (pass^k); resolved/total at trials 1" },
  total: { ...count, description: "Tasks counted (not trials); a regrade's not_graded tasks are not" },
  assertions_passed: { ...count, description: "Summed over every graded trial" },
  assertions_counted: count,
  conclusion: nullable({ ...ref("Conclusion"), description: "The strict verdict (the spec's rule): any drop is a failure" }),
  regression: nullable(ref("Regression")),
  baseline: nullable(ref("BaselineView")),
  trials: { type: "integer", minimum: 1, maximum: MAX_TRIALS, description: "Trials per task" },
  pass_at_1: { ...share, description: "Mean trial success: the chance one trial of a task resolves it" },
  pass_hat_k: { ...share, description: "Share of tasks whose every trial resolved them (pass^k)" },
  pass_at_k: { ...share, description: "Share of tasks with at least one resolving trial (pass@k)" },
  noise_aware_conclusion: nullable({ ...ref("Conclusion"), description: "failure only where a drop is significant at alpha; null while running and for a cancelled run" }),
  statistics: nullable(ref("RunStatistics")),
  manifest: nullable(ref("RunManifest")),
  comparability: nullable(ref("Comparability")),
  regradeOf: nullable(str("Set on a regrade: the run whose kept final states were graded again")),
  mcp_profiles: { ...PROFILES, description: "The trigger's MCP profile per provider; {} when it named none (each task's own, else native)" },
  progress: ref("RunProgress"),
  createdAt: datetime,
  finishedAt: nullable(datetime),
};

/** A trial's grade; a task adds its record, and the record its trial number and tool calls. */
const grade = {
  taskResultId: str(),
  status: ref("TaskStatus"),
  reward: share,
  assertions_passed: count,
  assertions_counted: count,
  error: nullable(str()),
};
const record = {
  task: str("The dataset task's id"),
  attempts: count,
  assertions: { type: "array", items: ref("AssertionView") },
  answer: nullable(str()),
  durationMs: nullable({ type: "number", description: "From the lease that completed it to its grading" }),
  usage: nullable(ref("AgentUsage")),
};

export const runSchemas = {
  RunStatus: enumOf(["running", "succeeded", "failed", "cancelled"]),
  Conclusion: enumOf(["success", "failure", "neutral"]),
  TaskStatus: {
    ...enumOf(["queued", "leased", "graded", "infra_error", "cancelled", "not_graded"]),
    description: "infra_error: the service's failure (a world not provisioned, leases lost, grading that failed), retried once, never the agent's; not_graded: in a regrade, a trial with no kept state or a task the original did not run",
  },
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
      trials: { type: "integer", minimum: 1, maximum: MAX_TRIALS, default: 1, description: "Trials per task: each task is leased this many times, each on a fresh world" },
      alpha: { type: "number", exclusiveMinimum: 0, maximum: 0.5, default: DEFAULT_ALPHA, description: "Significance level of the noise-aware verdict" },
      mcp_profiles: nullable({ ...PROFILES, description: "The MCP profile per provider every task's agent reaches its world through, over the tasks' own choices" }),
    },
  },
  TriggerAnswer: object(
    {
      runId: str(),
      status: { type: "string", const: "running" },
      taskCount: int("Tasks in the run (not trials)"),
      trialCount: int("Trials in the run: taskCount × trials (a regrade counts its not_graded trials too)"),
      regradeOf: str("On a regrade only: the run regraded"),
    },
    ["regradeOf"],
  ),
  AssertionView: object(
    { plugin: str(), requirement: str(), passed: { type: "boolean" }, expected: {}, actual: {}, message: nullable(str()), error: nullable(str("Set when the plugin threw or does not exist")) },
    ["message"],
  ),
  TrialView: object({ trial: { ...count, description: "0-based" }, ...grade }),
  TaskView: object({
    ...grade,
    taskResultId: str("Trial 0's task result (each trial has its own: see trials)"),
    reward: { ...share, description: "Mean reward of the task's graded trials" },
    error: nullable(str("Each trial's error, prefixed by `trial N: ` when the task has several")),
    ...record,
    attempts: { ...count, description: "Leases taken, over all the task's trials" },
    trials: { type: "array", items: ref("TrialView"), description: "Every trial of the task, in order; one at trials 1" },
    pass_rate: nullable({ ...share, description: "Share of the task's graded trials that resolved it; null while none is graded" }),
  }),
  TaskRecordView: object({ ...grade, ...record, ticket: str("The task's ticket, as the run copied it from the dataset"), trial: { ...count, description: "Which trial of the task this record is (0-based)" },
    worldId: nullable(str("The world the trial was given (null before its lease); GET /api/v1/worlds/{worldId} while it lives (docs/worlds.md)")), toolCalls: { type: "array", items: ref("ToolCall") } }),
  Regression: object(
    {
      baselineRunId: str(),
      baselineCommit: str(),
      sharedTasks: { ...count, description: "Tasks both runs ran that the comparison keeps; the metrics are over them" },
      current: metrics,
      baseline: metrics,
      flipped: object({ toFailing: { type: "array", items: str() }, toPassing: { type: "array", items: str() } }),
      excluded: {
        type: "array",
        description: "Tasks both ran that are left out of the comparison, and why (absent on runs finished before trials existed)",
        items: object({ task: str(), reason: enumOf(["changed", "infra_error", "not_graded"]) }),
      },
    },
    ["excluded"],
  ),
  BaselineView: object({ requested: nullable(ref("BaselineRequest")), runId: nullable(str()), commit: nullable(str()), reason: str() }),
  RunProgress: object({
    queued: count, leased: count, graded: count, infra_error: count, cancelled: count, not_graded: count,
    error: { ...count, description: "The same count as infra_error, under its name before trials (kept for older readers)" },
  }, [], { description: "Counted per trial" }),
  RunSummary: object(runSummary),
  RunView: object({ ...runSummary, comment_markdown: str("Report ready to post on the commit (under 60,000 characters)"), tasks: { type: "array", items: ref("TaskView") } }),
  RunList: object({ runs: { type: "array", items: ref("RunSummary") }, nextCursor: nullable(str("Pass as cursor for the next page")) }),
};
