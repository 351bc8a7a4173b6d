// How Atlassian's server answers: the Jira REST response as compact JSON text (the shape its public
// recordings show for getAccessibleAtlassianResources), with the object also as structuredContent (its
// answers carried structuredContent: atlassian/atlassian-mcp-server issue 89), and a refused call as an
// error result whose text is Jira's own error body.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { toolAnswer, type OperationInput, type ToolContext } from "../../../../core/pack/index.ts";

/** A refusal to answer with an error result: thrown by a tool's steps, caught once by `atlassianRun`. */
export class AtlassianRefusal extends Error {}

export function jsonAnswer(value: unknown): CallToolResult {
  const structured = value !== null && typeof value === "object" && !Array.isArray(value);
  return toolAnswer({ content: [{ type: "text", text: JSON.stringify(value) }], ...(structured ? { structuredContent: value as Record<string, unknown> } : {}) });
}

export const errorAnswer = (text: string): CallToolResult => toolAnswer({ content: [{ type: "text", text }], isError: true });

/** Calls a Jira operation; a failure is a refusal carrying Jira's error body as is. */
export async function jira<T = any>(ctx: ToolContext, operation: string, input: OperationInput = {}): Promise<T> {
  const response = await ctx.call(operation, input);
  const text = await response.text();
  if (response.status >= 400) throw new AtlassianRefusal(text || `${response.status}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** Query parameters from optional values (undefined ones left out). */
export function query(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : String(v)]));
}
