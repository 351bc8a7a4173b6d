// An agent that drives a real model: Claude, through the Anthropic SDK, with the task's MCP tools.
// The model key stays with you: set ANTHROPIC_API_KEY (and optionally ANTHROPIC_MODEL).
//
//   ANTHROPIC_API_KEY=... understudy-eval run --dataset crm-basics --agent examples/agents/llm-agent.mjs --model "$ANTHROPIC_MODEL"
//
// Pass the same label to --model as the model this agent uses, or baselines compare the wrong runs.
import Anthropic from "@anthropic-ai/sdk";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
/** @import { AgentContext, EvalTask } from "../../sdk/src/types.ts" */
/** @import { LlmClient } from "./llm-agent.d.mts" */

const SYSTEM = "You are a careful operations assistant working in your company's CRM, chat and issue tracker. Use the tools to do exactly what the ticket asks, check your work, and change nothing else. When the ticket asks a question, end with the answer in plain text.";

/**
 * `client` is an Anthropic client (or anything with messages.create); tests pass a fake one. Without
 * one, the agent makes its own from ANTHROPIC_API_KEY.
 * @param {{ client?: LlmClient; model?: string; maxTurns?: number }} [options]
 * @returns {(task: EvalTask, context: AgentContext) => Promise<string | undefined>} the model's last text: the
 *   task's answer (graded by the `answer` plugin where a task asks a question)
 */
export function createLlmAgent({ client = new Anthropic(), model = process.env.ANTHROPIC_MODEL ?? "claude-sonnet-4-5", maxTurns = 24 } = {}) {
  return async function runAgent(task, { signal }) {
    const mcp = new Client({ name: "llm-agent", version: "1.0.0" });
    await mcp.connect(new StreamableHTTPClientTransport(new URL(task.mcp.url), { requestInit: { headers: task.mcp.headers } }));
    try {
      const { tools } = await mcp.listTools();
      const toolSpecs = tools.map((t) => ({ name: t.name, description: t.description, input_schema: t.inputSchema }));
      /** @type {Anthropic.MessageParam[]} */
      const messages = [{ role: "user", content: task.ticket }];
      for (let turn = 0; turn < maxTurns; turn++) {
        const response = await client.messages.create({ model, max_tokens: 2048, system: SYSTEM, tools: toolSpecs, messages }, { signal });
        // The model's blocks go back to it as they came: a reply's blocks are valid input blocks.
        messages.push({ role: "assistant", content: /** @type {Anthropic.ContentBlockParam[]} */ (response.content) });
        const uses = response.content.filter((block) => block.type === "tool_use");
        if (uses.length === 0) {
          const text = response.content.map((block) => (block.type === "text" ? String(block.text) : "")).join("\n").trim();
          return text === "" ? undefined : text;
        }
        /** @type {Anthropic.ToolResultBlockParam[]} */
        const results = [];
        for (const use of uses) {
          const result = await mcp.callTool({ name: use.name, arguments: use.input });
          results.push({ type: "tool_result", tool_use_id: use.id, content: textOf(result), is_error: result.isError === true });
        }
        messages.push({ role: "user", content: results });
      }
      throw new Error(`no final answer after ${maxTurns} turns`);
    } finally {
      await mcp.close();
    }
  };
}

/**
 * The text blocks of a tool result, one per line. (The `toolResult` shape is the pre-2024-11 protocol's,
 * which this service never answers.)
 * @param {Awaited<ReturnType<Client["callTool"]>>} result
 */
function textOf(result) {
  if ("toolResult" in result) return "";
  return result.content.map((block) => (block.type === "text" ? block.text : "")).join("\n");
}

export default process.env.ANTHROPIC_API_KEY
  ? createLlmAgent({ client: new Anthropic() })
  : async () => {
      throw new Error("Set ANTHROPIC_API_KEY to run the LLM agent");
    };
