// Seeds one pack with a task's `people` as provisioning does (core/world/seed-world.ts), for the packs'
// seed-people tests: the records per collection, or the 400 message a bad input gets.
import { createLoadedPack, createPackRegistry } from "../../core/pack/loaded-pack.ts";
import type { JsonRecord, PackDefinition } from "../../core/pack/types.ts";
import { createSeededRandom } from "../../core/world/seeded-random.ts";
import { ProvisionInputError, seedWorld } from "../../core/world/seed-world.ts";

export interface PeopleWorld {
  rows(collection: string): JsonRecord[];
  seed: JsonRecord;
}

// Loading a pack compiles its request checks: once per pack, not per test.
const registries = new WeakMap<PackDefinition, ReturnType<typeof createPackRegistry>>();

export function seedWithPeople(pack: PackDefinition, seed: JsonRecord, people: unknown[], config?: unknown): PeopleWorld {
  let packs = registries.get(pack);
  if (!packs) registries.set(pack, (packs = createPackRegistry([createLoadedPack(pack, `${pack.slug}.ts`)])));
  let n = 0;
  const ids = { next: () => ++n, random: createSeededRandom(1) };
  const world = seedWorld(packs, { seeds: { [pack.slug]: seed }, configs: config === undefined ? {} : { [pack.slug]: config }, people }, { ids, now: Date.parse("2026-11-21T12:00:00Z") });
  return {
    rows: (collection) => world.records.filter((r) => r.collection === collection).map((r) => r.data),
    seed: world.seeds[pack.slug]!,
  };
}

/** The message seeding refuses the input with (a 400), or a failure when it is accepted. */
export function peopleRefusal(pack: PackDefinition, seed: JsonRecord, people: unknown[], config?: unknown): string {
  try {
    seedWithPeople(pack, seed, people, config);
  } catch (error) {
    if (error instanceof ProvisionInputError) return error.message;
    throw error;
  }
  throw new Error("the input was accepted");
}
