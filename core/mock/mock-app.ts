import { requestCheckOf, type PackRegistry } from "../pack/loaded-pack.ts";
import { trimTrailingSlashes } from "../http/trim-trailing-slashes.ts";
import type { WorldRegistry } from "../world/world-registry.ts";
import { MCP_LABEL, type WorldAddressing } from "./world-address.ts";
import { retryOnConflict, WorldConflict } from "../world/world-conflict.ts";
import { takesRawBytes } from "./raw-body.ts";
import { createOperationContext, readRequestBody, runOperation, type InvocationTarget } from "./invoke-operation.ts";
import { json } from "../pack/define-pack.ts";
import { handleMcpRequest } from "../mcp/mcp-endpoint.ts";
import type { McpSessions } from "../mcp/mcp-sessions.ts";
import { checkWorldAccess, cookieScope, unauthorizedResponse } from "./world-credential.ts";
import type { Logger } from "../log/logger.ts";
import type { ResourceLimits } from "../config.ts";
import type { PackOpenApi } from "../pack/types.ts";
import { BodyTooLargeError, declaresTooLarge, hostProblem, pathOf, requestIdFor } from "../http/request-checks.ts";
import { badHostAnswer, mockInternalError, payloadTooLarge, worldBusyAnswer } from "./mock-faults.ts";
import { addressFromCredential, noWorldAnswer } from "./address-from-credential.ts";
import { startWorkSlice } from "../pack/work-budget.ts";
import { restFault, type RestFaultState } from "../faults/rest-faults.ts";
import { operationBodyLimit } from "./operation-body-limit.ts";

export interface MockPlaneDeps {
  packs: PackRegistry;
  worlds: WorldRegistry;
  addressing: WorldAddressing;
  sessions: McpSessions;
  log: Logger;
  limits: Pick<ResourceLimits, "mockBodyBytes">;
}

/**
 * The mock plane: every world's providers, by host or by path, with no control-plane key. One catch-all
 * (the packs' route tables do the routing), so it is a plain `handle` rather than a router: a framework
 * here cost a fifth of every mock call. Tests and the listener use this same function.
 */
export function createMockApp(deps: MockPlaneDeps): { handle(request: Request): Promise<Response> } {
  return {
    async handle(request) {
      if (!deps.log.debugEnabled) return answer(deps, request);
      // LOG_LEVEL=debug: one line per request, so users see what their client sent and what it got.
      const started = performance.now();
      const response = await answer(deps, request);
      deps.log.debug("mock", `${request.method} ${pathOf(request)} ${response.status} ${(performance.now() - started).toFixed(1)} ms`);
      return response;
    },
  };
}

/** The answer to one request; a fault outside every pack's code is a 500 with a request id, logged. */
async function answer(deps: MockPlaneDeps, request: Request): Promise<Response> {
  try {
    return await dispatchMockRequest(deps, request);
  } catch (error) {
    // Outside any pack's code (a pack's own faults are its errors.internal, invoke-operation.ts).
    const requestId = requestIdFor(request);
    deps.log.error("mock", `${request.method} ${pathOf(request)} failed (request ${requestId})`, error);
    return mockInternalError(requestId);
  }
}

export async function dispatchMockRequest(deps: MockPlaneDeps, request: Request): Promise<Response> {
  startWorkSlice();
  // One parse serves the host check and everything after it (URL.parse: null instead of a throw).
  const url = URL.parse(request.url);
  const hostIssue = hostProblem(request, url !== null);
  if (hostIssue || !url) return badHostAnswer(hostIssue ?? "The request URL is not absolute.");
  const address = deps.addressing.resolve(request, url) ?? (await addressFromCredential(deps.packs, request, url, deps.limits.mockBodyBytes));
  if (!address) return noWorldAnswer(deps.packs, request, url);
  // The body is read once; a request whose world changed on another node meanwhile runs again on the new state.
  const body: BodyOnce = {};
  try {
    return await retryOnConflict(
      () => serveInWorld(deps, request, url, address, body),
      (n) => deps.log.debug("mock", `${request.method} ${address.path} in world ${address.worldId}: another node changed the world first; running it again (attempt ${n})`),
    );
  } catch (error) {
    if (error instanceof WorldConflict) return worldBusyAnswer(deps.packs.get(address.slug), request);
    throw error;
  }
}

/** What one request keeps across its runs: its body, read once, and its fault, decided once. */
interface BodyOnce { value?: unknown; fault?: RestFaultState }

const MCP_PATH = /^\/mcp(?:\/([^/]+))?$/;

/**
 * The world's MCP endpoint, `/w/<id>/mcp` (host `<id>.mcp.<domain>`) or `{pack url}/mcp`, and a profile
 * under either: `.../mcp/<profile>` (core/mcp/mcp-profiles.ts).
 */
