// What every tool of the DX server lists and how its arguments reach `run`.

/**
 * Each listed tool says `execution: { taskSupport: "forbidden" }`: the MCP SDK 1.29 the server ships
 * with (its npm-shrinkwrap) adds it to every tool registered without task support.
 */
export const DX_EXECUTION = { taskSupport: "forbidden" } as const;

/**
 * The schema the core checks a DX tool's arguments against: any object. The DX server checks them
 * itself with zod and answers in zod's words (dx-arguments.ts), so the profile's `run` does the same
 * instead of the core answering first in its own; the listed schema is the tool's `listing`.
 */
export const ANY_ARGUMENTS = { type: "object" } as const;

/** initialize's serverInfo, as 0.30.15 answers it (it also sends a nonstandard `capabilities` key there). */
export const DX_SERVER_INFO = { name: "sf-mcp-server", version: "0.30.15" };
