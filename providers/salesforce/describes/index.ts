export type {
  ChildRelationship,
  FieldDescribe,
  FieldType,
  GlobalDescribe,
  GlobalDescribeSObject,
  PicklistEntry,
  RecordTypeInfo,
  ScopeInfo,
  SObjectDescribe,
} from "./types.ts";
export type { ChildSpec, FieldSpec, PicklistSpec, SObjectSpec } from "./spec-types.ts";
export type { DescribeRegistry } from "./registry.ts";
export type { PrefixResolver } from "./infer.ts";

export { defineSObject } from "./spec-types.ts";
export { expandField } from "./expand-field.ts";
export { buildDescribe, buildDescribes } from "./build-describe.ts";
export { BUILTIN_OBJECTS, builtinDescribes } from "./builtin-objects.ts";
export { createDescribeRegistry } from "./registry.ts";
export { normalizeApiVersion, renderDescribe, renderGlobalDescribe } from "./render.ts";
export { DescribeConfigError } from "./describe-config-error.ts";
export { normalizeUploadedDescribes } from "./upload.ts";
export { inferDescribe } from "./infer.ts";
export { derivedKeyPrefix, keyPrefixFor, objectForKeyPrefix } from "./key-prefixes.ts";
export { BUILD_API_VERSION } from "./urls.ts";
