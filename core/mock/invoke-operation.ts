import { requestCheckOf, type LoadedPack } from "../pack/loaded-pack.ts";
import type { RequestCheck } from "../validation/request-checks.ts";
import type { BodyParsing, OperationContext, OperationInput, OperationResult, UploadedFile } from "../pack/types.ts";
import type { World } from "../world/world.ts";
import { json, PackError } from "../pack/define-pack.ts";
import type { Logger } from "../log/logger.ts";
import { BodyReadError, BodyTooLargeError, readBodyBytes, readBodyText, requestIdFor } from "../http/request-checks.ts";
import { parseJsonText } from "../http/json-depth.ts";
import { invalidRequestAnswer, packInternalError, quotaAnswer, workBudgetAnswer } from "./mock-faults.ts";
import { QuotaExceeded } from "../world/world-quota.ts";
import { WorkBudgetExceeded } from "../pack/work-budget.ts";
import { WorldConflict } from "../world/world-conflict.ts";

export interface InvocationTarget {
  pack: LoadedPack;
  world: World;
  baseUrl: string;
  now: () => number;
  /** The service's logger: a fault in the pack's code is logged here with its request id. */
  log: Logger;
  /** For calls an MCP tool makes: the MCP request's own `Authorization` (OperationContext.mcpAuthorization). */
  mcpAuthorization?: string;
}

export function createOperationContext(
  target: InvocationTarget,
  request: Request,
  params: Record<string, string>,
  body: unknown,
  parsedUrl?: URL,
  credentialInAuthorization = false,
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
    credentialInAuthorization,
    ...(target.mcpAuthorization !== undefined ? { mcpAuthorization: target.mcpAuthorization } : {}),
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
  const check = requestCheckOf(target.pack, method, match.template);
  return runOperation(target, match.operationId, createOperationContext(target, request, match.params, init.body), { guarded: false, check });
}

/**
 * The request's body: JSON; a urlencoded or multipart form as an object of fields (a repeated field as
 * an array, a file as an UploadedFile, `bodyParsing.jsonFormFields` as parsed JSON); an
 * `application/octet-stream` body (or any body when `rawBytes`: see raw-body.ts) as one UploadedFile (no
 * filename), since raw bytes are no text to parse;
 * undefined when empty; a SyntaxError when malformed or cannot be read to its end; a BodyTooLargeError
 * past `limit` bytes (declared, or counted while reading).
 */
export async function readRequestBody(request: Request, limit: number, parsing: BodyParsing = {}, rawBytes = false): Promise<unknown> {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  const contentType = (request.headers.get("content-type") ?? "").toLowerCase();
  const binary = rawBytes || contentType.includes("multipart/form-data") || contentType.startsWith("application/octet-stream");
  let bytes: Uint8Array<ArrayBuffer> | undefined;
  let text: string;
  try {
    // Text bodies (JSON, forms: nearly every request) are read as text, with no byte copy.
    if (binary) bytes = await readBodyBytes(request, limit);
    text = binary ? "" : await readBodyText(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return error;
    // The client's fault: answered like malformed JSON, in the pack's shape.
    if (error instanceof BodyReadError) return new SyntaxError(error.message);
    throw error;
  }
  if (bytes && contentType.includes("multipart/form-data")) return parseMultipart(bytes, request.headers.get("content-type")!, parsing);
  if (bytes)
    return bytes.byteLength === 0 ? undefined : ({ filename: "", type: contentType.split(";")[0]!.trim() || "application/octet-stream", bytes } satisfies UploadedFile);
  if (text.trim() === "") return undefined;
  if (contentType.includes("application/x-www-form-urlencoded")) return parseFormFields(new URLSearchParams(text), parsing);
  try {
    // Nested past MAX_JSON_DEPTH is refused like malformed JSON, in the pack's shape.
    return parseJsonText(text);
  } catch (error) {
    return error as SyntaxError;
  }
}

/** A multipart body's fields (strings) and files; a SyntaxError when it is not well-formed multipart. */
async function parseMultipart(bytes: Uint8Array<ArrayBuffer>, contentType: string, parsing: BodyParsing): Promise<unknown> {
  if (bytes.byteLength === 0) return undefined;
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    return new SyntaxError("The multipart/form-data body is malformed.");
  }
  const entries: Array<[string, unknown]> = [];
  for (const [name, value] of form.entries() as Iterable<[string, string | File]>) {
    if (typeof value === "string") entries.push([name, value]);
    else entries.push([name, { filename: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) } satisfies UploadedFile]);
  }
  return parseFormFields(entries, parsing);
}

