import type { FieldDescribe, SObjectDescribe } from "../describes/index.ts";
import type { WorldDescribes } from "../world-describes.ts";
import { fieldOf, requiredFields } from "../field-values.ts";
import { stableId } from "./stable-ids.ts";

/**
 * A page layout derived from the describe, in the shape of Salesforce's DescribeLayout: an information
 * section with the object's own fields two to a row, a system section, Edit/Delete/Clone buttons and
 * a related list per child relationship whose object this org has. Real orgs' layouts are configured
 * by admins; this one is what a new org's default layout roughly holds.
 */
export function buildLayout(describe: SObjectDescribe, describes: WorldDescribes, name = "layout"): Record<string, unknown> {
  const id = stableId("00h", `${describe.name}:${name}`);
  const required = new Set(requiredFields(describe).map((f) => f.name));
  const own = describe.fields.filter((field) => isLayoutField(describe, field));
  const nameField = own.filter((f) => f.nameField);
  const ordered = [...nameField, ...own.filter((f) => !f.nameField)];
  const item = (field: FieldDescribe, tabOrder: number) => fieldItem(field, tabOrder, required.has(field.name) || field.nameField);
  const information = (fields: FieldDescribe[]) => section(id, `${describe.label} Information`, fields.map(item), "info");
  const system = systemItems(describe);
  return {
    buttonLayoutSection: { detailButtons: ["Edit", ...(describe.deletable ? ["Delete"] : []), ...(describe.createable ? ["Clone"] : [])].map(button) },
    detailLayoutSections: [information(ordered), ...(system.length ? [section(id, "System Information", system, "system")] : [])],
    editLayoutSections: [information(ordered.filter((f) => f.createable || f.updateable))],
    feedView: null,
    highlightsPanelLayoutSection: null,
    id,
    multirowEditLayoutSections: [],
    offlineLinks: [],
    quickActionList: { quickActionListItems: [] },
    relatedContent: null,
    relatedLists: relatedLists(describe, describes),
    saveOptions: [],
  };
}

/** Fields a layout shows in its information section: not the id, audit stamps or parts of a compound field. */
function isLayoutField(describe: SObjectDescribe, field: FieldDescribe): boolean {
  if (field.type === "id" || field.deprecatedAndHidden || SYSTEM_FIELDS.has(field.name)) return false;
  return !(field.compoundFieldName && field.compoundFieldName !== field.name && fieldOf(describe, field.compoundFieldName));
}

const SYSTEM_FIELDS = new Set([
  "IsDeleted", "CreatedDate", "CreatedById", "LastModifiedDate", "LastModifiedById", "SystemModstamp", "LastViewedDate", "LastReferencedDate", "LastActivityDate",
]);

/** A layout item showing one field (page and compact layouts alike). */
export function fieldItem(field: FieldDescribe, tabOrder: number, required: boolean): Record<string, unknown> {
  return {
    editableForNew: field.createable,
    editableForUpdate: field.updateable,
    label: field.label,
    layoutComponents: [component(field, tabOrder)],
    placeholder: false,
    required,
  };
}

function component(field: FieldDescribe, tabOrder: number): Record<string, unknown> {
  return { details: field, displayLines: field.type === "textarea" ? 4 : 1, tabOrder, type: "Field", value: field.name };
}

/** "Created By" and "Last Modified By": the user, a separator, then the date, as Salesforce lays them out. */
function systemItems(describe: SObjectDescribe): Array<Record<string, unknown>> {
  const items: Array<Record<string, unknown>> = [];
  for (const [label, by, at] of [["Created By", "CreatedById", "CreatedDate"], ["Last Modified By", "LastModifiedById", "LastModifiedDate"]] as const) {
    const user = fieldOf(describe, by);
    const date = fieldOf(describe, at);
    if (!user || !date) continue;
    const separator = { displayLines: 1, tabOrder: items.length * 3 + 2, type: "Separator", value: ", " };
    const layoutComponents = [component(user, items.length * 3 + 1), separator, component(date, items.length * 3 + 3)];
    items.push({ editableForNew: false, editableForUpdate: false, label, layoutComponents, placeholder: false, required: false });
  }
  return items;
}

const PLACEHOLDER = { editableForNew: false, editableForUpdate: false, label: "", layoutComponents: [], placeholder: true, required: false };

/** A two-column section: items fill each row left to right, a placeholder ends an odd one. */
function section(layoutId: string, heading: string, items: Array<Record<string, unknown>>, key: string): Record<string, unknown> {
  const layoutRows = [];
  for (let i = 0; i < items.length; i += 2) {
    const layoutItems = [items[i]!, items[i + 1] ?? PLACEHOLDER];
    layoutRows.push({ layoutItems, numItems: layoutItems.length });
  }
  return {
    collapsed: false,
    columns: 2,
    heading,
    layoutRows,
    layoutSectionId: stableId("01B", `${layoutId}:${key}`),
    parentLayoutId: layoutId,
    rows: layoutRows.length,
    tabOrder: "LeftToRight",
    useCollapsibleSection: false,
    useHeading: true,
  };
}

function button(name: string): Record<string, unknown> {
  return {
    behavior: null, colors: null, content: null, contentSource: null, custom: false, encoding: null, height: null, icons: null,
    label: name, menubar: false, name, overridden: false, resizeable: false, scrollbars: false, showsLocation: false,
    showsStatus: false, toolbar: false, url: null, width: null, windowPosition: null,
  };
}

/** A related list per child relationship of an object this org describes, showing the child's name. */
function relatedLists(describe: SObjectDescribe, describes: WorldDescribes): Array<Record<string, unknown>> {
  const lists: Array<Record<string, unknown>> = [];
  for (const relationship of describe.childRelationships) {
    const child = relationship.relationshipName ? describes.get(relationship.childSObject) : undefined;
    if (!child || !child.layoutable || !child.queryable || relationship.deprecatedAndHidden) continue;
    const columns = [child.fields.find((f) => f.nameField), fieldOf(child, "CreatedDate")]
      .filter((f) => f !== undefined)
      .map((f) => ({ field: `${child.name}.${f.name}`, fieldApiName: f.name, format: f.type === "datetime" ? "datetime" : null, label: f.label, lookupId: f.nameField ? "Id" : null, name: f.name, sortable: f.sortable }));
    lists.push({
      accessLevelRequiredForCreate: null,
      buttons: child.createable ? [button("New")] : [],
      columns,
      custom: child.custom,
      field: relationship.field,
      label: child.labelPlural,
      limitRows: 5,
      name: relationship.relationshipName,
      sobject: child.name,
      sort: fieldOf(child, "LastModifiedDate") ? [{ ascending: false, column: "LastModifiedDate" }] : [],
    });
  }
  return lists;
}
