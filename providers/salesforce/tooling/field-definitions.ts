// FieldDefinition: one row per field of each object, from its describe. Id is 000000000000000AAA and
// DurableId `<object>.<field>`, as for standard fields on Salesforce; EntityDefinitionId names the
// object, and `EntityDefinition.QualifiedApiName` reaches its EntityDefinition row.
import type { FieldDescribe, SObjectDescribe } from "../describes/index.ts";
import type { SoqlRow } from "../soql/types.ts";
import { DEFINITION_ID, developerName, publisherOf } from "./entity-definitions.ts";
import { toolingDescribe } from "./tooling-fields.ts";

const DECLARED = toolingDescribe("FieldDefinition", [
  "Id:id", "DurableId", "QualifiedApiName", "DeveloperName", "NamespacePrefix", "MasterLabel", "Label", "Length:int", "Precision:int",
  "Scale:int", "Digits:int", "DataType", "ValueTypeId", "ExtraTypeInfo", "IsCalculated:boolean", "IsHighScaleNumber:boolean",
  "IsHtmlFormatted:boolean", "IsNameField:boolean", "IsNillable:boolean", "IsIndexed:boolean", "IsApiFilterable:boolean",
  "IsApiSortable:boolean", "IsApiGroupable:boolean", "IsCompound:boolean", "IsFieldHistoryTracked:boolean",
  "IsPolymorphicForeignKey:boolean", "RelationshipName", "ReferenceTargetField", "ReferenceTo:anyType!", "ControllingFieldDefinitionId",
  "Description", "InlineHelpText", "PublisherId", "BusinessStatus", "SecurityClassification",
]);
// EntityDefinitionId holds a DurableId, not a record id: text to compare, and the way to the object's own row.
export const FIELD_DEFINITION = {
  ...DECLARED,
  fields: [...DECLARED.fields, { name: "EntityDefinitionId", type: "string", referenceTo: ["EntityDefinition"], relationshipName: "EntityDefinition" }],
};

// A describe never changes once built (an uploaded one is replaced whole): its rows are made once.
const rowsByDescribe = new WeakMap<SObjectDescribe, SoqlRow[]>();

export function fieldDefinitionRows(describe: SObjectDescribe): SoqlRow[] {
  let rows = rowsByDescribe.get(describe);
  if (!rows) rowsByDescribe.set(describe, (rows = buildRows(describe)));
  return rows;
}

function buildRows(describe: SObjectDescribe): SoqlRow[] {
  return describe.fields.map((field) => ({
    Id: DEFINITION_ID,
    DurableId: `${describe.name}.${field.name}`,
    QualifiedApiName: field.name,
    EntityDefinitionId: describe.name,
    DeveloperName: developerName(field.name),
    NamespacePrefix: null,
    MasterLabel: field.label,
    Label: field.label,
    Length: field.length,
    Precision: field.precision,
    Scale: field.scale,
    Digits: field.digits,
    DataType: dataTypeLabel(field),
    ValueTypeId: valueTypeOf(field.soapType),
    ExtraTypeInfo: field.extraTypeInfo,
    IsCalculated: field.calculated,
    IsHighScaleNumber: field.highScaleNumber,
    IsHtmlFormatted: field.htmlFormatted,
    IsNameField: field.nameField,
    IsNillable: field.nillable,
    // Salesforce indexes ids, lookups, names, external ids and unique fields.
    IsIndexed: field.type === "id" || field.type === "reference" || field.nameField || field.externalId || field.unique,
    IsApiFilterable: field.filterable,
    IsApiSortable: field.sortable,
    IsApiGroupable: field.groupable,
    IsCompound: field.type === "address" || field.type === "location",
    IsFieldHistoryTracked: false,
    IsPolymorphicForeignKey: field.polymorphicForeignKey,
    RelationshipName: field.relationshipName,
    ReferenceTargetField: field.referenceTargetField,
    ReferenceTo: { referenceTo: field.referenceTo },
    ControllingFieldDefinitionId: field.controllerName ? `${describe.name}.${field.controllerName}` : null,
    Description: null,
    InlineHelpText: field.inlineHelpText,
    PublisherId: publisherOf(field.custom),
    BusinessStatus: null,
    SecurityClassification: null,
  }));
}

/** The type as Setup shows it: `Text(255)`, `Lookup(Account)`, `Number(18, 0)`, `Formula (Currency)`. */
export function dataTypeLabel(field: FieldDescribe): string {
  const base = baseTypeLabel(field);
  if (field.calculated) return `Formula (${base.replace(/\(.*$/, "")})`;
  return field.externalId ? `${base} (External ID)` : base;
}

function baseTypeLabel(field: FieldDescribe): string {
  const number = (name: string) => `${name}(${field.precision || field.digits}, ${field.scale})`;
  switch (field.type) {
    case "id": return "Lookup()";
    case "reference": return `${field.cascadeDelete && !field.nillable ? "Master-Detail" : "Lookup"}(${field.referenceTo.join(",")})`;
    case "string": return field.autoNumber ? "Auto Number" : `Text(${field.length})`;
    case "textarea": return field.length <= 255 ? `Text Area(${field.length})` : `${field.htmlFormatted ? "Rich" : "Long"} Text Area(${field.length})`;
    case "url": return `URL(${field.length})`;
    case "encryptedstring": return `Text (Encrypted)(${field.length})`;
    case "int": return `Number(${field.digits}, 0)`;
    case "long": return `Number(${field.digits}, 0)`;
    case "double": return number("Number");
    case "currency": return number("Currency");
    case "percent": return number("Percent");
    default: return SIMPLE_TYPES[field.type] ?? field.type;
  }
}

const SIMPLE_TYPES: Record<string, string> = {
  email: "Email", phone: "Phone", picklist: "Picklist", multipicklist: "Picklist (Multi-Select)", combobox: "Picklist",
  boolean: "Checkbox", date: "Date", datetime: "Date/Time", time: "Time", address: "Address", location: "Geolocation",
  base64: "File", anyType: "Any Type",
};

/** ValueTypeId: the value's type, from the describe's SOAP type (`xsd:string` is `string`, `tns:ID` is `id`). */
function valueTypeOf(soapType: string): string {
  const local = soapType.slice(soapType.indexOf(":") + 1);
  return { ID: "id", dateTime: "datetime", base64Binary: "base64" }[local] ?? local;
}
