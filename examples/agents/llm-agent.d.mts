// Types for llm-agent.mjs, so TypeScript callers (and the project's tests) get checked calls.
import type { AgentContext, EvalTask } from "../../sdk/src/types.ts";

export interface LlmClient {
  messages: { create(request: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<{ content: Array<Record<string, any>> }> };
}

export function createLlmAgent(options?: { client?: LlmClient; model?: string; maxTurns?: number }): (task: EvalTask, context: AgentContext) => Promise<void>;

declare const runAgent: (task: EvalTask, context: AgentContext) => Promise<void>;
export default runAgent;
