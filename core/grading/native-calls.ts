import type { PackDefinition, ToolDefinition } from "../pack/types.ts";
import type { ToolCall } from "../store/types.ts";

/** The packs a grader's process loaded (the service's registry, or a grading worker's). */
export interface ProfilePacks {
  list(): Array<{ def: Pick<PackDefinition, "tools" | "mcpProfiles"> }>;
}

const mappings = new WeakMap<ProfilePacks, Map<string, NonNullable<ToolDefinition["native"]>>>();
const key = (profile: string, tool: string) => `${profile}\u0000${tool}`;

/** Every profile tool that declares its native tool, by profile and name (a profile's tool may share a native tool's name). */
function mappingOf(packs: ProfilePacks): Map<string, NonNullable<ToolDefinition["native"]>> {
  let mapping = mappings.get(packs);
  if (mapping) return mapping;
  mapping = new Map();
  for (const pack of packs.list())
    for (const [name, profile] of Object.entries(pack.def.mcpProfiles ?? {}))
      for (const tool of profile.tools) if (tool.native) mapping.set(key(name, tool.name), tool.native);
  mappings.set(packs, mapping);
  return mapping;
}

/**
 * The log as graders read it: a call made through an MCP profile also says which native tool it counts
 * as and with what arguments, so `tool-called` (and any plugin) grades a task the same whichever
 * surface the agent used. Arguments a profile cannot map are left as called.
 */
export function withNativeCalls(packs: ProfilePacks, calls: ToolCall[]): ToolCall[] {
  const mapping = mappingOf(packs);
  if (!mapping.size) return calls;
  return calls.map((call) => {
    const native = call.profile ? mapping.get(key(call.profile, call.tool)) : undefined;
    if (!native) return call;
    const input = call.arguments && typeof call.arguments === "object" ? (call.arguments as Record<string, unknown>) : {};
    let args: unknown = call.arguments;
    let tool: string;
    try {
      // One profile tool may do the work of several native ones (a message, or a reply when it names a thread).
      tool = typeof native.tool === "function" ? native.tool(input) : native.tool;
      if (native.arguments) args = native.arguments(input);
    } catch {
      // A mapping that cannot read odd arguments leaves the call as logged.
      return call;
    }
    return { ...call, native: { tool, arguments: args } };
  });
}
