import type { LoadedPack } from "../pack/loaded-pack.ts";
import type { RequestProblem } from "../pack/types.ts";
import { json } from "../pack/define-pack.ts";
import { closingConnection, withHeaders } from "../http/request-checks.ts";

/** The message of a 413 on the mock plane, whichever shape carries it. */
export function payloadTooLargeMessage(limit: number): string {
  return `The size of the request body exceeded ${limit} bytes.`;
}

/**
 * 413 in the pack's shape: its `errors.payloadTooLarge`, else its `invalidJson` answer with status 413
 * (a pack's own client-error shape, with a message that says what happened). The connection is closed
 * so Bun does not go on reading the rest of the body.
 */
export function payloadTooLarge(pack: LoadedPack, limit: number, request: Request): Response {
  const own = pack.def.errors.payloadTooLarge?.(limit, request);
  if (own) return closingConnection(own);
  const shaped = pack.def.errors.invalidJson(payloadTooLargeMessage(limit), request);
  return closingConnection(new Response(shaped.body, { status: 413, headers: shaped.headers }));
}

/** The pack's errors.internal for a fault in its code, with the id its log line carries. */
export function packInternalError(pack: LoadedPack, request: Request, requestId: string): Response {
  return withHeaders(pack.def.errors.internal("An unexpected error occurred in the mock.", request), { "x-request-id": requestId });
}

/** The mock plane's answer to a fault outside any pack's code, where no pack's shape applies. */
export function mockInternalError(requestId: string): Response {
  return json({ error: "Internal error in the mock service; see the service log.", requestId }, 500, { "x-request-id": requestId });
}

/** 400 for a request without a usable Host: no world can be told from it. */
export function badHostAnswer(problem: string): Response {
  return json({ error: problem }, 400);
}

/**
 * A request that breaks its operation's declaration, in the pack's shape: its `errors.invalidRequest`,
 * else its `invalidJson` answer with a message listing the problems.
 */
export function invalidRequestAnswer(pack: LoadedPack, problems: RequestProblem[], request: Request): Response {
  const own = pack.def.errors.invalidRequest?.(problems, request);
  return own ?? pack.def.errors.invalidJson(`Invalid request: ${problems.map((p) => p.message).join("; ")}`, request);
}

/**
 * The world kept changing on other nodes while this request ran (every attempt lost the race): the
 * pack's internal-error shape with status 503 and Retry-After, so a client's retry logic applies.
 */
export function worldBusyAnswer(pack: LoadedPack | undefined, request: Request): Response {
  const message = "The world was changed by other requests at the same moment; retry the request.";
  const shaped = pack ? pack.def.errors.internal(message, request) : json({ error: message }, 503);
  return withHeaders(new Response(shaped.body, { status: 503, headers: shaped.headers }), { "retry-after": "1" });
}

/**
 * A write past a byte quota (core/world/world-quota.ts): the pack's `errors.quotaExceeded`, else its
 * client-error shape (`invalidJson`) with status 413; a client's doing, so never a 5xx.
 */
export function quotaAnswer(pack: LoadedPack, error: Error, request: Request): Response {
  const own = pack.def.errors.quotaExceeded?.(error.message, request);
  if (own) return own;
  const shaped = pack.def.errors.invalidJson(error.message, request);
  return new Response(shaped.body, { status: 413, headers: shaped.headers });
}

/**
 * A request stopped for holding the service too long (core/pack/work-budget.ts): the pack's
 * `errors.workBudgetExceeded`, else its internal-error shape with status 503.
 */
export function workBudgetAnswer(pack: LoadedPack, error: Error, request: Request): Response {
  const own = pack.def.errors.workBudgetExceeded?.(error.message, request);
  if (own) return own;
  const shaped = pack.def.errors.internal(error.message, request);
  return new Response(shaped.body, { status: 503, headers: shaped.headers });
}
