import type { SoqlField } from "./types.ts";

/** toLabel() shows the picklist label; without picklist metadata the value is its own label. */
export function labelOf(field: SoqlField, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  const entry = field.picklistValues?.find((p) => p.value === text);
  return entry?.label ?? text;
}
