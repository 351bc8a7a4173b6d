import type { Mutation, StoredRecord } from "./types.ts";

/**
 * A world's records as of its last journal entry: the provisioned records with every journal entry
 * applied in order. Commits write only the journal (one row per change instead of two); the records
 * table keeps what the world was provisioned with. Replaying the whole journal over it is right
 * whatever that table holds for the records the journal touches (an entry sets a record to its `after`
 * or removes it), so stores written before the journal became the only write load the same way.
 */
export function replayJournal(records: StoredRecord[], journal: Array<Pick<Mutation, "pack" | "collection" | "recordId" | "op" | "after">>): StoredRecord[] {
  const byKey = new Map<string, StoredRecord>();
  const key = (pack: string, collection: string, id: string) => `${pack}\u0000${collection}\u0000${id}`;
  for (const record of records) byKey.set(key(record.pack, record.collection, record.id), record);
  for (const m of journal) {
    const k = key(m.pack, m.collection, m.recordId);
    if (m.op === "delete") byKey.delete(k);
    else byKey.set(k, { pack: m.pack, collection: m.collection, id: m.recordId, data: m.after! });
  }
  return [...byKey.values()];
}
