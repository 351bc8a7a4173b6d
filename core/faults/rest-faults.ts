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
 * The world's rules for one REST request, before its operation runs: the provider's error answer, a
 * dropped connection, "again" once a latency rule's wait is over (the caller serves the request anew,
 * on the world as it is by then), or undefined to serve it as usual. Every injected fault is logged.
 */
export async function restFault(
  world: World, pack: LoadedPack, call: { operation: string; path: string }, request: Request, state: RestFaultState, log: Logger,
): Promise<Response | "again" | undefined> {
  if (state.hit === undefined) {
    state.hit = world.faults?.decide({ pack: pack.def.slug, ...call }) ?? null;
    if (state.hit) log.info("faults", `world ${world.id}: rules[${state.hit.rule}] ${state.hit.effect} on ${state.hit.on} (${request.method} ${call.path})`);
  }
  if (!state.hit || state.waited) return undefined;
  state.waited = true;
  const outcome = await applyFault(state.hit, pack, request);
  if (outcome === "proceed") return "again";
  return outcome === "drop" ? droppedConnection() : outcome;
}
