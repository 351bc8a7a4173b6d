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
  const retention = deps.settings.stateRetentionMs;
  const forgottenStates = retention > 0 ? await deps.store.evals.deleteTrialStatesBefore(deps.worlds.now() - retention) : 0;
  return { expiredLeases, forgottenStates };
}
