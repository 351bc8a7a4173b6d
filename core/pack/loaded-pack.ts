import { createRouteTable } from "./route-table.ts";
import type { PackDefinition } from "./types.ts";
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
    checkRequest,
  };
}

export interface PackRegistry {
  get(slug: string): LoadedPack | undefined;
  list(): LoadedPack[];
  slugs(): string[];
}

export function createPackRegistry(packs: LoadedPack[]): PackRegistry {
  const bySlug = new Map<string, LoadedPack>();
  for (const pack of packs) {
    const existing = bySlug.get(pack.def.slug);
    if (existing) throw new Error(`Two packs share the slug "${pack.def.slug}": ${existing.source} and ${pack.source}`);
    bySlug.set(pack.def.slug, pack);
  }
  return {
    get: (slug) => bySlug.get(slug),
    list: () => [...bySlug.values()],
    slugs: () => [...bySlug.keys()].sort(),
  };
}
