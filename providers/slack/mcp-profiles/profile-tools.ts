// A profile's tools from another server's recorded listings: each listing (served exactly as recorded)
// paired with the code that does its work over the pack's Web API methods, by tool name.
import type { JsonSchema, ToolDefinition } from "../../../core/pack/index.ts";

export type Listing = { name: string; description?: string; inputSchema: JsonSchema; annotations?: ToolDefinition["annotations"] } & Record<string, unknown>;

export interface ProfileToolSpec {
  /** The native tool this one does the work of, and its arguments in that tool's terms (for graders). */
  native?: ToolDefinition["native"];
  /**
   * The schema the gateway checks arguments against before `run`: the listing's own unless the
   * original checks nothing itself (then `run` answers a bad argument in the original's words).
   */
  inputSchema?: JsonSchema;
  run: ToolDefinition["run"];
}

/** Every listing with its spec, in the listing's order; a listing without a spec (or a spec without a listing) is a bug. */
export function profileTools(listings: readonly Listing[], specs: Record<string, ProfileToolSpec>): ToolDefinition[] {
  const extra = Object.keys(specs).filter((name) => !listings.some((listing) => listing.name === name));
  if (extra.length) throw new Error(`No listing for ${extra.join(", ")}`);
  return listings.map((listing) => {
    const spec = specs[listing.name];
    if (!spec) throw new Error(`No implementation for ${listing.name}`);
    return {
      name: listing.name,
      description: listing.description ?? "",
      inputSchema: spec.inputSchema ?? listing.inputSchema,
      ...(listing.annotations ? { annotations: listing.annotations } : {}),
      listing,
      ...(spec.native ? { native: spec.native } : {}),
      run: spec.run,
    };
  });
}

/** The input's value as text, when it is one (Slack's ids and timestamps). */
export const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** The arguments without the ones left out, for a native tool's terms. */
export const defined = (args: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined));
