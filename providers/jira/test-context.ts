// A fixed clock and in-memory records for the pack's unit tests (what a world passes to seed code).
import type { Collection, JsonRecord, PackWorld, SeedRecords, WorldClock } from "../../core/pack/index.ts";

export const TEST_NOW = "2026-11-21T12:00:00.000Z";

export function testClock(at = TEST_NOW): WorldClock {
  return { now: () => new Date(at) };
}

/** Seed records as a world: frozen copies, as the store keeps them; no transactions (tests call handlers' helpers). */
export function recordsWorld(records: SeedRecords): Pick<PackWorld, "collection"> {
  const data = new Map<string, Map<string, JsonRecord>>();
  for (const [name, rows] of Object.entries(records)) data.set(name, new Map(rows.map((r) => [r.id, Object.freeze(structuredClone(r.record))])));
  const collection = (name: string): Collection => {
    const rows = data.get(name) ?? data.set(name, new Map()).get(name)!;
    return {
      name,
      get: (id) => rows.get(id),
      has: (id) => rows.has(id),
      insert: (id, record) => {
        if (rows.has(id)) throw new Error(`${name}/${id} exists`);
        rows.set(id, Object.freeze(structuredClone(record)));
        return rows.get(id)!;
      },
      update: (id, patch) => {
        const current = rows.get(id);
        if (!current) throw new Error(`${name}/${id} does not exist`);
        rows.set(id, Object.freeze({ ...structuredClone(current), ...structuredClone(patch) }));
        return rows.get(id)!;
      },
      delete: (id) => rows.delete(id),
      all: () => [...rows.values()],
      find: (predicate) => [...rows.values()].filter(predicate),
      count: () => rows.size,
    };
  };
  return { collection };
}
