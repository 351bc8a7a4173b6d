import { childRelationshipsOf } from "./child-relationships.ts";
import { expandField } from "./expand-field.ts";
import type { SObjectSpec } from "./spec-types.ts";
import type { RecordTypeInfo, ScopeInfo, SObjectDescribe } from "./types.ts";
import { BUILD_API_VERSION, describeUrls, sobjectPath } from "./urls.ts";

/** The id every org gives its Master record type. */
export const MASTER_RECORD_TYPE_ID = "012000000000000AAA";

function masterRecordType(name: string): RecordTypeInfo {
  return {
    active: true,
    available: true,
    defaultRecordTypeMapping: true,
    developerName: "Master",
    master: true,
    name: "Master",
    recordTypeId: MASTER_RECORD_TYPE_ID,
    urls: { layout: `${sobjectPath(name, BUILD_API_VERSION)}/describe/layouts/${MASTER_RECORD_TYPE_ID}` },
  };
}

function defaultScopes(spec: SObjectSpec): ScopeInfo[] {
  const plural = spec.labelPlural.toLowerCase();
  const scopes = [{ label: `All ${plural}`, name: "everything" }];
  if (spec.fields.some((field) => field.name === "OwnerId")) scopes.push({ label: `My ${plural}`, name: "mine" });
  return scopes;
}

/**
 * The full describe of one object. `allSpecs` is the set it lives in: its childRelationships are the
 * references to it from every object there.
 */
export function buildDescribe(spec: SObjectSpec, allSpecs: readonly SObjectSpec[]): SObjectDescribe {
  const custom = spec.custom ?? spec.name.endsWith("__c");
  const layoutable = spec.layoutable ?? true;
  const compactLayoutable = spec.compactLayoutable ?? true;
  const describe: SObjectDescribe = {
    actionOverrides: [],
    activateable: false,
    associateEntityType: null,
    associateParentEntity: null,
    childRelationships: childRelationshipsOf(spec.name, allSpecs),
    compactLayoutable,
    createable: true,
    custom,
    customSetting: false,
    deepCloneable: false,
    defaultImplementation: null,
    deletable: true,
    deprecatedAndHidden: false,
    extendedBy: null,
    extendsInterfaces: null,
    feedEnabled: !custom,
    fields: spec.fields.map(expandField),
    hasSubtypes: false,
    implementedBy: null,
    implementsInterfaces: null,
    isInterface: false,
    isSubtype: false,
    keyPrefix: spec.keyPrefix,
    label: spec.label,
    labelPlural: spec.labelPlural,
    layoutable,
    listviewable: null,
    lookupLayoutable: null,
    mergeable: false,
    mruEnabled: true,
    name: spec.name,
    namedLayoutInfos: [],
    networkScopeFieldName: null,
    queryable: true,
    recordTypeInfos: layoutable ? [masterRecordType(spec.name)] : [],
    replicateable: true,
    retrieveable: true,
    searchLayoutable: true,
    searchable: true,
    sobjectDescribeOption: "FULL",
    supportedScopes: defaultScopes(spec),
    triggerable: true,
    undeletable: true,
    updateable: true,
    urls: describeUrls({
      name: spec.name,
      keyPrefix: spec.keyPrefix,
      layoutable,
      compactLayoutable,
      extraUrls: spec.extraUrls ?? ["approvalLayouts", "listviews"],
    }),
  };
  for (const key of spec.omitUrls ?? []) delete describe.urls[key];
  const target = describe as unknown as Record<string, unknown>;
  const source = spec as unknown as Record<string, unknown>;
  for (const key of Object.keys(target)) {
    if (key === "fields" || key === "childRelationships" || key === "urls") continue;
    if (source[key] !== undefined) target[key] = source[key];
  }
  return describe;
}

/** Builds every object of a set against the set itself. */
export function buildDescribes(specs: readonly SObjectSpec[]): SObjectDescribe[] {
  return specs.map((spec) => buildDescribe(spec, specs));
}
