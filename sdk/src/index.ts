export { EvalWorker } from "./eval-worker.js";
export { triggerRun, getRun, cancelRun, waitForRun } from "./runs.js";
export type { Connection, RunTrigger, RunSummary, WaitOptions } from "./runs.js";
export { ApiError } from "./http.js";
export type {
  EvalTask, McpConfig, AgentContext, AgentResult, AgentUsage, RunAgent, EvalEvent, EvalEventData, EvalEventArgs, ErrorOutcome, EvalWorkerOptions, StopOptions,
} from "./types.js";
export type {
  RunView, RunStatus, Conclusion, TaskStatus, TaskView, AssertionView, RegressionView, BaselineView, BaselineRequest, RunProgress,
  TriggerRequest, TriggerAnswer, CompletionRequest, TaskRecordView, ToolCallView, RunList,
  TrialView, Gate, RunStatistics, MetricChange, TaskChange, RunManifest, Comparability,
} from "./protocol.js";
