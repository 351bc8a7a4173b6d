import type { LoadedPack } from "../pack/loaded-pack.ts";
import type { Logger } from "../log/logger.ts";
import type { World } from "../world/world.ts";
import { applyFault, droppedConnection } from "./fault-answers.ts";
import type { FaultHit } from "./fault-table.ts";

/** One REST request's fault: decided once, and kept while the request runs again (a lost race, a latency wait). */
export interface RestFaultState {
  hit?: FaultHit | null;
  waited?: boolean;
}

/**
 * The world's rules for one REST request, before its operation runs: undefined (no promise, no await)
 * when none fires, the common case; else, once its wait is over, the provider's error answer, a dropped
 * connection, or "again" after a latency rule (the caller serves the request anew, on the world as it is
 * by then). Every injected fault is logged.
 */
export function restFault(
  world: World, pack: LoadedPack, call: { operation: string; path: string }, request: Request, state: RestFaultState, log: Logger,
): Promise<Response | "again" | undefined> | undefined {
  if (state.hit === undefined) {
    state.hit = world.faults?.decide({ pack: pack.def.slug, operation: call.operation, path: call.path }) ?? null;
    if (state.hit) log.info("faults", `world ${world.id}: rules[${state.hit.rule}] ${state.hit.effect} on ${state.hit.on} (${request.method} ${call.path})`);
  }
  if (!state.hit || state.waited) return undefined;
  state.waited = true;
  return applyFault(state.hit, pack, request).then((outcome) => (outcome === "proceed" ? "again" : outcome === "drop" ? droppedConnection() : outcome));
}
