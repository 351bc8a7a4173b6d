import { McpError, ErrorCode, type CallToolResult, type Tool } from "@modelcontextprotocol/sdk/types.js";
import { ToolError } from "../pack/define-pack.ts";
import type { LoadedPack, PackRegistry } from "../pack/loaded-pack.ts";
import type { ToolContext, ToolDefinition } from "../pack/types.ts";
import type { World } from "../world/world.ts";
import type { WorldAddressing } from "../mock/world-address.ts";
import { callOperation, type InvocationTarget } from "../mock/invoke-operation.ts";
import type { Logger } from "../log/logger.ts";

export interface ToolboxDeps {
  packs: PackRegistry;
  addressing: WorldAddressing;
  now: () => number;
  log: Logger;
}

/** The tools of every pack in a world, run against that world, with every call logged. */
export interface WorldToolbox {
  list(): Tool[];
  call(name: string, args: unknown): Promise<CallToolResult>;
}

export function createWorldToolbox(deps: ToolboxDeps, world: World): WorldToolbox {
  const entries = new Map<string, { pack: LoadedPack; tool: ToolDefinition }>();
  for (const slug of world.meta.packs) {
    const pack = deps.packs.get(slug);
    for (const tool of pack?.def.tools ?? []) entries.set(tool.name, { pack: pack!, tool });
  }

  return {
    list: () => [...entries.values()].map(({ tool }) => describeTool(tool)),
    async call(name, args) {
      const started = performance.now();
      const at = deps.now();
      const log = (outcome: "ok" | "error", error: string | null) =>
        world.logToolCall({ at, tool: name, arguments: args ?? {}, outcome, error, latencyMs: performance.now() - started });
      const entry = entries.get(name);
      if (!entry) {
        log("error", `Unknown tool: ${name}`);
        throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}. Call tools/list for the tools of this world.`);
      }
      const input = (args ?? {}) as Record<string, unknown>;
      const problem = entry.pack.checkToolInput.get(name)!(input, "arguments");
      if (problem) {
        const message = `Invalid arguments for ${name}: ${problem}.`;
        log("error", message);
        return { content: [{ type: "text", text: message }], isError: true };
      }
      try {
        const result = await entry.tool.run(toolContext(deps, entry.pack, world), input);
        log("ok", null);
        return toResult(entry.tool, result);
      } catch (error) {
        if (!(error instanceof ToolError)) {
          const requestId = crypto.randomUUID();
          log("error", `Internal error (request ${requestId})`);
          deps.log.error("mcp", `tool ${name} failed in world ${world.id} (request ${requestId})`, error);
          throw new McpError(ErrorCode.InternalError, `The tool ${name} failed inside the server; see the service log (request ${requestId}).`);
        }
        log("error", error.message);
        return { content: [{ type: "text", text: error.message }], isError: true };
      }
    },
  };
}

function describeTool(tool: ToolDefinition): Tool {
  return {
    name: tool.name,
    description: tool.description,
    inputSchema: tool.inputSchema as Tool["inputSchema"],
    ...(tool.outputSchema ? { outputSchema: tool.outputSchema as Tool["outputSchema"] } : {}),
    ...(tool.annotations ? { annotations: tool.annotations } : {}),
  };
}

function toResult(tool: ToolDefinition, result: unknown): CallToolResult {
  const text = typeof result === "string" ? result : JSON.stringify(result, null, 1);
  const structured = tool.outputSchema && result && typeof result === "object" && !Array.isArray(result);
  return { content: [{ type: "text", text }], ...(structured ? { structuredContent: result as Record<string, unknown> } : {}) };
}

function toolContext(deps: ToolboxDeps, pack: LoadedPack, world: World): ToolContext {
  const target: InvocationTarget = { pack, world, baseUrl: deps.addressing.urlFor(world.id, pack.def.slug), now: deps.now, log: deps.log };
  const call: ToolContext["call"] = (operationId, input) => callOperation(target, operationId, input);
  return {
    call,
    async callJson(operationId, input) {
      const response = await call(operationId, input);
      const text = await response.text();
      if (!response.ok) throw new ToolError(`${pack.def.title} answered ${response.status}: ${text}`);
      return text ? JSON.parse(text) : {};
    },
  };
}
