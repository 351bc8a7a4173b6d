import type { FieldDescribe, FieldType, SObjectDescribe } from "../describes/index.ts";
import type { WorldDescribes } from "../world-describes.ts";
import { fieldOf } from "../field-values.ts";

/** A list view column as Salesforce describes it (ListViewColumn). */
export interface ListViewColumn {
  ascendingLabel: string | null;
  descendingLabel: string | null;
  fieldNameOrPath: string;
  hidden: boolean;
  label: string;
  searchable: boolean;
  selectListItem: string;
  sortDirection: "ascending" | "descending" | null;
  sortIndex: number | null;
  sortable: boolean;
  type: FieldType;
}

/** The visible columns of a new org's standard list views; other objects show their name field. */
const STANDARD_COLUMNS: Record<string, string[]> = {
  Account: ["Name", "Site", "BillingState", "Phone", "Type", "Owner.Alias"],
  Contact: ["Name", "Account.Name", "Title", "Phone", "Email", "Owner.Alias"],
  Lead: ["Name", "Title", "Company", "State", "Email", "Status", "Owner.Alias"],
  Opportunity: ["Name", "Account.Name", "Amount", "CloseDate", "StageName", "Owner.Alias"],
  Case: ["CaseNumber", "Contact.Name", "Subject", "Status", "Priority", "CreatedDate", "Owner.Alias"],
};
/** Present in every list view's query for the client's own use, not shown. */
const HIDDEN_COLUMNS = ["Id", "CreatedDate", "LastModifiedDate", "SystemModstamp", "Owner.Id", "OwnerId"];
const TEXT_TYPES = new Set<FieldType>(["string", "textarea", "email", "phone", "url", "picklist", "multipicklist", "combobox", "id", "reference"]);

/**
 * The object's list view columns: its visible ones (those of its standard views, else its name field),
 * then the hidden ones, each only where the describe has the field (or the path's parent and field),
 * sorted by the name field.
 */
export function listViewColumns(describe: SObjectDescribe, describes: WorldDescribes): ListViewColumn[] {
  const nameField = describe.fields.find((f) => f.nameField)?.name ?? "Id";
  const visible = STANDARD_COLUMNS[describe.name] ?? [nameField];
  const columns: ListViewColumn[] = [];
  for (const [paths, hidden] of [[visible, false], [HIDDEN_COLUMNS, true]] as const) {
    for (const path of paths) {
      if (columns.some((c) => c.fieldNameOrPath === path)) continue;
      const resolved = resolvePath(describe, describes, path);
      if (resolved) columns.push(column(path, resolved, hidden, path === nameField));
    }
  }
  return columns;
}

/** `Name` or `Account.Name`: the field at the end of the path and the label Salesforce shows for it. */
function resolvePath(describe: SObjectDescribe, describes: WorldDescribes, path: string): { field: FieldDescribe; label: string } | undefined {
  const [first = "", second] = path.split(".");
  if (second === undefined) {
    const field = fieldOf(describe, first);
    return field && { field, label: field.label };
  }
  const lookup = describe.fields.find((f) => f.type === "reference" && f.relationshipName === first);
  // A polymorphic Owner (User or Group) shows the user's fields, as list views do.
  const target = lookup?.referenceTo.map((name) => describes.get(name)).find((d) => d && fieldOf(d, second));
  const field = target && fieldOf(target, second);
  if (!lookup || !field) return undefined;
  return { field, label: `${lookup.label.replace(/ ID$/, "")} ${field.label}` };
}

function column(path: string, { field, label }: { field: FieldDescribe; label: string }, hidden: boolean, sortedBy: boolean): ListViewColumn {
  const [ascendingLabel, descendingLabel] = field.sortable ? sortLabels(field.type) : [null, null];
  return {
    ascendingLabel,
    descendingLabel,
    fieldNameOrPath: path,
    hidden,
    label,
    searchable: TEXT_TYPES.has(field.type) && field.type !== "id" && field.type !== "reference",
    selectListItem: field.type === "picklist" || field.type === "multipicklist" ? `toLabel(${path})` : path,
    sortDirection: sortedBy ? "ascending" : null,
    sortIndex: sortedBy ? 0 : null,
    sortable: field.sortable,
    type: field.type,
  };
}

/** Salesforce's labels, as its own describe answers them: the ascending label names the reverse order. */
function sortLabels(type: FieldType): [string, string] {
  if (type === "date" || type === "datetime" || type === "time") return ["New to Old", "Old to New"];
  if (type === "int" || type === "long" || type === "double" || type === "currency" || type === "percent") return ["9-0", "0-9"];
  if (type === "boolean") return ["Checked to Unchecked", "Unchecked to Checked"];
  return ["Z-A", "A-Z"];
}
