import type { JsonRecord } from "../pack/types.ts";

/**
 * One collection's records, counting its changes: a value derived from the records (a channel's
 * messages in order, an index by a field) is kept until the next change, so a read-heavy pack does not
 * rebuild it on every request. Every write to a world's records (a pack's, a replayed mutation, a
 * rolled-back transaction) goes through set/delete/clear, so none can leave a stale memo behind.
 */
export class RecordMap extends Map<string, JsonRecord> {
  private changes = 0;
  private readonly memos = new Map<string, { at: number; value: unknown }>();

  override set(id: string, record: JsonRecord): this {
    this.changes++;
    return super.set(id, record);
  }

  override delete(id: string): boolean {
    this.changes++;
    return super.delete(id);
  }

  override clear(): void {
    this.changes++;
    super.clear();
  }

  /** `compute()`'s value, computed again only after the records change; callers must not modify it. */
  memo<T>(key: string, compute: () => T): T {
    const kept = this.memos.get(key);
    if (kept && kept.at === this.changes) return kept.value as T;
    const value = compute();
    this.memos.set(key, { at: this.changes, value });
    return value;
  }
}
