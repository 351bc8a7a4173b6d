// The operations to fuzz, read from the documents: the control plane's OpenAPI document and every
// loaded pack's (the built-in providers plus the test fixtures). A new pack is fuzzed with no change here.
import SwaggerParser from "@apidevtools/swagger-parser";
import { controlPlaneOpenApi } from "../../core/control/openapi/index.ts";
import { BUILTIN_PROVIDERS_DIR, loadPacks } from "../../core/pack/load-packs.ts";
import { FIXTURE_PACKS } from "../support/test-service.ts";

export type JsonSchema = Record<string, unknown>;
export interface FuzzParam { name: string; in: "path" | "query" | "header"; required: boolean; schema: JsonSchema }

export interface FuzzOperation {
  /** "control", or the pack's slug. */
  surface: string;
  kind: "control" | "api" | "ui";
  /** `METHOD /path/{template}`: how reports name it. */
  id: string;
  method: string;
  path: string;
  params: FuzzParam[];
  body?: { required: boolean; contentTypes: string[]; schema: JsonSchema };
  /** Needs no key (security: []). */
  open: boolean;
  /** Documented statuses, each with its JSON schema when it has one. */
  responses: Record<string, JsonSchema | null>;
}

const METHODS = ["get", "put", "post", "delete", "patch"];
type Doc = { paths: Record<string, Record<string, unknown> & { parameters?: unknown[] }> };
type Op = { parameters?: unknown[]; security?: unknown[]; requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> }; responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> };

export async function operationsOf(surface: string, kind: FuzzOperation["kind"], document: object): Promise<FuzzOperation[]> {
  const doc = (await SwaggerParser.dereference(structuredClone(document) as never)) as unknown as Doc;
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {}))
    for (const method of METHODS) {
      const op = item[method] as Op | undefined;
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])] as FuzzParam[];
      const content = op.requestBody?.content ?? {};
      operations.push({
        surface, kind, method: method.toUpperCase(), path, id: `${method.toUpperCase()} ${path}`,
        params: params.filter((p) => ["path", "query", "header"].includes(p.in)).map((p) => ({ ...p, schema: p.schema ?? { type: "string" } })),
        body: op.requestBody ? { required: !!op.requestBody.required, contentTypes: Object.keys(content), schema: Object.values(content)[0]?.schema ?? {} } : undefined,
        open: Array.isArray(op.security) && op.security.length === 0,
        responses: Object.fromEntries(Object.entries(op.responses ?? {}).map(([status, r]) => [status, r.content?.["application/json"]?.schema ?? null])),
      });
    }
  return operations;
}

/** The mock plane answers GET {snapshot url}/openapi for every pack; it is fuzzed with the pack's operations. */
const servedDocument = (surface: string, kind: FuzzOperation["kind"]): FuzzOperation => ({
  surface, kind, method: "GET", path: "/openapi", id: "GET /openapi", params: [], open: true, responses: { "200": { type: "object" } },
});

export async function loadFuzzOperations(): Promise<FuzzOperation[]> {
  const registry = await loadPacks(BUILTIN_PROVIDERS_DIR, FIXTURE_PACKS);
  const all = await operationsOf("control", "control", controlPlaneOpenApi());
  for (const pack of registry.list()) {
    all.push(...(await operationsOf(pack.def.slug, pack.def.kind, pack.def.openapi)), servedDocument(pack.def.slug, pack.def.kind));
  }
  return all;
}
