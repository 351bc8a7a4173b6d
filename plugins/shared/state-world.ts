import type { JsonRecord } from "../../core/grading/index.ts";
import type { Collection, PackWorld } from "../../core/pack/index.ts";

export type CollectionRecords = Record<string, Record<string, JsonRecord>>;

/**
 * A graded state's records (one pack's collections) as a read-only PackWorld, so a provider's own query
 * code (Salesforce's SOQL, Jira's JQL) reads them unchanged.
 */
export function createStateWorld(records: CollectionRecords): PackWorld {
  return {
    id: "grading",
    collection: (name) => readOnlyCollection(name, records[name] ?? {}),
    collectionNames: () => Object.keys(records),
    // Nothing writes here, so there is nothing to group.
    transaction: async (fn) => fn(),
  };
}

/** Grading only reads: a write here would be a bug in the evaluator, so it fails loudly. */
function readOnlyCollection(name: string, rows: Record<string, JsonRecord>): Collection {
  const refuse = (): never => {
    throw new Error(`The graded world is read-only (tried to write ${name})`);
  };
  return {
    name,
    get: (id) => rows[id],
    has: (id) => Object.hasOwn(rows, id),
    insert: refuse,
    update: refuse,
    delete: refuse,
    all: () => Object.values(rows),
    find: (predicate) => Object.values(rows).filter(predicate),
    count: () => Object.keys(rows).length,
    // A graded state never changes, but each grading reads it once: nothing to keep.
    memo: (_key, compute) => compute(),
  };
}
