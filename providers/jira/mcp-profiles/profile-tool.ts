// A reproduced server's tool as the pack declares it: its listing entry served as is, the native tool it
// counts as, and a run over the pack's REST operations.
import type { ToolContext, ToolDefinition } from "../../../core/pack/index.ts";

/** A tools/list entry of the server a profile reproduces. */
export interface ListedTool {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * The core checks arguments against `inputSchema` before `run` and answers in its own words. A profile
 * answers bad arguments in the reproduced server's words instead, so its tools take any object there and
 * `run` checks the listed schema itself.
 */
const ANY_OBJECT = { type: "object" } as const;

export function profileTool(
  listed: ListedTool,
  native: ToolDefinition["native"],
  run: (ctx: ToolContext, input: Record<string, unknown>) => Promise<unknown>,
): ToolDefinition {
  return { name: listed.name, description: listed.description, inputSchema: ANY_OBJECT, listing: listed, native, run };
}

/** The listing entry named `name`; a missing one is a broken listing file, found at load. */
export function listedTool(tools: ListedTool[], name: string): ListedTool {
  const found = tools.find((tool) => tool.name === name);
  if (!found) throw new Error(`The profile's listing has no tool ${name}`);
  return found;
}
