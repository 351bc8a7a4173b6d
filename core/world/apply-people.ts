// The step between a task's input and its packs' seeds: each seeded pack adds the people as its users
// (its `seed.people` hook), then every `person:` reference in its seed and config becomes an id.
import { SeedError } from "../pack/define-pack.ts";
import type { PackRegistry } from "../pack/loaded-pack.ts";
import type { JsonRecord, PersonIds } from "../pack/types.ts";
import { peopleForPack, peopleProblem, type PersonEntry } from "./people.ts";
import { replacePersonReferences, type PeopleIds } from "./person-references.ts";

export interface PeopledInput { seeds: Record<string, JsonRecord>; configs: Record<string, unknown> }

/**
 * The seeds and configs as the packs then check and normalize them. Throws SeedError (a 400) for a bad
 * list, a reference to nobody, or what a pack's hook refuses. Pure: the inputs are not changed.
 */
export function applyPeople(packs: PackRegistry, input: PeopledInput, people: unknown): PeopledInput {
  const list = (people ?? []) as PersonEntry[];
  if (people !== undefined && people !== null) {
    const problem = peopleProblem(people, packs);
    if (problem) throw new SeedError(problem);
  }
  const seeds: Record<string, JsonRecord> = {};
  const configs: Record<string, unknown> = { ...input.configs };
  for (const [slug, raw] of Object.entries(input.seeds)) {
    const { seed, ids } = addPeople(packs, slug, raw, list);
    seeds[slug] = replacePersonReferences(seed, ids, slug, `seed.${slug}`) as JsonRecord;
    if (configs[slug] !== undefined) configs[slug] = replacePersonReferences(configs[slug], ids, slug, `config.${slug}`);
  }
  return { seeds, configs };
}

/** The pack's seed with the people in it, and their ids; a pack without the hook keeps its seed and knows nobody. */
function addPeople(packs: PackRegistry, slug: string, seed: JsonRecord, people: PersonEntry[]): { seed: JsonRecord; ids: PeopleIds } {
  const hook = packs.get(slug)?.def.seed.people;
  if (!hook) return { seed, ids: undefined };
  if (!people.length || seed === null || typeof seed !== "object" || Array.isArray(seed)) return { seed, ids: new Map() };
  const added = hook.add(structuredClone(seed), peopleForPack(people, slug));
  const ids = new Map<string, PersonIds>();
  for (const person of people) {
    const own = added.ids[person.key];
    if (!own || typeof own.user !== "string") throw new Error(`provider "${slug}": seed.people.add gave no user id for person "${person.key}"`);
    ids.set(person.key, own);
  }
  return { seed: added.seed, ids };
}
