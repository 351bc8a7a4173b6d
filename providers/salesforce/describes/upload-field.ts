import { DescribeConfigError, childPath, isRecord } from "./describe-config-error.ts";
import { FIELD_TYPES, isFieldType } from "./field-types.ts";
import type { FieldSpec } from "./spec-types.ts";
import { AUDIT_FIELDS, IS_DELETED, idField, ownerField } from "./system-fields.ts";
import type { PicklistEntry } from "./types.ts";

const BOOLEAN_KEYS = [
  "aggregatable", "aiPredictionField", "autoNumber", "calculated", "cascadeDelete", "caseSensitive",
  "createable", "custom", "defaultedOnCreate", "dependentPicklist", "deprecatedAndHidden",
  "displayLocationInDecimal", "encrypted", "externalId", "filterable", "formulaTreatNullNumberAsZero",
  "groupable", "highScaleNumber", "htmlFormatted", "idLookup", "nameField", "namePointing", "nillable",
  "permissionable", "polymorphicForeignKey", "queryByDistance", "restrictedDelete", "restrictedPicklist",
  "searchPrefilterable", "sortable", "unique", "updateable", "writeRequiresMasterRead",
] as const;
const COUNT_KEYS = ["byteLength", "digits", "length", "precision", "scale"] as const;
const TEXT_KEYS = [
  "calculatedFormula", "compoundFieldName", "controllerName", "defaultValueFormula", "extraTypeInfo",
  "inlineHelpText", "mask", "maskType", "referenceTargetField", "relationshipName",
] as const;

// A system field named without a type gets its real definition rather than a plain string.
const SYSTEM_SPECS = new Map<string, FieldSpec>(
  [idField("Record ID"), IS_DELETED, ownerField(), ...AUDIT_FIELDS].map((spec) => [spec.name, spec]),
);

export interface UploadedField {
  spec: FieldSpec;
  /** Set when the upload gave full picklist entries (inactive values, validFor) to keep verbatim. */
  picklistValues?: PicklistEntry[];
}

function fail(path: string, problem: string): never {
  throw new DescribeConfigError(path, problem);
}

function picklistEntries(raw: unknown, path: string, defaultValue: unknown): PicklistEntry[] {
  if (!Array.isArray(raw)) fail(path, "must be an array of values");
  return raw.map((item, index) => {
    const at = childPath(path, index);
    if (typeof item === "string" && item) {
      return { active: true, defaultValue: item === defaultValue, label: item, validFor: null, value: item };
    }
    if (!isRecord(item)) fail(at, "must be a string or an object with a value");
    if (typeof item.value !== "string" || !item.value) fail(`${at}.value`, "must be a non-empty string");
    return {
      active: typeof item.active === "boolean" ? item.active : true,
      defaultValue: typeof item.defaultValue === "boolean" ? item.defaultValue : item.value === defaultValue,
      label: typeof item.label === "string" ? item.label : item.value,
      validFor: typeof item.validFor === "string" ? item.validFor : null,
      value: item.value,
    };
  });
}

function referenceTargets(raw: unknown, path: string): string[] {
  const targets = typeof raw === "string" ? [raw] : raw;
  if (!Array.isArray(targets) || !targets.every((target) => typeof target === "string" && target)) {
    fail(path, "must be an array of sObject names");
  }
  return targets as string[];
}

/** One uploaded field as a spec, with realistic defaults for everything it leaves out. */
export function normalizeUploadedField(raw: unknown, path: string): UploadedField {
  if (!isRecord(raw)) fail(path, "must be an object");
  const name = raw.name;
  if (typeof name !== "string" || !name.trim()) fail(`${path}.name`, "must be a non-empty string");
  if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(name)) fail(`${path}.name`, "must be an API name (letters, digits, underscores)");
  const base = raw.type === undefined ? SYSTEM_SPECS.get(name) : undefined;
  const type = raw.type ?? base?.type ?? "string";
  if (!isFieldType(type)) fail(`${path}.type`, `must be one of ${FIELD_TYPES.join(", ")} (got ${JSON.stringify(type)})`);
  if (raw.label !== undefined && typeof raw.label !== "string") fail(`${path}.label`, "must be a string");
  const spec: Record<string, unknown> = { ...base, name, label: raw.label ?? base?.label ?? name, type };
  for (const key of BOOLEAN_KEYS) {
    if (raw[key] === undefined) continue;
    if (typeof raw[key] !== "boolean") fail(`${path}.${key}`, "must be a boolean");
    spec[key] = raw[key];
  }
  for (const key of COUNT_KEYS) {
    if (raw[key] === undefined) continue;
    if (!Number.isInteger(raw[key]) || (raw[key] as number) < 0) fail(`${path}.${key}`, "must be a non-negative integer");
    spec[key] = raw[key];
  }
  for (const key of TEXT_KEYS) {
    if (raw[key] === undefined) continue;
    if (raw[key] !== null && typeof raw[key] !== "string") fail(`${path}.${key}`, "must be a string or null");
    spec[key] = raw[key];
  }
  if (raw.relationshipOrder !== undefined) {
    if (raw.relationshipOrder !== null && !Number.isInteger(raw.relationshipOrder)) {
      fail(`${path}.relationshipOrder`, "must be an integer or null");
    }
    spec.relationshipOrder = raw.relationshipOrder;
  }
  if (raw.defaultValue !== undefined) {
    if (raw.defaultValue !== null && !["string", "number", "boolean"].includes(typeof raw.defaultValue)) {
      fail(`${path}.defaultValue`, "must be a string, number, boolean or null");
    }
    spec.defaultValue = raw.defaultValue;
  }
  if (raw.referenceTo !== undefined) spec.referenceTo = referenceTargets(raw.referenceTo, `${path}.referenceTo`);
  // An auto-number is the platform's to fill on create: read-only and defaulted unless the upload says otherwise.
  if (spec.autoNumber === true) {
    spec.createable ??= false;
    spec.updateable ??= false;
    spec.defaultedOnCreate ??= true;
  }
  const field: UploadedField = { spec: spec as unknown as FieldSpec };
  if (raw.picklistValues !== undefined) {
    field.picklistValues = picklistEntries(raw.picklistValues, `${path}.picklistValues`, raw.defaultValue);
  }
  return field;
}
