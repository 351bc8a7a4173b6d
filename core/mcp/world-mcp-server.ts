import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import type { WorldToolbox } from "./world-toolbox.ts";

// Stateless mode builds a server per request; one validator for all of them saves an Ajv instance each time.
const SHARED_VALIDATOR = new AjvJsonSchemaValidator();

export const SERVER_INFO = { name: "understudy-world", version: "0.1.0" };

/** An MCP server over one world's toolbox. Only the packs' tools: no reset, grading or state dump. */
export function createWorldMcpServer(toolbox: WorldToolbox, titles: string[]): Server {
  const server = new Server(SERVER_INFO, {
    capabilities: { tools: { listChanged: false } },
    jsonSchemaValidator: SHARED_VALIDATOR,
    instructions: `Tools for ${titles.join(", ")}. Every tool acts on the same live data as the service's REST API.`,
  });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolbox.list() }));
  server.setRequestHandler(CallToolRequestSchema, (request) => toolbox.call(request.params.name, request.params.arguments));
  return server;
}
