import type { JqlFieldRef } from "./ast.ts";
import { combined, customField } from "./custom-fields.ts";
import type { FieldDef } from "./field-def.ts";
import type { Scope } from "./scope.ts";
import { systemField } from "./system-fields.ts";

/**
 * The field a clause names: a system field by any of its JQL names, else a custom field by
 * `cf[10010]`, by id `customfield_10010`, or by name (any case, as Jira allows). Several custom
 * fields sharing a name are searched together, as in Jira.
 */
export function resolveField(ref: JqlFieldRef, scope: Scope): FieldDef | undefined {
  if (ref.customFieldId !== undefined) return customField(scope.lookup.customFieldsById.get(`customfield_${ref.customFieldId}`));
  const system = systemField(ref.name);
  if (system) return system;
  const byId = scope.lookup.customFieldsById.get(ref.name.toLowerCase());
  if (byId) return customField(byId);
  const byName = scope.lookup.customFieldsByName.get(ref.name.toLowerCase());
  if (!byName) return undefined;
  return byName.length === 1 ? customField(byName[0]) : combined(byName.map((f) => customField(f)!));
}
