import { McpError, ErrorCode, type CallToolResult, type Tool } from "@modelcontextprotocol/sdk/types.js";
import { PackError, ToolError } from "../pack/define-pack.ts";
import { WorkBudgetExceeded } from "../pack/work-budget.ts";
import { QuotaExceeded } from "../world/world-quota.ts";
import type { LoadedPack, PackRegistry } from "../pack/loaded-pack.ts";
import type { McpProfile, ResultClass, ToolContext, ToolDefinition } from "../pack/types.ts";
import type { World } from "../world/world.ts";
import type { WorldAddressing } from "../mock/world-address.ts";
import { callOperation, renderPackError, type InvocationTarget } from "../mock/invoke-operation.ts";
import type { Logger } from "../log/logger.ts";
import { retryOnConflict, WorldConflict } from "../world/world-conflict.ts";
import { isToolAnswer } from "../pack/tool-answer.ts";
import type { SchemaCheck } from "../validation/compile-schema.ts";
import { NO_PROFILES, profileSegment, type ProfileSelection } from "./mcp-profiles.ts";
import { classify, failureText } from "./tool-failure.ts";
import { callWithFaults, faultRequest, toolRuleFailure, ToolFaults } from "./tool-faults.ts";
import type { InjectedFault } from "../store/types.ts";
import { toolResultText } from "./tool-result-text.ts";

export interface ToolboxDeps {
  packs: PackRegistry;
  addressing: WorldAddressing;
  now: () => number;
  log: Logger;
}

/** Who an MCP request comes from, as its own headers say (the world's credential taken out). */
export interface ToolCaller {
  /** The request's `Authorization` header, unless it carried the world's credential. */
  authorization?: string;
}

/** The tools of every pack in a world, run against that world, with every call logged. */
export interface WorldToolbox {
  list(caller?: ToolCaller): Promise<Tool[]>;
  call(name: string, args: unknown, caller?: ToolCaller): Promise<CallToolResult>;
}

type Entry = { pack: LoadedPack; tool: ToolDefinition; check: SchemaCheck; profile?: string };
type Personalizer = { pack: LoadedPack; personalize: NonNullable<McpProfile["personalize"]>; names: Set<string> };

/**
 * `current` gives the world as the store holds it now (registry.get): a tool call checks it first, like
 * a REST request, so a long MCP session never works on a copy another node has changed. `profiles`
 * names the packs that speak another server's tools (mcp-profiles.ts); the others speak their own.
 */
