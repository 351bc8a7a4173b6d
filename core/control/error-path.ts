import type { Logger } from "../log/logger.ts";
import { EvalError, evalError } from "../evals/eval-errors.ts";
import { BodyReadError, BodyTooLargeError, closingConnection, declaresTooLarge, hostProblem, pathOf, requestIdFor } from "../http/request-checks.ts";
import { ControlError, controlError } from "./control-errors.ts";
import { evalErrorResponse } from "./eval-error-status.ts";
import { startWorkSlice, WorkBudgetExceeded } from "../pack/work-budget.ts";

/** What the hooks below use of Elysia's context. */
interface HookContext {
  request: Request;
  set: { headers: Record<string, string | number> };
}

const DATASET_PATH = /^\/api\/v1\/datasets\/[^/]+\/?$/;

/**
 * The control plane's first hook, before routing, authentication and the rate limit: gives the
 * request its id (`X-Request-Id` on every answer, errors included), refuses a request without a
 * usable Host (400) and a declared body over `bodyLimit` (413) before anything reads it. A chunked
 * body is counted while it is read (readJson, readText in require-org.ts).
 */
export function createRequestGate(bodyLimit: number, datasetBytes = bodyLimit) {
  return ({ request, set }: HookContext): void => {
    // Each request's uninterrupted work is measured from here (core/pack/work-budget.ts).
    startWorkSlice();
    set.headers["x-request-id"] = requestIdFor(request);
    const problem = hostProblem(request);
    if (problem) throw controlError("badHost", problem);
    // A dataset upload has its own, smaller limit: the answer names the setting that refused it.
    if (datasetBytes < bodyLimit && request.method === "PUT" && DATASET_PATH.test(pathOf(request)) && declaresTooLarge(request, datasetBytes))
      throw evalError("datasetTooLarge", datasetBytes);
    if (declaresTooLarge(request, bodyLimit)) throw new BodyTooLargeError(bodyLimit);
  };
}

/**
 * The control plane's one error path (its `onError`): the catalogue's errors and the evaluation errors
 * as they are, `{error}` for everything else. A 5xx carries `requestId` in its body, and the log line
 * (through the service's logger) the stack and the same id.
 */
export function answerControlError(log: Logger, { error, code, request, set }: HookContext & { error: unknown; code: unknown }): Response {
  let requestId = set.headers["x-request-id"];
  if (requestId === undefined) set.headers["x-request-id"] = requestId = requestIdFor(request);
  const where = `${request.method} ${pathOf(request)}`;
  if (error instanceof BodyTooLargeError) return closingConnection(controlError("payloadTooLarge", error.limit).toResponse());
  if (error instanceof BodyReadError) return closingConnection(controlError("invalidBody", error.message).toResponse());
  if (error instanceof ControlError) {
    if (error.status < 500) return error.toResponse();
    log.error("control", `${where} answered ${error.status} (request ${requestId})${error.detail ? `: ${error.detail}` : ""}`, error);
    return error.toResponse({ requestId: String(requestId) });
  }
  if (error instanceof EvalError) return evalErrorResponse(error);
  // The client asked for more work than one request may do: logged without a stack, as no code failed.
  if (WorkBudgetExceeded.is(error)) {
    log.warn("control", `${where} stopped after ${error.heldMs.toFixed(0)} ms of uninterrupted work (request ${requestId})`);
    return controlError("workBudgetExceeded", error.limitMs).toResponse({ requestId: String(requestId) });
  }
  if (code === "NOT_FOUND") return controlError("routeNotFound", request.method, pathOf(request)).toResponse();
  // Elysia's own body parser, on a route that does not read the body itself.
  if (code === "PARSE") return controlError("invalidJson", "it could not be parsed").toResponse();
  log.error("control", `${where} failed (request ${requestId})`, error);
  return Response.json({ error: "Internal error; see the service log.", requestId }, { status: 500 });
}

/** The control listener's answer to an error that escaped Elysia (main.ts). */
export function controlInternalError(requestId: string): Response {
  return Response.json({ error: "Internal error; see the service log.", requestId }, { status: 500, headers: { "x-request-id": requestId } });
}
