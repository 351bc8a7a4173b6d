import type { SObjectDescribe } from "../describes/index.ts";
import type { WorldDescribes } from "../world-describes.ts";
import { fieldOf } from "../field-values.ts";
import { toId18 } from "../record-ids.ts";
import { stableId } from "./stable-ids.ts";
import { listViewColumns, type ListViewColumn } from "./listview-columns.ts";

/** One list view of an object: what the listviews resources describe and run. */
export interface ListViewDef {
  id: string;
  developerName: string;
  label: string;
  sobjectType: string;
  /** Salesforce's filter scope: everything, mine (the user's records) or mru (recently viewed). */
  scope: "everything" | "mine" | "mru";
  /** The view's filter as SOQL, and as Salesforce's whereCondition. */
  filter?: { soql: string; condition: { field: string; operator: "equals"; values: string[] } };
  soqlCompatible: boolean;
  columns: ListViewColumn[];
}

/**
 * The list views a new org has for the object (the ones Salesforce creates with it): All, My (standard
 * objects with owners), New This Week (standard objects) and Recently Viewed. Ids are derived from the
 * object and the view's name, so they are the same in every world and after a restart. Objects that are
 * not queryable or have no page layout (no tab) have none.
 */
export function listViewsOf(describe: SObjectDescribe, describes: WorldDescribes): ListViewDef[] {
  if (!describe.queryable || !describe.layoutable) return [];
  const columns = listViewColumns(describe, describes);
  const plural = describe.labelPlural;
  const token = plural.replace(/[^A-Za-z0-9]/g, "");
  const owned = fieldOf(describe, "OwnerId")?.referenceTo.includes("User") ?? false;
  const view = (developerName: string, label: string, scope: ListViewDef["scope"], filter?: ListViewDef["filter"]): ListViewDef => ({
    id: stableId("00B", `${describe.name}.${developerName}`),
    developerName, label, sobjectType: describe.name, scope, filter, soqlCompatible: scope !== "mru", columns,
  });
  const views = [describe.custom ? view("All", "All", "everything") : view(`All${token}`, `All ${plural}`, "everything")];
  if (!describe.custom && owned) views.push(view(`My${token}`, `My ${plural}`, "mine"));
  if (!describe.custom && fieldOf(describe, "CreatedDate"))
    views.push(view("NewThisWeek", "New This Week", "everything", {
      soql: "CreatedDate = THIS_WEEK", condition: { field: "CreatedDate", operator: "equals", values: ["THIS_WEEK"] },
    }));
  views.push(view(`RecentlyViewed${token}`, `Recently Viewed ${plural}`, "mru"));
  return views;
}

/** The view with this id (15 or 18 characters), if the object has it. */
export function findListView(describe: SObjectDescribe, describes: WorldDescribes, id: string): ListViewDef | undefined {
  const wanted = toId18(id);
  return wanted ? listViewsOf(describe, describes).find((view) => view.id === wanted) : undefined;
}

/**
 * The view's SOQL as its describe shows it (null for Recently Viewed, which SOQL cannot express):
 * every column, the filter, and the order by the sorted column then Id.
 */
export function listViewSoql(view: ListViewDef): string | null {
  if (!view.soqlCompatible) return null;
  const scope = view.scope === "mine" ? " USING SCOPE mine" : "";
  const where = view.filter ? ` WHERE ${view.filter.soql}` : "";
  return `SELECT ${selectList(view)} FROM ${view.sobjectType}${scope}${where} ORDER BY ${orderByList(view)}`;
}

/** The view's columns as a SOQL select list. */
export function selectList(view: ListViewDef): string {
  return view.columns.map((c) => c.selectListItem).join(", ");
}

/** The view's sort as a SOQL ORDER BY list. */
export function orderByList(view: ListViewDef): string {
  return orderBy(view).map((o) => `${o.fieldNameOrPath} ASC NULLS FIRST`).join(", ");
}

/** The sort of the view: its sorted column, then Id. */
export function orderBy(view: ListViewDef): Array<{ fieldNameOrPath: string; nullsPosition: "first"; sortDirection: "ascending" }> {
  const sorted = view.columns.find((c) => c.sortIndex === 0)?.fieldNameOrPath;
  const paths = sorted && sorted !== "Id" ? [sorted, "Id"] : ["Id"];
  return paths.map((fieldNameOrPath) => ({ fieldNameOrPath, nullsPosition: "first", sortDirection: "ascending" }));
}
