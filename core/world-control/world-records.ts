// GET /api/v1/worlds/{id}/state: every record, per pack and collection, in pages. Private collections
// (a pack's credentials and bookkeeping) are never shown, and records a provider's users no longer see
// (soft-deleted rows) are left out, as grading reads a world.
import type { JsonRecord } from "../pack/types.ts";
import type { PackRegistry } from "../pack/loaded-pack.ts";
import type { World } from "../world/world.ts";
import { controlError } from "../control/control-errors.ts";
import { pageLimit, readCursor, writeCursor } from "./world-paging.ts";

export interface RecordEntry { pack: string; collection: string; id: string; record: JsonRecord }

/** Whether a reader may see a collection: not one of its pack's private ones. */
export function isPublicCollection(packs: PackRegistry, pack: string, collection: string): boolean {
  return !packs.get(pack)?.def.private?.includes(collection);
}

/** Whether the provider's users still see the record (a pack's `isLive`; true when it has none). */
export function isShown(packs: PackRegistry, pack: string, collection: string, record: JsonRecord | null | undefined): record is JsonRecord {
  if (!record) return false;
  const isLive = packs.get(pack)?.def.isLive;
  return !isLive || isLive(collection, record);
}

export function worldState(packs: PackRegistry, world: World, query: URLSearchParams) {
  const pack = query.get("pack") ?? undefined;
  const collection = query.get("collection") ?? undefined;
  if (pack !== undefined && !world.meta.packs.includes(pack)) throw controlError("invalidBody", `pack "${pack}" is not in this world (it holds ${world.meta.packs.join(", ")})`);
  const limit = pageLimit(query.get("limit"));
  const after = readCursor(query.get("cursor"));
  const collections: Array<{ pack: string; collection: string; count: number }> = [];
  const records: RecordEntry[] = [];
  let next: string | null = null;
  for (const slug of [...world.meta.packs].sort()) {
    if (pack !== undefined && pack !== slug) continue;
    for (const name of world.collectionsOf(slug).sort()) {
      if ((collection !== undefined && collection !== name) || !isPublicCollection(packs, slug, name)) continue;
      const rows = world.recordsOf(slug, name)!;
      // Sorted once per change of the collection, not once per page (RecordMap.memo).
      const ids = rows.memo("control:ids", () => [...rows.keys()].sort());
      collections.push({ pack: slug, collection: name, count: ids.length });
      if (next !== null) continue;
      for (const id of ids) {
        const key = JSON.stringify([slug, name, id]);
        if (after !== null && key <= after) continue;
        const record = rows.get(id);
        if (!isShown(packs, slug, name, record)) continue;
        if (records.length === limit) {
          const last = records.at(-1)!;
          next = writeCursor(JSON.stringify([last.pack, last.collection, last.id]));
          break;
        }
        records.push({ pack: slug, collection: name, id, record });
      }
    }
  }
  return { worldId: world.id, collections, records, next };
}
