import type { SoqlDescribe, SoqlField } from "./types.ts";

/** A describe's fields by lower-cased name and by lower-cased relationship name. */
export interface DescribeIndex {
  readonly fields: ReadonlyMap<string, SoqlField>;
  readonly relationships: ReadonlyMap<string, SoqlField>;
}

interface Entry extends DescribeIndex {
  source: SoqlField[];
  count: number;
}

/**
 * Built once per describe object (describes outlive queries), and rebuilt if its field list was
 * replaced or grown in place, so lookups are a Map get instead of a scan over hundreds of fields.
 */
const indexes = new WeakMap<SoqlDescribe, Entry>();

export function describeIndex(describe: SoqlDescribe): DescribeIndex {
  const cached = indexes.get(describe);
  if (cached && cached.source === describe.fields && cached.count === describe.fields.length) return cached;
  const fields = new Map<string, SoqlField>();
  const relationships = new Map<string, SoqlField>();
  for (const field of describe.fields) {
    const name = field.name.toLowerCase();
    if (!fields.has(name)) fields.set(name, field);
    const relationship = field.relationshipName?.toLowerCase();
    if (relationship && field.referenceTo?.length && !relationships.has(relationship)) relationships.set(relationship, field);
  }
  const entry: Entry = { fields, relationships, source: describe.fields, count: describe.fields.length };
  indexes.set(describe, entry);
  return entry;
}
