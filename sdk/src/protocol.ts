// The wire format of the evaluation API: one source for the service (core/evals imports these types)
// and the worker SDK. Types only, no imports, so both toolchains compile it as it is.

export type RunStatus = "running" | "succeeded" | "failed" | "cancelled";
export type Conclusion = "success" | "failure" | "neutral";
/**
 * `infra_error`: the service's failure, not the agent's (a world that could not be provisioned, a lease
 * lost to an outage, grading that threw), retried once and never counted against the agent.
 * `not_graded`: in a regrade, a task the original run did not run or whose final state is no longer kept.
 */
export type TaskStatus = "queued" | "leased" | "graded" | "infra_error" | "cancelled" | "not_graded";
/** Which verdict sets the SDK CLI's exit code. */
export type Gate = "strict" | "noise-aware";

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
  /** Which trial of the task this is, 0-based (a run with `trials: k` leases each task k times, each on a fresh world). */
  trial: number;
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
  /** Trials per task, 1 to 20 (default 1): each task is leased this many times, each on a fresh world. */
  trials?: number;
  /** Significance level of the noise-aware verdict, above 0 and at most 0.5 (default 0.05). */
  alpha?: number;
  /**
   * The MCP profile per provider slug every task's agent reaches its world through (docs/mcp.md
   * "Profiles"), over the tasks' own `mcp` choices; "native" for the packs' own tools.
   */
  mcp_profiles?: Record<string, string> | null;
}
export interface TriggerAnswer {
  runId: string;
  status: "running";
  /** Tasks in the run (not trials). */
  taskCount: number;
  /** Trials in the run: taskCount × trials. */
  trialCount: number;
  /** Set on a regrade: the run whose stored final states are graded again. */
  regradeOf?: string;
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

/** One trial of a task. */
export interface TrialView {
  trial: number;
  taskResultId: string;
  status: TaskStatus;
  reward: number;
  assertions_passed: number;
  assertions_counted: number;
  error: string | null;
}

export interface TaskView {
  /** Trial 0's task result (each trial has its own: see `trials`). */
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
  /** Every trial of the task; one at `trials: 1`. */
  trials: TrialView[];
  /** Share of the task's graded trials that resolved it (null while none is graded). */
  pass_rate: number | null;
}

export interface ToolCallView {
  seq: number;
  at: string;
  tool: string;
  arguments: unknown;
  outcome: "ok" | "error";
  error: string | null;
  latencyMs: number;
  /** The result's text as the agent got it, cut after 4,000 characters ("… (N more characters)"); absent or null when the call ended in a protocol error or was logged before results were kept. */
  result?: string | null;
  /** The MCP profile the call came through; absent for the packs' own tools. */
  profile?: string;
  /** The fault a world's rule injected into the call; absent when none did. */
  fault?: { rule: number; effect: string; on: string };
}

/** GET /api/v1/evals/{runId}/tasks/{taskResultId}: the per-task record, with its tool-call log. */
export interface TaskRecordView extends Omit<TaskView, "trials" | "pass_rate"> {
  /** The task's ticket, as the run copied it from the dataset. */
  ticket: string;
  trial: number;
  /** The world the trial was given (null before its lease): GET /api/v1/worlds/{worldId} while it lives. */
  worldId: string | null;
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
  /** Tasks left out of the comparison, and why (changed since the baseline, or an infrastructure error). */
  excluded: Array<{ task: string; reason: "changed" | "infra_error" | "not_graded" }>;
}

/** One side of a metric's change, with its test. */
export interface MetricChange {
  /** Current minus baseline, over the compared tasks (a share, -1 to 1). */
  change: number;
  /** Mean per-task difference: its bootstrap interval at 1 - alpha (tasks resampled). */
  interval: [number, number];
  /** One-sided p-value that the metric dropped: trials relabeled between the runs within each task (docs/evals.md "Two verdicts"). */
  p_value: number;
  significant: boolean;
}

/** One task's change in success rate, with Fisher's exact test (one-sided: the rate dropped). */
export interface TaskChange {
  task: string;
  baseline_rate: number;
  current_rate: number;
  baseline_trials: number;
  current_trials: number;
  change: number;
  p_value: number;
  /** Significant after Holm's correction across the compared tasks. */
  significant: boolean;
  /** The task's trials disagreed often in recent runs of the dataset and model (see the dataset health). */
  known_flaky: boolean;
}

/** What the noise-aware verdict is made of. */
export interface RunStatistics {
  alpha: number;
  compared_tasks: number;
  resolution: MetricChange;
  assertions: MetricChange;
  /** Per compared task, significant drops first, then by p-value. */
  tasks: TaskChange[];
}

/** What a run was made of: compared with its baseline's to say whether the two are comparable. */
export interface RunManifest {
  dataset_hash: string;
  /** Each task's content hash (ticket, seed, config, people, assertions; not the oracle). */
  tasks: Record<string, string>;
  /** Every pack and grading plugin the tasks use: package version and a hash of its source. */
  packs: Record<string, { version: string; source_hash: string }>;
  plugins: Record<string, { version: string; source_hash: string }>;
  service_version: string;
  trials: number;
  /** The trigger's MCP profile per provider (`mcp_profiles`); absent on runs made before profiles. */
  mcp_profiles?: Record<string, string>;
}

export interface Comparability {
  comparable: boolean;
  /** What differs from the baseline's manifest, in words. */
  differences: string[];
  /** Tasks whose content changed since the baseline: left out of the comparison. */
  changed_tasks: string[];
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
  infra_error: number;
  cancelled: number;
  not_graded: number;
  /** The same count as infra_error, under its name before trials (kept for older readers). */
  error: number;
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
  /** Trials per task. */
  trials: number;
  /** Mean trial success: the chance one trial of a task resolves it. */
  pass_at_1: number;
  /** Share of tasks whose every trial resolved them (pass^k; resolved/total at k = 1). */
  pass_hat_k: number;
  /** Share of tasks with at least one resolving trial (pass@k). */
  pass_at_k: number;
  /** The verdict that tells noise from a regression; null while running. */
  noise_aware_conclusion: Conclusion | null;
  statistics: RunStatistics | null;
  manifest: RunManifest | null;
  /** Null until the run finishes, and without a baseline. */
  comparability: Comparability | null;
  /** Set on a regrade: the run whose stored final states were graded again. */
  regradeOf: string | null;
  /** The trigger's MCP profile per provider ({} when it named none: each task's own, else native). */
  mcp_profiles: Record<string, string>;
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
