// GET /api/v1/worlds/{id}/diff: what changed since the seed (the world as provisioned) or since a named
// checkpoint: records added, changed (field by field, before and after) and removed. Read from the
// journal after that point, so it costs what changed, not the world's size.
import { isDeepStrictEqual } from "node:util";
import type { JsonRecord } from "../pack/types.ts";
import type { PackRegistry } from "../pack/loaded-pack.ts";
import type { Mutation, Store } from "../store/types.ts";
import type { World } from "../world/world.ts";
import { controlError } from "../control/control-errors.ts";
import { isPublicCollection, isShown, type RecordEntry } from "./world-records.ts";

export interface FieldChange { before: unknown; after: unknown }
export interface ChangedRecord { pack: string; collection: string; id: string; changes: Record<string, FieldChange> }

/** The journal after `seq`, oldest first, read in pages. */
export async function journalAfter(store: Store, world: World, seq: number): Promise<Mutation[]> {
  await world.flushed();
  const out: Mutation[] = [];
  for (let after = seq; ; ) {
    const page = await store.worldControl.journalPage(world.id, after, 5000);
    out.push(...page);
    if (page.length < 5000) return out;
    after = page.at(-1)!.seq;
  }
}

export async function worldDiff(deps: { store: Store; packs: PackRegistry }, world: World, since: string | null) {
  const checkpoint = since === null ? null : await deps.store.worldControl.getCheckpoint(world.id, since);
  if (since !== null && !checkpoint) throw controlError("checkpointNotFound", since, world.id);
  const from = checkpoint?.seq ?? 0;
  const first = new Map<string, Mutation>();
  for (const m of await journalAfter(deps.store, world, from)) {
    if (!isPublicCollection(deps.packs, m.pack, m.collection)) continue;
    const key = JSON.stringify([m.pack, m.collection, m.recordId]);
    if (!first.has(key)) first.set(key, m);
  }
  const added: RecordEntry[] = [];
  const changed: ChangedRecord[] = [];
  const removed: RecordEntry[] = [];
  for (const m of [...first.values()].sort(byKey)) {
    const at = { pack: m.pack, collection: m.collection, id: m.recordId };
    const before = isShown(deps.packs, m.pack, m.collection, m.before as JsonRecord | null) ? (m.before as JsonRecord) : null;
    const now = world.recordsOf(m.pack, m.collection)?.get(m.recordId);
    const after = isShown(deps.packs, m.pack, m.collection, now) ? now : null;
    if (!before && after) added.push({ ...at, record: after });
    else if (before && !after) removed.push({ ...at, record: before });
    else if (before && after && !isDeepStrictEqual(before, after)) changed.push({ ...at, changes: fieldChanges(before, after) });
  }
  return { worldId: world.id, since: { checkpoint: checkpoint?.name ?? null, seq: from }, added, changed, removed };
}

/**
 * Each field whose value differs, by its path: nested objects are walked (Jira's `fields.summary`),
 * arrays and other values compared whole. Absent on one side is `null` there (JSON has no undefined).
 */
export function fieldChanges(before: JsonRecord, after: JsonRecord, prefix = "", out: Record<string, FieldChange> = {}): Record<string, FieldChange> {
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [was, now] = [before[name], after[name]];
    if (isDeepStrictEqual(was, now)) continue;
    if (isPlainObject(was) && isPlainObject(now)) fieldChanges(was, now, `${prefix}${name}.`, out);
    else out[`${prefix}${name}`] = { before: was ?? null, after: now ?? null };
  }
  return out;
}

const isPlainObject = (value: unknown): value is JsonRecord => value !== null && typeof value === "object" && !Array.isArray(value);

const byKey = (a: Mutation, b: Mutation) => a.pack.localeCompare(b.pack) || a.collection.localeCompare(b.collection) || a.recordId.localeCompare(b.recordId);
