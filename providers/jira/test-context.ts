// A fixed clock and in-memory records for the pack's unit tests (what a world passes to seed code).
import { memoryCollection, type Collection, type PackWorld, type SeedRecords, type WorldClock } from "../../core/pack/index.ts";

export const TEST_NOW = "2026-11-21T12:00:00.000Z";

export function testClock(at = TEST_NOW): WorldClock {
  return { now: () => new Date(at) };
}

/** Seed records as a world: frozen copies, as the store keeps them; no transactions (tests call handlers' helpers). */
export function recordsWorld(records: SeedRecords): Pick<PackWorld, "collection"> {
  const data = new Map<string, Collection>(Object.entries(records).map(([name, rows]) => [name, memoryCollection(name, rows.map((r) => [r.id, r.record] as const))]));
  const collection = (name: string): Collection => data.get(name) ?? data.set(name, memoryCollection(name)).get(name)!;
  return { collection };
}
