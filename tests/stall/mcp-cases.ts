// The worlds' MCP servers: every tool (from tools/list) of every surface (the native one at /mcp and
// each MCP profile of the pack at /mcp/<profile>) called with maximal arguments built from its input
// schema, where query-like arguments get the largest texts of their language; a method named like an
// Object.prototype member; a JSON-RPC body nested past the depth cap.
import type { JsonSchema } from "../fuzz/documents.ts";
import { maximalValue, nestedJson } from "./maximal-values.ts";
import { jqlOrs, recipients, searchTerms, soqlOrs } from "./query-texts.ts";
import type { LanguageSizes } from "./language-cases.ts";
import { stallCase, type StallCase } from "./stall-case.ts";

const HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };
const rpc = (method: string, params: unknown) => JSON.stringify({ jsonrpc: "2.0", id: 1, method, params });

/** Arguments whose name says what they hold: the largest text of their language, or a real id. */
function overrides(sizes: LanguageSizes, ids: Record<string, string>): Record<string, unknown> {
  const soql = soqlOrs(sizes.orTerms);
  const terms = searchTerms(sizes.searchTerms);
  return {
    soql,
    q: soql,
    jql: jqlOrs(Math.floor(32_000 / 24)),
    query: terms,
    text: terms,
    searchString: terms,
    message: terms,
    to: recipients(sizes.recipients).split(", "),
    ...ids,
  };
}

export async function listTools(worldUrl: string, path = "/mcp"): Promise<{ name: string; inputSchema: JsonSchema }[]> {
  const response = await fetch(`${worldUrl}${path}`, { method: "POST", headers: HEADERS, body: rpc("tools/list", {}) });
  if (!response.ok) return [];
  return ((await response.json()) as { result?: { tools?: { name: string; inputSchema: JsonSchema }[] } }).result?.tools ?? [];
}

/**
 * Maximal calls of every tool of one pack's world on each of its surfaces (`profiles`: the pack's MCP
 * profile names), plus the protocol edge cases.
 */
export async function mcpCases(
  slug: string, worldUrl: string, sizes: LanguageSizes & { bodyBytes: number; jsonDepth: number }, ids: Record<string, string>, profiles: string[] = [],
): Promise<StallCase[]> {
  const named = overrides(sizes, ids);
  const cases: StallCase[] = [];
  for (const path of ["/mcp", ...profiles.map((profile) => `/mcp/${profile}`)]) {
    const surface = path === "/mcp" ? "" : ` (${path.slice("/mcp/".length)})`;
    for (const tool of await listTools(worldUrl, path)) {
      const args = maximalValue(tool.inputSchema, { bytes: sizes.bodyBytes }) as Record<string, unknown>;
      for (const name of Object.keys(args ?? {})) if (name in named) args[name] = named[name];
      cases.push(stallCase(slug, `MCP tools/call ${tool.name}${surface}`, "maximal", { method: "POST", path, auth: "none", headers: HEADERS, body: rpc("tools/call", { name: tool.name, arguments: args }) }));
    }
  }
  cases.push(
    stallCase(slug, "MCP constructor", "prototype-method", { method: "POST", path: "/mcp", auth: "none", headers: HEADERS, body: rpc("constructor", {}) }),
    stallCase(slug, "MCP tools/call", "deep-json", { method: "POST", path: "/mcp", auth: "none", headers: HEADERS, body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":${nestedJson(sizes.jsonDepth)}}` }),
  );
  return cases;
}
