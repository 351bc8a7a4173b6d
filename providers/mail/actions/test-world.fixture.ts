// Tests only: an in-memory PackWorld holding the built-in records, with a fixed clock and counter,
// so the actions can be tested without a service. Records are frozen copies, as the real store keeps them.
import { memoryCollection, startWorkSlice, type Collection, type PackWorld } from "../../../core/pack/index.ts";
import { mailSeedRecords } from "../generate/index.ts";

export function memoryWorld(): { world: PackWorld; clock: { now(): Date }; ids: { next(): number; random(): number } } {
  const data = new Map<string, Collection>(Object.entries(mailSeedRecords()).map(([name, rows]) => [name, memoryCollection(name, rows.map((r) => [r.id, r.record] as const))]));
  const collection = (name: string): Collection => {
    // Bun runs synchronous tests back to back without the event loop turning, so the work budget would
    // count every earlier test's work: here each access starts afresh. The budget itself is tested on a
    // real service (api/errors.test.ts).
    startWorkSlice();
    return data.get(name) ?? data.set(name, memoryCollection(name)).get(name)!;
  };
  let n = 0;
  return {
    world: { id: "w1", collection, collectionNames: () => [...data.keys()], transaction: async (fn) => fn() },
    clock: { now: () => new Date("2026-11-24T09:00:00.000Z") },
    ids: { next: () => ++n, random: () => 0.5 },
  };
}
