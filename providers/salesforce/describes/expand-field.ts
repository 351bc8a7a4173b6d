import { traitsOf } from "./field-types.ts";
import type { FieldSpec, PicklistSpec } from "./spec-types.ts";
import type { FieldDescribe, PicklistEntry } from "./types.ts";

// Fields the platform maintains itself: never permissionable, never a prefilter for search.
const AUDIT_FIELDS = new Set([
  "Id",
  "IsDeleted",
  "CreatedDate",
  "CreatedById",
  "LastModifiedDate",
  "LastModifiedById",
  "SystemModstamp",
  "MasterRecordId",
  "OwnerId",
  "RecordTypeId",
]);

export function isAuditField(name: string): boolean {
  return AUDIT_FIELDS.has(name);
}

/** Salesforce's own naming: `AccountId` -> `Account`, `Project__c` -> `Project__r`. */
export function defaultRelationshipName(fieldName: string): string | null {
  if (fieldName.endsWith("__c")) return `${fieldName.slice(0, -3)}__r`;
  if (fieldName.length > 2 && fieldName.endsWith("Id")) return fieldName.slice(0, -2);
  return null;
}

function picklistEntries(values: readonly PicklistSpec[], defaultValue: unknown): PicklistEntry[] {
  return values.map((entry) => {
    const [value, label] = typeof entry === "string" ? [entry, entry] : entry;
    return { active: true, defaultValue: value === defaultValue, label, validFor: null, value };
  });
}

/** Every key of a real field describe, filled with what Salesforce reports for this type. */
export function expandField(spec: FieldSpec): FieldDescribe {
  const traits = traitsOf(spec.type);
  const isId = spec.type === "id";
  const isBoolean = spec.type === "boolean";
  const isCompound = spec.type === "address" || spec.type === "location";
  const isReference = spec.type === "reference";
  const length = spec.length ?? traits.length;
  const longText = spec.type === "textarea" && length > 255;
  const defaultValue = spec.defaultValue ?? (isBoolean ? false : null);
  const createable = spec.createable ?? !(isId || isCompound);
  const updateable = spec.updateable ?? !(isId || isCompound);
  const nillable = spec.nillable ?? !(isId || isBoolean);
  const nameField = spec.nameField ?? false;
  const referenceTo = spec.referenceTo ? [...spec.referenceTo] : [];
  const polymorphic = spec.polymorphicForeignKey ?? referenceTo.length > 1;
  const relationshipName =
    spec.relationshipName !== undefined
      ? spec.relationshipName
      : isReference
        ? defaultRelationshipName(spec.name)
        : null;
  const searchable = !longText;
  const field: FieldDescribe = {
    aggregatable: searchable && traits.aggregatable,
    aiPredictionField: false,
    autoNumber: false,
    byteLength: traits.textual ? length * 3 : length,
    calculated: false,
    calculatedFormula: null,
    cascadeDelete: false,
    caseSensitive: false,
    compoundFieldName: null,
    controllerName: null,
    createable,
    custom: spec.name.endsWith("__c"),
    defaultValue,
    defaultValueFormula: null,
    defaultedOnCreate: isId || defaultValue !== null,
    dependentPicklist: false,
    deprecatedAndHidden: false,
    digits: traits.digits,
    displayLocationInDecimal: false,
    encrypted: spec.type === "encryptedstring",
    externalId: false,
    extraTypeInfo: spec.type === "textarea" ? (spec.htmlFormatted ? "richtextarea" : "plaintextarea") : null,
    filterable: searchable && traits.filterable,
    filteredLookupInfo: null,
    formulaTreatNullNumberAsZero: false,
    groupable: searchable && traits.groupable && !spec.autoNumber,
    highScaleNumber: false,
    htmlFormatted: false,
    idLookup: isId || spec.externalId === true,
    inlineHelpText: null,
    label: spec.label,
    length,
    mask: null,
    maskType: null,
    name: spec.name,
    nameField,
    namePointing: polymorphic,
    nillable,
    permissionable:
      (createable || updateable) && (nillable || isBoolean) && !nameField && !AUDIT_FIELDS.has(spec.name),
    picklistValues: picklistEntries(spec.picklist ?? [], defaultValue),
    polymorphicForeignKey: polymorphic,
    precision: traits.precision,
    queryByDistance: isCompound,
    referenceTargetField: null,
    referenceTo,
    relationshipName,
    relationshipOrder: null,
    restrictedDelete: false,
    restrictedPicklist: false,
    scale: traits.scale,
    searchPrefilterable: isReference && !AUDIT_FIELDS.has(spec.name) && relationshipName !== null,
    soapType: traits.soapType,
    sortable: searchable && traits.sortable,
    type: spec.type,
    unique: false,
    updateable,
    writeRequiresMasterRead: false,
  };
  return applyOverrides(field, spec);
}

// Explicit spec values win, but key order stays the describe's alphabetical order.
function applyOverrides(field: FieldDescribe, spec: FieldSpec): FieldDescribe {
  const target = field as unknown as Record<string, unknown>;
  const source = spec as unknown as Record<string, unknown>;
  for (const key of Object.keys(target)) {
    if (key === "picklistValues" || key === "referenceTo") continue;
    if (source[key] !== undefined) target[key] = source[key];
  }
  return field;
}
