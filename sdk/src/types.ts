/** The task handed to your agent: the spec's EvalTask. */
export interface EvalTask {
  runId: string;
  taskResultId: string;
  taskId: string;
  /** The prompt to give the agent. */
  ticket: string;
  /** The task's isolated world, as an MCP server over HTTP: bind it in your agent under a name such as "evalmock". */
  mcp: McpConfig;
}

export interface McpConfig {
  type: "http";
  url: string;
  headers?: Record<string, string>;
}

/** What runAgent receives besides the task. */
export interface AgentContext {
  /** Aborted when the lease is lost (the service gave the task to another worker) or the worker is stopped hard. */
  signal: AbortSignal;
}

export type RunAgent = (task: EvalTask, context: AgentContext) => Promise<void>;

export type EvalEvent = "task" | "reported" | "idle" | "drained" | "error";

export interface EvalEventData {
  task: { runId: string; taskResultId: string; taskId: string };
  reported: { taskResultId: string; error?: string };
  idle: Record<string, never>;
  drained: Record<string, never>;
  error: { operation: string; message?: string; status?: number };
}

export interface EvalWorkerOptions {
  /** Control-plane address, e.g. https://understudy.example.com */
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
  onEvent?: <E extends EvalEvent>(event: E, data: EvalEventData[E]) => void;
}
