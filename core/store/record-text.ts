import type { StoredRecord } from "./types.ts";

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

/** A world's records in slices of about SLICE_BYTES of text (at least one slice; at least one record each but the empty one): how the stores write a large world without holding the event loop. */
export function slicesOf(records: StoredRecord[]): StoredRecord[][] {
  const slices: StoredRecord[][] = [];
  let current: StoredRecord[] = [];
  let bytes = 0;
  for (const record of records) {
    current.push(record);
    bytes += recordSize(record.data);
    if (bytes >= SLICE_BYTES) {
      slices.push(current);
      current = [];
      bytes = 0;
    }
  }
  if (current.length || !slices.length) slices.push(current);
  return slices;
}
// Measured: about 1 MiB of record text per 15-25 ms of SQLite writing on a loaded two-core machine.
const SLICE_BYTES = 1024 * 1024;
