import type { ToolCall } from "../store/types.ts";
import type { PersonEntry } from "../world/people.ts";
import type { FaultRule } from "../faults/fault-rule.ts";
import type {
  AgentUsage, AssertionView, BaselineRequest, BaselineView, Comparability, Conclusion, RegressionView, RunManifest, RunStatistics, RunStatus, TaskStatus,
} from "../../sdk/src/protocol.ts";

// Statuses and the wire shapes come from the protocol the SDK shares; the rows below are the domain's.
export type { AgentUsage, BaselineRequest, BaselineView, Comparability, Conclusion, RunManifest, RunStatistics, RunStatus, TaskStatus };

/** One graded task of a dataset, as uploaded. */
export interface DatasetTask {
  id: string;
  /** The agent's prompt. */
  ticket: string;
  /** Seed of the task's world per provider slug; its keys are the world's providers. */
  seed: Record<string, Record<string, unknown>>;
  config?: Record<string, unknown>;
  /** Persons every provider of the world holds as a user; `"person:<key>"` in a seed or config is their id (docs/evals.md "People"). */
  people?: PersonEntry[];
  /** The MCP profile per provider the agent reaches the world through (docs/mcp.md "Profiles"); native when absent. */
  mcp?: Record<string, { profile: string }>;
  /** Fault rules the task's world starts with (docs/worlds.md "Faults"). */
  faults?: FaultRule[];
  assertions: Assertion[];
  /** A scripted list of tool calls that solves the task through its native tools, used to prove it solvable. */
  oracle?: OracleStep[];
  /** The oracle through other MCP surfaces, keyed by the surface's profile names sorted and joined with "+" (core/evals/task-oracle.ts). */
  oracles?: Record<string, OracleStep[]>;
}

export interface Assertion {
  plugin: string;
  /** A sentence a person can read: what the agent had to achieve. */
  requirement: string;
  options: Record<string, unknown>;
}

/**
 * One oracle step: a tool call, or (last) the final answer an agent would give. String arguments (and
 * the answer) of the form "${steps.N.path}" take a value from step N's JSON result.
 */
export type OracleStep = { tool: string; arguments: Record<string, unknown>; answer?: undefined } | { answer: string; tool?: undefined };

/** A dataset without its tasks: what a listing shows (the store counts the tasks, nothing parses them). */
export type DatasetSummary = Omit<Dataset, "tasks"> & { taskCount: number };

export interface Dataset {
  orgId: string;
  slug: string;
  name: string;
  description: string | null;
  tasks: DatasetTask[];
  createdAt: number;
  updatedAt: number;
}


export interface RunRow {
  id: string;
  orgId: string;
  dataset: string;
  commit: string;
  ref: string | null;
  model: string | null;
  status: RunStatus;
  createdAt: number;
  finishedAt: number | null;
  conclusion: Conclusion | null;
  regression: Regression | null;
  commentMarkdown: string;
  /** The baseline the trigger named, if any. */
  baselineRequest: BaselineRequest | null;
  /** The baseline taken at the finish, and why (null while running). */
  baseline: BaselineView | null;
  /** Trials per task (1 to 20). */
  trials: number;
  /** Significance level of the noise-aware verdict. */
  alpha: number;
  /** What the run was made of (null on runs made before manifests). */
  manifest: RunManifest | null;
  comparability: Comparability | null;
  noiseAwareConclusion: Conclusion | null;
  statistics: RunStatistics | null;
  /** A regrade's original run. */
  regradeOf: string | null;
}

/** One assertion's outcome, as the run object shows it. */
export type AssertionResult = AssertionView;

/** One trial of one task: a task of a run with `trials: k` has k rows, trial 0 to k - 1. */
export interface TaskResultRow {
  id: string;
  runId: string;
  /** The task's place in the run (every trial of a task shares it). */
  position: number;
  trial: number;
  task: DatasetTask;
  status: TaskStatus;
  attempts: number;
  leaseId: string | null;
  leaseExpiresAt: number | null;
  worldId: string | null;
  reward: number;
  assertionsPassed: number;
  assertionsCounted: number;
  assertions: AssertionResult[];
  /** What went wrong: the agent's reported error, or an infrastructure failure. */
  error: string | null;
  gradedAt: number | null;
  /** When the lease that completed it (or the current one) was taken. */
  leasedAt: number | null;
  durationMs: number | null;
  answer: string | null;
  usage: AgentUsage | null;
  /** The world's MCP gateway log, kept at grading (the world itself is freed). */
  toolCalls: ToolCall[] | null;
  /** Infrastructure failures retried so far (one automatic retry: docs/evals.md). */
  infraRetries: number;
}

/** What a run's score is made of: enough of a trial to count it, without its record. */
export type TaskOutcome = Pick<TaskResultRow, "status" | "reward" | "assertionsPassed" | "assertionsCounted" | "position" | "trial">;

export interface Metrics { resolved: number; total: number; assertionsPassed: number; assertionsCounted: number }

export type Regression = RegressionView;
