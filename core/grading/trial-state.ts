import type { WorldDiff, WorldState } from "./types.ts";

/**
 * What a graded trial keeps for regrading: the world's final state, its diff from the seed, and the
 * packs' config, as gzip'd JSON. The seed-time state is not stored: the diff undoes the final state
 * back to it (initialFromDiff). The tool-call log and the answer stay on the trial's row.
 */
export interface TrialState {
  final: WorldState;
  diff: WorldDiff;
  config: Record<string, unknown>;
}

/**
 * Runs where it is called: in a grading worker, off the event loop, for the service. Bun's own gzip,
 * not node:zlib's, which sets up a stream per call and took longer than the compression itself.
 */
export function packTrialState(state: TrialState): Uint8Array {
  return Bun.gzipSync(JSON.stringify(state), { level: 6 });
}

export function unpackTrialState(bytes: Uint8Array): TrialState {
  return JSON.parse(new TextDecoder().decode(Bun.gunzipSync(bytes as Uint8Array<ArrayBuffer>))) as TrialState;
}

/** The world as provisioned: the final state with every change of the diff undone. */
export function initialFromDiff(final: WorldState, diff: WorldDiff): WorldState {
  const initial: WorldState = {};
  for (const [pack, collections] of Object.entries(final)) {
    initial[pack] = {};
    for (const [collection, records] of Object.entries(collections)) initial[pack][collection] = { ...records };
  }
  for (const [pack, collections] of Object.entries(diff)) {
    for (const [collection, changes] of Object.entries(collections)) {
      const records = ((initial[pack] ??= {})[collection] ??= {});
      for (const { id } of changes.added) delete records[id];
      for (const { id, before } of changes.changed) records[id] = before;
      for (const { id, record } of changes.removed) records[id] = record;
      if (!Object.keys(records).length) delete initial[pack][collection];
    }
    if (!Object.keys(initial[pack] ?? {}).length) delete initial[pack];
  }
  return initial;
}
