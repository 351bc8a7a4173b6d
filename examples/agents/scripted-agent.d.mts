// Types for scripted-agent.mjs, so TypeScript callers (the project's tests and benchmarks) get checked calls.
import type { AgentContext, EvalTask } from "../../sdk/src/types.ts";

/** Plays the task's oracle through its MCP server; the answer is the oracle's final answer, if any. */
declare const runAgent: (task: EvalTask, context: AgentContext) => Promise<string | undefined>;
export default runAgent;
