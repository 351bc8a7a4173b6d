// The pack contract: how a pack answers, in its provider's own shape, the failures the core detects.
import type { RequestLocation } from "./openapi-document-types.ts";

/** One way a request breaks its operation's declaration, as the core found it before the handler ran. */
export interface RequestProblem {
  in: RequestLocation;
  /** The parameter's name; for the body, a JSON Pointer to the offending value ("" is the body itself). */
  name: string;
  /** A readable sentence: `query parameter "limit" must be integer`, `body.text must be string`. */
  message: string;
}

/** Answers in the provider's own error shape for failures the core detects. */
export interface PackErrors {
  notFound(request: Request): Response;
  methodNotAllowed(request: Request, allowed: string[]): Response;
  invalidJson(message: string, request: Request): Response;
  internal(message: string, request: Request): Response;
  /**
   * 401 for a request to an evaluation task's world without the task's credential (the core checks it
   * before the pack sees the request). Optional: the core answers `{error}` (or plain text for a UI pack).
   */
  unauthorized?(message: string, request: Request): Response;
  /**
   * 413 for a request body over the service's limit (MAX_MOCK_BODY_BYTES, `limit` bytes); the core
   * answers it before the body is read. Optional: the core answers with `invalidJson`'s shape and
   * status 413.
   */
  payloadTooLarge?(limit: number, request: Request): Response;
  /**
   * A request that breaks its operation's declared parameters or body schema, found after the guard and
   * before the handler (on in-process calls too). Optional: the core answers with `invalidJson`, its
   * message listing the problems, so every pack answers in its own client-error shape.
   */
  invalidRequest?(problems: RequestProblem[], request: Request): Response;
  /**
   * Renders a PackError thrown by the pack's code (handler, guard, onResponse, tool). Optional: the
   * core answers `error.payload` as JSON with `error.status` and `error.headers`.
   */
  render?(error: PackErrorLike, request: Request): Response;
  /**
   * A request whose work ran over the service's budget (WORK_BUDGET_MS of uninterrupted work, see
   * core/pack/work-budget.ts) and was stopped, as the provider answers a query that runs too long
   * (Salesforce QUERY_TIMEOUT). Optional: the core answers with `internal`'s shape and status 503.
   */
  workBudgetExceeded?(message: string, request: Request): Response;
  /**
   * A write refused because the world, or its organization's live worlds, hold their byte quota
   * (MAX_WORLD_BYTES, MAX_ORG_BYTES; core/world/world-quota.ts), as the provider answers a full
   * storage (Salesforce STORAGE_LIMIT_EXCEEDED). Nothing was written. Optional: the core answers with
   * `invalidJson`'s shape and status 413.
   */
  quotaExceeded?(message: string, request: Request): Response;
}

/** What the core reads of a thrown PackError (core/pack/define-pack.ts). */
export interface PackErrorLike {
  status: number;
  payload: unknown;
  message: string;
  headers: Record<string, string>;
}
