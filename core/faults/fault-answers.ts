import type { LoadedPack } from "../pack/loaded-pack.ts";
import { withHeaders } from "../http/request-checks.ts";
import type { FaultEffect } from "./fault-rule.ts";
import type { FaultHit } from "./fault-table.ts";

/** The Retry-After a rate_limit rule asks for when it gives no `ms`. */
const DEFAULT_RETRY_AFTER_MS = 1000;

/** Effects answered with the provider's error (the rest delay the call, or close its connection). */
export type AnsweredEffect = Extract<FaultEffect, "rate_limit" | "server_error" | "timeout">;

/**
 * What a fired rule does to its call, on any surface: waits its `ms` where the effect takes time, then
 * gives the provider's answer, "drop" (the connection closes unanswered), or "proceed" (latency: the
 * call then runs as usual). Nothing of the call has run: a faulted write never changes the world.
 * `wait: false` gives the same outcome at once (a call run again after a lost race waited already).
 */
export async function applyFault(hit: FaultHit, pack: LoadedPack, request: Request, wait = true): Promise<Response | "drop" | "proceed"> {
  if (wait && hit.effect !== "rate_limit" && hit.ms) await new Promise((resolve) => setTimeout(resolve, hit.ms));
  if (hit.effect === "latency") return "proceed";
  if (hit.effect === "drop_connection") return "drop";
  return faultAnswer(pack, hit.effect, hit.ms, request);
}

/**
 * The provider's answer to an injected fault, in its own shape: the pack's `faults` hooks, else the
 * core's defaults in its `errors.internal` shape (429 with Retry-After, 503, 504).
 */
export function faultAnswer(pack: LoadedPack, effect: AnsweredEffect, ms: number | undefined, request: Request): Response {
  const hooks = pack.def.faults;
  if (effect === "rate_limit") {
    // Retry-After is whole seconds; a rule's shorter wait still asks for one.
    const seconds = Math.max(1, Math.ceil((ms ?? DEFAULT_RETRY_AFTER_MS) / 1000));
    return hooks?.rateLimited?.(seconds, request) ?? withStatus(internal(pack, "Too many requests; retry later.", request), 429, { "retry-after": String(seconds) });
  }
  const unavailable = () => hooks?.serverError?.(request) ?? withStatus(internal(pack, "The service is temporarily unavailable; retry later.", request), 503);
  if (effect === "server_error") return unavailable();
  return hooks?.gatewayTimeout?.(request) ?? withStatus(unavailable(), 504);
}

/**
 * An answer that resets the connection before a byte of it is sent: Bun.serve cannot close a request's
 * socket from its handler, but a body stream that fails before its first chunk makes it reset the
 * connection with nothing written (a client sees ECONNRESET, "socket hang up"). Failing with no reason
 * keeps Bun from printing one.
 */
export function droppedConnection(): Response {
  return new Response(new ReadableStream({ start: (controller) => controller.error() }));
}

function internal(pack: LoadedPack, message: string, request: Request): Response {
  return pack.def.errors.internal(message, request);
}

function withStatus(response: Response, status: number, headers: Record<string, string> = {}): Response {
  return withHeaders(new Response(response.body, { status, headers: response.headers }), headers);
}
