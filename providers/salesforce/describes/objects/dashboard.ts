import { defineSObject } from "../spec-types.ts";
import { AUDIT_FIELDS, IS_DELETED, LAST_VIEWED_FIELDS, idField } from "../system-fields.ts";

const readOnly = { createable: false, updateable: false } as const;

// Dashboards are built in the UI (or the Analytics and Metadata APIs); the data API reads them.
export const DASHBOARD = defineSObject({
  name: "Dashboard",
  label: "Dashboard",
  labelPlural: "Dashboards",
  keyPrefix: "01Z",
  createable: false,
  updateable: false,
  undeletable: true,
  layoutable: false,
  compactLayoutable: false,
  searchLayoutable: false,
  supportedScopes: [
    { label: "All dashboards", name: "everything" },
    { label: "My private dashboards", name: "allPrivate" },
    { label: "Dashboards I created", name: "created" },
    { label: "Dashboards in my folders", name: "mine" },
  ],
  fields: [
    idField("Dashboard ID"),
    IS_DELETED,
    {
      name: "FolderId",
      label: "Folder ID",
      type: "reference",
      referenceTo: ["Folder", "Organization", "User"],
      relationshipName: null,
      nillable: false,
      child: { name: null },
      ...readOnly,
    },
    { name: "FolderName", label: "Folder Name", type: "string", ...readOnly },
    { name: "Title", label: "Title", type: "string", length: 80, nillable: false, nameField: true, ...readOnly },
    { name: "DeveloperName", label: "Dashboard Unique Name", type: "string", length: 80, nillable: false, ...readOnly },
    { name: "NamespacePrefix", label: "Namespace Prefix", type: "string", length: 15, ...readOnly },
    { name: "Description", label: "Description", type: "string", ...readOnly },
    ...AUDIT_FIELDS,
    { name: "RunningUserId", label: "Running User ID", type: "reference", referenceTo: ["User"], child: { name: null }, ...readOnly },
    {
      name: "Type",
      label: "Dashboard Type",
      type: "picklist",
      length: 40,
      nillable: false,
      restrictedPicklist: true,
      defaultedOnCreate: true,
      picklist: [
        ["SpecifiedUser", "Run as specified user"],
        ["LoggedInUser", "Run as logged-in user"],
        ["MyTeamUser", "Run as logged-in user with my team"],
      ],
      ...readOnly,
    },
    ...LAST_VIEWED_FIELDS,
    { name: "DashboardResultRefreshedDate", label: "Dashboard Result Refreshed Date", type: "string", ...readOnly },
    { name: "DashboardResultRunningUser", label: "Dashboard Result Running User", type: "string", ...readOnly },
  ],
  extraUrls: ["listviews"],
});
