import { defineSObject, type FieldSpec } from "../spec-types.ts";
import { AUDIT_FIELDS, LAST_VIEWED_FIELDS, idField } from "../system-fields.ts";

const readOnly = { createable: false, updateable: false } as const;
const permission = (name: string, label: string): FieldSpec => ({
  name: `Permissions${name}`,
  label,
  type: "boolean",
  permissionable: false,
  createable: false,
});

// Profiles are set up, not inserted, through the data API; a world is seeded with its own. A real
// Profile carries some 400 `Permissions*` flags; these are the ones integrations commonly read.
export const PROFILE = defineSObject({
  name: "Profile",
  label: "Profile",
  labelPlural: "Profile",
  keyPrefix: "00e",
  createable: false,
  feedEnabled: false,
  layoutable: false,
  compactLayoutable: false,
  supportedScopes: [{ label: "All profile", name: "everything" }],
  fields: [
    idField("Profile ID"),
    { name: "Name", label: "Name", type: "string", nillable: false, nameField: true, createable: false },
    permission("EmailSingle", "Send Email"),
    permission("EmailMass", "Mass Email"),
    permission("EditTask", "Edit Tasks"),
    permission("EditEvent", "Edit Events"),
    permission("ExportReport", "Export Reports"),
    permission("ImportLeads", "Import Leads"),
    permission("ManageUsers", "Manage Users"),
    permission("TransferAnyEntity", "Transfer Record"),
    permission("ConvertLeads", "Convert Leads"),
    permission("ModifyAllData", "Modify All Data"),
    permission("ViewSetup", "View Setup and Configuration"),
    permission("ApiEnabled", "API Enabled"),
    permission("RunReports", "Run Reports"),
    permission("CustomizeApplication", "Customize Application"),
    permission("AuthorApex", "Author Apex"),
    permission("ViewAllData", "View All Data"),
    permission("ViewAllUsers", "View All Users"),
    permission("ApiUserOnly", "Api Only User"),
    permission("PasswordNeverExpires", "Password Never Expires"),
    permission("LightningExperienceUser", "Lightning Experience User"),
    {
      name: "UserLicenseId",
      label: "User License ID",
      type: "reference",
      referenceTo: ["UserLicense"],
      nillable: false,
      ...readOnly,
    },
    {
      name: "UserType",
      label: "User Type",
      type: "picklist",
      length: 40,
      restrictedPicklist: true,
      picklist: ["Standard", "PowerPartner", "PowerCustomerSuccess", "CustomerSuccess", "Guest", "CspLitePortal", "CsnOnly", "SelfService"],
      ...readOnly,
    },
    ...AUDIT_FIELDS,
    { name: "Description", label: "Description", type: "string", createable: false },
    ...LAST_VIEWED_FIELDS,
    { name: "IsSsoEnabled", label: "Is Single Sign-On Enabled", type: "boolean", permissionable: false, createable: false },
  ],
  extraUrls: ["listviews"],
});