export function createWorldToolbox(
  deps: ToolboxDeps, world: World, current: () => Promise<World | undefined> = async () => world, profiles: ProfileSelection = NO_PROFILES,
): WorldToolbox {
  const entries = new Map<string, Entry>();
  const personalizers: Personalizer[] = [];
  for (const slug of world.meta.packs) {
    const pack = deps.packs.get(slug);
    if (!pack) continue;
    const name = profiles.get(slug);
    const profile = name ? pack.profiles.get(name) : undefined;
    const checks = profile?.checkToolInput ?? pack.checkToolInput;
    for (const tool of profile?.tools ?? pack.def.tools ?? []) entries.set(tool.name, { pack, tool, check: checks.get(tool.name)!, ...(profile ? { profile: name } : {}) });
    const personalize = name ? pack.def.mcpProfiles?.[name]?.personalize : undefined;
    if (personalize && profile) personalizers.push({ pack, personalize, names: new Set(profile.tools.map((tool) => tool.name)) });
  }

  return {
    async list(caller = {}) {
      const tools = [...entries.values()].map(({ tool }) => describeTool(tool));
      if (!personalizers.length) return tools;
      const live = (await current()) ?? world;
      const rewritten = new Map<string, Tool>();
      for (const { pack, personalize, names } of personalizers)
        for (const listing of await personalize(toolContext(deps, pack, live, caller), tools.filter((tool) => names.has(tool.name))))
          rewritten.set(String(listing.name), listing as Tool);
      // The pack's calls may have written (a Slack method first delivers the messages scheduled until now).
      await live.flushed();
      return tools.map((tool) => rewritten.get(tool.name) ?? tool);
    },
    async call(name, args, caller = {}) {
      const started = performance.now();
      const at = deps.now();
      // Logged durably before the answer leaves, like every other change.
      // An unknown name is logged with the surface it was asked of.
      const profile = entries.has(name) ? entries.get(name)!.profile : profileSegment(profiles) || undefined;
      // `answered`: the result the agent gets, whose text the log keeps; none when the call ends in a protocol error.
      const log = async (outcome: "ok" | "error", error: string | null, fault?: InjectedFault, answered?: CallToolResult) =>
        void (await world.logToolCall({
          at, tool: name, arguments: args ?? {}, outcome, error, latencyMs: performance.now() - started, ...(profile ? { profile } : {}), ...(fault ? { fault } : {}),
          ...(answered ? { result: toolResultText(answered) } : {}),
        }));
      const entry = entries.get(name);
      if (!entry) {
        await log("error", `Unknown tool: ${name}`);
        throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}. Call tools/list for the tools of this world.`);
      }
      const input = (args ?? {}) as Record<string, unknown>;
      const problem = entry.check(input, "arguments");
      if (problem) {
        const message = `Invalid arguments for ${name}: ${problem}.`;
        const refused: CallToolResult = { content: [{ type: "text", text: message }], isError: true };
        await log("error", message, undefined, refused);
        return refused;
      }
      let outcome: { result: CallToolResult; error: string | null };
      const gone = new McpError(ErrorCode.InvalidRequest, "This world has expired or was removed.");
      const faults = new ToolFaults();
      try {
        outcome = await retryOnConflict(async () => {
          let live = await current();
          if (!live) throw gone;
          faults.restart();
          // The world's fault rule on this tool, before it runs (tool-faults.ts); after a latency wait, the world as it is by then.
          const ruled = await toolRuleFailure(faults, live, entry.pack, name, faultRequest(deps.addressing.urlFor(live.id, entry.pack.def.slug)));
          if (ruled === "waited" && !(live = await current())) throw gone;
          const ran = typeof ruled === "object" ? ruled : await runTool(deps, entry, live, input, name, caller, faults);
          // The answer waits for its changes' commit; another node's write first means run it again.
          await live.flushed();
          return ran;
        });
      } catch (error) {
        if (error instanceof WorldConflict) throw new McpError(ErrorCode.InternalError, error.message);
        // A world that is gone has no log to write to.
        if (error === gone) throw error;
        // The log is shown to the organization (GET .../tool-calls): no exception text of ours goes in it.
        await log("error", (error as { logText?: string }).logText ?? (error instanceof McpError ? error.message : "Internal error; see the service log."), faults.injected);
        throw error;
      }
      await log(outcome.error === null ? "ok" : "error", outcome.error, faults.injected, outcome.result);
      return outcome.result;
    },
  };
}

/** One run of a tool on the world: its result, and the error text logged when it failed as a tool. */
async function runTool(
  deps: ToolboxDeps,
  entry: Entry,
  world: World,
  input: Record<string, unknown>,
  name: string,
  caller: ToolCaller,
  faults?: ToolFaults,
): Promise<{ result: CallToolResult; error: string | null }> {
  try {
    const result = await entry.tool.run(toolContext(deps, entry.pack, world, caller, faults), input);
    return { result: toResult(entry.tool, result), error: null };
  } catch (error) {
    if (error instanceof WorldConflict) throw error;
    if (PackError.is(error)) {
      // A provider error a tool throws: rendered in the pack's shape, then classified like an answer.
      const message = await failureText(entry.pack, renderPackError(entry.pack, error, new Request(deps.addressing.urlFor(world.id, entry.pack.def.slug))));
      return { result: { content: [{ type: "text", text: message }], isError: true }, error: message };
    }
    // Too much work for one call: a tool error the model can read and narrow, not a server fault.
    if (WorkBudgetExceeded.is(error) || QuotaExceeded.is(error)) return { result: { content: [{ type: "text", text: error.message }], isError: true }, error: error.message };
    if (!(error instanceof ToolError)) {
      const requestId = crypto.randomUUID();
      deps.log.error("mcp", `tool ${name} failed in world ${world.id} (request ${requestId})`, error);
      const failure = new McpError(ErrorCode.InternalError, `The tool ${name} failed inside the server; see the service log (request ${requestId}).`);
      throw Object.assign(failure, { logText: `Internal error (request ${requestId})` });
    }
    return { result: { content: [{ type: "text", text: error.message }], isError: true }, error: error.message };
  }
}

function describeTool(tool: ToolDefinition): Tool {
  // A profile's tool is listed exactly as the server it reproduces lists it.
  if (tool.listing) return tool.listing as Tool;
  return {
    name: tool.name,
    description: tool.description,
    inputSchema: tool.inputSchema as Tool["inputSchema"],
    ...(tool.outputSchema ? { outputSchema: tool.outputSchema as Tool["outputSchema"] } : {}),
    ...(tool.annotations ? { annotations: tool.annotations } : {}),
  };
}

function toResult(tool: ToolDefinition, result: unknown): CallToolResult {
  if (isToolAnswer(result)) return { ...result };
  const text = typeof result === "string" ? result : JSON.stringify(result, null, 1);
  const structured = tool.outputSchema && result && typeof result === "object" && !Array.isArray(result);
  return { content: [{ type: "text", text }], ...(structured ? { structuredContent: result as Record<string, unknown> } : {}) };
}

function toolContext(deps: ToolboxDeps, pack: LoadedPack, world: World, caller: ToolCaller, faults?: ToolFaults): ToolContext {
  const target: InvocationTarget = { pack, world, baseUrl: deps.addressing.urlFor(world.id, pack.def.slug), now: deps.now, log: deps.log };
  // The pack decides whom the credential names (and what to do when it names no one), as on REST.
  if (caller.authorization !== undefined) target.mcpAuthorization = caller.authorization;
  // A world with fault rules: each operation the tool calls meets them first (tool-faults.ts).
  const call: ToolContext["call"] = faults && world.faults
    ? (operationId, input) => callWithFaults(faults, world, target, operationId, input)
    : (operationId, input) => callOperation(target, operationId, input);
  return {
    call,
    async callJson<T>(operationId: string, input?: Parameters<ToolContext["call"]>[1]): Promise<T> {
      const { body, verdict } = await classify(pack, await call(operationId, input));
      if (!verdict.ok) throw new ToolError(verdict.error);
      return (body ?? {}) as T;
    },
  };
}
