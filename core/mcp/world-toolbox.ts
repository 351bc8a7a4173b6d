import { McpError, ErrorCode, type CallToolResult, type Tool } from "@modelcontextprotocol/sdk/types.js";
import { PackError, ToolError } from "../pack/define-pack.ts";
import type { LoadedPack, PackRegistry } from "../pack/loaded-pack.ts";
import type { ResultClass, ToolContext, ToolDefinition } from "../pack/types.ts";
import type { World } from "../world/world.ts";
import type { WorldAddressing } from "../mock/world-address.ts";
import { callOperation, renderPackError, type InvocationTarget } from "../mock/invoke-operation.ts";
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
        if (PackError.is(error)) {
          // A provider error a tool throws: rendered in the pack's shape, then classified like an answer.
          const message = await failureText(entry.pack, renderPackError(entry.pack, error, new Request(deps.addressing.urlFor(world.id, entry.pack.def.slug))));
          log("error", message);
          return { content: [{ type: "text", text: message }], isError: true };
        }
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
    async callJson<T>(operationId: string, input?: Parameters<ToolContext["call"]>[1]): Promise<T> {
      const { body, verdict } = await classify(pack, await call(operationId, input));
      if (!verdict.ok) throw new ToolError(verdict.error);
      return (body ?? {}) as T;
    },
  };
}

/** Reads an answer and asks the pack's `classifyResult` (default: status < 400) what it means. */
export async function classify(pack: LoadedPack, response: Response): Promise<{ body: unknown; verdict: ResultClass }> {
  const text = await response.text();
  let body: unknown = text === "" ? undefined : text;
  if (text !== "") {
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the classifier gets the text
    }
  }
  const verdict: ResultClass = pack.def.classifyResult
    ? pack.def.classifyResult(response, body)
    : response.status < 400
      ? { ok: true }
      : { ok: false, error: `${pack.def.title} answered ${response.status}: ${text}` };
  return { body, verdict };
}

async function failureText(pack: LoadedPack, response: Response): Promise<string> {
  const { verdict } = await classify(pack, response);
  return verdict.ok ? `${pack.def.title} refused the call (${response.status}).` : verdict.error;
}
