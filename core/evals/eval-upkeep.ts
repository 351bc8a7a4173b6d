import type { EvalDeps } from "./eval-deps.ts";
import { resumeRegrades } from "./drain-regrade.ts";
import { expireAllLeases } from "./expire-leases.ts";

/**
 * The reaper's evaluation pass (one node at a time, under the store's lock): expired leases, regrades
 * left running by a restart or a node that went away, and kept trial states past their retention.
 */
export async function evalUpkeep(deps: EvalDeps): Promise<{ expiredLeases: number; forgottenStates: number }> {
  const expiredLeases = await expireAllLeases(deps);
  await resumeRegrades(deps);
  // At 0 (keep none), states kept under an earlier setting go too.
  const forgottenStates = await deps.store.evals.deleteTrialStatesBefore(deps.worlds.now() - deps.settings.stateRetentionMs);
  return { expiredLeases, forgottenStates };
}
