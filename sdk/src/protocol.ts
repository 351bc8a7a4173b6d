// The wire format of the evaluation API: one source for the service (core/evals imports these types)
// and the worker SDK. Types only, no imports, so both toolchains compile it as it is.

export type RunStatus = "running" | "succeeded" | "failed" | "cancelled";
export type Conclusion = "success" | "failure" | "neutral";
export type TaskStatus = "queued" | "leased" | "graded" | "error" | "cancelled";

/** The task's isolated world, as an MCP server over HTTP. */
export interface McpConfig {
  type: "http";
  url: string;
  headers: Record<string, string>;
}

/** The spec's EvalTask: what a worker hands its agent. */
export interface EvalTask {
  runId: string;
  taskResultId: string;
  taskId: string;
  /** The prompt to give the agent. */
  ticket: string;
  mcp: McpConfig;
  /**
   * The world's browser apps (UI providers such as `mail`), by slug: present only when the task seeds one.
   * Open `signInUrl` once in the agent's browser: it sets the task's credential as a cookie for the world.
   */
  apps?: Record<string, { url: string; signInUrl: string }>;
}

export interface LeaseGrant {
  leaseId: string;
  expiresAt: string;
  heartbeatIntervalMs: number;
}

/** POST /api/v1/evals/{runId}/lease body. */
export interface LeaseRequest {
  model: string;
}

export type LeaseAnswer =
  | { task: EvalTask; lease: LeaseGrant; drained: false }
  /** `drained: false`: nothing queued now, but leased tasks may come back; poll again. */
  | { task: null; lease?: undefined; drained: boolean };

/** POST .../tasks/{taskResultId}/heartbeat body and answer. */
export interface HeartbeatRequest {
  leaseId: string;
}
export interface HeartbeatAnswer {
  leaseExpiresAt: string;
}

/** What the agent spent, when the worker knows it. */
export interface AgentUsage {
  inputTokens?: number;
  outputTokens?: number;
  costUsd?: number;
}

/** POST .../tasks/{taskResultId}/complete body. */
export interface CompletionRequest {
  leaseId: string;
  /** The agent's error message, when it threw. */
  error?: string | null;
  /** The agent's final answer, for tasks that ask a question (graded by the `answer` plugin). */
  answer?: string | null;
  usage?: AgentUsage | null;
}

export interface CompletionAnswer {
  taskResultId: string;
  status: TaskStatus;
  reward: number;
  assertionsPassed: number;
  assertionsCounted: number;
}

/** A trigger may name its baseline: a run, or the newest comparable run on a ref (e.g. the PR's base branch). */
export type BaselineRequest = { runId: string } | { ref: string };

/** POST /api/v1/evals body and answer. */
export interface TriggerRequest {
  commit: string;
  dataset: string;
  ref?: string | null;
  tasks?: string[] | null;
  baseline?: BaselineRequest | null;
}
export interface TriggerAnswer {
  runId: string;
  status: "running";
  taskCount: number;
}

export interface AssertionView {
  plugin: string;
  requirement: string;
  passed: boolean;
  expected: unknown;
  actual: unknown;
  /** The plugin's own explanation, when it gave one. */
  message?: string | null;
  /** Set when the plugin threw or does not exist: a grader error, counted as not passed. */
  error: string | null;
}

export interface TaskView {
  taskResultId: string;
  task: string;
  status: TaskStatus;
  reward: number;
  assertions_passed: number;
  assertions_counted: number;
  error: string | null;
  attempts: number;
  assertions: AssertionView[];
  answer: string | null;
  /** From the lease that completed it to its grading. */
  durationMs: number | null;
  usage: AgentUsage | null;
}

export interface ToolCallView {
  seq: number;
  at: string;
  tool: string;
  arguments: unknown;
  outcome: "ok" | "error";
  error: string | null;
  latencyMs: number;
}

/** GET /api/v1/evals/{runId}/tasks/{taskResultId}: the per-task record, with its tool-call log. */
export interface TaskRecordView extends TaskView {
  toolCalls: ToolCallView[];
}

export interface RegressionView {
  baselineRunId: string;
  baselineCommit: string;
  /** Tasks both runs share; the metrics below are over them. */
  sharedTasks: number;
  current: { resolution: number; assertions: number };
  baseline: { resolution: number; assertions: number };
  flipped: { toFailing: string[]; toPassing: string[] };
}

/** Which run a run is compared with, and why that one (or why none). */
export interface BaselineView {
  requested: BaselineRequest | null;
  runId: string | null;
  commit: string | null;
  reason: string;
}

export interface RunProgress {
  queued: number;
  leased: number;
  graded: number;
  error: number;
  cancelled: number;
}

/** GET /api/v1/evals/{runId}: the spec's Run object, plus progress, baseline and per-task detail. */
export interface RunView {
  runId: string;
  commit: string;
  ref: string | null;
  dataset: string;
  model: string | null;
  status: RunStatus;
  resolved: number;
  total: number;
  assertions_passed: number;
  assertions_counted: number;
  conclusion: Conclusion | null;
  regression: RegressionView | null;
  baseline: BaselineView | null;
  comment_markdown: string;
  progress: RunProgress;
  createdAt: string;
  finishedAt: string | null;
  tasks: TaskView[];
}

/** GET /api/v1/evals?dataset=&model=&ref=&status=&limit=&cursor=: newest first. */
export interface RunList {
  runs: Omit<RunView, "tasks" | "comment_markdown">[];
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: string | null;
}
