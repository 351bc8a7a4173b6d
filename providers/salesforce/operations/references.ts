import type { PackWorld } from "../../../core/pack/index.ts";
import type { SObjectDescribe } from "../describes/index.ts";
import type { WorldDescribes } from "../world-describes.ts";
import { SfFault } from "../sf-errors.ts";

/**
 * A lookup must point at an existing record of one of the field's target objects; Salesforce answers
 * INVALID_CROSS_REFERENCE_KEY otherwise.
 */
export function checkReferences(describe: SObjectDescribe, values: Record<string, unknown>, describes: WorldDescribes, world: PackWorld): void {
  for (const field of describe.fields) {
    const id = Object.hasOwn(values, field.name) ? values[field.name] : undefined;
    if (field.type !== "reference" || typeof id !== "string") continue;
    // Targets this world has no describe for (Group, RecordType...) cannot be checked, so they are trusted.
    const targets = field.referenceTo.map((target) => describes.get(target)).filter((d) => d !== undefined);
    if (targets.length && !targets.some((target) => world.collection(target.name).has(id)))
      throw new SfFault(400, "INVALID_CROSS_REFERENCE_KEY", `invalid cross reference id`, [field.name]);
  }
}
