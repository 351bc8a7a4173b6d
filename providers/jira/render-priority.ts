// A priority as Jira shows it, highest first.
import type { JsonRecord } from "../../core/pack/index.ts";
import { PRIORITY_ICONS } from "./jira-catalogue.ts";
import { apiBase, type JiraView } from "./jira-view.ts";
import { COLLECTIONS, type JiraPriority } from "./records.ts";

export function renderPriority(view: JiraView, priority: JiraPriority, withDefault = false): JsonRecord {
  const icon = PRIORITY_ICONS[priority.id] ?? "medium";
  return {
    self: `${apiBase(view)}/priority/${priority.id}`,
    statusColor: priority.statusColor,
    description: priority.description,
    iconUrl: `${view.baseUrl}/images/icons/priorities/${icon}_new.svg`,
    name: priority.name,
    id: priority.id,
    ...(withDefault ? { isDefault: priority.isDefault } : {}),
  };
}

/** An issue's priority field: the short form Jira puts in issues. */
export function renderPriorityField(view: JiraView, id: string | null): JsonRecord | null {
  const priority = id ? findPriority(view, id) : undefined;
  if (!priority) return null;
  const icon = PRIORITY_ICONS[priority.id] ?? "medium";
  return { self: `${apiBase(view)}/priority/${priority.id}`, iconUrl: `${view.baseUrl}/images/icons/priorities/${icon}_new.svg`, name: priority.name, id: priority.id };
}

export function findPriority(view: Pick<JiraView, "world">, id: string): JiraPriority | undefined {
  return view.world.collection(COLLECTIONS.priorities).get(id) as JiraPriority | undefined;
}

export function allPriorities(view: Pick<JiraView, "world">): JiraPriority[] {
  return (view.world.collection(COLLECTIONS.priorities).all() as JiraPriority[]).sort((a, b) => a.rank - b.rank);
}