/** Form entries as an object: a repeated name keeps every value in order, as an array. */
function parseFormFields(entries: Iterable<[string, unknown]>, parsing: BodyParsing): Record<string, unknown> | SyntaxError {
  const jsonFields = new Set(parsing.jsonFormFields ?? []);
  const values = new Map<string, unknown[]>();
  for (const [name, raw] of entries) {
    let value = raw;
    if (jsonFields.has(name) && typeof raw === "string") {
      try {
        value = parseJsonText(raw);
      } catch (error) {
        return new SyntaxError(`The form field "${name}" is not valid JSON: ${(error as Error).message}`);
      }
    }
    const list = values.get(name);
    if (list) list.push(value);
    else values.set(name, [value]);
  }
  const fields: Record<string, unknown> = {};
  // defineProperty, so a field named `__proto__` is a field like any other.
  for (const [name, list] of values)
    Object.defineProperty(fields, name, { value: list.length === 1 ? list[0] : list, enumerable: true, writable: true, configurable: true });
  return fields;
}

/**
 * Runs a handler and turns plain data into a JSON response. `check` (the operation's declared parameters
 * and body) runs after the guard: a request it refuses is answered with the pack's `invalidRequest` and
 * never reaches the handler (onResponse still sees the answer). Anything the pack's code throws (handler,
 * guard, onResponse) becomes the pack's errors.internal with a fixed message and an `X-Request-Id`; the
 * error itself goes only to the service's log, with its stack and that id.
 */
export async function runOperation(
  target: InvocationTarget,
  operationId: string,
  ctx: OperationContext,
  options: { guarded: boolean; check?: RequestCheck },
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
    const problems = options.check?.(ctx);
    let response: Response;
    try {
      response = problems ? invalidRequestAnswer(target.pack, problems, ctx.request) : toResponse(await handler(ctx));
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
    // Not the pack's fault: this node's copy of the world is stale; the caller runs the request again.
    if (error instanceof WorldConflict) throw error;
    // The request asked for more work than one request may do: the client's doing, answered in the pack's shape.
    if (WorkBudgetExceeded.is(error)) return workBudgetAnswer(target.pack, error, ctx.request);
    // A write past a byte quota: refused before it changed anything (world.ts), in the pack's shape.
    if (QuotaExceeded.is(error)) return quotaAnswer(target.pack, error, ctx.request);
    const requestId = requestIdFor(ctx.request);
    target.log.error("mock", `${target.pack.def.slug}.${operationId} failed in world ${target.world.id} (request ${requestId})`, error);
    return packInternalError(target.pack, ctx.request, requestId);
  }
}

/** In-process call of an operation by id, used by tools and by handlers composing others. */
export async function callOperation(target: InvocationTarget, operationId: string, input: OperationInput = {}): Promise<Response> {
  // A handler may serve several methods or paths: the first declared one, or the one of `input.method`.
  const wanted = input.method?.toUpperCase();
  const found = target.pack.routes.routes
    .flatMap((r) => [...r.operations.entries()].map(([method, id]) => ({ route: r, method, id })))
    .find((entry) => entry.id === operationId && (wanted === undefined || entry.method === wanted));
  if (!found) throw new Error(`Unknown operation ${operationId}${wanted ? ` for ${wanted}` : ""} in pack ${target.pack.def.slug}`);
  const { route } = found;
  const params = input.params ?? {};
  const path = route.segments.map((s) => ("literal" in s ? s.literal : encodeURIComponent(params[s.param] ?? ""))).join("/");
  const url = new URL(`${target.baseUrl}/${path}`);
  for (const [key, value] of Object.entries(input.query ?? {})) url.searchParams.set(key, value);
  const method = input.method ?? found.method;
  const request = new Request(url, { method, headers: input.headers });
  const ctx = createOperationContext(target, request, params, input.body);
  // In-process calls are trusted: the REST guard (sessions, keys) does not apply.
  return runOperation(target, operationId, ctx, { guarded: false, check: requestCheckOf(target.pack, method, route.template) });
}

/** A thrown PackError in the pack's own shape: its `errors.render`, else the payload as JSON. */
export function renderPackError(pack: LoadedPack, error: PackError, request: Request): Response {
  return pack.def.errors.render?.(error, request) ?? json(error.payload, error.status, error.headers);
}

function toResponse(result: OperationResult): Response {
  return result instanceof Response ? result : json(result);
}
