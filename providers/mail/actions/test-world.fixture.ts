// Tests only: an in-memory PackWorld holding the built-in records, with a fixed clock and counter,
// so the actions can be tested without a service. Records are frozen copies, as the real store keeps them.
import type { JsonRecord, PackWorld } from "../../../core/pack/index.ts";
import { startWorkSlice } from "../../../core/pack/index.ts";
import { mailSeedRecords } from "../generate/index.ts";

export function memoryWorld(): { world: PackWorld; clock: { now(): Date }; ids: { next(): number; random(): number } } {
  const data = new Map<string, Map<string, JsonRecord>>();
  for (const [name, rows] of Object.entries(mailSeedRecords())) data.set(name, new Map(rows.map((r) => [r.id, r.record])));
  const collection = (name: string) => {
    // Bun runs synchronous tests back to back without the event loop turning, so the work budget would
    // count every earlier test's work: here each access starts afresh. The budget itself is tested on a
    // real service (api/errors.test.ts).
    startWorkSlice();
    const rows = data.get(name) ?? data.set(name, new Map()).get(name)!;
    return {
      name,
      get: (id: string) => rows.get(id),
      has: (id: string) => rows.has(id),
      insert: (id: string, record: JsonRecord) => {
        if (rows.has(id)) throw new Error(`duplicate ${id}`);
        rows.set(id, Object.freeze(structuredClone(record)));
        return rows.get(id)!;
      },
      update: (id: string, patch: JsonRecord) => {
        const next = Object.freeze(structuredClone({ ...rows.get(id)!, ...patch }));
        rows.set(id, next);
        return next;
      },
      delete: (id: string) => rows.delete(id),
      all: () => [...rows.values()],
      find: (p: (r: JsonRecord) => boolean) => [...rows.values()].filter(p),
      count: () => rows.size,
    };
  };
  let n = 0;
  return {
    world: { id: "w1", collection, collectionNames: () => [...data.keys()], transaction: async (fn) => fn() },
    clock: { now: () => new Date("2026-11-24T09:00:00.000Z") },
    ids: { next: () => ++n, random: () => 0.5 },
  };
}
