// Schemas of a world's fault rules (docs/worlds.md "Faults"): the rule is the one the service checks
// (core/faults/fault-rule.ts), so the document and a dataset task's `faults` cannot drift apart.
import { FAULT_LIMITS, faultRuleSchema } from "../../faults/fault-rule.ts";
import { object, ref, str } from "./parts.ts";

export const worldFaultSchemas = {
  FaultRule: structuredClone(faultRuleSchema),
  FaultRules: object({ rules: { type: "array", maxItems: FAULT_LIMITS.rules, items: ref("FaultRule"), description: "Replaces every rule; [] leaves none" } }),
  WorldFaults: object({ worldId: str(), rules: { type: "array", items: ref("FaultRule"), description: "The world's rules, in order (the first that fires on a call applies)" } }),
};
