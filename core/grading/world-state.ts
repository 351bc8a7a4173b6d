import { isDeepStrictEqual } from "node:util";
import type { PackRegistry } from "../pack/loaded-pack.ts";
import type { StoredRecord } from "../store/types.ts";
import type { World } from "../world/world.ts";
import type { CollectionDiff, WorldDiff, WorldState } from "./types.ts";

/** The world now, as its providers' users see it (soft-deleted rows left out). */
export function finalState(world: World, packs: PackRegistry): WorldState {
  return toState(world.dump(), packs);
}

/** The world as provisioned: the current records with the journal undone, newest change first. */
export async function initialState(world: World, packs: PackRegistry): Promise<WorldState> {
  const journal = await world.journal();
  const records = new Map(world.dump().map((r) => [key(r.pack, r.collection, r.id), r]));
  for (const m of journal.reverse()) {
    const k = key(m.pack, m.collection, m.recordId);
    if (m.before) records.set(k, { pack: m.pack, collection: m.collection, id: m.recordId, data: m.before });
    else records.delete(k);
  }
  return toState([...records.values()], packs);
}

export function diffStates(initial: WorldState, final: WorldState): WorldDiff {
  const diff: WorldDiff = {};
  for (const pack of new Set([...Object.keys(initial), ...Object.keys(final)])) {
    const before = initial[pack] ?? {};
    const after = final[pack] ?? {};
    for (const collection of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const changes = diffCollection(before[collection] ?? {}, after[collection] ?? {});
      if (changes.added.length || changes.changed.length || changes.removed.length) (diff[pack] ??= {})[collection] = changes;
    }
  }
  return diff;
}

function diffCollection(before: Record<string, Record<string, unknown>>, after: Record<string, Record<string, unknown>>): CollectionDiff {
  const out: CollectionDiff = { added: [], changed: [], removed: [] };
  for (const [id, record] of Object.entries(after)) {
    const previous = before[id];
    if (!previous) out.added.push({ id, record });
    else if (!isDeepStrictEqual(previous, record)) out.changed.push({ id, before: previous, after: record });
  }
  for (const [id, record] of Object.entries(before)) if (!(id in after)) out.removed.push({ id, record });
  return out;
}

function toState(records: StoredRecord[], packs: PackRegistry): WorldState {
  const state: WorldState = {};
  for (const r of records) {
    const def = packs.get(r.pack)?.def;
    if (def?.private?.includes(r.collection)) continue; // a pack's private collection is never graded
    if (def?.isLive && !def.isLive(r.collection, r.data)) continue;
    ((state[r.pack] ??= {})[r.collection] ??= {})[r.id] = r.data;
  }
  return state;
}

const key = (pack: string, collection: string, id: string) => `${pack}\u0000${collection}\u0000${id}`;
