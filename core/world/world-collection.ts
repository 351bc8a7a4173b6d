import type { Collection, JsonRecord } from "../pack/types.ts";
import type { Mutation } from "../store/types.ts";
import { cloneRecord } from "./clone-record.ts";
import type { RecordMap } from "./record-map.ts";

interface CollectionSite {
  pack: string;
  name: string;
  now: () => number;
  /** Journals a change (the world numbers and commits it); throws when the world's copy is stale. */
  write(mutation: Omit<Mutation, "seq">): void;
}

/**
 * A pack's view of one collection of a world: reads straight from its records; every change is
 * journaled before it is applied. Stored records are copied and deep-frozen, so a handler cannot
 * change state without going through here.
 */
export function createCollection(records: RecordMap, site: CollectionSite): Collection {
  const { pack, name, now, write } = site;
  return {
    name,
    get: (id) => records.get(id),
    has: (id) => records.has(id),
    insert(id, record) {
      if (records.has(id)) throw new Error(`Record ${id} already exists in ${pack}/${name}`);
      const after = deepFreeze(cloneRecord(record));
      write({ pack, collection: name, recordId: id, op: "insert", before: null, after, at: now() });
      records.set(id, after);
      return after;
    },
    update(id, patch) {
      const before = records.get(id);
      if (!before) throw new Error(`Record ${id} does not exist in ${pack}/${name}`);
      const after = deepFreeze({ ...before, ...cloneRecord(patch) });
      write({ pack, collection: name, recordId: id, op: "update", before, after, at: now() });
      records.set(id, after);
      return after;
    },
    delete(id) {
      const before = records.get(id);
      if (!before) return false;
      write({ pack, collection: name, recordId: id, op: "delete", before, after: null, at: now() });
      records.delete(id);
      return true;
    },
    all: () => [...records.values()],
    find: (predicate) => [...records.values()].filter(predicate),
    count: () => records.size,
    memo: (key, compute) => records.memo(key, compute),
  };
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
