import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  isJSONRPCRequest,
  ListToolsRequestSchema,
  PingRequestSchema,
  type JSONRPCRequest,
} from "@modelcontextprotocol/sdk/types.js";
import type { Logger } from "../log/logger.ts";

/** The requests a world's server answers, by method, with the SDK's schema for each. */
const SCHEMAS = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  "tools/list": ListToolsRequestSchema,
  "tools/call": CallToolRequestSchema,
} as const;

/**
 * Why a request's params do not fit its method, in one short line, or undefined when they fit (or the
 * method is not one of ours: the server answers that itself).
 */
export function paramsProblem(request: JSONRPCRequest): string | undefined {
  // An own property only: `constructor` or `__proto__` must not find Object's members.
  if (!Object.hasOwn(SCHEMAS, request.method)) return undefined;
  const schema = SCHEMAS[request.method as keyof typeof SCHEMAS];
  const result = schema.safeParse(request);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? issue.path.map(String).join(".").slice(0, 60) : "params";
  return `Invalid params for ${request.method}: ${where}: ${issue?.message ?? "does not fit the method"}`.slice(0, 180);
}

/**
 * Connects a world's server to a transport, with the params of its methods checked on the way in: the
 * SDK parses them only inside the server, where a mismatch becomes -32603 (Internal error) with the
 * whole schema error as its message. Here it is -32602 (Invalid params) with one line.
 */
export async function connectChecked(server: Server, transport: Transport, log?: Logger): Promise<void> {
  await server.connect(transport);
  const deliver = transport.onmessage;
  transport.onmessage = (message, extra) => {
    try {
      const problem = isJSONRPCRequest(message) ? paramsProblem(message) : undefined;
      if (problem === undefined || !isJSONRPCRequest(message)) return deliver?.(message, extra);
      reply(transport, message.id, ErrorCode.InvalidParams, problem);
    } catch (error) {
      // The SDK turns a throw here into an HTTP 500, or (with sessions) a 400 with the error's text.
      const requestId = crypto.randomUUID();
      log?.error("mcp", `an MCP message failed before reaching its handler (request ${requestId})`, error);
      if (isJSONRPCRequest(message)) reply(transport, message.id, ErrorCode.InternalError, `Internal error; see the service log (request ${requestId}).`);
    }
  };
}

function reply(transport: Transport, id: JSONRPCRequest["id"], code: number, message: string): void {
  void transport.send({ jsonrpc: "2.0", id, error: { code, message } }).catch(() => {});
}
