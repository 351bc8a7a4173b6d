// Org and object metadata around the records: layouts, list views, recent items, replication
// (updated/deleted), record counts, tabs and theme.
import { errors, jsonBody, pathParam, queryParam, sobject, version, type Paths } from "./parts.ts";

const object = (description: string) => ({ "200": jsonBody({ type: "object" }, description), ...errors });
const list = (description: string) => ({ "200": jsonBody({ type: "array", items: { type: "object" } }, description), ...errors });
const listViewId = pathParam("listViewId", "List view id (00B...)");
const window = [queryParam("start", "Start of the window, ISO 8601 (seconds are ignored)", true), queryParam("end", "End of the window, ISO 8601", true)];

export const metadataPaths: Paths = {
  "/services/data/{version}/limits/recordCount": {
    get: { operationId: "recordCount", summary: "Record counts per object", parameters: [version, queryParam("sObjects", "Comma-separated object names; all objects with records when absent")], responses: object("{ sObjects: [{ count, name }] }") },
  },
  "/services/data/{version}/recent": {
    get: { operationId: "recentItems", summary: "Most recently used records", parameters: [version, queryParam("limit", "At most this many (1-200)")], responses: list("[{ attributes, Id, Name }]") },
  },
  "/services/data/{version}/tabs": { get: { operationId: "tabs", summary: "Tabs available to the user", parameters: [version], responses: list("Tabs") } },
  "/services/data/{version}/theme": { get: { operationId: "theme", summary: "Colors and icons of each object", parameters: [version], responses: object("{ themeItems }") } },
  "/services/data/{version}/sobjects/{sobject}/updated": {
    get: { operationId: "getUpdated", summary: "Ids of records created or changed in a window (up to 30 days back)", parameters: [version, sobject, ...window], responses: object("{ ids, latestDateCovered }") },
  },
  "/services/data/{version}/sobjects/{sobject}/deleted": {
    get: { operationId: "getDeleted", summary: "Records deleted in a window (up to 30 days back)", parameters: [version, sobject, ...window], responses: object("{ deletedRecords, earliestDateAvailable, latestDateCovered }") },
  },
  "/services/data/{version}/sobjects/{sobject}/describe/layouts": {
    get: { operationId: "describeLayouts", summary: "Page layouts and record type mappings", parameters: [version, sobject], responses: object("{ layouts, recordTypeMappings, recordTypeSelectorRequired }") },
  },
  "/services/data/{version}/sobjects/{sobject}/describe/layouts/{recordTypeId}": {
    get: { operationId: "describeLayoutForRecordType", summary: "The page layout of a record type", parameters: [version, sobject, pathParam("recordTypeId", "Record type id (012...)")], responses: object("A layout") },
  },
  "/services/data/{version}/sobjects/{sobject}/describe/namedLayouts/{layoutName}": {
    get: { operationId: "describeNamedLayout", summary: "A named layout (User's UserAlt)", parameters: [version, sobject, pathParam("layoutName", "Layout name")], responses: object("{ layouts, recordTypeMappings, recordTypeSelectorRequired }") },
  },
  "/services/data/{version}/sobjects/{sobject}/describe/compactLayouts": {
    get: { operationId: "describeCompactLayouts", summary: "Compact layouts", parameters: [version, sobject], responses: object("{ compactLayouts, defaultCompactLayoutId, recordTypeCompactLayoutMappings }") },
  },
  "/services/data/{version}/sobjects/{sobject}/describe/approvalLayouts": {
    get: { operationId: "describeApprovalLayouts", summary: "Approval layouts (none)", parameters: [version, sobject], responses: object("{ approvalLayouts }") },
  },
  "/services/data/{version}/sobjects/{sobject}/listviews": {
    get: { operationId: "listViews", summary: "The object's list views", parameters: [version, sobject], responses: object("{ done, listviews, nextRecordsUrl, size, sobjectType }") },
  },
  "/services/data/{version}/sobjects/{sobject}/listviews/{listViewId}": {
    get: { operationId: "getListView", summary: "A list view's basic information", parameters: [version, sobject, listViewId], responses: object("A list view") },
  },
  "/services/data/{version}/sobjects/{sobject}/listviews/{listViewId}/describe": {
    get: { operationId: "describeListView", summary: "A list view's columns, SOQL and filter", parameters: [version, sobject, listViewId], responses: object("List view describe") },
  },
  "/services/data/{version}/sobjects/{sobject}/listviews/{listViewId}/results": {
    get: {
      operationId: "listViewResults", summary: "Run a list view", parameters: [version, sobject, listViewId, queryParam("limit", "Rows, 1-2000 (25)"), queryParam("offset", "First row, 0-2000")],
      responses: object("{ columns, developerName, done, id, label, records, size }"),
    },
  },
};
