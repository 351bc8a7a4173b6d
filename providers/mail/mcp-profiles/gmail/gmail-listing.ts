// The Gmail MCP server's tools as it lists them: tools-list.json is the `result.tools` of a live
// `tools/list` recording (tests/reference/mcp-servers/README.md names its source and licence), served
// unchanged. Each profile tool takes its name, description, schemas and annotations from its entry.
import type { JsonSchema, ToolAnnotations, ToolDefinition } from "../../../../core/pack/index.ts";
import listed from "./tools-list.json" with { type: "json" };

interface Listing {
  name: string;
  description: string;
  inputSchema: JsonSchema;
  outputSchema?: JsonSchema;
  annotations?: ToolAnnotations;
  [key: string]: unknown;
}

const LISTINGS = listed as Listing[];

/** The tool names in the order the server lists them. */
export const GMAIL_TOOL_NAMES: readonly string[] = LISTINGS.map((tool) => tool.name);

/** A profile tool whose listing is the recorded entry named `name`. */
export function gmailTool(name: string, behaviour: Pick<ToolDefinition, "run" | "native">): ToolDefinition {
  const listing = LISTINGS.find((tool) => tool.name === name);
  if (!listing) throw new Error(`The Gmail MCP server lists no tool "${name}"`);
  return {
    name,
    description: listing.description,
    inputSchema: withoutFormats(listing.inputSchema) as JsonSchema,
    ...(listing.outputSchema ? { outputSchema: listing.outputSchema } : {}),
    ...(listing.annotations ? { annotations: listing.annotations } : {}),
    listing,
    ...behaviour,
  };
}

/**
 * The schema the core checks arguments with: the listed one without `format` (Google's "byte" and
 * "int32", which the core's validator does not know and would warn about at every start; it checks
 * no format anyway), so the check is the listing's own.
 */
function withoutFormats(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutFormats);
  if (typeof schema !== "object" || schema === null) return schema;
  const isSchema = "type" in schema;
  return Object.fromEntries(Object.entries(schema)
    .filter(([key, value]) => !(isSchema && key === "format" && typeof value === "string"))
    .map(([key, value]) => [key, withoutFormats(value)]));
}
