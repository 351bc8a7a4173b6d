import { defineSObject, type FieldSpec } from "../spec-types.ts";
import { AUDIT_FIELDS, idField } from "../system-fields.ts";

const readOnly = { createable: false, updateable: false } as const;
const ACCESS = ["None", "Read", "Edit"] as const;
const ownerAccess = (name: string, label: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label,
  type: "picklist",
  length: 40,
  restrictedPicklist: true,
  picklist: ACCESS,
  ...extra,
});
const audit = (name: string) => AUDIT_FIELDS.find((field) => field.name === name)!;

// The role hierarchy: users point at their role, roles at their parent. Roles have no IsDeleted and
// no CreatedDate, as in Salesforce.
export const USER_ROLE = defineSObject({
  name: "UserRole",
  label: "Role",
  labelPlural: "Role",
  keyPrefix: "00E",
  feedEnabled: false,
  layoutable: false,
  mruEnabled: false,
  triggerable: false,
  undeletable: false,
  supportedScopes: [{ label: "All role", name: "everything" }],
  fields: [
    idField("Role ID"),
    { name: "Name", label: "Name", type: "string", length: 80, nillable: false, nameField: true },
    {
      name: "ParentRoleId",
      label: "Parent Role ID",
      type: "reference",
      referenceTo: ["UserRole"],
      relationshipName: null,
      child: { name: null },
    },
    { name: "RollupDescription", label: "Description", type: "string", length: 80 },
    ownerAccess("OpportunityAccessForAccountOwner", "Opportunity Access Level", { nillable: false }),
    ownerAccess("CaseAccessForAccountOwner", "Case Access Level"),
    ownerAccess("ContactAccessForAccountOwner", "Contact Access Level", readOnly),
    { name: "ForecastUserId", label: "User ID", type: "reference", referenceTo: ["User"], child: { name: null } },
    { name: "MayForecastManagerShare", label: "May Forecast Manager Share", type: "boolean", ...readOnly },
    audit("LastModifiedDate"),
    audit("LastModifiedById"),
    audit("SystemModstamp"),
    { name: "DeveloperName", label: "Developer Name", type: "string", length: 80 },
    {
      name: "PortalAccountId",
      label: "Account ID",
      type: "reference",
      referenceTo: ["Account"],
      child: { name: null },
      ...readOnly,
    },
    {
      name: "PortalType",
      label: "Portal Type",
      type: "picklist",
      length: 40,
      restrictedPicklist: true,
      picklist: ["None", "CustomerPortal", "Partner"],
      ...readOnly,
    },
    {
      name: "PortalAccountOwnerId",
      label: "Portal Account Owner ID",
      type: "reference",
      referenceTo: ["User"],
      child: { name: null },
      ...readOnly,
    },
  ],
  extraUrls: [],
});
