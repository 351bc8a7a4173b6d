import type { AgentUsage, EvalTask, McpConfig } from "./protocol.js";

/** `EvalTask` is the task handed to your agent; `task.mcp` is its isolated world (bind it under a name such as "evalmock"). */
export type { AgentUsage, EvalTask, McpConfig };

/** What runAgent receives besides the task. */
export interface AgentContext {
  /** Aborted when the lease is lost (the service gave the task to another worker) or the worker is stopped with `{ abort: true }`. */
  signal: AbortSignal;
}

/** What runAgent may resolve with, reported with the task's completion. */
export interface AgentResult {
  /** The agent's final answer, for tasks that ask a question (graded by the `answer` plugin). */
  answer?: string;
  /** What the agent spent; shown with the task's result. */
  usage?: AgentUsage;
}

/** Resolves with nothing, the final answer as a string, or `{ answer?, usage? }`. */
export type RunAgent = (task: EvalTask, context: AgentContext) => Promise<void | string | AgentResult>;

export type EvalEvent = "task" | "reported" | "idle" | "drained" | "error";

/**
 * What the worker does about a failed request:
 * - `retrying`: it asks again (network errors, 5xx, 408, 429; a heartbeat at its next tick);
 * - `lease-lost`: 409 (or 404) on a heartbeat or a completion: the task is abandoned, nothing is reported;
 * - `dropped`: the completion was refused or failed three times: it is not reported, the lease lapses;
 * - `fatal`: the worker stops (401, 403, an unknown run, another model label); `start()` rejects.
 */
export type ErrorOutcome = "retrying" | "lease-lost" | "dropped" | "fatal";

export interface EvalEventData {
  task: { runId: string; taskResultId: string; taskId: string };
  reported: { taskResultId: string; error?: string };
  idle: Record<string, never>;
  drained: Record<string, never>;
  error: { operation: string; outcome: ErrorOutcome; message: string; status?: number; taskResultId?: string };
}

/** One onEvent call: the event name and its own data, so checking the name narrows the data. */
export type EvalEventArgs = { [E in EvalEvent]: [event: E, data: EvalEventData[E]] }[EvalEvent];

export interface EvalWorkerOptions {
  /** Control-plane address, e.g. https://understudy.example.com (the http or https scheme is required). */
  baseUrl: string;
  /** Organization API key. */
  apiKey: string;
  /** The run to drain, from the trigger response. */
  runId: string;
  /** The model the agent uses; labels the run and selects its baseline. */
  model: string;
  runAgent: RunAgent;
  /** Tasks at once (default 1). */
  concurrency?: number;
  /** Delay between polls of an empty queue, in ms (default 1000). */
  pollIntervalMs?: number;
  /** `(event, data) => void`; `if (event === "reported")` narrows `data`. */
  onEvent?: (...args: EvalEventArgs) => void;
}

export interface StopOptions {
  /** Also abort the signals of the tasks in hand; an aborted task is not reported (its lease lapses). */
  abort?: boolean;
}
