import { GENERATE_KEY } from "./seed-generate.ts";

/**
 * The records a seed brings over all of one world's packs: the elements of every array in each pack's
 * seed (`{ Account: [...], Contact: [...] }` counts both lists), not looking inside the rows themselves.
 * Counted on the raw seed, before any pack normalizes it, so an oversized seed costs nothing.
 */
export function countSeedRows(seeds: Record<string, unknown>): number {
  let rows = 0;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) rows += value.length;
    else if (value !== null && typeof value === "object") for (const child of Object.values(value)) visit(child);
  };
  for (const seed of Object.values(seeds)) visit(seed);
  return rows;
}

/**
 * Why a seed is too large for one world, naming the setting, or undefined when it fits. Each of a
 * task's `people` counts once per provider, as each provider may make a user of them.
 */
export function seedRowsProblem(seeds: Record<string, unknown>, limit: number, people?: unknown): string | undefined {
  const persons = Array.isArray(people) ? people.length * Object.keys(seeds).length : 0;
  const rows = countSeedRows(seeds) + persons;
  if (rows <= limit) return undefined;
  const counted = persons ? ` (people count once per provider: ${persons})` : "";
  return `the seed holds ${rows} records${counted}; one world's seed may hold at most ${limit} over all its providers (MAX_SEED_ROWS)`;
}

/**
 * The records the seeds' `$generate` ask for over all of one world's packs: the sum of their counts,
 * read on the raw seeds (a count that is not a whole number is left to the check that names it).
 */
export function countGeneratedRows(seeds: Record<string, unknown>): number {
  let rows = 0;
  for (const seed of Object.values(seeds)) {
    const generate = seed !== null && typeof seed === "object" ? (seed as Record<string, unknown>)[GENERATE_KEY] : undefined;
    if (generate === null || typeof generate !== "object") continue;
    for (const count of Object.values(generate)) if (typeof count === "number" && Number.isSafeInteger(count) && count > 0) rows += count;
  }
  return rows;
}

/** Why the seeds ask for more generated records than one world may hold, naming the setting; undefined when they fit. */
export function generatedRowsProblem(seeds: Record<string, unknown>, limit: number): string | undefined {
  const rows = countGeneratedRows(seeds);
  if (rows <= limit) return undefined;
  return `the seed's $generate asks for ${rows} records; one world may generate at most ${limit} over all its providers (MAX_GENERATED_ROWS)`;
}
