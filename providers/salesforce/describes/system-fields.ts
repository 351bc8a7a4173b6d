import type { FieldSpec } from "./spec-types.ts";

// The platform-maintained fields, flagged as real describes flag them: read-only, defaulted on
// create, never nillable.
const readOnly = { createable: false, updateable: false } as const;
const maintained = { ...readOnly, nillable: false, defaultedOnCreate: true } as const;

export function idField(label: string): FieldSpec {
  return { name: "Id", label, type: "id" };
}

/** An auto-number that names its record (CaseNumber, OrderNumber...), filled in by the platform on create. */
export function autoNumberNameField(name: string, label: string): FieldSpec {
  return { name, label, type: "string", length: 30, autoNumber: true, nameField: true, idLookup: true, ...maintained };
}

export const IS_DELETED: FieldSpec = { name: "IsDeleted", label: "Deleted", type: "boolean", ...readOnly };

export function masterRecordField(objectName: string): FieldSpec {
  return {
    name: "MasterRecordId",
    label: "Master Record ID",
    type: "reference",
    referenceTo: [objectName],
    relationshipName: "MasterRecord",
    ...readOnly,
  };
}

/** OwnerId; queue-ownable objects reference Group and User and are polymorphic. */
export function ownerField(referenceTo: readonly string[] = ["User"]): FieldSpec {
  return {
    name: "OwnerId",
    label: "Owner ID",
    type: "reference",
    referenceTo,
    relationshipName: "Owner",
    nillable: false,
    defaultedOnCreate: true,
  };
}

export const AUDIT_FIELDS: readonly FieldSpec[] = [
  { name: "CreatedDate", label: "Created Date", type: "datetime", ...maintained },
  {
    name: "CreatedById",
    label: "Created By ID",
    type: "reference",
    referenceTo: ["User"],
    relationshipName: "CreatedBy",
    ...maintained,
  },
  { name: "LastModifiedDate", label: "Last Modified Date", type: "datetime", ...maintained },
  {
    name: "LastModifiedById",
    label: "Last Modified By ID",
    type: "reference",
    referenceTo: ["User"],
    relationshipName: "LastModifiedBy",
    ...maintained,
  },
  { name: "SystemModstamp", label: "System Modstamp", type: "datetime", ...maintained },
];

export const LAST_ACTIVITY_DATE: FieldSpec = {
  name: "LastActivityDate",
  label: "Last Activity",
  type: "date",
  ...readOnly,
};

export const LAST_VIEWED_FIELDS: readonly FieldSpec[] = [
  { name: "LastViewedDate", label: "Last Viewed Date", type: "datetime", ...readOnly },
  { name: "LastReferencedDate", label: "Last Referenced Date", type: "datetime", ...readOnly },
];

/** The names every describe carries; uploads missing them get them added. */
export const SYSTEM_FIELD_NAMES: readonly string[] = [
  "Id",
  "IsDeleted",
  ...AUDIT_FIELDS.map((field) => field.name),
];

/** Adds what a field list lacks: Id first, IsDeleted right after it, the audit fields last. */
export function withSystemFields(fields: readonly FieldSpec[], idLabel: string): FieldSpec[] {
  const present = new Set(fields.map((field) => field.name.toLowerCase()));
  const result = [...fields];
  const idAt = result.findIndex((field) => field.name.toLowerCase() === "id");
  if (!present.has("isdeleted")) result.splice(idAt + 1, 0, IS_DELETED);
  if (idAt < 0) result.unshift(idField(idLabel));
  return [...result, ...AUDIT_FIELDS.filter((field) => !present.has(field.name.toLowerCase()))];
}