function mcpAddress(address: { slug: string; path: string }): { profile?: string } | undefined {
  const path = trimTrailingSlashes(address.path);
  if (address.slug === MCP_LABEL) {
    if (address.path === "/" || path === "") return {};
    const profile = /^\/([^/]+)$/.exec(path)?.[1];
    return profile ? { profile: decodeSegment(profile) } : undefined;
  }
  const match = MCP_PATH.exec(path);
  return match ? { profile: match[1] === undefined ? undefined : decodeSegment(match[1]) } : undefined;
}

/** A malformed escape names no profile (refused as unknown), never a thrown URIError. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
type WorldAddress = NonNullable<ReturnType<WorldAddressing["resolve"]>> & { byCredential?: boolean };

/** One run of the request against the world as the store holds it now; the answer waits for its commit. */
async function serveInWorld(deps: MockPlaneDeps, request: Request, url: URL, address: WorldAddress, bodyOnce: BodyOnce): Promise<Response> {
  const world = await deps.worlds.get(address.worldId);
  // The world's MCP endpoint: `/w/<id>/mcp` (or host `<id>.mcp.<domain>`) and `{pack url}/mcp`.
  const mcp = mcpAddress(address);
  if (mcp) {
    if (!world) return json({ jsonrpc: "2.0", error: { code: -32001, message: "No live world at this address; it may have expired." }, id: null }, 404);
    return handleMcpRequest({ ...deps, now: deps.worlds.now }, world, request, () => deps.worlds.get(world.id), mcp.profile);
  }
  const pack = deps.packs.get(address.slug);
  if (!pack) return json({ error: `No provider "${address.slug}" is installed.` }, 404);
  // Whatever the route, a declared body over the limit is refused in the pack's shape before anything reads it.
  if (declaresTooLarge(request, deps.limits.mockBodyBytes)) return payloadTooLarge(pack, deps.limits.mockBodyBytes, request);
  // An expired, unknown or foreign world looks exactly like a missing resource of that provider; a
  // credential that named such a world is one the provider no longer accepts.
  if (!world || !world.meta.packs.includes(pack.def.slug))
    return address.byCredential ? unauthorizedResponse(pack, request, "The session named no live world; it may have expired.") : pack.def.errors.notFound(request);

  const baseUrl = deps.addressing.urlFor(world.id, pack.def.slug);
  // An evaluation task's world answers only to the task's credential, on every surface (MCP checks it in its endpoint).
  let credentialInAuthorization = false;
  if (world.meta.mcpCredentialHash) {
    const access = await checkWorldAccess(world, request, url, { browser: pack.def.kind === "ui", ...cookieScope(baseUrl) });
    if (!access.allowed) return unauthorizedResponse(pack, request);
    if ("redirect" in access) return access.redirect;
    credentialInAuthorization = access.credentialInAuthorization === true;
  }
  const target: InvocationTarget = { pack, world, baseUrl, now: deps.worlds.now, log: deps.log };
  const path = address.path.length > 1 ? trimTrailingSlashes(address.path) : address.path;
  if (request.method === "GET" && path === "/openapi") return json(withServer(pack.def.openapi, baseUrl));

  const match = pack.routes.match(request.method, path);
  if (match.kind === "not-found") return pack.def.errors.notFound(request);
  if (match.kind === "method-not-allowed") return pack.def.errors.methodNotAllowed(request, match.allowed);

  // Reads carry no body: no document lookup and no await on the read path.
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  if (hasBody && !("value" in bodyOnce)) {
    const limit = operationBodyLimit(pack.def.openapi, request.method, match.template, deps.limits.mockBodyBytes);
    if (declaresTooLarge(request, limit)) return payloadTooLarge(pack, limit, request);
    const rawBytes = takesRawBytes(pack.def.openapi, request.method, match.template, request.headers.get("content-type"));
    bodyOnce.value = await readRequestBody(request, limit, pack.def.bodyParsing, rawBytes);
  }
  const body = bodyOnce.value;
  // The world's fault rules (docs/worlds.md "Faults") act before the operation runs; with none, a null check.
  const faulting = world.faults ? restFault(world, pack, { operation: match.operationId, path }, request, (bodyOnce.fault ??= {}), deps.log) : undefined;
  if (faulting) {
    const faulted = await faulting;
    if (faulted === "again") return serveInWorld(deps, request, url, address, bodyOnce);
    if (faulted) return faulted;
  }
  if (body instanceof BodyTooLargeError) return payloadTooLarge(pack, body.limit, request);
  if (body instanceof SyntaxError) return pack.def.errors.invalidJson(body.message, request);
  const ctx = createOperationContext(target, request, match.params, body, url, credentialInAuthorization);
  const response = await runOperation(target, match.operationId, ctx, { guarded: true, check: requestCheckOf(pack, request.method, match.template) });
  // Nothing this answer shows or acknowledges may be uncommitted (its own changes, or those it read);
  // a read of a world with nothing pending skips even the await.
  if (world.hasUncommitted || !world.usable) await world.flushed();
  return response;
}

function withServer(openapi: PackOpenApi, url: string): PackOpenApi {
  return { ...openapi, servers: [{ url, description: "This world" }] };
}
