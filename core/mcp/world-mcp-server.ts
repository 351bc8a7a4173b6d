import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { WorldToolbox } from "./world-toolbox.ts";

export const SERVER_INFO = { name: "understudy-world", version: "0.1.0" };

/** An MCP server over one world's toolbox. Only the packs' tools: no reset, grading or state dump. */
export function createWorldMcpServer(toolbox: WorldToolbox, titles: string[]): Server {
  const server = new Server(SERVER_INFO, {
    capabilities: { tools: { listChanged: false } },
    instructions: `Tools for ${titles.join(", ")}. Every tool acts on the same live data as the service's REST API.`,
  });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolbox.list() }));
  server.setRequestHandler(CallToolRequestSchema, (request) => toolbox.call(request.params.name, request.params.arguments));
  return server;
}
