import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

const ANSWER = Symbol("understudy.toolAnswer");

/**
 * An exact MCP result from a tool's `run`: a profile answers in the shapes of the server it reproduces
 * (several content blocks, `structuredContent` without an output schema, `isError` with its own text).
 */
export function toolAnswer(result: CallToolResult): CallToolResult {
  return Object.assign({ ...result }, { [ANSWER]: true });
}

export function isToolAnswer(value: unknown): value is CallToolResult {
  return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[ANSWER] === true;
}
