/**
 * Records' JSON text sizes, for the byte quotas (MAX_WORLD_BYTES, MAX_ORG_BYTES), at no extra
 * serialization on the write path: a change's `after` is serialized once when it is made, its size
 * counted, and the text kept until the commit writes it (takeRecordText); a record read from the store
 * gets its size from the text it was parsed from. Sizes are JSON text length in UTF-16 code units: the
 * stored bytes for ASCII, an undercount of at most 3x for other text.
 */
const sizes = new WeakMap<object, number>();
const texts = new WeakMap<object, string>();

/** Serializes a record about to be journaled: counts it and keeps the text for the commit. */
export function serializeRecord(record: object): number {
  const text = JSON.stringify(record);
  sizes.set(record, text.length);
  texts.set(record, text);
  return text.length;
}

/** The record's JSON text size: known from its write or its read, else serialized once and kept. */
export function recordSize(record: object | null | undefined): number {
  if (!record) return 0;
  const known = sizes.get(record);
  return known ?? serializeRecord(record);
}

/** Notes the size of a record parsed from `text` (the store read it). */
export function parsedRecord(text: string): Record<string, unknown> {
  const record = JSON.parse(text) as Record<string, unknown>;
  if (record && typeof record === "object") sizes.set(record, text.length);
  return record;
}

/** The record's JSON text for the store: the text its write made (given up once taken), else a fresh one. */
export function takeRecordText(record: object): string {
  const text = texts.get(record);
  if (text === undefined) return JSON.stringify(record);
  texts.delete(record);
  return text;
}

/** What one journal entry adds to the store: its before and after texts, and its row's other columns. */
export function journalEntrySize(entry: { before: object | null; after: object | null; pack: string; collection: string; recordId: string }): number {
  return recordSize(entry.before) + recordSize(entry.after) + entry.pack.length + entry.collection.length + entry.recordId.length + ROW_OVERHEAD;
}

/** Keys, sequence, timestamps and index entries of a row, roughly. */
export const ROW_OVERHEAD = 64;
