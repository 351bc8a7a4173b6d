import type { PackDefinition, ToolDefinition } from "../pack/types.ts";
import type { ToolCall } from "../store/types.ts";

/** The packs a grader's process loaded (the service's registry, or a grading worker's). */
export interface ProfilePacks {
  list(): Array<{ def: Pick<PackDefinition, "tools" | "mcpProfiles"> }>;
}

const mappings = new WeakMap<ProfilePacks, Map<string, NonNullable<ToolDefinition["native"]>>>();

/** Every profile tool that declares its native tool, by name; a name that is also a native tool stays native. */
function mappingOf(packs: ProfilePacks): Map<string, NonNullable<ToolDefinition["native"]>> {
  let mapping = mappings.get(packs);
  if (mapping) return mapping;
  mapping = new Map();
  const nativeNames = new Set(packs.list().flatMap((pack) => (pack.def.tools ?? []).map((tool) => tool.name)));
  for (const pack of packs.list())
    for (const profile of Object.values(pack.def.mcpProfiles ?? {}))
      for (const tool of profile.tools)
        if (tool.native && !nativeNames.has(tool.name) && !mapping.has(tool.name)) mapping.set(tool.name, tool.native);
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
    const native = mapping.get(call.tool);
    if (!native) return call;
    let args: unknown = call.arguments;
    try {
      if (native.arguments && call.arguments && typeof call.arguments === "object") args = native.arguments(call.arguments as Record<string, unknown>);
    } catch {
      // A mapping that cannot read odd arguments leaves them as called.
    }
    return { ...call, native: { tool: native.tool, arguments: args } };
  });
}
