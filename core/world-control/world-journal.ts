// GET /api/v1/worlds/{id}/journal: the world's changes in order, in pages (`after` a position, `limit`).
// A private collection's entries keep their place but not their values (credentials, bookkeeping).
import type { PackRegistry } from "../pack/loaded-pack.ts";
import type { Store } from "../store/types.ts";
import type { World } from "../world/world.ts";
import { controlError } from "../control/control-errors.ts";
import { pageLimit } from "./world-paging.ts";
import { isPublicCollection } from "./world-records.ts";

export async function worldJournal(deps: { store: Store; packs: PackRegistry }, world: World, query: URLSearchParams) {
  const afterText = query.get("after") ?? "0";
  const after = Number(afterText);
  if (!Number.isInteger(after) || after < 0) throw controlError("invalidBody", "after must be a journal position: a whole number, 0 for the start");
  const limit = pageLimit(query.get("limit"));
  await world.flushed();
  const page = await deps.store.worldControl.journalPage(world.id, after, limit + 1);
  const entries = page.slice(0, limit).map((m) => {
    const shown = isPublicCollection(deps.packs, m.pack, m.collection);
    return {
      seq: m.seq, at: new Date(m.at).toISOString(), pack: m.pack, collection: m.collection, recordId: m.recordId, op: m.op,
      before: shown ? m.before : null, after: shown ? m.after : null, ...(shown ? {} : { redacted: true }),
    };
  });
  return { worldId: world.id, entries, next: page.length > limit ? entries.at(-1)!.seq : null };
}
