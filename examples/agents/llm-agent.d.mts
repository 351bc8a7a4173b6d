// Types for llm-agent.mjs, so TypeScript callers (and the project's tests) get checked calls.
import type Anthropic from "@anthropic-ai/sdk";
import type { AgentContext, EvalTask } from "../../sdk/src/types.ts";

/** What the agent needs of a model client: an Anthropic client fits, and so does a test's fake. */
export interface LlmClient {
  messages: {
    create(request: Anthropic.MessageCreateParamsNonStreaming, options?: { signal?: AbortSignal }): Promise<{ content: Array<Record<string, any>> }>;
  };
}

/** Without `client`, the agent makes an Anthropic client from ANTHROPIC_API_KEY. */
export function createLlmAgent(options?: { client?: LlmClient; model?: string; maxTurns?: number }): (task: EvalTask, context: AgentContext) => Promise<string | undefined>;

declare const runAgent: (task: EvalTask, context: AgentContext) => Promise<string | undefined>;
export default runAgent;
