// The API's run shapes as the console reads them (the same types the SDK is built on).
export type { RunList, RunView, TaskView, TaskRecordView, TrialView, AssertionView, TaskChange, ToolCallView } from "../../sdk/src/protocol.ts";
import type { RunList } from "../../sdk/src/protocol.ts";
export type RunSummary = RunList["runs"][number];
