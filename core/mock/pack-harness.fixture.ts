// A tiny in-memory pack host for core tests: one world, guarded requests as the mock app runs them.
import { createLoadedPack, createPackRegistry, requestCheckOf, type LoadedPack } from "../pack/loaded-pack.ts";
import type { OpenAPIV3, OperationExtensions, PackDefinition } from "../pack/types.ts";
import { createSqliteStore } from "../store/sqlite-store.ts";
import { WorldRegistry } from "../world/world-registry.ts";
import { createLogger } from "../log/logger.ts";
import { createOperationContext, readRequestBody, runOperation, type InvocationTarget } from "./invoke-operation.ts";
import { json } from "../pack/define-pack.ts";

/** An operation as tests declare it: `responses` may be left out. */
type TinyOperation = Omit<OpenAPIV3.OperationObject<OperationExtensions>, "responses"> & { operationId: string; responses?: OpenAPIV3.ResponsesObject };

/** A minimal valid pack; `paths` maps a path and method to an operation with a handler in `operations`. */
export function tinyPack(overrides: Partial<PackDefinition> & { paths?: Record<string, Record<string, TinyOperation>> } = {}): PackDefinition {
  const { paths = { "/ping": { get: { operationId: "ping" } } }, ...rest } = overrides;
  const withResponses = (operation: TinyOperation) => ({ responses: { "200": { description: "OK" } }, ...operation });
  return {
    slug: "tiny",
    kind: "api",
    title: "Tiny",
    openapi: {
      openapi: "3.0.3",
      info: { title: "t", version: "1" },
      paths: Object.fromEntries(Object.entries(paths).map(([path, item]) => [path, Object.fromEntries(Object.entries(item).map(([method, op]) => [method, withResponses(op)]))])),
    },
    seed: { schema: { type: "object" }, normalize: () => ({ items: [{ id: "a", record: { id: "a" } }] }) },
    errors: {
      notFound: () => json({ error: "not_found" }, 404),
      methodNotAllowed: () => json({ error: "method" }, 405),
      invalidJson: (message) => json({ error: "bad_json", message }, 400),
      internal: (message) => json({ error: "internal", message }, 500),
    },
    operations: { ping: () => ({ pong: true }) },
    ...rest,
  };
}

export async function hostPack(def: PackDefinition, limit = 1 << 20) {
  const pack: LoadedPack = createLoadedPack(def, "tiny.ts");
  const store = createSqliteStore(":memory:");
  const worlds = new WorldRegistry(store, createPackRegistry([pack]), () => Date.parse("2026-01-01T00:00:00Z"));
  const world = await worlds.provision({ orgId: "o", kind: "snapshot", seeds: { [def.slug]: {} }, ttlMs: 60_000, randomSeed: 1 });
  const logged: string[] = [];
  const target: InvocationTarget = {
    pack,
    world,
    baseUrl: "http://tiny.test",
    now: () => Date.parse("2026-01-01T00:00:00Z"),
    log: createLogger("debug", (line) => logged.push(line)),
  };
  return {
    pack,
    world,
    worlds,
    target,
    logged,
    store,
    /** Routes and runs a request as the mock app does (guard and onResponse included). */
    async request(method: string, path: string, init: RequestInit = {}): Promise<Response> {
      const request = new Request(`http://tiny.test${path}`, { method, ...init });
      const match = pack.routes.match(method, new URL(request.url).pathname);
      if (match.kind !== "found") return match.kind === "not-found" ? def.errors.notFound(request) : def.errors.methodNotAllowed(request, match.allowed);
      const body = await readRequestBody(request, limit, def.bodyParsing);
      if (body instanceof SyntaxError) return def.errors.invalidJson(body.message, request);
      const check = requestCheckOf(pack, method, match.template);
      const response = await runOperation(target, match.operationId, createOperationContext(target, request, match.params, body), { guarded: true, check });
      // As the mock app: the answer waits for the commit of what it shows or acknowledges.
      await world.flushed();
      return response;
    },
    /** Waits for pending commits, then closes the store. */
    close: async () => {
      await worlds.commits.drain();
      await store.close();
    },
  };
}
