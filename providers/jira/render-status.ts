// A status as Jira shows it (StatusDetails): with its category, linked on the world's host.
import type { JsonRecord } from "../../core/pack/index.ts";
import { STATUS_CATEGORIES } from "./jira-catalogue.ts";
import { apiBase, type JiraView } from "./jira-view.ts";
import { COLLECTIONS, type JiraStatus } from "./records.ts";

export function renderStatusCategory(view: JiraView, category: JiraStatus["category"]): JsonRecord {
  const c = STATUS_CATEGORIES[category];
  return { self: `${apiBase(view)}/statuscategory/${c.id}`, id: c.id, key: c.key, colorName: c.colorName, name: c.name };
}

export function renderStatus(view: JiraView, status: JiraStatus): JsonRecord {
  return {
    self: `${apiBase(view)}/status/${status.id}`,
    description: status.description,
    iconUrl: `${view.baseUrl}/images/icons/statuses/generic.png`,
    name: status.name,
    untranslatedName: status.name,
    id: status.id,
    statusCategory: renderStatusCategory(view, status.category),
  };
}

export function findStatus(view: Pick<JiraView, "world">, id: string): JiraStatus | undefined {
  return view.world.collection(COLLECTIONS.statuses).get(id) as JiraStatus | undefined;
}

/** Statuses in id order (Jira lists them so). */
export function allStatuses(view: Pick<JiraView, "world">): JiraStatus[] {
  return (view.world.collection(COLLECTIONS.statuses).all() as JiraStatus[]).sort((a, b) => Number(a.id) - Number(b.id));
}
