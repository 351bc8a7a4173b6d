// Shapes of the REST describe resources, key for key as Salesforce returns them. Nullable keys are
// always present with `null`: clients such as jsforce and simple-salesforce read them unguarded.

export type FieldType =
  | "id"
  | "string"
  | "textarea"
  | "email"
  | "phone"
  | "url"
  | "picklist"
  | "multipicklist"
  | "combobox"
  | "boolean"
  | "int"
  | "long"
  | "double"
  | "currency"
  | "percent"
  | "date"
  | "datetime"
  | "time"
  | "reference"
  | "address"
  | "location"
  | "base64"
  | "encryptedstring"
  | "anyType";

export interface PicklistEntry {
  active: boolean;
  defaultValue: boolean;
  label: string;
  validFor: string | null;
  value: string;
}

export interface FieldDescribe {
  aggregatable: boolean;
  aiPredictionField: boolean;
  autoNumber: boolean;
  byteLength: number;
  calculated: boolean;
  calculatedFormula: string | null;
  cascadeDelete: boolean;
  caseSensitive: boolean;
  compoundFieldName: string | null;
  controllerName: string | null;
  createable: boolean;
  custom: boolean;
  defaultValue: string | boolean | number | null;
  defaultValueFormula: string | null;
  defaultedOnCreate: boolean;
  dependentPicklist: boolean;
  deprecatedAndHidden: boolean;
  digits: number;
  displayLocationInDecimal: boolean;
  encrypted: boolean;
  externalId: boolean;
  extraTypeInfo: string | null;
  filterable: boolean;
  filteredLookupInfo: unknown | null;
  formulaTreatNullNumberAsZero: boolean;
  groupable: boolean;
  highScaleNumber: boolean;
  htmlFormatted: boolean;
  idLookup: boolean;
  inlineHelpText: string | null;
  label: string;
  length: number;
  mask: string | null;
  maskType: string | null;
  name: string;
  nameField: boolean;
  namePointing: boolean;
  nillable: boolean;
  permissionable: boolean;
  picklistValues: PicklistEntry[];
  polymorphicForeignKey: boolean;
  precision: number;
  queryByDistance: boolean;
  referenceTargetField: string | null;
  referenceTo: string[];
  relationshipName: string | null;
  relationshipOrder: number | null;
  restrictedDelete: boolean;
  restrictedPicklist: boolean;
  scale: number;
  searchPrefilterable: boolean;
  soapType: string;
  sortable: boolean;
  type: FieldType;
  unique: boolean;
  updateable: boolean;
  writeRequiresMasterRead: boolean;
}

export interface ChildRelationship {
  cascadeDelete: boolean;
  childSObject: string;
  deprecatedAndHidden: boolean;
  field: string;
  junctionIdListNames: string[];
  junctionReferenceTo: string[];
  relationshipName: string | null;
  restrictedDelete: boolean;
}

export interface RecordTypeInfo {
  active: boolean;
  available: boolean;
  defaultRecordTypeMapping: boolean;
  developerName: string;
  master: boolean;
  name: string;
  recordTypeId: string;
  urls: Record<string, string>;
}

export interface ScopeInfo {
  label: string;
  name: string;
}

export interface SObjectDescribe {
  actionOverrides: unknown[];
  activateable: boolean;
  associateEntityType: string | null;
  associateParentEntity: string | null;
  childRelationships: ChildRelationship[];
  compactLayoutable: boolean;
  createable: boolean;
  custom: boolean;
  customSetting: boolean;
  deepCloneable: boolean;
  defaultImplementation: string | null;
  deletable: boolean;
  deprecatedAndHidden: boolean;
  extendedBy: string | null;
  extendsInterfaces: string | null;
  feedEnabled: boolean;
  fields: FieldDescribe[];
  hasSubtypes: boolean;
  implementedBy: string | null;
  implementsInterfaces: string | null;
  isInterface: boolean;
  isSubtype: boolean;
  keyPrefix: string | null;
  label: string;
  labelPlural: string;
  layoutable: boolean;
  listviewable: boolean | null;
  lookupLayoutable: boolean | null;
  mergeable: boolean;
  mruEnabled: boolean;
  name: string;
  namedLayoutInfos: unknown[];
  networkScopeFieldName: string | null;
  queryable: boolean;
  recordTypeInfos: RecordTypeInfo[];
  replicateable: boolean;
  retrieveable: boolean;
  searchLayoutable: boolean;
  searchable: boolean;
  sobjectDescribeOption: string;
  supportedScopes: ScopeInfo[];
  triggerable: boolean;
  undeletable: boolean;
  updateable: boolean;
  urls: Record<string, string>;
}

/** One entry of `GET /sobjects`: the describe's object-level flags without fields or layouts. */
export interface GlobalDescribeSObject {
  activateable: boolean;
  associateEntityType: string | null;
  associateParentEntity: string | null;
  createable: boolean;
  custom: boolean;
  customSetting: boolean;
  deepCloneable: boolean;
  deletable: boolean;
  deprecatedAndHidden: boolean;
  feedEnabled: boolean;
  hasSubtypes: boolean;
  isInterface: boolean;
  isSubtype: boolean;
  keyPrefix: string | null;
  label: string;
  labelPlural: string;
  layoutable: boolean;
  mergeable: boolean;
  mruEnabled: boolean;
  name: string;
  queryable: boolean;
  replicateable: boolean;
  retrieveable: boolean;
  searchable: boolean;
  triggerable: boolean;
  undeletable: boolean;
  updateable: boolean;
  urls: Record<string, string>;
}

export interface GlobalDescribe {
  encoding: "UTF-8";
  maxBatchSize: number;
  sobjects: GlobalDescribeSObject[];
}
