// What plugins share: matchers over fields, their schema, and short words for reports.
export { checkBounds, describeBounds, withinBounds, type Bounds } from "./bounds.ts";
export { deepEqual } from "./deep-equal.ts";
export { describeMatcher, describeWhere, withWhere } from "./describe-where.ts";
export { readField, readKey } from "./field-path.ts";
export { describeFields, formatValue, listSome, plural, truncate } from "./format.ts";
export { parseInstant } from "./instants.ts";
export { matchesValue, matchesWhere, unmetFields, type Matcher, type Where } from "./matchers.ts";
export {
  COLLECTION_CHANGE_PATTERN,
  COLLECTION_KEY_PATTERN,
  collectionSchema,
  countSchema,
  matcherSchema,
  packSchema,
  whereSchema,
} from "./option-schemas.ts";
export { closestMiss, describeMatches, matchingRecords, recordsOf, type StoredRecord } from "./records.ts";
export { listRecords, termsOf, type Terms } from "./terms.ts";
export { changedBeyond, changedFields, DEFAULT_STAMP_FIELDS, isIgnored } from "./changed-fields.ts";
