import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError } from "@modelcontextprotocol/sdk/types.js";
import type { Logger } from "../log/logger.ts";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import type { AuthInfo } from "@modelcontextprotocol/sdk/server/auth/types.js";
import type { ToolCaller, WorldToolbox } from "./world-toolbox.ts";
import type { McpProfile } from "../pack/tool-types.ts";

// Stateless mode builds a server per request; one validator for all of them saves an Ajv instance each time.
const SHARED_VALIDATOR = new AjvJsonSchemaValidator();

export const SERVER_INFO = { name: "understudy-world", version: "0.1.0" };

/**
 * An MCP server over one world's toolbox. Only the packs' tools: no reset, grading or state dump. The
 * SDK answers a handler's throw with the error's own message: anything but an McpError (whose text is
 * ours) is logged with its stack and answered with a fixed message and a request id instead.
 */
export function createWorldMcpServer(toolbox: WorldToolbox, titles: string[], log?: Logger, profile?: Pick<McpProfile, "serverInfo" | "instructions">): Server {
  const server = new Server(profile?.serverInfo ?? SERVER_INFO, {
    capabilities: { tools: { listChanged: false } },
    jsonSchemaValidator: SHARED_VALIDATOR,
    instructions: profile?.instructions ?? `Tools for ${titles.join(", ")}. Every tool acts on the same live data as the service's REST API.`,
  });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolbox.list() }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    try {
      return await toolbox.call(request.params.name, request.params.arguments, callerOf(extra.authInfo));
    } catch (error) {
      if (error instanceof McpError) throw error;
      const requestId = crypto.randomUUID();
      log?.error("mcp", `tools/call ${String(request.params.name).slice(0, 100)} failed (request ${requestId})`, error);
      throw new McpError(ErrorCode.InternalError, `Internal error; see the service log (request ${requestId}).`);
    }
  });
  return server;
}

/** The endpoint hands each request's caller to the SDK as `authInfo` (mcp-endpoint.ts `authInfoFor`). */
function callerOf(authInfo: AuthInfo | undefined): ToolCaller {
  const authorization = authInfo?.extra?.authorization;
  return typeof authorization === "string" ? { authorization } : {};
}
