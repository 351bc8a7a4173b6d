import { controlError } from "../control/control-errors.ts";
import type { PackRegistry } from "../pack/loaded-pack.ts";
import type { Logger } from "../log/logger.ts";
import type { Store } from "../store/types.ts";
import type { World } from "../world/world.ts";
import type { FaultRule } from "../faults/fault-rule.ts";
import { faultRulesProblem } from "../faults/read-fault-rules.ts";
import { storedFaults } from "../faults/fault-table.ts";

/** What GET, PUT and DELETE …/faults answer: the world's rules now (none: an empty list). */
export function worldFaultsView(world: World): { worldId: string; rules: FaultRule[] } {
  return { worldId: world.id, rules: world.faults?.rules ?? [] };
}

/**
 * Replaces the world's rules with the body's (`{rules: [...]}`), checked against its providers; null
 * clears them. Stored first, so every node applies them on its next request to the world, its counts
 * starting from zero (even for the same rules again); this node's copy takes them at once.
 */
export async function setWorldFaults(
  deps: { store: Store; packs: PackRegistry; log: Logger }, world: World, body: unknown | null,
): Promise<{ worldId: string; rules: FaultRule[] }> {
  let text: string | null = null;
  if (body !== null) {
    if (!body || typeof body !== "object" || Array.isArray(body) || Object.keys(body).some((key) => key !== "rules") || !("rules" in body))
      throw controlError("invalidBody", 'The body must be a JSON object { "rules": [...] }: the world\'s fault rules (docs/worlds.md "Faults").');
    const problem = faultRulesProblem(body.rules, "rules", { packs: deps.packs, slugs: world.meta.packs });
    if (problem) throw controlError("invalidBody", problem);
    text = storedFaults(body.rules as FaultRule[]);
  }
  if (!(await deps.store.worldControl.setFaults(world.id, text))) throw controlError("worldNotFound", world.id);
  world.setFaults(text ?? undefined);
  const count = world.faults?.rules.length ?? 0;
  deps.log.info("faults", `world ${world.id}: ${text === null ? "fault rules cleared" : `${count} fault rule${count === 1 ? "" : "s"} set`}`);
  return worldFaultsView(world);
}
