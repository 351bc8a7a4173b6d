export { EvalWorker } from "./eval-worker.js";
export { triggerRun, getRun, waitForRun } from "./runs.js";
export type { Connection, RunTrigger, RunSummary } from "./runs.js";
export { ApiError } from "./http.js";
export type { EvalTask, McpConfig, AgentContext, RunAgent, EvalEvent, EvalEventData, EvalWorkerOptions } from "./types.js";
