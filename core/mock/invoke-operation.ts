import type { LoadedPack } from "../pack/loaded-pack.ts";
import type { OperationContext, OperationInput, OperationResult } from "../pack/types.ts";
import type { World } from "../world/world.ts";
import { json } from "../pack/define-pack.ts";

export interface InvocationTarget {
  pack: LoadedPack;
  world: World;
  baseUrl: string;
  now: () => number;
}

export function createOperationContext(
  target: InvocationTarget,
  request: Request,
  params: Record<string, string>,
  body: unknown,
  parsedUrl?: URL,
): OperationContext {
  const url = parsedUrl ?? new URL(request.url);
  const { pack, world } = target;
  return {
    request,
    url,
    params,
    query: url.searchParams,
    body,
    world: world.forPack(pack.def.slug, target.now),
    clock: { now: () => new Date(target.now()) },
    ids: world.ids,
    config: world.meta.config[pack.def.slug],
    baseUrl: target.baseUrl,
    call: (operationId, input) => callOperation(target, operationId, input),
    dispatch: (method, path, init) => dispatchPath(target, method, path, init),
  };
}

/** Routes a method and path to the pack's operation in-process; subrequests skip the guard like `call`. */
export async function dispatchPath(
  target: InvocationTarget,
  method: string,
  path: string,
  init: { body?: unknown; headers?: HeadersInit } = {},
): Promise<Response> {
  const url = new URL(`${target.baseUrl}${path.startsWith("/") ? path : `/${path}`}`);
  const request = new Request(url, { method, headers: init.headers });
  const match = target.pack.routes.match(method, url.pathname.slice(new URL(target.baseUrl).pathname.replace(/\/$/, "").length) || "/");
  if (match.kind === "not-found") return target.pack.def.errors.notFound(request);
  if (match.kind === "method-not-allowed") return target.pack.def.errors.methodNotAllowed(request, match.allowed);
  return runOperation(target, match.operationId, createOperationContext(target, request, match.params, init.body), { guarded: false });
}

/** The request's body: JSON, or a form (OAuth token requests); undefined when empty; a SyntaxError when malformed. */
export async function readRequestBody(request: Request): Promise<unknown> {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  const text = await request.text();
  if (text.trim() === "") return undefined;
  if ((request.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded"))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch (error) {
    return error as SyntaxError;
  }
}

/** Runs a handler and turns plain data into a JSON response; a thrown error becomes the pack's 500. */
export async function runOperation(
  target: InvocationTarget,
  operationId: string,
  ctx: OperationContext,
  options: { guarded: boolean },
): Promise<Response> {
  const handler = target.pack.def.operations[operationId];
  try {
    // Loading a pack proves every declared operation has a handler; this guards callers naming another id.
    if (!handler) throw new Error(`pack ${target.pack.def.slug} has no handler for operation ${operationId}`);
    const refused = options.guarded ? target.pack.def.guard?.(ctx, operationId) : undefined;
    if (refused) return refused;
    const response = toResponse(await handler(ctx));
    return options.guarded && target.pack.def.onResponse ? target.pack.def.onResponse(ctx, response, operationId) : response;
  } catch (error) {
    console.error(`[mock] ${target.pack.def.slug}.${operationId} failed in world ${target.world.id}:`, error);
    return target.pack.def.errors.internal("An unexpected error occurred in the mock.", ctx.request);
  }
}

/** In-process call of an operation by id, used by tools and by handlers composing others. */
export async function callOperation(target: InvocationTarget, operationId: string, input: OperationInput = {}): Promise<Response> {
  const route = target.pack.routes.routes.find((r) => [...r.operations.values()].includes(operationId));
  if (!route) throw new Error(`Unknown operation ${operationId} in pack ${target.pack.def.slug}`);
  const params = input.params ?? {};
  const path = route.segments.map((s) => ("literal" in s ? s.literal : encodeURIComponent(params[s.param] ?? ""))).join("/");
  const url = new URL(`${target.baseUrl}/${path}`);
  for (const [key, value] of Object.entries(input.query ?? {})) url.searchParams.set(key, value);
  const method = input.method ?? [...route.operations.entries()].find(([, id]) => id === operationId)![0];
  const request = new Request(url, { method, headers: input.headers });
  const ctx = createOperationContext(target, request, params, input.body);
  // In-process calls are trusted: the REST guard (sessions, keys) does not apply.
  return runOperation(target, operationId, ctx, { guarded: false });
}

function toResponse(result: OperationResult): Response {
  return result instanceof Response ? result : json(result);
}
