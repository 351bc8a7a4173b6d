// One tool of mcp-atlassian: its listing entry, its native equivalent, and its steps. FastMCP checks the
// arguments (pydantic's words), runs the tool function, and answers its JSON string as the text and, since
// a `-> str` tool lists an output schema wrapping the result, as structuredContent {result}. A failure
// inside is "Error calling tool '<function>': <detail>" (mcp-atlassian's handle_tool_errors).
import { ToolError, toolAnswer, type ToolContext, type ToolDefinition } from "../../../../core/pack/index.ts";
import { listedTool, profileTool, type ListedTool } from "../profile-tool.ts";
import { validateCall } from "./pydantic-arguments.ts";
import listing from "./listing.json" with { type: "json" };

export const MCP_ATLASSIAN_LISTING = listing.tools as ListedTool[];

/** A failure the tool function raises: its detail follows "Error calling tool '<function>': ". */
export class ToolFailure extends Error {}

type Steps = (ctx: ToolContext, args: Record<string, any>) => Promise<unknown>;

export function fastTool(name: string, native: ToolDefinition["native"], steps: Steps): ToolDefinition {
  const listed = listedTool(MCP_ATLASSIAN_LISTING, name);
  const fn = name.replace(/^jira_/, "");
  const failed = (detail: string) => toolAnswer({ content: [{ type: "text", text: `Error calling tool '${fn}': ${detail}` }], isError: true });
  return profileTool(listed, native, async (ctx, input) => {
    const checked = validateCall(fn, listed.inputSchema, input);
    if ("error" in checked) return toolAnswer({ content: [{ type: "text", text: checked.error }], isError: true });
    try {
      const result = await steps(ctx, checked.args);
      const text = JSON.stringify(result, null, 2);
      return toolAnswer({ content: [{ type: "text", text }], structuredContent: { result: text } });
    } catch (error) {
      if (error instanceof ToolFailure || error instanceof ToolError) return failed(error.message);
      throw error;
    }
  });
}

/** A JSON-string argument (mcp-atlassian takes objects as JSON text), or a failure in its words. */
export function jsonArgument(value: unknown, what: string): Record<string, any> {
  if (value === null || value === undefined || value === "") return {};
  if (typeof value === "object") return value as Record<string, any>;
  try {
    const parsed = JSON.parse(String(value));
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed;
  } catch (error) {
    throw new ToolFailure(`${what} is not valid JSON: ${(error as Error).message}`);
  }
  throw new ToolFailure(`${what} must be a valid JSON object`);
}
