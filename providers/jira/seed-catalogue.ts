// Seeded priorities (they replace Jira's defaults) and custom field definitions → records.
import { SeedError, type JsonRecord } from "../../core/pack/index.ts";
import { DEFAULT_PRIORITIES } from "./jira-catalogue.ts";
import type { JiraCustomField, JiraPriority } from "./records.ts";
import { SYSTEM_FIELD_IDS } from "./system-fields.ts";

const COLORS = ["#d04437", "#f15C75", "#f79232", "#707070", "#999999"];

export function seedPriorities(rows: JsonRecord[] | undefined): JiraPriority[] {
  if (!rows?.length) return DEFAULT_PRIORITIES.map((p) => ({ ...p }));
  const names = new Set<string>();
  const priorities = rows.map((row, index): JiraPriority => {
    const name = String(row.name);
    if (names.has(name.toLowerCase())) throw new SeedError(`seed.jira.priorities[${index}].name: duplicate priority ${JSON.stringify(name)}`);
    names.add(name.toLowerCase());
    const standard = DEFAULT_PRIORITIES.find((p) => p.name.toLowerCase() === name.toLowerCase());
    return {
      id: String(index + 1),
      name,
      description: typeof row.description === "string" ? row.description : standard?.description ?? "",
      statusColor: typeof row.statusColor === "string" ? row.statusColor : standard?.statusColor ?? COLORS[Math.min(index, COLORS.length - 1)]!,
      rank: index + 1,
      isDefault: row.isDefault === true,
    };
  });
  const defaults = priorities.filter((p) => p.isDefault);
  if (defaults.length > 1) throw new SeedError(`seed.jira.priorities[${priorities.indexOf(defaults[1]!)}].isDefault: only one priority can be the default`);
  // Jira always has a default priority: the middle one, as Medium is among the five defaults.
  if (!defaults.length) priorities[Math.floor((priorities.length - 1) / 2)]!.isDefault = true;
  return priorities;
}

export function seedCustomFields(rows: JsonRecord[] | undefined): JiraCustomField[] {
  const ids = new Set<string>();
  const names = new Set<string>();
  return (rows ?? []).map((row, index) => {
    const at = `seed.jira.fields[${index}]`;
    const id = String(row.id);
    const name = String(row.name);
    if (ids.has(id)) throw new SeedError(`${at}.id: duplicate field ${id}`);
    if (names.has(name.toLowerCase()) || SYSTEM_FIELD_IDS.has(name.toLowerCase())) throw new SeedError(`${at}.name: ${JSON.stringify(name)} is already a field's name`);
    ids.add(id);
    names.add(name.toLowerCase());
    const type = String(row.type);
    const items = type === "array" ? String(row.items ?? "string") : undefined;
    const options = row.options as string[] | undefined;
    const usesOptions = type === "option" || items === "option";
    if (usesOptions && !options?.length) throw new SeedError(`${at}.options: an option field needs its allowed values`);
    if (!usesOptions && options) throw new SeedError(`${at}.options: only option fields (or arrays of options) have options`);
    if (row.items !== undefined && type !== "array") throw new SeedError(`${at}.items: only array fields have an item type`);
    return { id, name, type, ...(items ? { items } : {}), ...(options ? { options: [...options] } : {}) };
  });
}
