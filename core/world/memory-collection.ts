import type { Collection, JsonRecord } from "../pack/types.ts";
import { cloneRecord } from "./clone-record.ts";
import { createCollection, deepFreeze } from "./world-collection.ts";
import { RecordMap } from "./record-map.ts";

/**
 * A collection in memory that behaves as a world's does (frozen copies, the same errors, memo), with
 * nothing journaled: for a pack's unit tests of code that takes records, without a service.
 */
export function memoryCollection(name: string, rows: Iterable<readonly [string, JsonRecord]> = []): Collection {
  const records = new RecordMap();
  for (const [id, record] of rows) records.set(id, deepFreeze(cloneRecord(record)));
  return createCollection(records, { pack: "test", name, now: () => 0, write: () => {} });
}
