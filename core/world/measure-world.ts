import type { StoredRecord } from "../store/types.ts";
import { ROW_OVERHEAD, serializeRecord } from "../store/record-text.ts";
import { yieldIfHeld } from "../pack/work-budget.ts";

/**
 * The bytes a new world makes the store hold: its seed's and its records' JSON text, serialized here
 * once (the store then writes the same texts, record-text.ts). A big seed is tens of megabytes of text:
 * the loop gives the event loop a turn whenever a slice has run long (yieldIfHeld), so other tenants'
 * requests are served in between.
 */
export async function measureSeededWorld(seeds: object, records: StoredRecord[]): Promise<number> {
  let bytes = serializeRecord(seeds);
  for (let i = 0; i < records.length; i++) {
    bytes += serializeRecord(records[i]!.data) + ROW_OVERHEAD;
    if (i % 64 === 63) await yieldIfHeld();
  }
  return bytes;
}
