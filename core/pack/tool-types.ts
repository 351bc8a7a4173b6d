// The pack contract: MCP tools, and how a pack's answers count for them.
import type { JsonSchema, OperationInput } from "./types.ts";

export interface ToolContext {
  /** Calls one of the pack's REST operations in-process and returns its raw Response. */
  call(operationId: string, input?: OperationInput): Promise<Response>;
  /**
   * Like `call`, but returns the parsed JSON body when the pack's `classifyResult` calls the answer a
   * success (default: status < 400), and throws ToolError with its `error` text otherwise.
   */
  callJson<T = unknown>(operationId: string, input?: OperationInput): Promise<T>;
}

export interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
}

export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: JsonSchema;
  outputSchema?: JsonSchema;
  annotations?: ToolAnnotations;
  /**
   * The exact `tools/list` entry, for a profile that reproduces another server's tool (its title,
   * `_meta` and key order included); the fields above must agree with it. Native tools leave it out.
   */
  listing?: Record<string, unknown>;
  /**
   * For a profile's tool: the pack's native tool it does the work of, and its arguments in that tool's
   * terms, so graders (`tool-called`) read a call made through any profile as the native call.
   */
  native?: { tool: string | ((input: Record<string, unknown>) => string); arguments?: (input: Record<string, unknown>) => Record<string, unknown> };
  /**
   * The tool's result: a value (answered as JSON text, plus `structuredContent` when the tool has an
   * `outputSchema`), a string (answered as is), or `toolAnswer({...})` for an exact MCP result.
   */
  run(ctx: ToolContext, input: Record<string, unknown>): Promise<unknown> | unknown;
}

/**
 * Another MCP server's tool surface, reproduced over the pack's records: served at `{world}/mcp/<name>`
 * (docs/mcp.md "Profiles"). Its tools may share names with the native ones; they never mix.
 */
export interface McpProfile {
  /** What it reproduces, in words: "Slack's hosted MCP server (mcp.slack.com/mcp)". */
  title: string;
  /** Where the surface was taken from (a recorded tools/list, a source file at a commit), for the docs. */
  source: string;
  /** The `serverInfo` and `instructions` its initialize answers with, when the original's are known. */
  serverInfo?: { name: string; version: string; title?: string };
  instructions?: string;
  tools: ToolDefinition[];
  /**
   * The listings as this world serves them, when the original writes something of its caller into them
   * (Slack's hosted server names the signed-in user's id in five descriptions): gets the listings of
   * this profile's tools, in order, and returns them rewritten. Called on every `tools/list`.
   */
  personalize?(ctx: ToolContext, listings: Record<string, unknown>[]): Promise<Record<string, unknown>[]>;
}

/** How a pack's answer counts for an MCP tool: a success, or a failure with text the model can act on. */
export type ResultClass = { ok: true } | { ok: false; error: string };
