import type { LoadedPack } from "../pack/loaded-pack.ts";
import type { OperationContext, OperationInput, OperationResult } from "../pack/types.ts";
import type { World } from "../world/world.ts";
import { json, PackError } from "../pack/define-pack.ts";
import type { Logger } from "../log/logger.ts";
import { BodyReadError, BodyTooLargeError, readBodyText, requestIdFor } from "../http/request-checks.ts";
import { packInternalError } from "./mock-faults.ts";

export interface InvocationTarget {
  pack: LoadedPack;
  world: World;
  baseUrl: string;
  now: () => number;
  /** The service's logger: a fault in the pack's code is logged here with its request id. */
  log: Logger;
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
    scratch: (key, init) => world.scratch(pack.def.slug, key, init),
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

/**
 * The request's body: JSON, or a form (OAuth token requests); undefined when empty; a SyntaxError when
 * malformed or cannot be read to its end; a BodyTooLargeError past `limit` bytes (declared, or counted
 * while reading).
 */
export async function readRequestBody(request: Request, limit: number): Promise<unknown> {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  let text: string;
  try {
    text = await readBodyText(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return error;
    // The client's fault: answered like malformed JSON, in the pack's shape.
    if (error instanceof BodyReadError) return new SyntaxError(error.message);
    throw error;
  }
  if (text.trim() === "") return undefined;
  if ((request.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded"))
    return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch (error) {
    return error as SyntaxError;
  }
}

/**
 * Runs a handler and turns plain data into a JSON response. Anything the pack's code throws (handler,
 * guard, onResponse) becomes the pack's errors.internal with a fixed message and an `X-Request-Id`; the
 * error itself goes only to the service's log, with its stack and that id.
 */
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
    if (options.guarded && target.pack.def.guard) {
      let refused: Response | undefined;
      try {
        refused = await target.pack.def.guard(ctx, operationId);
      } catch (error) {
        if (PackError.is(error)) return renderPackError(target.pack, error, ctx.request);
        throw error;
      }
      if (refused) return refused;
    }
    let response: Response;
    try {
      response = toResponse(await handler(ctx));
    } catch (error) {
      if (!PackError.is(error)) throw error;
      response = renderPackError(target.pack, error, ctx.request);
    }
    if (!options.guarded || !target.pack.def.onResponse) return response;
    try {
      return await target.pack.def.onResponse(ctx, response, operationId);
    } catch (error) {
      if (PackError.is(error)) return renderPackError(target.pack, error, ctx.request);
      throw error;
    }
  } catch (error) {
    const requestId = requestIdFor(ctx.request);
    target.log.error("mock", `${target.pack.def.slug}.${operationId} failed in world ${target.world.id} (request ${requestId})`, error);
    return packInternalError(target.pack, ctx.request, requestId);
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

/** A thrown PackError in the pack's own shape: its `errors.render`, else the payload as JSON. */
export function renderPackError(pack: LoadedPack, error: PackError, request: Request): Response {
  return pack.def.errors.render?.(error, request) ?? json(error.payload, error.status, error.headers);
}

function toResponse(result: OperationResult): Response {
  return result instanceof Response ? result : json(result);
}
