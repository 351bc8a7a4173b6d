import { createRouteTable } from "./route-table.ts";
import type { PackDefinition, ToolDefinition } from "./types.ts";
import { compileSchema, type SchemaCheck } from "../validation/compile-schema.ts";
import { MCP_LABEL } from "../mock/world-address.ts";
import { compileRequestChecks, requestCheckKey, type RequestCheck } from "../validation/request-checks.ts";

/** A pack plus what the core derives from it once at start-up. */
export interface LoadedPack {
  def: PackDefinition;
  source: string;
  routes: ReturnType<typeof createRouteTable>;
  checkSeed: SchemaCheck;
  checkConfig?: SchemaCheck;
  /** The check of a person's entry under this pack's slug, when the pack takes people and declares its schema. */
  checkPerson?: SchemaCheck;
  /** Compiled input schema per tool name. */
  checkToolInput: Map<string, SchemaCheck>;
  /** Each MCP profile's tools, with their compiled input schemas, by profile name. */
  profiles: Map<string, { tools: ToolDefinition[]; checkToolInput: Map<string, SchemaCheck> }>;
  /** The check of an operation's requests (declared parameters and body), by `METHOD /template`; none when it declares nothing. */
  checkRequest: Map<string, RequestCheck>;
}

/** The check the core runs before the handler of `method` on route `template`, if the operation declares any. */
export function requestCheckOf(pack: LoadedPack, method: string, template: string): RequestCheck | undefined {
  return pack.checkRequest.size === 0 ? undefined : pack.checkRequest.get(requestCheckKey(method, template));
}

const SLUG = /^[a-z][a-z0-9-]{0,38}[a-z0-9]$/;
/** Labels the core uses in world addresses: `/w/<id>/mcp` is the world's own MCP endpoint. */
const RESERVED_SLUGS = new Set([MCP_LABEL, "openapi", "w"]);
const TOOL_NAME = /^[a-z][a-z0-9]*(_[a-z0-9]+){2,}$/;
const PROFILE_NAME = /^[a-z][a-z0-9-]{0,38}[a-z0-9]$/;
/** The pack's own tools, as `{world}/mcp` serves them: the name a task or trigger uses for "no profile". */
export const NATIVE_PROFILE = "native";

export function createLoadedPack(def: PackDefinition, source: string): LoadedPack {
  if (!def || typeof def !== "object") throw new Error(`${source}: the default export is not a pack (use definePack)`);
  if (!SLUG.test(def.slug ?? "")) throw new Error(`${source}: slug "${def.slug}" must be lowercase letters, digits and hyphens`);
  if (RESERVED_SLUGS.has(def.slug)) throw new Error(`${source}: slug "${def.slug}" is reserved`);
  if (def.kind !== "api" && def.kind !== "ui") throw new Error(`${source}: kind must be "api" or "ui"`);
  for (const tool of def.tools ?? [])
    if (!TOOL_NAME.test(tool.name) || !tool.name.startsWith(`${def.slug.replaceAll("-", "")}_`))
      throw new Error(`${source}: tool "${tool.name}" must be named <slug>_<verb>_<noun> (${def.slug.replaceAll("-", "")}_...)`);
  if (def.private !== undefined && (!Array.isArray(def.private) || !def.private.every((name) => typeof name === "string" && name.length > 0)))
    throw new Error(`${source}: private must be a list of collection names`);
  if (def.records !== undefined && typeof def.records !== "function") throw new Error(`${source}: records must be a function of a collection name`);
  if (def.seed?.people !== undefined && typeof def.seed.people?.add !== "function")
    throw new Error(`${source}: seed.people must declare add(seed, people)`);
  if (def.seed?.generate !== undefined && (typeof def.seed.generate?.names !== "function" || typeof def.seed.generate?.records !== "function"))
    throw new Error(`${source}: seed.generate must declare names(config) and records(counts, records, ctx)`);
  for (const [name, profile] of Object.entries(def.mcpProfiles ?? {})) {
    if (!PROFILE_NAME.test(name) || name === NATIVE_PROFILE) throw new Error(`${source}: MCP profile "${name}" must be lowercase letters, digits and hyphens, and not "${NATIVE_PROFILE}"`);
    const names = profile.tools.map((tool) => tool.name);
    if (new Set(names).size !== names.length) throw new Error(`${source}: MCP profile "${name}" lists a tool name twice`);
  }
  const routes = createRouteTable(def.openapi);
  for (const route of routes.routes)
    for (const operationId of route.operations.values())
      if (typeof def.operations[operationId] !== "function")
        throw new Error(`${source}: operation ${operationId} (${route.template}) has no handler`);
  let checkRequest: Map<string, RequestCheck>;
  try {
    checkRequest = compileRequestChecks(def.openapi);
  } catch (error) {
    throw new Error(`${source}: ${(error as Error).message}`);
  }
  return {
    def,
    source,
    routes,
    checkSeed: compileSchema(def.seed.schema),
    checkConfig: def.config ? compileSchema(def.config.schema) : undefined,
    checkPerson: def.seed.people?.schema ? compileSchema(def.seed.people.schema) : undefined,
    checkToolInput: new Map((def.tools ?? []).map((tool) => [tool.name, compileSchema(tool.inputSchema)])),
    profiles: new Map(Object.entries(def.mcpProfiles ?? {}).map(([name, profile]) =>
      [name, { tools: profile.tools, checkToolInput: new Map(profile.tools.map((tool) => [tool.name, compileSchema(tool.inputSchema)])) }])),
    checkRequest,
  };
}

export interface PackRegistry {
  get(slug: string): LoadedPack | undefined;
  /** The pack that declares this MCP profile. */
  profileOwner(name: string): LoadedPack | undefined;
  list(): LoadedPack[];
  slugs(): string[];
}

export function createPackRegistry(packs: LoadedPack[]): PackRegistry {
  const bySlug = new Map<string, LoadedPack>();
  const byProfile = new Map<string, LoadedPack>();
  for (const pack of packs) {
    const existing = bySlug.get(pack.def.slug);
    if (existing) throw new Error(`Two packs share the slug "${pack.def.slug}": ${existing.source} and ${pack.source}`);
    bySlug.set(pack.def.slug, pack);
    // A profile's name alone picks it in an address (`/mcp/official`): one pack per name.
    for (const name of pack.profiles.keys()) {
      const owner = byProfile.get(name);
      if (owner) throw new Error(`Two packs declare the MCP profile "${name}": ${owner.source} and ${pack.source}`);
      byProfile.set(name, pack);
    }
  }
  return {
    get: (slug) => bySlug.get(slug),
    profileOwner: (name) => byProfile.get(name),
    list: () => [...bySlug.values()],
    slugs: () => [...bySlug.keys()].sort(),
  };
}
