import type { FieldDescribe, FieldType, SObjectDescribe } from "./types.ts";

/** A picklist value, or `[value, label]` when the label differs (e.g. `["MostLikely", "Most Likely"]`). */
export type PicklistSpec = string | readonly [value: string, label: string];

/** How a reference field shows up in its parent's `childRelationships`. */
export interface ChildSpec {
  name: string | null;
  cascadeDelete?: boolean;
  restrictedDelete?: boolean;
  /**
   * Parents whose describe leaves this field's relationship out although the field can point at them
   * (Account lists ActivityHistory.AccountId, not ActivityHistory.WhatId).
   */
  unlistedOn?: readonly string[];
}

type FieldOverrides = Partial<
  Omit<FieldDescribe, "name" | "label" | "type" | "picklistValues" | "referenceTo">
>;

/**
 * A field as authored: name, label and type, plus only what differs from what Salesforce gives that
 * type by default. Any describe key may be overridden for the odd field that needs it.
 */
export interface FieldSpec extends FieldOverrides {
  name: string;
  label: string;
  type: FieldType;
  referenceTo?: readonly string[];
  picklist?: readonly PicklistSpec[];
  /** Absent: named from the child's plural label (unnamed for CreatedById/LastModifiedById/OwnerId). */
  child?: ChildSpec;
}

/** Url keys an object may carry beyond the base set every layoutable object has. */
export type ExtraUrlKey =
  | "approvalLayouts"
  | "listviews"
  | "caseArticleSuggestions"
  | "caseRowArticleSuggestions"
  | "namedLayouts"
  | "passwordUtilities"
  | "eventSeriesUpdates";

type ObjectOverrides = Partial<
  Omit<
    SObjectDescribe,
    "name" | "label" | "labelPlural" | "keyPrefix" | "fields" | "childRelationships" | "urls"
  >
>;

export interface SObjectSpec extends ObjectOverrides {
  name: string;
  label: string;
  labelPlural: string;
  keyPrefix: string | null;
  fields: readonly FieldSpec[];
  extraUrls?: readonly ExtraUrlKey[];
  /** Base urls a real describe of this object leaves out (CampaignMember has no quickActions). */
  omitUrls?: readonly string[];
}

/** Identity: gives object declarations their type without doing any work at import time. */
export function defineSObject(spec: SObjectSpec): SObjectSpec {
  return spec;
}
