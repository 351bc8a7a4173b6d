import { defineSObject } from "../spec-types.ts";
import { AUDIT_FIELDS, idField } from "../system-fields.ts";

const readOnly = { createable: false, updateable: false } as const;

// A world's record types beyond every object's Master (MASTER_RECORD_TYPE_ID, which is not a row).
export const RECORD_TYPE = defineSObject({
  name: "RecordType",
  label: "Record Type",
  labelPlural: "Record Types",
  keyPrefix: "012",
  deletable: false,
  undeletable: false,
  feedEnabled: false,
  layoutable: false,
  compactLayoutable: false,
  supportedScopes: [{ label: "All record types", name: "everything" }],
  fields: [
    idField("Record Type ID"),
    { name: "Name", label: "Record Type Label", type: "string", length: 80, nillable: false, nameField: true },
    { name: "DeveloperName", label: "Record Type Name", type: "string", length: 80, nillable: false },
    { name: "NamespacePrefix", label: "Namespace Prefix", type: "string", length: 15, ...readOnly },
    { name: "Description", label: "Description", type: "string" },
    {
      name: "BusinessProcessId",
      label: "Business Process ID",
      type: "reference",
      referenceTo: ["BusinessProcess"],
      child: { name: null },
    },
    // The object the record type belongs to; the platform's own list of every sObject, unrestricted here.
    { name: "SobjectType", label: "SObject Type Name", type: "picklist", length: 40, nillable: false, updateable: false },
    { name: "IsActive", label: "Active", type: "boolean" },
    { name: "IsPersonType", label: "Is Person Type", type: "boolean", ...readOnly },
    ...AUDIT_FIELDS,
  ],
  extraUrls: [],
});
