import type { JsonSchema, OperationHandler, PackDefinition, ToolDefinition } from "./types.ts";
import type { TypedToolDefinition } from "./tool-input.ts";

/** Identity functions: they give pack authors types and do no work at import time. */
export function definePack<const P extends PackDefinition>(pack: P): P {
  return pack;
}

export function defineOperation(handler: OperationHandler): OperationHandler {
  return handler;
}

/**
 * A tool whose `run` gets its input typed from `inputSchema` (declared inline, or from fragments
 * declared `as const`): the gateway validates arguments against the schema before `run`.
 */
export function defineTool<const S extends JsonSchema>(tool: TypedToolDefinition<S>): ToolDefinition {
  // The one widening: the gateway calls `run` only with input its schema accepted.
  return tool as unknown as ToolDefinition;
}

/** Thrown by a pack's seed or config code for input it cannot load; becomes a 400. */
export class SeedError extends Error {
  override name = "SeedError";
}

/**
 * A domain failure a tool reports to the model (`isError: true`), such as an unknown record or a
 * refused write. Anything else a tool throws is a server fault.
 */
export class ToolError extends Error {
  override name = "ToolError";
}

const PACK_ERROR = Symbol.for("understudy.PackError");

/**
 * A provider error a handler, guard, onResponse or tool throws instead of returning a Response: the
 * core renders it through the pack's `errors.render` (default: `payload` as JSON with `status`).
 * Recognised by a brand, not by `instanceof`, so a pack loaded with its own copy of this module works.
 */
export class PackError extends Error {
  override name = "PackError";
  readonly [PACK_ERROR] = true;
  constructor(
    readonly status: number,
    readonly payload: unknown,
    message = typeof payload === "string" ? payload : `Provider error ${status}`,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  static is(error: unknown): error is PackError {
    return typeof error === "object" && error !== null && (error as Record<symbol, unknown>)[PACK_ERROR] === true;
  }
}

// Shared and never mutated (a Response copies its init): the common answer builds no headers object.
const JSON_HEADERS: Readonly<Record<string, string>> = Object.freeze({ "content-type": "application/json;charset=UTF-8" });

export function json(data: unknown, status = 200, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(data), { status, headers: headers ? { ...JSON_HEADERS, ...headers } : JSON_HEADERS });
}
