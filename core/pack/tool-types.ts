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
  run(ctx: ToolContext, input: Record<string, unknown>): Promise<unknown> | unknown;
}

/** How a pack's answer counts for an MCP tool: a success, or a failure with text the model can act on. */
export type ResultClass = { ok: true } | { ok: false; error: string };
